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
 * The two halves of bin/wsslab bench setups and bench heaps, which restart the lab under each set-up
 * (keys and trust, or heap) in turn.
 * {@code -Dbench.phase=measure}: one run under the set-up the lab has now (default: every available
 * mechanism at 100 B, 100 calls after 100 warm-up; {@code bench.mechanisms}, {@code bench.sizes},
 * {@code bench.calls}, {@code bench.warmup} change it), after a discarded one of {@code bench.primer}
 * (1000) calls per cell; its id is the last line printed.
 * {@code -Dbench.phase=report -Dbench.runs=a,b,c}: each cell's median under each run's set-up (read from
 * its recorded environment: keys, trust and heap), over the first run's; in a paired order
 * ({@code bench.order}, e.g. rounds) each secured cell's overhead over plain round by round; then its heap
 * allocated per call, client / server.
 */
public final class SetupBenchmark {

    private SetupBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        BenchRuns runs = new BenchRuns(api);
        if ("report".equals(System.getProperty("bench.phase"))) {
            report(api, runs, Arrays.stream(System.getProperty("bench.runs").split(",")).map(Long::valueOf).toList());
            return;
        }
        String order = System.getProperty("bench.order") == null ? "" : ", \"order\": \"" + System.getProperty("bench.order") + "\"";
        OUT.println(runs.completePrimed(BenchRuns.cells("100", null), ", \"calls\": " + Integer.getInteger("bench.calls", 100)
                + ", \"warmup\": " + Integer.getInteger("bench.warmup", 100) + order));
    }

    private static void report(LabApi api, BenchRuns runs, List<Long> ids) throws Exception {
        List<String> setups = new ArrayList<>();
        List<Map<Cell, long[]>> counted = new ArrayList<>();
        for (long id : ids) {
            JsonObject segment = api.run(id).getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
            setups.add(String.format(Locale.ROOT, "keys %s, trust %s, heap %d MiB (run %d)", segment.getString("keystore_setup"),
                    segment.getString("trust_setup"), segment.getJsonNumber("heap_max_bytes").longValue() >> 20, id));
            counted.add(runs.counted(id));
        }
        OUT.printf("%nMedian RTT (ms) per set-up; ratio to the first set-up%n%-32s", "cell");
        setups.forEach(s -> OUT.printf("%44s", s));
        OUT.println();
        Map<Cell, long[]> first = counted.get(0);
        for (Cell cell : new LinkedHashMap<>(first).keySet()) {
            double base = BenchRuns.median(first.get(cell));
            OUT.printf("%-32s", cell);
            for (Map<Cell, long[]> run : counted) {
                long[] rtts = run.get(cell);
                double median = rtts == null ? Double.NaN : BenchRuns.median(rtts);
                OUT.printf(Locale.ROOT, "%44s", String.format(Locale.ROOT, "%.3f (%.2f)", median / 1e6, median / base));
            }
            OUT.println();
        }
        paired(api, ids, setups);
        allocation(api, ids, setups);
    }

    /**
     * In a paired order (-Dbench.order=rounds), each secured cell's overhead over plain taken round by
     * round within its run, with its 95% interval: the figure a busy machine moves least, since plain is
     * measured beside the mechanism at every round. A run of another order has none; the table says so.
     */
    private static void paired(LabApi api, List<Long> ids, List<String> setups) throws Exception {
        OUT.printf("%nOverhead over plain, paired round by round (%%, 95%% interval) per set-up%n%-32s", "cell");
        setups.forEach(s -> OUT.printf("%44s", s));
        OUT.println();
        List<Map<String, JsonObject>> rows = summaries(api, ids);
        for (String cell : rows.get(0).keySet()) {
            if (rows.get(0).get(cell).isNull("paired_overhead_pct")) {
                continue;
            }
            OUT.printf("%-32s", cell);
            for (Map<String, JsonObject> run : rows) {
                JsonObject row = run.get(cell);
                OUT.printf("%44s", row == null || row.isNull("paired_overhead_pct") ? "-" : String.format(Locale.ROOT, "%.0f [%.0f, %.0f]",
                        number(row, "paired_overhead_pct"), number(row, "paired_ci_low"), number(row, "paired_ci_high")));
            }
            OUT.println();
        }
    }

    private static double number(JsonObject row, String field) {
        return row.isNull(field) ? Double.NaN : row.getJsonNumber(field).doubleValue();
    }

    private static List<Map<String, JsonObject>> summaries(LabApi api, List<Long> ids) throws Exception {
        List<Map<String, JsonObject>> rows = new ArrayList<>();
        for (long id : ids) {
            Map<String, JsonObject> byCell = new LinkedHashMap<>();
            api.summary(id).getValuesAs(JsonObject.class)
                    .forEach(row -> byCell.put(new Cell(row.getString("mechanism"), row.getInt("size")).toString(), row));
            rows.add(byCell);
        }
        return rows;
    }

    /** Each cell's mean heap allocated per counted call under each set-up, client / server, in KiB. */
    private static void allocation(LabApi api, List<Long> ids, List<String> setups) throws Exception {
        OUT.printf("%nHeap allocated per call (KiB, client / server) per set-up%n%-32s", "cell");
        setups.forEach(s -> OUT.printf("%44s", s));
        OUT.println();
        List<Map<String, JsonObject>> rows = summaries(api, ids);
        for (String cell : rows.get(0).keySet()) {
            OUT.printf("%-32s", cell);
            for (Map<String, JsonObject> run : rows) {
                JsonObject row = run.get(cell);
                OUT.printf("%44s", row == null ? "" : kib(row, "client_alloc_bytes") + " / " + kib(row, "server_alloc_bytes"));
            }
            OUT.println();
        }
    }

    private static String kib(JsonObject row, String field) {
        return row.isNull(field) ? "-" : String.format(Locale.ROOT, "%.1f", row.getJsonNumber(field).longValue() / 1024.0);
    }
}
