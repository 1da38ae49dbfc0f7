package org.wsslab.statistics;

import java.util.List;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.StandardDeviation;

/**
 * One overhead pooled over k replicates (runs of one request), with an interval that holds the spread
 * between them ({@link LogRatioMean}): each replicate's ratio r = 1 + pct/100, the pooled overhead exp(mean ln r) − 1 (a
 * geometric mean: ratios multiply, and a replicate 20% above and one 20% below pool to about none),
 * its 95% interval exp(mean ln r ± t(0.975, k−1) · sd(ln r)/√k) − 1, and the between-replicate
 * coefficient of variation of the ratio, sd(r)/mean(r). With one replicate there is no spread to
 * read: the figure is that replicate's own, with its own (within-run) interval, and no CV.
 *
 * @param pct the pooled overhead, % of the baseline
 * @param ciLow the interval's lower bound, %
 * @param ciHigh its upper bound, %
 * @param cvPct the between-replicate CV of the ratio, % (null with one replicate)
 * @param k the replicates pooled
 * @param withinRun whether the interval is one run's own (k = 1), not one across replicates
 */
public record PooledRatio(double pct, double ciLow, double ciHigh, Double cvPct, int k, boolean withinRun) {

    /** Pools these replicates' overheads (each with its own interval, which only k = 1 uses); none gives null. */
    public static PooledRatio of(List<Overhead> replicates) {
        int k = replicates.size();
        if (k == 0) {
            return null;
        }
        if (k == 1) {
            Overhead only = replicates.get(0);
            return new PooledRatio(only.pct(), only.ciLow(), only.ciHigh(), null, 1, true);
        }
        double[] ratios = replicates.stream().mapToDouble(overhead -> 1 + overhead.pct() / 100).toArray();
        Overhead pooled = LogRatioMean.of(ratios);
        return new PooledRatio(pooled.pct(), pooled.ciLow(), pooled.ciHigh(), sd(ratios) / mean(ratios) * 100, k, false);
    }

    private static double mean(double[] values) {
        return Mean.of(values).getAsDouble();
    }

    /** The sample standard deviation (n − 1: the library's default). */
    private static double sd(double[] values) {
        return StandardDeviation.of(values).getAsDouble();
    }
}
