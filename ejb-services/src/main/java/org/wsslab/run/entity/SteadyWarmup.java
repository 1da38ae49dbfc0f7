package org.wsslab.run.entity;

import org.wsslab.refusal.Refusal;

/**
 * A warm-up that ends when the cell is steady, rather than after a fixed number of calls: once the
 * medians of the cell's last three windows of {@code window} warm-up calls each lie within
 * ±{@code withinPct}% of the window's before (the median stopped moving over two windows), or after
 * {@code max} warm-up calls, whichever comes first. The plan keeps {@code max} warm-up places per
 * cell (the run's warm-up calls) and skips those a steady cell no longer needs. docs/measuring.md, "Warm-up".
 */
public record SteadyWarmup(double withinPct, int window, int max) {

    /** The "within 2%": tighter than a warm cell's median moves from window to window on the lab's machine would never settle. */
    public static final double DEFAULT_WITHIN_PCT = 2;
    /** Ten calls: the block whose median the warm-up measurement read (docs/results/2026-11-22-warm-up.md). */
    public static final int DEFAULT_WINDOW = 10;
    /** Three times the fixed warm-up that covered what that measurement saw settle (about 100 calls at the first size). */
    public static final int DEFAULT_MAX = 300;
    /** A median of fewer calls is a mean, or one call. */
    public static final int SMALLEST_WINDOW = 3;
    public static final int LARGEST_WINDOW = 1_000;
    /** Three windows of calls before the first judgement. */
    public static final int WINDOWS = 3;

    /** Refuses a rule no run can follow, each field named by its path, saying what is allowed; {@code largest} is the most warm-up calls. */
    public SteadyWarmup check(int largest) {
        if (!(withinPct > 0 && withinPct <= 50)) {
            throw Refusal.at("warmup.until_steady.within_pct",
                    withinPct
                            + " is not allowed; how far a window's median may move from the one before, in % of it, above 0 and at most 50");
        }
        if (window < SMALLEST_WINDOW || window > LARGEST_WINDOW) {
            throw Refusal.at("warmup.until_steady.window", window + " is not allowed; the calls whose median is compared are from "
                    + SMALLEST_WINDOW + " to " + LARGEST_WINDOW);
        }
        if (max < WINDOWS * window || max > largest) {
            throw Refusal.at("warmup.until_steady.max", max + " is not allowed; the most warm-up calls per cell are from " + WINDOWS
                    + " × window (" + WINDOWS * window + ", the calls the first judgement needs) to " + largest);
        }
        return this;
    }

    /** The fewest warm-up calls after which the cell can be steady. */
    public int fewest() {
        return WINDOWS * window;
    }
}
