package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.AttackClass;
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
        for (Verdict verdict : verdicts) {
            results.add(result(verdict));
        }
        JsonArrayBuilder attacks = jakarta.json.Json.createArrayBuilder();
        Arrays.stream(Attack.values()).forEach(attack -> attacks.add(Json.object().add("id", attack.name())
                .add("class", attack.attackClass().name()).add("description", attack.description())));
        JsonObjectBuilder byClass = Json.object();
        for (AttackClass attackClass : AttackClass.values()) {
            byClass.add(attackClass.name(), totals(verdicts.stream().filter(v -> v.attack().attackClass() == attackClass).toList()));
        }
        return head(verification).add("attacks", attacks).add("counts", totals(verdicts)).add("counts_by_class", byClass)
                .add("results", results).build();
    }

    /** How many verdicts reached each outcome, every outcome named. */
    private static JsonObjectBuilder totals(List<Verdict> verdicts) {
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        verdicts.forEach(verdict -> counts.merge(verdict.outcome(), 1, Integer::sum));
        JsonObjectBuilder totals = Json.object();
        Arrays.stream(Outcome.values()).forEach(outcome -> totals.add(outcome.name(), counts.getOrDefault(outcome, 0)));
        return totals;
    }

    static JsonObject withEvidence(Verdict verdict) {
        JsonObjectBuilder json = Json.object();
        fill(json, verdict);
        Json.add(json, "request", verdict.request());
        Json.add(json, "response", verdict.response());
        Json.add(json, "diverted", verdict.diverted());
        return json.build();
    }

    static Attack attack(String name) {
        String wanted = name == null ? "" : name.toUpperCase(Locale.ROOT);
        return Arrays.stream(Attack.values()).filter(attack -> attack.name().equals(wanted)).findFirst()
                .orElseThrow(() -> Refusal.at("attack", "'" + name + "' is not an attack; the attacks are "
                        + Arrays.toString(Attack.values())));
    }

    /**
     * The endpoint a cell's query names: the mechanism under the suite given, or under its own when
     * none is (or "", a mechanism without one); refuses what names no endpoint, saying what does.
     */
    static Endpoint endpoint(String mechanism, String suite) {
        Mechanism named = Mechanism.byId(mechanism == null ? "" : mechanism)
                .orElseThrow(() -> Refusal.unknownMechanism("mechanism", mechanism));
        if (suite == null || suite.isEmpty()) {
            return named.endpoint();
        }
        return AlgorithmSuite.byId(suite).filter(named.suites()::contains).map(named::under).orElseThrow(() -> Refusal.at(
                "suite", "'" + suite + "' is not a suite " + named.id() + " is deployed under; its suites are "
                        + named.suites().stream().map(named::under).map(Endpoint::suiteId).toList() + " ('' or none: its own)"));
    }

    private static JsonObjectBuilder head(Verification verification) {
        JsonObjectBuilder json = Json.object().add("id", verification.id()).add("status", verification.status().name());
        Json.add(json, "lab", verification.lab());
        Json.add(json, "created", verification.created());
        Json.add(json, "finished", verification.finished());
        Json.add(json, "detail", verification.detail());
        JsonArrayBuilder mechanisms = jakarta.json.Json.createArrayBuilder();
        verification.mechanisms().stream().map(Mechanism::id).forEach(mechanisms::add);
        JsonArrayBuilder suites = jakarta.json.Json.createArrayBuilder();
        verification.endpoints().stream().map(Endpoint::suiteId).filter(id -> !id.isEmpty()).distinct().forEach(suites::add);
        JsonArrayBuilder endpoints = jakarta.json.Json.createArrayBuilder();
        verification.endpoints().stream().map(Endpoint::id).forEach(endpoints::add);
        return json.add("mechanisms", mechanisms).add("suites", suites).add("endpoints", endpoints);
    }

    private static JsonObject result(Verdict verdict) {
        JsonObjectBuilder json = Json.object();
        fill(json, verdict);
        return json.build();
    }

    private static void fill(JsonObjectBuilder json, Verdict verdict) {
        json.add("mechanism", verdict.mechanism().id()).add("suite", verdict.endpoint().suiteId()).add("attack", verdict.attack().name())
                .add("outcome", verdict.outcome().name()).add("detail", verdict.detail());
    }
}
