package org.wsslab.study.verdict.entity;

import jakarta.json.JsonObject;
import java.util.List;

/** One claim of a finding judged: the claim as the study file holds it, its verdict and the checks it comes down to. */
public record ClaimVerdict(JsonObject claim, Verdict verdict, List<Check> checks) {

    public static ClaimVerdict of(JsonObject claim, List<Check> checks) {
        return new ClaimVerdict(claim, Verdict.of(checks.stream().map(Check::verdict).toList()), List.copyOf(checks));
    }

    /** The check that decided the verdict: the first that differs, else the first that cannot tell, else the first. */
    public Check deciding() {
        return checks.stream().filter(check -> check.verdict() == verdict).findFirst().orElse(checks.isEmpty() ? null : checks.get(0));
    }
}
