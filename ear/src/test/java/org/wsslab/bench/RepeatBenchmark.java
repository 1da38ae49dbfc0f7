package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsslab.bench.BenchRuns.Cell;
import org.wsslab.it.support.LabApi;

/**
 * How repeatable a sweep is (bin/wsslab bench repeat): the grid run k times one after another, in
 * each of the orders asked for side by side (repetition i of every order before repetition i + 1 of
 * any, so the orders share the same hour of the machine). Per order it prints, over its k runs, the
 * coefficient of variation of each cell's median and of each secured cell's ratio to plain (the
 * median over plain's median at its size; in a paired order also its paired ratio, the geometric
 * mean of the rounds' ratios, and the median of the rounds' ratios); whether each run's overhead falls
 * inside every other run's 95% interval (the interval a run prints: the bootstrap on medians, or the
 * paired one across rounds); and the runs' wall times. The report is {@link RepeatReport}'s.
 *
 * <p>Options: {@code bench.k} (default 3), {@code bench.orders} (comma-separated; default
 * {@code bench.order}, else the lab's default), {@code bench.sizes} (default 100,1024,10240,102400: the
 * default grid without 1 MB), {@code bench.calls}, {@code bench.warmup}, {@code bench.rounds},
 * {@code bench.settle} (for the paired orders), {@code bench.steady} (a warm-up until steady instead of
 * {@code bench.warmup}: "" for its defaults, or "within_pct,window,max"), {@code bench.mechanisms}; {@code bench.runs=a,b,c}
 * reads those stored runs (of one order) instead of making new ones.
 */
public final class RepeatBenchmark {

    private RepeatBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        BenchRuns runs = new BenchRuns(api);
        int k = Integer.getInteger("bench.k", 3);
        List<String> orders = List.of(System.getProperty("bench.orders", System.getProperty("bench.order", "")).split(","));
        List<Long> given = System.getProperty("bench.runs") == null ? List.of()
                : Arrays.stream(System.getProperty("bench.runs").split(",")).map(Long::valueOf).toList();
        Map<String, List<Long>> byOrder = new LinkedHashMap<>();
        if (!given.isEmpty()) {
            byOrder.put(api.run(given.get(0)).getJsonObject("parameters").getString("order"), given);
        } else {
            OUT.printf("wsslab repeatability: %d runs of each of %s, side by side%n", k, orders);
            for (int i = 0; i < k; i++) {
                for (String order : orders) {
                    String request = request(order);
                    long id = runs.complete(request);
                    OUT.printf("  run %d completed: %s%n", id, request);
                    byOrder.computeIfAbsent(order.isEmpty() ? "(default)" : order, o -> new ArrayList<>()).add(id);
                }
            }
        }
        for (Map.Entry<String, List<Long>> order : byOrder.entrySet()) {
            RepeatReport report = new RepeatReport();
            for (long id : order.getValue()) {
                JsonObject run = api.run(id);
                Duration wall = Duration.between(Instant.parse(run.getString("started")), Instant.parse(run.getString("finished")));
                report.add(id, wall, rows(runs.summary(id)));
            }
            OUT.printf(Locale.ROOT, "%n== order %s: runs %s ==%n", order.getKey(), order.getValue());
            report.print();
        }
    }

    private static String request(String order) {
        StringBuilder request = new StringBuilder("{\"sizes\": [" + System.getProperty("bench.sizes", "100,1024,10240,102400")
                + "], \"calls\": " + Integer.getInteger("bench.calls", 100) + ", \"warmup\": " + warmup());
        if (!order.isEmpty()) {
            request.append(", \"order\": \"").append(order).append('"');
            if (order.startsWith("rounds")) {
                optional(request, "rounds", "bench.rounds");
                optional(request, "settle", "bench.settle");
            }
        }
        if (System.getProperty("bench.mechanisms") != null) {
            request.append(", \"mechanisms\": ").append(BenchRuns.json(List.of(System.getProperty("bench.mechanisms").split(","))));
        }
        return request.append('}').toString();
    }

    /**
     * The warm-up of each run: {@code bench.warmup} calls (default 100), or with {@code bench.steady} a
     * warm-up until steady: "" for its defaults, or "within_pct,window,max".
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

    private static void optional(StringBuilder request, String field, String property) {
        if (System.getProperty(property) != null) {
            request.append(", \"").append(field).append("\": ").append(Integer.getInteger(property));
        }
    }

    /** A run's summary as the report reads it, per cell. */
    private static Map<Cell, RepeatReport.Row> rows(Map<Cell, JsonObject> summary) {
        Map<Cell, RepeatReport.Row> rows = new LinkedHashMap<>();
        summary.forEach((cell, r) -> rows.put(cell, new RepeatReport.Row(number(r, "median_ms"), ratio(summary, cell),
                number(r, "overhead_median_pct"),
                number(r, "overhead_median_ci_low"), number(r, "overhead_median_ci_high"), number(r, "paired_overhead_pct"),
                number(r, "paired_ci_low"), number(r, "paired_ci_high"), number(r, "paired_median_pct"),
                JsonValue.TRUE.equals(r.get("noisy")), number(r, "warmup_calls"))));
        return rows;
    }

    /** The cell's median over plain's at its size. */
    private static Double ratio(Map<Cell, JsonObject> summary, Cell cell) {
        JsonObject plain = summary.get(new Cell("plain", cell.size()));
        Double median = number(summary.get(cell), "median_ms");
        Double base = plain == null ? null : number(plain, "median_ms");
        return median == null || base == null ? null : median / base;
    }

    private static Double number(JsonObject row, String field) {
        return row.get(field) instanceof JsonNumber n ? n.doubleValue() : null;
    }
}
