package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;

/** A verification and its verdicts as the API writes them. */
final class VerificationView {

    private VerificationView() {
    }

    static JsonObject brief(Verification verification) {
        return head(verification).build();
    }

    static JsonObject full(Verification verification, List<Verdict> verdicts) {
        JsonArrayBuilder results = jakarta.json.Json.createArrayBuilder();
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        for (Verdict verdict : verdicts) {
            results.add(result(verdict));
            counts.merge(verdict.outcome(), 1, Integer::sum);
        }
        JsonObjectBuilder totals = Json.object();
        Arrays.stream(Outcome.values()).forEach(outcome -> totals.add(outcome.name(), counts.getOrDefault(outcome, 0)));
        JsonArrayBuilder attacks = jakarta.json.Json.createArrayBuilder();
        Arrays.stream(Attack.values()).forEach(attack -> attacks.add(Json.object().add("id", attack.name())
                .add("description", attack.description())));
        return head(verification).add("attacks", attacks).add("counts", totals).add("results", results).build();
    }

    static JsonObject withEvidence(Verdict verdict) {
        JsonObjectBuilder json = Json.object();
        fill(json, verdict);
        Json.add(json, "request", verdict.request());
        Json.add(json, "response", verdict.response());
        return json.build();
    }

    static Attack attack(String name) {
        try {
            return Attack.valueOf(name == null ? "" : name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid("attack: '" + name + "' is not an attack; the attacks are "
                    + Arrays.toString(Attack.values()));
        }
    }

    private static JsonObjectBuilder head(Verification verification) {
        JsonObjectBuilder json = Json.object().add("id", verification.id()).add("status", verification.status().name());
        Json.add(json, "created", verification.created());
        Json.add(json, "finished", verification.finished());
        Json.add(json, "detail", verification.detail());
        JsonArrayBuilder mechanisms = jakarta.json.Json.createArrayBuilder();
        verification.mechanisms().stream().map(Mechanism::id).forEach(mechanisms::add);
        return json.add("mechanisms", mechanisms);
    }

    private static JsonObject result(Verdict verdict) {
        JsonObjectBuilder json = Json.object();
        fill(json, verdict);
        return json.build();
    }

    private static void fill(JsonObjectBuilder json, Verdict verdict) {
        json.add("mechanism", verdict.mechanism().id()).add("attack", verdict.attack().name())
                .add("outcome", verdict.outcome().name()).add("detail", verdict.detail());
    }
}
