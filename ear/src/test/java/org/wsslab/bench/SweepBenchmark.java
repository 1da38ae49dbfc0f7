package org.wsslab.bench;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * The seed-004 sweep against a running lab (bin/wsslab bench): every available mechanism, the five
 * sizes, 100 calls each, through the engine like any run. Prints seed 004's two tables (average RTT,
 * overhead % over plain) with the median-based overhead and its interval beside each, the sweep's
 * wall time and efficiency (all measured RTTs, warm-up included, over the wall time), the harness
 * overhead (the engine's plain RTT, alone and among the mechanisms, over a bare loop's on the same
 * server, run before and after the sweep) at 100 B and 1 MB, and the heap after a full GC before and after.
 *
 * <p>Options (system properties): {@code wsslab.url} (default http://localhost:8080/),
 * {@code bench.calls}, {@code bench.sizes} (comma-separated), {@code bench.mechanisms}.
 */
public final class SweepBenchmark {

    private static final PrintStream OUT = System.out;

    private SweepBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        int calls = Integer.getInteger("bench.calls", 100);
        StringBuilder request = new StringBuilder("{\"calls\": " + calls);
        if (System.getProperty("bench.sizes") != null) {
            request.append(", \"sizes\": [").append(System.getProperty("bench.sizes")).append("]");
        }
        if (System.getProperty("bench.mechanisms") != null) {
            request.append(", \"mechanisms\": [\"").append(String.join("\", \"", System.getProperty("bench.mechanisms").split(",")))
                    .append("\"]");
        }
        request.append("}");

        JsonObject heapStart = LabApi.object(post(api, "harness/gc"));
        // This JVM compiles and collects for its first seconds; on two cores that lands in the first
        // measured calls. The bare loops before the sweep give it that time.
        Map<Integer, JsonObject> bareBefore = bareLoops(api, calls);
        long id = api.start(request.toString());
        OUT.printf("wsslab sweep: run %d %s%n", id, request);
        // Polled every 30 s, each poll showing the progress: the wait is for the run's end, not a time.
        JsonObject run = api.await(id, Duration.ofHours(6), Duration.ofSeconds(30), r -> {
            if (!List.of("QUEUED", "RUNNING").contains(r.getString("status"))) {
                return true;
            }
            OUT.printf("  %s %d/%d%s%n", r.getString("status"), r.getJsonNumber("done").longValue(), r.getJsonNumber("total").longValue(),
                    r.isNull("eta_s") ? "" : ", about " + r.getJsonNumber("eta_s").longValue() + " s left");
            return false;
        });
        if (!"COMPLETED".equals(run.getString("status"))) {
            throw new IllegalStateException("the sweep did not complete: " + run);
        }
        JsonArray summary = api.summary(id);
        List<CSVRecord> samples = api.samples(id);
        JsonObject parameters = run.getJsonObject("parameters");
        List<String> mechanisms = parameters.getJsonArray("mechanisms").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).toList();
        List<Integer> sizes = parameters.getJsonArray("sizes").getValuesAs(jakarta.json.JsonNumber.class).stream()
                .map(jakarta.json.JsonNumber::intValue).toList();
        Map<String, JsonObject> rows = new LinkedHashMap<>();
        summary.getValuesAs(JsonObject.class).forEach(r -> rows.put(r.getString("mechanism") + "@" + r.getInt("size"), r));

        OUT.printf("%nAverage RTT (ms), %d calls per cell after %d warm-up calls%n", parameters.getInt("calls"),
                parameters.getInt("warmup"));
        header(sizes);
        for (String mechanism : mechanisms) {
            OUT.printf("%-24s", mechanism);
            for (int size : sizes) {
                OUT.printf(Locale.ROOT, "%26.2f", LabApi.number(rows.get(mechanism + "@" + size), "mean_ms"));
            }
            OUT.println();
        }
        OUT.printf("%nOverhead over plain, %% on means [on medians, 95%% interval]%n");
        header(sizes);
        for (String mechanism : mechanisms) {
            OUT.printf("%-24s", mechanism);
            for (int size : sizes) {
                JsonObject row = rows.get(mechanism + "@" + size);
                OUT.printf(Locale.ROOT, "%26s", String.format(Locale.ROOT, "%.0f [%.0f, %.0f..%.0f]",
                        LabApi.number(row, "overhead_pct"), LabApi.number(row, "overhead_median_pct"),
                        LabApi.number(row, "overhead_median_ci_low"), LabApi.number(row, "overhead_median_ci_high")));
            }
            OUT.println();
        }

        Duration wall = Duration.between(Instant.parse(run.getString("started")), Instant.parse(run.getString("finished")));
        double measuredMs = samples.stream().filter(s -> !s.get("rtt_ns").isEmpty()).mapToLong(s -> Long.parseLong(s.get("rtt_ns"))).sum()
                / 1e6;
        OUT.printf(Locale.ROOT, "%nWall time %.1f s; measured RTTs (warm-up included) %.1f s; efficiency %.3f (target >= 0.85)%n",
                wall.toMillis() / 1e3, measuredMs / 1e3, measuredMs / wall.toMillis());

        Map<Integer, JsonObject> bareAfter = bareLoops(api, calls);
        // The engine measuring plain alone, to tell the harness's own cost from the neighbours'.
        long alone = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100, 1048576], \"calls\": " + calls + "}");
        api.awaitEnd(alone, Duration.ofMinutes(30));
        Map<String, JsonObject> aloneRows = new LinkedHashMap<>();
        api.summary(alone).getValuesAs(JsonObject.class).forEach(r -> aloneRows.put("plain@" + r.getInt("size"), r));
        OUT.printf("%nHarness overhead: the engine's plain RTT over a bare loop's on the same port type, same server, the"
                + " bare loop run before and after the sweep (target <= 1.05)%n");
        for (int size : List.of(100, 1_048_576)) {
            double bareMean = (LabApi.number(bareBefore.get(size), "mean_ms") + LabApi.number(bareAfter.get(size), "mean_ms")) / 2;
            double bareMedian = (LabApi.number(bareBefore.get(size), "median_ms") + LabApi.number(bareAfter.get(size), "median_ms")) / 2;
            OUT.printf(Locale.ROOT, "  %8d B: bare loop mean %.3f ms (before %.3f, after %.3f), median %.3f%n", size, bareMean,
                    LabApi.number(bareBefore.get(size), "mean_ms"), LabApi.number(bareAfter.get(size), "mean_ms"), bareMedian);
            for (var source : List.of(Map.entry("plain measured alone (run " + alone + ")", aloneRows),
                    Map.entry("plain among the mechanisms (the sweep)", rows))) {
                JsonObject plain = source.getValue().get("plain@" + size);
                if (plain != null) {
                    OUT.printf(Locale.ROOT, "            %-40s mean %.3f ms, ratio %.3f; median %.3f ms, ratio %.3f%n", source.getKey(),
                            LabApi.number(plain, "mean_ms"), LabApi.number(plain, "mean_ms") / bareMean,
                            LabApi.number(plain, "median_ms"), LabApi.number(plain, "median_ms") / bareMedian);
                }
            }
        }
        JsonObject heapEnd = LabApi.object(post(api, "harness/gc"));
        OUT.printf(Locale.ROOT, "%nHeap after full GC: start %.0f MB, end %.0f MB, of %.0f MB%n",
                heapStart.getJsonNumber("heap_used_bytes").longValue() / 1048576.0,
                heapEnd.getJsonNumber("heap_used_bytes").longValue() / 1048576.0,
                heapEnd.getJsonNumber("heap_max_bytes").longValue() / 1048576.0);
    }

    /** Bare loops over a plain port at 100 B and 1 MB, as many calls as the sweep's cells. */
    private static Map<Integer, JsonObject> bareLoops(LabApi api, int calls) throws Exception {
        Map<Integer, JsonObject> loops = new LinkedHashMap<>();
        for (int size : List.of(100, 1_048_576)) {
            loops.put(size, LabApi.object(post(api, "harness/bare-loop?size=" + size + "&calls=" + calls + "&warmup=100")));
        }
        return loops;
    }

    private static void header(List<Integer> sizes) {
        OUT.printf("%-24s", "mechanism");
        sizes.forEach(size -> OUT.printf("%26s", size + " B"));
        OUT.println();
    }

    private static String post(LabApi api, String path) throws Exception {
        HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", path, null);
        if (response.statusCode() != 200) {
            throw new IllegalStateException("POST " + path + " -> " + response.statusCode() + " " + response.body());
        }
        return response.body();
    }
}
