package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.it.support.LabApi;

/**
 * The two halves of bin/wsslab bench placements, which sets up each placement in turn (issue 45): the
 * lab's own server ({@code in-server}: the client inside the server's JVM), a target of its own on this
 * host ({@code separate-process}), and that target on one core with the lab on another
 * ({@code one-core-each}: the script pins both).
 *
 * <p>{@code -Dbench.phase=measure -Dbench.placements=in-server=lab,separate-process=local -Dbench.stamp=S}:
 * {@code bench.repeats} (3) runs per placement, one placement after another within each repetition, so
 * the placements measured together share the hour (repetition i of every placement before repetition
 * i + 1 of any). Every run is the same request but for its target, primed alike ({@code bench.priming},
 * 1000 calls per endpoint and size before its first measured call: a fresh target is otherwise measured
 * against a lab that has run for hours), in the paired order ({@code bench.order}, rounds), each
 * placement's runs a group of replicates ("placements S placement"). Default cells: plain,
 * mutual-certificates, transport-ssl, username-symmetric at 100 B, 10 KB and 1 MB, 100 calls after 100
 * warm-up ({@code bench.mechanisms}, {@code bench.sizes}, {@code bench.calls}, {@code bench.warmup},
 * {@code bench.rounds} change them). Prints one line per run: {@code RUN placement id}.
 *
 * <p>{@code -Dbench.phase=report -Dbench.runs=in-server:1,2,3;separate-process:4,5,6;...}: {@link PlacementsReport}.
 */
public final class PlacementsBenchmark {

    static final String MECHANISMS = "plain,mutual-certificates,transport-ssl,username-symmetric";
    static final String SIZES = "100,10240,1048576";

    private PlacementsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        BenchRuns runs = new BenchRuns(api);
        if ("report".equals(System.getProperty("bench.phase"))) {
            new PlacementsReport(api, runs, runsByPlacement(System.getProperty("bench.runs", ""))).print();
            return;
        }
        Map<String, String> targets = targetsByPlacement(System.getProperty("bench.placements", "in-server=lab"));
        String stamp = System.getProperty("bench.stamp", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        int repeats = Integer.getInteger("bench.repeats", 3);
        for (int i = 1; i <= repeats; i++) {
            for (Map.Entry<String, String> placement : targets.entrySet()) {
                long id = runs.complete(request(placement.getKey(), placement.getValue(), stamp, i));
                // Flushed at once: the script collects the ids as the runs end, so an interrupted benchmark keeps those made.
                OUT.println("RUN " + placement.getKey() + " " + id);
                OUT.flush();
            }
        }
    }

    /** One run of a placement: the same request for all but its target, group and name. */
    static String request(String placement, String target, String stamp, int repeat) {
        String rounds = System.getProperty("bench.rounds") == null ? "" : ", \"rounds\": " + Integer.getInteger("bench.rounds");
        // The lab's own server is the default target: left out, so the request is one a lab without targets reads too.
        String aimed = target.equals("lab") ? "" : ", \"target\": \"" + target + "\"";
        return "{" + BenchRuns.cells(SIZES, MECHANISMS) + ", \"calls\": " + Integer.getInteger("bench.calls", 100) + ", \"warmup\": "
                + Integer.getInteger("bench.warmup", 100) + ", \"order\": \"" + System.getProperty("bench.order", "rounds") + "\"" + rounds
                + ", \"priming\": {\"calls\": " + Integer.getInteger("bench.priming", 1000) + "}" + aimed + ", \"group\": \"placements "
                + stamp + " " + placement + "\", \"name\": \"bench placements " + placement + " " + repeat + "\"}";
    }

    /** "in-server=lab,separate-process=local": each placement and the target its runs name, in order. */
    static Map<String, String> targetsByPlacement(String given) {
        Map<String, String> targets = new LinkedHashMap<>();
        for (String pair : given.split(",")) {
            String[] parts = pair.split("=", 2);
            if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank()) {
                throw new IllegalArgumentException("bench.placements: give placement=target pairs, comma-separated, e.g."
                        + " in-server=lab,separate-process=local (given: " + given + ")");
            }
            targets.put(parts[0].strip(), parts[1].strip());
        }
        return targets;
    }

    /** "in-server:1,2,3;separate-process:4,5,6": each placement's runs, in order. */
    static Map<String, List<Long>> runsByPlacement(String given) {
        Map<String, List<Long>> runs = new LinkedHashMap<>();
        for (String placement : given.split(";")) {
            String[] parts = placement.split(":", 2);
            if (parts.length != 2 || parts[1].isBlank()) {
                throw new IllegalArgumentException(
                        "bench.runs: give placement:id,id,... pairs, semicolon-separated (given: " + given + ")");
            }
            List<Long> ids = new ArrayList<>();
            for (String id : parts[1].split(",")) {
                ids.add(Long.valueOf(id.strip()));
            }
            runs.put(parts[0].strip(), ids);
        }
        return runs;
    }
}
