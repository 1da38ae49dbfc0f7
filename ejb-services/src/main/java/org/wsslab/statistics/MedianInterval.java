package org.wsslab.statistics;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.BinomialDistribution;

/**
 * The distribution-free 95% interval of a median from order statistics: with n calls sorted, the
 * j-th smallest and the j-th largest, j the largest rank such that fewer than j calls fall below the
 * median with probability at most 2.5% (binomial, n, ½). No resampling: once the calls are sorted and
 * the rank for n is known it costs two look-ups, so a precision run can ask after every call. It
 * exists from n = 6.
 */
public final class MedianInterval {

    static final double TAIL = 0.025;

    /** The lower rank (1-based) for each n asked so far; 0 where n is too small for an interval. */
    private int[] ranks = new int[0];

    /** Ranks computed for any n when first asked. */
    public MedianInterval() {
    }

    /**
     * Ranks computed now for every n up to {@code most}, so that asking after a call costs only the two
     * look-ups (a binomial quantile is microseconds; a precision run asks after each of its calls).
     */
    public MedianInterval(int most) {
        for (int n = 1; n <= most; n++) {
            lowerRank(n);
        }
    }

    /** The interval's half-width as % of the median (the larger side); null if n is too small or the median is 0. */
    public Double halfWidthPct(long[] sorted, int n) {
        int j = lowerRank(n);
        if (j == 0) {
            return null;
        }
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
        if (median <= 0) {
            return null;
        }
        double low = sorted[j - 1];
        double high = sorted[n - j];
        return Math.max(median - low, high - median) / median * 100;
    }

    /** Of unsorted values (sorts a copy): for summaries, once per cell. */
    public Double halfWidthPct(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return halfWidthPct(sorted, sorted.length);
    }

    int lowerRank(int n) {
        if (n < 1) {
            return 0;
        }
        if (n >= ranks.length) {
            int known = ranks.length;
            ranks = Arrays.copyOf(ranks, Math.max(n + 1, known * 2));
            Arrays.fill(ranks, known, ranks.length, -1);
        }
        if (ranks[n] < 0) {
            // The smallest k with P(B <= k) >= 2.5%: P(B <= k - 1) < 2.5%, so the k-th smallest is the lowest safe rank.
            ranks[n] = BinomialDistribution.of(n, 0.5).inverseCumulativeProbability(TAIL);
        }
        return ranks[n];
    }
}
