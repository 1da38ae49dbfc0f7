package org.wsslab.statistics;

import java.util.Objects;
import java.util.Optional;

/**
 * The overhead of one sample over another: {@code (stat(measured) − stat(reference)) / stat(reference)
 * × 100}. Named generally because the baseline is only one possible reference: any two mechanisms at a
 * size compare the same way.
 */
public final class Comparison {

    private Comparison() {
    }

    /** The overhead with a {@value Bootstrap#RESAMPLES}-resample 95% interval drawn from {@code seed}. */
    public static Optional<Overhead> of(long[] measured, long[] reference, Statistic statistic, long seed) {
        return of(measured, reference, statistic, Bootstrap.seeded(seed));
    }

    /**
     * The overhead of {@code measured} over {@code reference} (round trips in ns), absent if either is
     * empty or the reference statistic is 0, where no ratio exists. Equal samples give exactly 0.0;
     * their interval is generally not [0, 0], since the two sides are resampled independently. A
     * reference of mostly zeros (a coarse CPU clock) can make resamples of it 0, and the bounds then
     * infinite or NaN: round trips never are.
     */
    public static Optional<Overhead> of(long[] measured, long[] reference, Statistic statistic, Bootstrap bootstrap) {
        Durations.requireValid(measured, "measured");
        Durations.requireValid(reference, "reference");
        Objects.requireNonNull(statistic, "statistic");
        Objects.requireNonNull(bootstrap, "bootstrap");
        if (measured.length == 0 || reference.length == 0) {
            return Optional.empty();
        }
        double base = statistic.of(reference);
        if (base == 0) {
            return Optional.empty();
        }
        double[] interval = bootstrap.interval(measured, reference, statistic);
        return Optional.of(new Overhead(overheadPct(statistic.of(measured), base), interval[0], interval[1]));
    }

    /**
     * How an overhead changed between two runs, in percentage points: the overhead of {@code measured}
     * over {@code baseline} in a later run less the same overhead in the reference run, with a 95%
     * bootstrap interval. Absent where any sample is empty or a baseline statistic is 0. The same four
     * samples twice give exactly 0.0.
     */
    public static Optional<Overhead> delta(long[] measured, long[] baseline, long[] referenceMeasured, long[] referenceBaseline,
            Statistic statistic, long seed) {
        Durations.requireValid(measured, "measured");
        Durations.requireValid(baseline, "baseline");
        Durations.requireValid(referenceMeasured, "reference measured");
        Durations.requireValid(referenceBaseline, "reference baseline");
        Objects.requireNonNull(statistic, "statistic");
        if (measured.length == 0 || baseline.length == 0 || referenceMeasured.length == 0 || referenceBaseline.length == 0) {
            return Optional.empty();
        }
        double base = statistic.of(baseline);
        double referenceBase = statistic.of(referenceBaseline);
        if (base == 0 || referenceBase == 0) {
            return Optional.empty();
        }
        double[] interval = Bootstrap.seeded(seed).deltaInterval(measured, baseline, referenceMeasured, referenceBaseline, statistic);
        return Optional
                .of(new Overhead(overheadPct(statistic.of(measured), base) - overheadPct(statistic.of(referenceMeasured), referenceBase),
                        interval[0], interval[1]));
    }

    /**
     * The one formula, shared with the bootstrap so the interval is of the very quantity reported.
     * Equal statistics give exactly 0.0 (x − x is 0 in floating point).
     */
    static double overheadPct(double measured, double reference) {
        return (measured - reference) / reference * 100;
    }
}
