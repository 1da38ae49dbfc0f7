package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVRecord;
import org.wsslab.it.support.LabApi;

/**
 * The two halves of bin/wsslab bench jmeter (issue 47), which alternates the lab's in-server load cells
 * with JMeter's engine making the same run's plan, so the two share the hour.
 *
 * <p>{@code -Dbench.phase=measure}: one in-server load run, printed as {@code RUN in-server id}: plain and
 * mutual-certificates ({@code bench.mechanisms}) at 1 KB ({@code bench.sizes}), 1, 4 and 16 client
 * threads ({@code bench.clients}), {@code bench.calls} (200) counted calls per thread after
 * {@code bench.warmup} (50). The script then has JMeter make that run's plan and imports it.
 *
 * <p>{@code -Dbench.phase=report -Dbench.runs=in-server:1,3;jmeter:2,4}: per cell and number of clients,
 * each side's throughput and median (medians over the repetitions), JMeter's over the lab's, and each
 * side's client CPU per call: the in-server client threads' own, against the engine JVM's whole process
 * (JMeter's own work included) — what the engine costs. For an import of several engines, its calls per engine.
 */
public final class JmeterBenchmark {

    private JmeterBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        BenchRuns runs = new BenchRuns(api);
        if ("report".equals(System.getProperty("bench.phase"))) {
            report(api, runs, System.getProperty("bench.runs", ""));
            return;
        }
        String request = "{" + BenchRuns.cells("1024", "mutual-certificates") + ", \"clients\": ["
                + System.getProperty("bench.clients", "1,4,16")
                + "], \"calls\": " + Integer.getInteger("bench.calls", 200) + ", \"warmup\": " + Integer.getInteger("bench.warmup", 50)
                + ", \"name\": \"bench jmeter in-server\"}";
        OUT.println("RUN in-server " + runs.complete(request));
        OUT.flush();
    }

    private static void report(LabApi api, BenchRuns runs, String given) throws Exception {
        Map<String, List<Long>> ids = new LinkedHashMap<>();
        for (String side : given.split(";")) {
            String[] parts = side.split(":", 2);
            List<Long> list = new ArrayList<>();
            for (String id : parts[1].split(",")) {
                list.add(Long.valueOf(id.strip()));
            }
            ids.put(parts[0], list);
        }
        // (mechanism, clients) -> side -> the repetitions' rows
        Map<String, Map<String, List<JsonObject>>> cells = new TreeMap<>();
        for (Map.Entry<String, List<Long>> side : ids.entrySet()) {
            for (long id : side.getValue()) {
                for (JsonObject row : api.summary(id).getValuesAs(JsonObject.class)) {
                    String cell = String.format(Locale.ROOT, "%-22s %4d B %3d", row.getString("mechanism"), row.getInt("size"),
                            clientsPerEngine(row, runs.run(id)));
                    cells.computeIfAbsent(cell, c -> new LinkedHashMap<>()).computeIfAbsent(side.getKey(), s -> new ArrayList<>()).add(row);
                }
            }
        }
        OUT.println("\nbench jmeter: runs " + ids);
        OUT.println(
                "cell (mechanism, size, threads per engine) | side | throughput/s | median ms | client CPU/call ms | client CPU % of cores");
        for (Map.Entry<String, Map<String, List<JsonObject>>> cell : cells.entrySet()) {
            Map<String, Double> throughput = new LinkedHashMap<>();
            for (Map.Entry<String, List<JsonObject>> side : cell.getValue().entrySet()) {
                double perSecond = median(side.getValue(), "throughput_per_s");
                throughput.put(side.getKey(), perSecond);
                OUT.printf(Locale.ROOT, "%s | %-9s | %9.1f | %8.3f | %8.3f | %6.1f%n", cell.getKey(), side.getKey(), perSecond,
                        median(side.getValue(), "median_ms"), median(side.getValue(), "client_cpu_per_call_ms"),
                        median(side.getValue(), "client_cpu_util_pct"));
            }
            if (throughput.containsKey("in-server") && throughput.containsKey("jmeter")) {
                OUT.printf(Locale.ROOT, "%s | jmeter ÷ in-server throughput %.2f%n", cell.getKey(),
                        throughput.get("jmeter") / throughput.get("in-server"));
            }
        }
        for (long id : ids.getOrDefault("jmeter", List.of())) {
            Map<String, Integer> perEngine = new TreeMap<>();
            for (CSVRecord sample : api.samples(id)) {
                if (sample.isMapped("engine")) {
                    perEngine.merge(sample.get("engine"), 1, Integer::sum);
                }
            }
            OUT.println("run " + id + ": calls per engine " + perEngine);
        }
    }

    /** A row's clients per engine: an import of E engines (its segment's jmeter_engines) stores E × the plan's threads. */
    private static int clientsPerEngine(JsonObject row, JsonObject run) {
        JsonObject segment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        int engines = segment.containsKey("jmeter_engines") ? segment.getJsonArray("jmeter_engines").size() : 1;
        return row.getInt("clients") / Math.max(engines, 1);
    }

    private static double median(List<JsonObject> rows, String field) {
        List<Double> values = new ArrayList<>();
        for (JsonObject row : rows) {
            Double value = LabApi.number(row, field);
            if (value != null) {
                values.add(value);
            }
        }
        return BenchRuns.median(values);
    }
}
