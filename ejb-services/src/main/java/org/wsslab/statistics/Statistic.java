package org.wsslab.statistics;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.LongMean;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The statistic an overhead compares. Each constant computes it both over the sample itself and over
 * a bootstrap resample of it, side by side here, so the point estimate and the interval around it
 * can never drift to different definitions (e.g. of the median of an even count).
 *
 * <p>Not to be confused with {@code org.apache.commons.statistics.descriptive.Statistic}, which
 * names what commons can compute rather than what a comparison compares.
 */
public enum Statistic {

    MEAN {
        @Override
        double compute(long[] values) {
            return LongMean.of(values).getAsDouble();
        }

        @Override
        double ofResample(long[] sorted, SplittableRandom random, int[] counts) {
            // A long sum: exact, and it cannot overflow for durations (100 calls of an hour each are
            // 3.6e14 ns, far below 9.2e18). Dividing it matches LongMean's own path for such sums.
            int n = sorted.length;
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += sorted[random.nextInt(n)];
            }
            return (double) sum / n;
        }
    },

    MEDIAN {
        @Override
        double compute(long[] values) {
            // Commons' Median has no long[] overload; nanoseconds stay exact in a double up to 2^53
            // (104 days). The fresh copy is also why its default in-place selection is harmless.
            double[] copy = new double[values.length];
            for (int i = 0; i < values.length; i++) {
                copy[i] = values[i];
            }
            return Median.withDefaults().evaluate(copy);
        }

        /**
         * Counts how often each position of the sorted sample is drawn and walks the counts to the
         * middle: linear, without comparisons or a copy of the resample. Five times faster than
         * commons' selection on each resample, which made the median the whole cost of a summary.
         * The definition is commons' own: the middle order statistic, or the mean of the two.
         */
        @Override
        double ofResample(long[] sorted, SplittableRandom random, int[] counts) {
            int n = sorted.length;
            Arrays.fill(counts, 0, n, 0);
            for (int i = 0; i < n; i++) {
                counts[random.nextInt(n)]++;
            }
            int lower = (n - 1) / 2; // 0-based ranks of the middle order statistics: equal for odd n
            int upper = n / 2;
            int below = 0; // how many drawn values lie before position j
            int j = 0;
            while (below + counts[j] <= lower) {
                below += counts[j++];
            }
            long low = sorted[j];
            while (below + counts[j] <= upper) {
                below += counts[j++];
            }
            return (low + sorted[j]) / 2.0;
        }
    };

    /**
     * The statistic over the values (which are left unchanged).
     *
     * @throws IllegalArgumentException if there are no values: callers decide what absent means
     */
    public double of(long[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("The " + name().toLowerCase() + " of no values is undefined");
        }
        return compute(values);
    }

    abstract double compute(long[] values);

    /**
     * The statistic over n values drawn with replacement from the n given ones, which must be sorted
     * ascending. Each draw is one {@code random.nextInt(n)}, an index into {@code sorted}.
     * {@code counts} is a buffer of at least n the caller reuses across resamples.
     */
    abstract double ofResample(long[] sorted, SplittableRandom random, int[] counts);
}
