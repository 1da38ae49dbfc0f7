package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.statistics.LogRatioMean;
import org.wsslab.statistics.Overhead;

/**
 * One endpoint's sequence totals over another's at a size and length (001 Fig 11–13 set mechanisms
 * side by side, not only against plain): repetition r of each ran side by side (each repetition makes
 * one sequence per endpoint), so the ratios are taken repetition by repetition, over the repetitions
 * both completed, and averaged as {@link LogRatioMean} does: a geometric mean with a 95% t interval on
 * the logarithms, which needs two repetitions or more ({@code low} and {@code high} null with one, all
 * three with none).
 */
public record SequenceRatio(Endpoint a, Endpoint b, int size, int length, int repetitions, Double ratio, Double low, Double high) {

    static SequenceRatio of(Endpoint a, Endpoint b, int size, int length, List<SequenceTotal> totals) {
        Map<Integer, Long> ofA = byRepeat(a, size, length, totals);
        Map<Integer, Long> ofB = byRepeat(b, size, length, totals);
        List<Double> ratios = new ArrayList<>();
        ofA.forEach((repeat, total) -> {
            Long other = ofB.get(repeat);
            if (other != null && other > 0 && total > 0) {
                ratios.add((double) total / other);
            }
        });
        int k = ratios.size();
        if (k == 0) {
            return new SequenceRatio(a, b, size, length, 0, null, null, null);
        }
        if (k == 1) {
            return new SequenceRatio(a, b, size, length, 1, ratios.get(0), null, null);
        }
        Overhead mean = LogRatioMean.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
        return new SequenceRatio(a, b, size, length, k, ratio(mean.pct()), ratio(mean.ciLow()), ratio(mean.ciHigh()));
    }

    /** A percentage over 1 back as the ratio it was. */
    private static double ratio(double pct) {
        return 1 + pct / 100;
    }

    /** An endpoint's complete totals at a size and length, by repetition. */
    private static Map<Integer, Long> byRepeat(Endpoint endpoint, int size, int length, List<SequenceTotal> totals) {
        return totals.stream().filter(t -> t.complete() && t.endpoint().equals(endpoint) && t.size() == size && t.length() == length)
                .collect(Collectors.toMap(SequenceTotal::repeat, SequenceTotal::totalNanos, (x, y) -> x, TreeMap::new));
    }
}
