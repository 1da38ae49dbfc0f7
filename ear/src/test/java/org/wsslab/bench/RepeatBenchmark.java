package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Quantile;
import org.apache.commons.statistics.descriptive.StandardDeviation;
import org.wsslab.bench.BenchRuns.Cell;
import org.wsslab.it.support.LabApi;

/**
 * How repeatable a sweep is (bin/wsslab bench repeat): the grid run k times one after another, each
 * cell's median taken per run, and the coefficient of variation of those k medians (standard
 * deviation over mean) per cell; the same for each secured cell's median over plain's (what the
 * overhead rests on). Prints the CV at the median cell, the 90th percentile and the worst, and the
 * five worst cells with their values. Also how many of each run's rows were flagged noisy.
 *
 * <p>Options: {@code bench.k} (default 3), {@code bench.sizes} (default 100,1024,10240,102400: the
 * default grid without 1 MB, so three sweeps take about ten minutes), {@code bench.calls},
 * {@code bench.warmup} or {@code bench.steady} (a warm-up until steady: empty for its defaults, or
 * "within_pct,window,max"; each run then prints its warm-up calls), {@code bench.order} (default: the lab's default), {@code bench.mechanisms};
 * {@code bench.runs=a,b,c} reads those stored runs instead of making new ones.
 */
public final class RepeatBenchmark {

    private RepeatBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        BenchRuns runs = new BenchRuns(LabApi.ofRunningLab());
        int k = Integer.getInteger("bench.k", 3);
        StringBuilder request = new StringBuilder("{\"sizes\": [" + System.getProperty("bench.sizes", "100,1024,10240,102400")
                + "], \"calls\": " + Integer.getInteger("bench.calls", 100) + ", \"warmup\": " + warmup());
        if (System.getProperty("bench.order") != null) {
            request.append(", \"order\": \"").append(System.getProperty("bench.order")).append('"');
        }
        if (System.getProperty("bench.mechanisms") != null) {
            request.append(", \"mechanisms\": ").append(BenchRuns.json(List.of(System.getProperty("bench.mechanisms").split(","))));
        }
        request.append('}');
        List<Long> given = System.getProperty("bench.runs") == null ? List.of()
                : Arrays.stream(System.getProperty("bench.runs").split(",")).map(Long::valueOf).toList();
        OUT.printf("wsslab repeatability: %s%n", given.isEmpty() ? k + " runs of " + request : "stored runs " + given);
        Map<Cell, List<Double>> medians = new LinkedHashMap<>();
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < (given.isEmpty() ? k : given.size()); i++) {
            long id = given.isEmpty() ? runs.complete(request.toString()) : given.get(i);
            ids.add(id);
            long noisy = runs.summary(id).values().stream()
                    .filter(r -> r.get("noisy") != null && r.get("noisy").equals(JsonValue.TRUE)).count();
            JsonObject run = runs.run(id);
            IntSummaryStatistics warmups = runs.summary(id).values().stream().filter(r -> r.get("warmup_calls") instanceof JsonNumber)
                    .mapToInt(r -> r.getInt("warmup_calls")).summaryStatistics();
            OUT.printf(Locale.ROOT, "  run %d completed in %d s; %d of its rows flagged noisy%s%n", id,
                    Duration.between(Instant.parse(run.getString("started")), Instant.parse(run.getString("finished"))).toSeconds(), noisy,
                    warmups.getCount() == 0 ? ""
                            : String.format(Locale.ROOT, "; warm-up until steady took %d calls in all (%d to %d a cell, %d at the cap)",
                                    warmups.getSum(), warmups.getMin(), warmups.getMax(), runs.summary(id).values().stream()
                                            .filter(r -> JsonValue.FALSE.equals(r.get("warmup_steady"))).count()));
            runs.counted(id).forEach((cell, rtts) -> medians.computeIfAbsent(cell, c -> new ArrayList<>())
                    .add(BenchRuns.median(rtts)));
        }
        OUT.printf(Locale.ROOT, "%nRuns %s: coefficient of variation over the runs of%n", ids);
        report("each cell's median (ms)", medians);
        // The overhead's basis: a secured cell's median over plain's at its size, per run. Drift that
        // moves a whole size cancels here; drift that moves one cell does not.
        Map<Cell, List<Double>> ratios = new LinkedHashMap<>();
        medians.forEach((cell, m) -> {
            List<Double> plain = medians.get(new Cell("plain", cell.size()));
            if (!cell.mechanism().equals("plain") && plain != null) {
                List<Double> ratio = new ArrayList<>();
                for (int i = 0; i < m.size(); i++) {
                    ratio.add(m.get(i) / plain.get(i) * 1e6);
                }
                ratios.put(cell, ratio);
            }
        });
        report("each secured cell's median over plain's at its size (ratio)", ratios);
    }

    /**
     * The warm-up of each run: {@code bench.warmup} calls (default 100), or with {@code bench.steady} a warm-up
     * until steady: "" for its defaults, or "within_pct,window,max".
     */
    private static String warmup() {
        String steady = System.getProperty("bench.steady");
        if (steady == null) {
            return String.valueOf(Integer.getInteger("bench.warmup", 100));
        }
        if (steady.isBlank() || steady.equals("true")) {
            return "{\"until_steady\": {}}";
        }
        String[] rule = steady.split(",");
        return "{\"until_steady\": {\"within_pct\": " + rule[0] + ", \"window\": " + rule[1] + ", \"max\": " + rule[2] + "}}";
    }

    private static void report(String what, Map<Cell, List<Double>> values) {
        Map<Cell, Double> cv = new LinkedHashMap<>();
        values.forEach((cell, m) -> {
            double[] runs = m.stream().mapToDouble(Double::doubleValue).toArray();
            cv.put(cell, StandardDeviation.of(runs).getAsDouble() / Mean.of(runs).getAsDouble() * 100);
        });
        double[] all = cv.values().stream().mapToDouble(Double::doubleValue).sorted().toArray();
        Quantile quantile = Quantile.withDefaults();
        OUT.printf(Locale.ROOT,
                "%s, %d cells:%n  median cell %.1f%%, 90th percentile %.1f%%, worst %.1f%%; cells at or under 5%%: %d of %d%n",
                what, all.length, quantile.evaluate(all, 0.5), quantile.evaluate(all, 0.9), all[all.length - 1],
                Arrays.stream(all).filter(v -> v <= 5).count(), all.length);
        OUT.println("  worst cells (CV; value per run):");
        cv.entrySet().stream().sorted(Map.Entry.<Cell, Double>comparingByValue(Comparator.reverseOrder())).limit(5)
                .forEach(e -> OUT.printf(Locale.ROOT, "    %-36s %5.1f%%  %s%n", e.getKey(), e.getValue(),
                        values.get(e.getKey()).stream().map(v -> String.format(Locale.ROOT, "%.3f", v / 1e6)).toList()));
    }
}
