package org.wsslab.statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.commons.statistics.descriptive.Median;

/**
 * A cell's overhead over the baseline paired in time: in each round the ratio of the cell's median
 * round trip to the baseline's median in the same round, and over the rounds the geometric mean of
 * those ratios with a 95% t interval on their logarithms. The interval is across rounds, not across
 * calls: what varies from round to round (the machine's speed wandering over minutes) is inside it,
 * while a drift that moves a cell and its baseline alike cancels in each ratio.
 *
 * <p>The geometric mean with its interval is {@link LogRatioMean}'s (as a group's across replicates is):
 * ratios multiply, and a ratio and its inverse give overheads of the same size. The median of the ratios is reported beside it ({@link #medianPct}), as
 * the benchmark that compares the two reads it (docs/measuring.md, "Rounds").
 *
 * @param overhead   percent over the baseline ((g − 1) × 100) with the interval's bounds, in percent
 * @param rounds     how many rounds gave a ratio (each needs a counted call of both cells)
 * @param medianPct  the median of the rounds' ratios, as a percent overhead
 */
public record PairedOverhead(Overhead overhead, int rounds, double medianPct) {

    /** The baseline against itself: every round's ratio is exactly 1. */
    public static PairedOverhead ofBaseline(int rounds) {
        return new PairedOverhead(new Overhead(0, 0, 0), rounds, 0);
    }

    /**
     * From the round trips (ns) of a cell's and the baseline's counted calls, by round (index = round;
     * an empty round gives no ratio). Empty when fewer than two rounds give one: no interval across
     * rounds exists then.
     */
    public static Optional<PairedOverhead> of(long[][] measured, long[][] baseline) {
        if (measured.length != baseline.length) {
            throw new IllegalArgumentException("a cell and its baseline must have the same rounds, not " + measured.length
                    + " and " + baseline.length);
        }
        List<Double> ratios = new ArrayList<>();
        for (int round = 0; round < measured.length; round++) {
            Durations.requireValid(measured[round], "measured");
            Durations.requireValid(baseline[round], "baseline");
            if (measured[round].length > 0 && baseline[round].length > 0) {
                double base = Statistic.MEDIAN.of(baseline[round]);
                if (base > 0) {
                    ratios.add(Statistic.MEDIAN.of(measured[round]) / base);
                }
            }
        }
        return ofRatios(ratios.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** From the rounds' ratios themselves (each above 0). */
    public static Optional<PairedOverhead> ofRatios(double[] ratios) {
        if (ratios.length < 2) {
            return Optional.empty();
        }
        return Optional.of(new PairedOverhead(LogRatioMean.of(ratios), ratios.length,
                LogRatioMean.percent(Median.withDefaults().evaluate(ratios.clone()))));
    }
}
