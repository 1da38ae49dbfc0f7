package org.wsslab.verification.control;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.verification.entity.Attack;

/**
 * The reviewed list of attacks the stack accepts even with a correct policy (resource
 * {@value #RESOURCE}): each entry names the mechanism, the attack, the finding, the policy that was in
 * force and the evidence. An accepted attack on the list is a KNOWN_GAP; one not on it is ACCEPTED.
 * An entry holds for the mechanism under every suite it offers: the gaps are in what the stack
 * checks, which the suite's algorithms do not change (the attack matrix proves it per suite).
 */
public final class KnownGaps {

    static final String RESOURCE = "verification/known-gaps.json";

    /** One reviewed finding. */
    public record Gap(Mechanism mechanism, Attack attack, String finding) {
    }

    private final Map<String, Gap> gaps;

    KnownGaps(Map<String, Gap> gaps) {
        this.gaps = Map.copyOf(gaps);
    }

    public static KnownGaps reviewed() {
        try (InputStream in = KnownGaps.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the application");
            }
            return read(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RESOURCE + ": " + e.getMessage(), e);
        }
    }

    static KnownGaps read(InputStream in) {
        Map<String, Gap> gaps = new HashMap<>();
        try (JsonReader reader = Json.createReader(in)) {
            for (JsonValue value : reader.readObject().getJsonArray("gaps")) {
                JsonObject entry = value.asJsonObject();
                String id = entry.getString("mechanism");
                Mechanism mechanism = Mechanism.byId(id)
                        .orElseThrow(() -> new IllegalStateException(RESOURCE + " names an unknown mechanism: " + id));
                Attack attack = Attack.valueOf(entry.getString("attack"));
                if (attack.notApplicable(mechanism).isPresent()) {
                    throw new IllegalStateException(RESOURCE + " lists " + attack + " on " + id + ", where it does not apply");
                }
                for (String required : new String[]{"finding", "policy", "request", "response"}) {
                    if (entry.getString(required, "").isBlank()) {
                        throw new IllegalStateException(RESOURCE + ": the entry for " + id + " / " + attack + " lacks its " + required);
                    }
                }
                if (gaps.put(key(mechanism, attack), new Gap(mechanism, attack, entry.getString("finding"))) != null) {
                    throw new IllegalStateException(RESOURCE + " lists " + id + " / " + attack + " twice");
                }
            }
        }
        return new KnownGaps(gaps);
    }

    public Optional<Gap> find(Mechanism mechanism, Attack attack) {
        return Optional.ofNullable(gaps.get(key(mechanism, attack)));
    }

    public java.util.Collection<Gap> all() {
        return gaps.values();
    }

    private static String key(Mechanism mechanism, Attack attack) {
        return mechanism.id() + "/" + attack;
    }
}
