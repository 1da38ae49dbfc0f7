package org.wsslab.study.verdict.control;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;
import org.wsslab.statistics.LogRatioMean;
import org.wsslab.statistics.Overhead;
import org.wsslab.study.verdict.entity.Estimate;

/**
 * A figure computed in each unit from cells measured side by side (a ratio of two cells, an increment
 * over the sum of others), pooled over the units as {@link LogRatioMean} pools a paired overhead: the
 * geometric mean with a 95% t interval on the logarithms. The interval is across units, so it holds
 * what varies between rounds, sessions or runs.
 */
final class Ratios {

    private Ratios() {
    }

    /** a ÷ b, paired unit by unit; null where they share no unit. */
    static Estimate of(Measurements.Units a, Measurements.Units b) {
        double[][] pairs = a.pairedWith(b);
        return pooled(pairs, pair -> pair[1] > 0 ? pair[0] / pair[1] : Double.NaN, a);
    }

    /**
     * A figure of several cells per unit ({@code figure} reads one value per cell, in the order given;
     * a unit where it is not positive is left out, as a logarithm needs it positive).
     */
    static Estimate of(Measurements.Units[] cells, ToDoubleFunction<double[]> figure) {
        int n = Arrays.stream(cells).mapToInt(units -> units.values().length).min().orElse(0);
        double[][] units = java.util.stream.IntStream.range(0, n).mapToObj(i -> Arrays.stream(cells).mapToDouble(c -> c.values()[i])
                .toArray()).filter(values -> Arrays.stream(values).allMatch(Double::isFinite)).toArray(double[][]::new);
        return pooled(units, figure, cells[0]);
    }

    private static Estimate pooled(double[][] units, ToDoubleFunction<double[]> figure, Measurements.Units like) {
        double[] ratios = Arrays.stream(units).mapToDouble(figure).filter(r -> Double.isFinite(r) && r > 0).toArray();
        if (ratios.length == 0) {
            return null;
        }
        if (like.exact()) {
            return Estimate.exact(ratios[0], like.basis());
        }
        if (ratios.length < 2 || !like.survives()) {
            double single = ratios.length == 1 ? ratios[0] : Math.exp(Arrays.stream(ratios).map(Math::log).average().orElseThrow());
            return Estimate.single(single, like.basis());
        }
        Overhead pooled = LogRatioMean.of(ratios);
        String dropped = ratios.length < units.length ? " (" + (units.length - ratios.length) + " without a positive figure left out)" : "";
        return new Estimate(1 + pooled.pct() / 100, 1 + pooled.ciLow() / 100, 1 + pooled.ciHigh() / 100, ratios.length,
                "geometric mean over " + like.basis() + dropped + ", 95% t interval on the logarithms");
    }
}
