package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsslab.bench.BenchRuns.Cell;
import org.wsslab.it.support.LabApi;

/**
 * Which call order leaves each cell's round trip as it is alone (bin/wsslab bench orders). After one
 * discarded run (a fresh lab compiles for its first thousands of calls), for each size, one at a time: every mechanism measured alone (a run of plain and that mechanism in
 * blocks, so its block follows only plain's light calls), then one sweep of all mechanisms per order,
 * then plain alone once more (drift of the machine over the size's runs). Prints each mechanism's
 * median per order over its median alone, and each order's within-cell drift (second half's median
 * over the first half's).
 *
 * <p>Options: {@code bench.orders} (default: all), {@code bench.sizes} (default 100,1048576),
 * {@code bench.calls}/{@code bench.warmup} (100/100 below 1 MB), {@code bench.big.calls}/
 * {@code bench.big.warmup} (20/20 at 1 MB and above), {@code bench.mechanisms} (default: all available).
 */
public final class OrderBenchmark {

    private OrderBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        BenchRuns runs = new BenchRuns(api);
        List<String> orders = List.of(System.getProperty("bench.orders", "interleaved,blocks,blocks-gc,interleaved-paused").split(","));
        List<Integer> sizes = Arrays.stream(System.getProperty("bench.sizes", "100,1048576").split(",")).map(Integer::valueOf).toList();
        int rounds = Integer.getInteger("bench.rounds", 2);
        List<String> mechanisms = System.getProperty("bench.mechanisms") != null
                ? List.of(System.getProperty("bench.mechanisms").split(","))
                : LabApi.object("{\"m\":" + api.get(LabApi.Caller.ANONYMOUS, "mechanisms").body() + "}").getJsonArray("m")
                        .getValuesAs(JsonObject.class).stream().filter(m -> m.getBoolean("available")).map(m -> m.getString("id")).toList();
        OUT.printf("wsslab call orders: %s; sizes %s; %d rounds; mechanisms %s%n", orders, sizes, rounds, mechanisms);

        for (int size : sizes) {
            boolean big = size >= 1_048_576;
            int calls = Integer.getInteger(big ? "bench.big.calls" : "bench.calls", big ? 20 : 100);
            int warmup = Integer.getInteger(big ? "bench.big.warmup" : "bench.warmup", big ? 20 : 100);
            String grid = "\"sizes\": [" + size + "], \"calls\": " + calls + ", \"warmup\": " + warmup;
            // The JIT compiles for thousands of calls at each size: one discarded sweep first, so the
            // first round's runs are not the only cold ones.
            long primer = runs.complete("{\"mechanisms\": " + BenchRuns.json(mechanisms) + ", \"order\": \"interleaved\", " + grid + "}");
            Map<String, List<Double>> alone = new LinkedHashMap<>();
            Map<String, Map<String, List<Double>>> swept = new LinkedHashMap<>();
            Map<String, List<Double>> drift = new LinkedHashMap<>();
            List<Long> ids = new ArrayList<>();
            for (int round = 0; round < rounds; round++) {
                // Alone: a run of plain and the mechanism in blocks, so its block follows only plain's light calls.
                for (String mechanism : mechanisms) {
                    long id = runs.complete("{\"mechanisms\": [\"" + mechanism + "\"], \"order\": \"blocks-gc\", " + grid + "}");
                    ids.add(id);
                    Map<Cell, long[]> rtts = runs.counted(id);
                    alone.computeIfAbsent(mechanism, m -> new ArrayList<>()).add(BenchRuns.median(rtts.get(new Cell(mechanism, size))));
                }
                for (String order : orders) {
                    long id = runs
                            .complete("{\"mechanisms\": " + BenchRuns.json(mechanisms) + ", \"order\": \"" + order + "\", " + grid + "}");
                    ids.add(id);
                    Map<Cell, long[]> rtts = runs.counted(id);
                    rtts.forEach((cell, values) -> {
                        swept.computeIfAbsent(order, o -> new LinkedHashMap<>()).computeIfAbsent(cell.mechanism(), m -> new ArrayList<>())
                                .add(BenchRuns.median(values));
                        drift.computeIfAbsent(order, o -> new ArrayList<>()).add(Math.abs(BenchRuns.drift(values) - 1));
                    });
                }
            }

            OUT.printf(Locale.ROOT, "%n%d B, %d calls after %d warm-up per cell; primer run %d; runs %d to %d%n", size, calls, warmup,
                    primer,
                    ids.get(0), ids.get(ids.size() - 1));
            OUT.printf("%-24s%22s", "median ms, mean of rounds", "alone [round spread]");
            orders.forEach(order -> OUT.printf("%22s", order + " (ratio)"));
            OUT.println();
            Map<String, List<Double>> deviations = new LinkedHashMap<>();
            for (String mechanism : mechanisms) {
                double own = mean(alone.get(mechanism));
                OUT.printf(Locale.ROOT, "%-24s%22s", mechanism,
                        String.format(Locale.ROOT, "%.3f [%.0f%%]", own / 1e6, spread(alone.get(mechanism)) * 100));
                for (String order : orders) {
                    double median = mean(swept.get(order).get(mechanism));
                    deviations.computeIfAbsent(order, o -> new ArrayList<>()).add(Math.abs(median / own - 1));
                    OUT.printf(Locale.ROOT, "%22s", String.format(Locale.ROOT, "%.3f (%.3f)", median / 1e6, median / own));
                }
                OUT.println();
            }
            OUT.printf("%-46s", "|ratio - 1|: median mechanism / worst");
            orders.forEach(order -> OUT.printf(Locale.ROOT, "%22s", String.format(Locale.ROOT, "%.1f%% / %.1f%%",
                    BenchRuns.median(deviations.get(order)) * 100,
                    deviations.get(order).stream().mapToDouble(d -> d).max().orElseThrow() * 100)));
            OUT.println();
            OUT.printf("%-46s", "drift in a cell, |2nd/1st half - 1|: median / worst");
            orders.forEach(order -> OUT.printf(Locale.ROOT, "%22s", String.format(Locale.ROOT, "%.1f%% / %.1f%%",
                    BenchRuns.median(drift.get(order)) * 100, drift.get(order).stream().mapToDouble(d -> d).max().orElseThrow() * 100)));
            OUT.println();
        }
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    /** Largest over smallest, less one: how far the rounds' medians lie apart. */
    private static double spread(List<Double> values) {
        return values.stream().mapToDouble(d -> d).max().orElseThrow() / values.stream().mapToDouble(d -> d).min().orElseThrow() - 1;
    }
}
