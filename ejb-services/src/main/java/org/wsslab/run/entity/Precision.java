package org.wsslab.run.entity;

import org.wsslab.refusal.Refusal;

/**
 * A precision run's rule: each cell takes calls until the 95% interval of its median is within
 * ±{@code pct}% of it (after at least {@code minCalls}), or until {@code maxCalls}, whichever comes
 * first. Warm-up calls come before, as in a fixed run, and count towards neither.
 */
public record Precision(double pct, int maxCalls, int minCalls) implements RunMode {

    public static final int DEFAULT_MAX_CALLS = 5_000;
    /** The order-statistic interval of a median exists from 6 calls; a few more keep one lucky run of calls from ending a cell. */
    public static final int DEFAULT_MIN_CALLS = 10;
    public static final int SMALLEST_MIN_CALLS = 6;
    public static final int MAX_CALLS = 100_000;

    @Override
    public String id() {
        return "precision";
    }

    /** Refuses a rule no run can follow, saying what is allowed. */
    public Precision check() {
        if (!(pct > 0 && pct <= 50)) {
            throw Refusal.at("mode.precision.pct",
                    pct + " is not allowed; the interval's half-width is a % of the median above 0 and at most 50");
        }
        if (minCalls < SMALLEST_MIN_CALLS || minCalls > MAX_CALLS) {
            throw Refusal.at("mode.precision.min_calls", minCalls + " is not allowed; from " + SMALLEST_MIN_CALLS
                    + " (the fewest calls a median's 95% interval needs) to " + MAX_CALLS);
        }
        if (maxCalls < minCalls || maxCalls > MAX_CALLS) {
            throw Refusal.at("mode.precision.max_calls", maxCalls + " is not allowed; from min_calls (" + minCalls + ") to " + MAX_CALLS);
        }
        return this;
    }
}
