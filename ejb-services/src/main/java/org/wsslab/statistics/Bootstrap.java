package org.wsslab.statistics;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * The percentile bootstrap of an overhead: both samples resampled independently with replacement
 * (they come from different calls, so there is no pairing to keep), the overhead computed on each
 * pair of resamples, and the 2.5th and 97.5th percentiles of those overheads taken as the 95% interval.
 *
 * <p>Written by hand because no well-kept Java library provides a bootstrap interval of a ratio of two
 * independent samples, and the method itself is a dozen lines. It is seeded so that the summary of a
 * stored run can be recomputed to the same digits: the seed is stored with the run.
 *
 * <p>Immutable; every call starts a fresh generator from the seed, so concurrent calls are safe and
 * the same inputs always give the same interval.
 */
public record Bootstrap(int resamples, long seed) {

    /** Enough for stable 2.5th/97.5th percentiles (50 resamples beyond each bound) at a few ms per cell. */
    public static final int RESAMPLES = 2_000;

    private static final double LOW = 0.025;
    private static final double HIGH = 0.975;

    /**
     * Hyndman-Fan type 7 is the default of R's quantile() and numpy.percentile, so anyone can check
     * an interval from the stored samples with either. Commons' own default is type 8.
     */
    private static final Quantile PERCENTILES = Quantile.withDefaults()
            .with(Quantile.EstimationMethod.HF7)
            .withCopy(false);

    public Bootstrap {
        if (resamples < 1) {
            throw new IllegalArgumentException("A bootstrap needs at least one resample, not " + resamples);
        }
    }

    public static Bootstrap seeded(long seed) {
        return new Bootstrap(RESAMPLES, seed);
    }

    /** {low, high} of the overhead of measured over reference; both samples non-empty. */
    double[] interval(long[] measured, long[] reference, Statistic statistic) {
        // Resampling draws positions uniformly, so drawing from sorted copies is the same bootstrap;
        // sorting once lets the median of each resample be found by counting (see Statistic).
        long[] measuredSorted = sorted(measured);
        long[] referenceSorted = sorted(reference);
        SplittableRandom random = new SplittableRandom(seed);
        int[] counts = new int[Math.max(measured.length, reference.length)];
        double[] overheads = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            double m = statistic.ofResample(measuredSorted, random, counts);
            double r = statistic.ofResample(referenceSorted, random, counts);
            overheads[b] = Comparison.overheadPct(m, r);
        }
        return PERCENTILES.evaluate(overheads, LOW, HIGH);
    }

    /**
     * {low, high} of the change of an overhead between two runs, in percentage points: the overhead of
     * {@code measured} over {@code baseline} in the later run less that in the reference run. The four
     * samples come from different calls and are resampled independently.
     */
    double[] deltaInterval(long[] measured, long[] baseline, long[] referenceMeasured, long[] referenceBaseline, Statistic statistic) {
        long[][] sorted = {sorted(measured), sorted(baseline), sorted(referenceMeasured), sorted(referenceBaseline)};
        SplittableRandom random = new SplittableRandom(seed);
        int longest = 0;
        for (long[] sample : sorted) {
            longest = Math.max(longest, sample.length);
        }
        int[] counts = new int[longest];
        double[] deltas = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            double later = Comparison.overheadPct(statistic.ofResample(sorted[0], random, counts),
                    statistic.ofResample(sorted[1], random, counts));
            double earlier = Comparison.overheadPct(statistic.ofResample(sorted[2], random, counts),
                    statistic.ofResample(sorted[3], random, counts));
            deltas[b] = later - earlier;
        }
        return PERCENTILES.evaluate(deltas, LOW, HIGH);
    }

    private static long[] sorted(long[] values) {
        long[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }
}
