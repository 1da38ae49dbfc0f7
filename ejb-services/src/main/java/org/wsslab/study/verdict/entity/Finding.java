package org.wsslab.study.verdict.entity;

import java.util.List;

/**
 * A study's finding judged against the lab's runs: its verdict, each claim's, the runs each role read,
 * and the differences of method that matter when reading it (the study's stack, machine, placement,
 * warm-up and clock against the lab's; what the lab only approximates).
 */
public record Finding(String study, String item, String says, Verdict verdict, List<ClaimVerdict> claims, List<RoleRuns> runs,
        List<String> differences) {

    /** The check the finding's verdict rests on: the deciding check of the first claim with the finding's verdict. */
    public Check deciding() {
        return claims.stream().filter(claim -> claim.verdict() == verdict).findFirst().or(() -> claims.stream().findFirst())
                .map(ClaimVerdict::deciding).orElse(null);
    }

    /** Whether any run read carries other counts than the study's own. */
    public boolean scaled() {
        return runs.stream().anyMatch(RoleRuns::scaled);
    }
}
