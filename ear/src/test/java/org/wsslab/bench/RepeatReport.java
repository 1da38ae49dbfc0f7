package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Quantile;
import org.apache.commons.statistics.descriptive.StandardDeviation;
import org.wsslab.bench.BenchRuns.Cell;

/**
 * What {@link RepeatBenchmark} prints for the runs of one order: coefficients of variation over the
 * runs (the median cell, the 90th percentile, the worst, the five worst cells), interval honesty (of
 * the ordered pairs of runs, how often one run's overhead lies inside the other's 95% interval: an
 * honest interval holds a rerun about 83% of the time), and wall times.
 */
final class RepeatReport {

    /**
     * A cell of one run's summary: its median, its median over plain's at its size, its overhead on
     * medians and, in a paired run, its paired overhead (%), with intervals.
     */
    record Row(Double medianMs, Double medianRatio, Double overheadPct, Double ciLow, Double ciHigh, Double pairedPct, Double pairedLow,
            Double pairedHigh,
            Double pairedMedianPct, boolean noisy, Double warmupCalls) {
    }

    private final List<Long> ids = new ArrayList<>();
    private final List<Duration> walls = new ArrayList<>();
    private final List<Map<Cell, Row>> runs = new ArrayList<>();

    void add(long id, Duration wall, Map<Cell, Row> rows) {
        ids.add(id);
        walls.add(wall);
        runs.add(rows);
    }

    void print() {
        OUT.printf(Locale.ROOT, "wall times: %s s; rows flagged noisy: %s%n", walls.stream().map(Duration::toSeconds).toList(),
                runs.stream().map(r -> r.values().stream().filter(Row::noisy).count()).toList());
        if (runs.stream().flatMap(r -> r.values().stream()).anyMatch(r -> r.warmupCalls() != null)) {
            OUT.printf("warm-up calls until steady, all cells of each run: %s%n", runs.stream()
                    .map(r -> (long) r.values().stream().filter(c -> c.warmupCalls() != null).mapToDouble(Row::warmupCalls).sum())
                    .toList());
        }
        cv("each cell's median (ms)", cell -> true, Row::medianMs);
        boolean paired = runs.stream().flatMap(r -> r.values().stream()).anyMatch(r -> r.pairedPct() != null);
        cv("each secured cell's median over plain's median (ratio)", RepeatReport::secured, Row::medianRatio);
        if (paired) {
            cv("each secured cell's paired ratio (geometric mean of the rounds' ratios)", RepeatReport::secured, r -> ratio(r.pairedPct()));
            cv("each secured cell's median of the rounds' ratios", RepeatReport::secured, r -> ratio(r.pairedMedianPct()));
            honesty("paired overhead in the other run's paired 95% interval", Row::pairedPct, Row::pairedLow, Row::pairedHigh);
        }
        honesty("median overhead in the other run's bootstrap 95% interval", Row::overheadPct, Row::ciLow, Row::ciHigh);
    }

    private static boolean secured(Cell cell) {
        return !cell.mechanism().equals("plain");
    }

    private static Double ratio(Double pct) {
        return pct == null ? null : 1 + pct / 100;
    }

    private void cv(String what, Predicate<Cell> which, Function<Row, Double> value) {
        Map<Cell, List<Double>> values = new LinkedHashMap<>();
        for (Map<Cell, Row> run : runs) {
            run.forEach((cell, row) -> {
                Double v = which.test(cell) ? value.apply(row) : null;
                if (v != null) {
                    values.computeIfAbsent(cell, c -> new ArrayList<>()).add(v);
                }
            });
        }
        Map<Cell, Double> cv = new LinkedHashMap<>();
        values.forEach((cell, v) -> {
            if (v.size() == runs.size() && v.size() > 1) {
                double[] a = v.stream().mapToDouble(Double::doubleValue).toArray();
                cv.put(cell, StandardDeviation.of(a).getAsDouble() / Mean.of(a).getAsDouble() * 100);
            }
        });
        if (cv.isEmpty()) {
            OUT.printf("%s: no cell in every run%n", what);
            return;
        }
        double[] all = cv.values().stream().mapToDouble(Double::doubleValue).sorted().toArray();
        Quantile quantile = Quantile.withDefaults();
        OUT.printf(Locale.ROOT,
                "CV of %s, %d cells:%n  median cell %.1f%%, 90th percentile %.1f%%, worst %.1f%%; cells at or under 5%%: %d%n",
                what, all.length, quantile.evaluate(all, 0.5), quantile.evaluate(all, 0.9), all[all.length - 1],
                Arrays.stream(all).filter(v -> v <= 5).count());
        cv.entrySet().stream().sorted(Map.Entry.<Cell, Double>comparingByValue(Comparator.reverseOrder())).limit(5)
                .forEach(e -> OUT.printf(Locale.ROOT, "    %-36s %5.1f%%  %s%n", e.getKey(), e.getValue(),
                        values.get(e.getKey()).stream().map(v -> String.format(Locale.ROOT, "%.3f", v)).toList()));
    }

    private void honesty(String what, Function<Row, Double> point, Function<Row, Double> low, Function<Row, Double> high) {
        int inside = 0;
        int pairs = 0;
        for (int i = 0; i < runs.size(); i++) {
            for (int j = 0; j < runs.size(); j++) {
                if (i == j) {
                    continue;
                }
                for (Map.Entry<Cell, Row> e : runs.get(i).entrySet()) {
                    Row other = runs.get(j).get(e.getKey());
                    if (!secured(e.getKey()) || other == null || point.apply(other) == null || low.apply(e.getValue()) == null) {
                        continue;
                    }
                    pairs++;
                    double p = point.apply(other);
                    if (p >= low.apply(e.getValue()) && p <= high.apply(e.getValue())) {
                        inside++;
                    }
                }
            }
        }
        OUT.printf(Locale.ROOT, "interval honesty, %s: %d of %d cell pairs (%.0f%%)%n", what, inside, pairs,
                pairs == 0 ? Double.NaN : 100.0 * inside / pairs);
    }
}
