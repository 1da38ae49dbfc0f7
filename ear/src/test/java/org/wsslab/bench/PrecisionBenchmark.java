package org.wsslab.bench;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsslab.it.support.LabApi;

/**
 * Precision on demand against a fixed number of calls, and how well a run's first "time left"
 * foretold it (bin/wsslab bench precision). Makes the seed-004 sweep (every available mechanism, the
 * five sizes, the default warm-up) twice, one after the other: with the default 100 calls per cell,
 * then in precision mode (each cell until its median's 95% interval is within ±pct%, at most
 * max_calls). For each it prints the first estimate (read while the run was queued, from the paces
 * earlier runs stored) against the wall time it took, and how many cells reached ±pct%; for the
 * precision run, each cell's calls and why it stopped.
 *
 * <p>Options: {@code bench.pct} (default 2), {@code bench.max.calls} (default 1000: a 1 MB cell that
 * never settles would otherwise take its 5000 calls, over half an hour), {@code bench.warmup}
 * (default: the lab's), {@code bench.sizes} (default: the lab's five), {@code bench.mechanisms}.
 */
public final class PrecisionBenchmark {

    private PrecisionBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        BenchRuns runs = new BenchRuns(api);
        double pct = Double.parseDouble(System.getProperty("bench.pct", "2"));
        int maxCalls = Integer.getInteger("bench.max.calls", 1_000);
        StringBuilder common = new StringBuilder();
        if (System.getProperty("bench.mechanisms") != null) {
            common.append("\"mechanisms\": ").append(BenchRuns.json(List.of(System.getProperty("bench.mechanisms").split(","))))
                    .append(", ");
        }
        if (System.getProperty("bench.sizes") != null) {
            common.append("\"sizes\": [").append(System.getProperty("bench.sizes")).append("], ");
        }
        if (System.getProperty("bench.warmup") != null) {
            common.append("\"warmup\": ").append(System.getProperty("bench.warmup")).append(", ");
        }
        String fixed = "{" + common + "\"mode\": \"fixed\"}";
        String precise = "{" + common + "\"mode\": {\"precision\": {\"pct\": " + pct + ", \"max_calls\": " + maxCalls + "}}}";
        BenchRuns.OUT.printf(Locale.ROOT, "Precision benchmark: %s%n  then %s%n", fixed, precise);
        long fixedId = timed(api, runs, "fixed 100 calls", fixed, pct);
        long preciseId = timed(api, runs, "precision ±" + pct + "%", precise, pct);
        BenchRuns.OUT.printf(Locale.ROOT, "%nPrecision run %d, each cell: counted calls, interval reached, why it stopped%n", preciseId);
        for (Map.Entry<BenchRuns.Cell, JsonObject> row : runs.summary(preciseId).entrySet()) {
            JsonObject cell = row.getValue();
            BenchRuns.OUT.printf(Locale.ROOT, "  %-34s n %5d  ±%6.2f%%  %s%n", row.getKey(), cell.getInt("n"),
                    LabApi.number(cell, "median_interval_pct"), cell.isNull("stop_reason") ? "–" : cell.getString("stop_reason"));
        }
        BenchRuns.OUT.printf(Locale.ROOT, "Runs: fixed %d, precision %d%n", fixedId, preciseId);
    }

    /** Runs one sweep, printing its first estimate, its wall time and its cells within ±pct%. */
    private static long timed(LabApi api, BenchRuns runs, String name, String request, double pct) throws Exception {
        long id = api.start(request);
        JsonObject queued = api.run(id);
        Double firstEstimate = queued.isNull("eta_s") ? null : LabApi.number(queued, "eta_s");
        runs.await(id);
        JsonObject run = api.run(id);
        Duration wall = Duration.between(Instant.parse(run.getString("started")), Instant.parse(run.getString("finished")));
        Map<BenchRuns.Cell, JsonObject> summary = runs.summary(id);
        long within = summary.values().stream()
                .filter(r -> !r.isNull("median_interval_pct") && LabApi.number(r, "median_interval_pct") <= pct)
                .count();
        long calls = summary.values().stream().mapToLong(r -> r.getInt("n")).sum();
        BenchRuns.OUT.printf(Locale.ROOT, "%-20s run %4d: wall %6d s, first estimate %s s (%s of the wall time);"
                + " %d of %d cells within ±%.1f%%, %,d counted calls%n", name, id, wall.toSeconds(),
                firstEstimate == null ? "none" : String.format(Locale.ROOT, "%.0f", firstEstimate),
                firstEstimate == null ? "–" : String.format(Locale.ROOT, "%.2f×", firstEstimate / wall.toSeconds()),
                within, summary.size(), pct, calls);
        return id;
    }
}
