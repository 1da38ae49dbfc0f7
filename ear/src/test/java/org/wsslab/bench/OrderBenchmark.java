package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.net.URI;
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
        LabApi api = new LabApi(URI.create(System.getProperty("wsslab.url", "http://localhost:8080/")));
        BenchRuns runs = new BenchRuns(api);
        List<String> orders = List.of(System.getProperty("bench.orders", "interleaved,blocks,blocks-gc,interleaved-paused").split(","));
        List<Integer> sizes = Arrays.stream(System.getProperty("bench.sizes", "100,1048576").split(",")).map(Integer::valueOf).toList();
        List<String> mechanisms = System.getProperty("bench.mechanisms") != null
                ? List.of(System.getProperty("bench.mechanisms").split(","))
                : LabApi.object("{\"m\":" + api.get(LabApi.Caller.ANONYMOUS, "mechanisms").body() + "}").getJsonArray("m")
                        .getValuesAs(JsonObject.class).stream().filter(m -> m.getBoolean("available")).map(m -> m.getString("id")).toList();
        OUT.printf("wsslab call orders: %s; sizes %s; mechanisms %s%n", orders, sizes, mechanisms);
        // A freshly deployed lab compiles for its first thousands of calls: one discarded run first, so
        // the first measured runs (the alone ones) are not the only cold ones.
        long primer = runs.complete("{\"mechanisms\": " + BenchRuns.json(mechanisms) + ", \"sizes\": [1024], \"calls\": 100, \"warmup\": 100}");
        OUT.printf("primer run %d (discarded)%n", primer);

        for (int size : sizes) {
            boolean big = size >= 1_048_576;
            int calls = Integer.getInteger(big ? "bench.big.calls" : "bench.calls", big ? 20 : 100);
            int warmup = Integer.getInteger(big ? "bench.big.warmup" : "bench.warmup", big ? 20 : 100);
            String grid = "\"sizes\": [" + size + "], \"calls\": " + calls + ", \"warmup\": " + warmup;
            Map<String, Double> alone = new LinkedHashMap<>();
            List<Long> aloneRuns = new ArrayList<>();
            for (String mechanism : mechanisms) {
                long id = runs.complete("{\"mechanisms\": [\"" + mechanism + "\"], \"order\": \"blocks\", " + grid + "}");
                aloneRuns.add(id);
                Map<Cell, long[]> rtts = runs.counted(id);
                alone.put(mechanism, BenchRuns.median(rtts.get(new Cell(mechanism, size))));
                if (!mechanism.equals("plain")) {
                    alone.putIfAbsent("plain", BenchRuns.median(rtts.get(new Cell("plain", size))));
                }
            }
            Map<String, Map<Cell, long[]>> swept = new LinkedHashMap<>();
            Map<String, Long> sweepRuns = new LinkedHashMap<>();
            for (String order : orders) {
                long id = runs.complete("{\"mechanisms\": " + BenchRuns.json(mechanisms) + ", \"order\": \"" + order + "\", " + grid + "}");
                sweepRuns.put(order, id);
                swept.put(order, runs.counted(id));
            }
            long plainAgain = runs.complete("{\"mechanisms\": [\"plain\"], " + grid + "}");
            double plainAfter = BenchRuns.median(runs.counted(plainAgain).get(new Cell("plain", size)));

            OUT.printf(Locale.ROOT, "%n%d B, %d calls after %d warm-up per cell. Alone: runs %s (plain's first); sweeps: %s; plain alone again: run %d%n",
                    size, calls, warmup, aloneRuns, sweepRuns, plainAgain);
            OUT.printf("%-24s%12s", "median, ms (ratio)", "alone");
            orders.forEach(order -> OUT.printf("%24s", order));
            OUT.println();
            for (String mechanism : alone.keySet()) {
                double own = alone.get(mechanism);
                OUT.printf(Locale.ROOT, "%-24s%12.3f", mechanism, own / 1e6);
                for (String order : orders) {
                    double median = BenchRuns.median(swept.get(order).get(new Cell(mechanism, size)));
                    OUT.printf(Locale.ROOT, "%24s", String.format(Locale.ROOT, "%.3f (%.3f)", median / 1e6, median / own));
                }
                OUT.println();
            }
            OUT.printf(Locale.ROOT, "%-24s%12.3f   (plain alone after the sweeps: drift of the machine over this size)%n", "plain again",
                    plainAfter / 1e6);
            OUT.printf("%-36s", "worst ratio to alone, all mechanisms");
            for (String order : orders) {
                double worst = alone.keySet().stream().mapToDouble(m -> BenchRuns.median(swept.get(order).get(new Cell(m, size))) / alone.get(m))
                        .map(r -> Math.abs(r - 1)).max().orElse(Double.NaN);
                OUT.printf(Locale.ROOT, "%24s", String.format(Locale.ROOT, "±%.1f%%", worst * 100));
            }
            OUT.println();
            OUT.printf("%-36s", "drift in a cell: 2nd/1st half, worst");
            for (String order : orders) {
                double worst = swept.get(order).values().stream().mapToDouble(BenchRuns::drift).map(r -> Math.abs(r - 1)).max().orElse(Double.NaN);
                OUT.printf(Locale.ROOT, "%24s", String.format(Locale.ROOT, "±%.1f%%", worst * 100));
            }
            OUT.println();
        }
    }
}
