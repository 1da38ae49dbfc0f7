package org.wsslab.statistics;

import static org.apache.commons.statistics.descriptive.Statistic.MEAN;
import static org.apache.commons.statistics.descriptive.Statistic.STANDARD_DEVIATION;

import java.util.Arrays;
import java.util.EnumSet;
import org.apache.commons.statistics.descriptive.DoubleStatistics;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The geometric mean of k ratios (each above 0) as an overhead, with a 95% t interval on their
 * logarithms: exp(mean ln r) − 1 and exp(mean ln r ± t(0.975, k − 1) · sd(ln r) / √k) − 1, in percent.
 * Ratios multiply, so their logarithms are what is averaged; the t interval on them is exact for
 * log-normal ratios and robust otherwise. The one computation behind a paired run's overhead across
 * rounds ({@link PairedOverhead}) and a group's across replicates ({@link PooledRatio}).
 */
public final class LogRatioMean {

    static final double TAIL = 0.975;

    private LogRatioMean() {
    }

    /** The overhead and its interval, in percent; needs two ratios or more. */
    public static Overhead of(double[] ratios) {
        int k = ratios.length;
        if (k < 2) {
            throw new IllegalArgumentException("an interval across ratios needs two or more, not " + k);
        }
        double[] logs = Arrays.stream(ratios).map(Math::log).toArray();
        // MEAN and STANDARD_DEVIATION are commons' (statically imported); the deviation is the sample one (k − 1).
        DoubleStatistics moments = DoubleStatistics.of(EnumSet.of(MEAN, STANDARD_DEVIATION), logs);
        double mean = moments.getAsDouble(MEAN);
        double half = TDistribution.of(k - 1).inverseCumulativeProbability(TAIL) * moments.getAsDouble(STANDARD_DEVIATION) / Math.sqrt(k);
        return new Overhead(percent(Math.exp(mean)), percent(Math.exp(mean - half)), percent(Math.exp(mean + half)));
    }

    public static double percent(double ratio) {
        return (ratio - 1) * 100;
    }
}
