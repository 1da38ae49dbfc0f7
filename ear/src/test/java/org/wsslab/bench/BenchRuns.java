package org.wsslab.bench;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.statistics.descriptive.Median;
import org.wsslab.it.support.LabApi;

/**
 * What the benchmarks share: runs made to the end through the lab's API (polled seldom, so the
 * watching costs the measuring JVM next to nothing), and the figures read from a run's stored calls.
 */
final class BenchRuns {

    private static final Set<String> ENDED = Set.of("COMPLETED", "FAILED", "CANCELLED", "INTERRUPTED");
    static final PrintStream OUT = System.out;

    /** A (mechanism, size) cell of a run. */
    record Cell(String mechanism, int size) {
        @Override
        public String toString() {
            return mechanism + " @ " + size + " B";
        }
    }

    private final LabApi api;

    BenchRuns(LabApi api) {
        this.api = api;
    }

    /** Starts a run, waits for it to complete (failing otherwise) and answers its id. */
    long complete(String request) throws IOException, InterruptedException {
        long id = api.start(request);
        await(id);
        return id;
    }

    /**
     * Completes a run in a lab JVM started for it (bin/wsslab restarts the lab first), primed alike
     * every time: the compiler needs thousands of calls before the figures mean anything, so the same
     * cells run once first, discarded, with {@code bench.primer} (1000) calls each and no warm-up.
     * {@code cells} are the request's mechanisms and sizes, {@code rest} its other fields (each
     * beginning with a comma); answers the measured run's id.
     */
    long completePrimed(String cells, String rest) throws IOException, InterruptedException {
        complete("{" + cells + ", \"calls\": " + Integer.getInteger("bench.primer", 1000) + ", \"warmup\": 0}");
        return complete("{" + cells + rest + "}");
    }

    /** Waits for a started run to complete (failing otherwise). */
    void await(long id) throws IOException, InterruptedException {
        JsonObject run = api.await(id, Duration.ofHours(3), Duration.ofSeconds(2), r -> ENDED.contains(r.getString("status")));
        if (!"COMPLETED".equals(run.getString("status"))) {
            throw new IllegalStateException("run " + id + " did not complete: " + run);
        }
    }

    /** The run as the API describes it (status, times, parameters). */
    JsonObject run(long id) throws IOException, InterruptedException {
        return api.run(id);
    }

    /** The summary's rows of a run by cell. */
    Map<Cell, JsonObject> summary(long id) throws IOException, InterruptedException {
        Map<Cell, JsonObject> rows = new LinkedHashMap<>();
        api.summary(id).getValuesAs(JsonObject.class).forEach(r -> rows.put(new Cell(r.getString("mechanism"), r.getInt("size")), r));
        return rows;
    }

    /** Each cell's counted round trips (not warm-up, not initial, not failed) in the order they were made, in ns. */
    Map<Cell, long[]> counted(long id) throws IOException, InterruptedException {
        Map<Cell, List<Long>> calls = new LinkedHashMap<>();
        List<CSVRecord> samples = new ArrayList<>(api.samples(id));
        samples.sort(java.util.Comparator.comparing(s -> java.time.Instant.parse(s.get("taken"))));
        for (CSVRecord s : samples) {
            if (!Boolean.parseBoolean(s.get("warmup")) && !Boolean.parseBoolean(s.get("initial")) && !s.get("rtt_ns").isEmpty()) {
                calls.computeIfAbsent(new Cell(s.get("mechanism"), Integer.parseInt(s.get("size"))), c -> new ArrayList<>())
                        .add(Long.parseLong(s.get("rtt_ns")));
            }
        }
        Map<Cell, long[]> rtts = new LinkedHashMap<>();
        calls.forEach((cell, list) -> rtts.put(cell, list.stream().mapToLong(Long::longValue).toArray()));
        return rtts;
    }

    static double median(long[] values) {
        return values == null || values.length == 0 ? Double.NaN
                : Median.withDefaults().evaluate(Arrays.stream(values).asDoubleStream().toArray());
    }

    static double median(List<Double> values) {
        return values.isEmpty() ? Double.NaN : Median.withDefaults().evaluate(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** The median of a cell's second half of calls over its first half's: 1 when the cell did not drift. */
    static double drift(long[] rtts) {
        int half = rtts.length / 2;
        return median(Arrays.copyOfRange(rtts, half, rtts.length)) / median(Arrays.copyOfRange(rtts, 0, half));
    }

    /**
     * A request's cells as JSON fields: {@code bench.sizes} (else {@code sizes}, comma-separated) and
     * {@code bench.mechanisms} (else {@code mechanisms}; null: every available one).
     */
    static String cells(String sizes, String mechanisms) {
        String named = System.getProperty("bench.mechanisms", mechanisms);
        return "\"sizes\": [" + System.getProperty("bench.sizes", sizes) + "]"
                + (named == null ? "" : ", \"mechanisms\": " + json(List.of(named.split(","))));
    }

    static String json(List<String> strings) {
        return "[\"" + String.join("\", \"", strings) + "\"]";
    }
}
