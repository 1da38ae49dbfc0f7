package org.wsslab.study.verdict.entity;

import java.util.Collection;

/**
 * What the lab's runs say of a study's claim: it holds here, it differs here, or the runs cannot tell
 * (an interval that straddles the tolerance, a noisy cell, no interval that survives a rerun, a figure
 * not measured).
 */
public enum Verdict {
    HOLDS,
    DIFFERS,
    INCONCLUSIVE;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Several verdicts read as one (a claim's checks, a finding's claims): one that differs makes the
     * whole differ, as the study said all of them; all holding make it hold; anything else cannot tell.
     */
    public static Verdict of(Collection<Verdict> parts) {
        if (parts.contains(DIFFERS)) {
            return DIFFERS;
        }
        return !parts.isEmpty() && parts.stream().allMatch(HOLDS::equals) ? HOLDS : INCONCLUSIVE;
    }
}
