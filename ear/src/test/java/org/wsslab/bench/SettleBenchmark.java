package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.wsslab.it.support.LabApi;
import org.wsslab.statistics.PairedOverhead;

/**
 * How many settle calls a visit of the paired orders needs (bin/wsslab bench settle): plain's round
 * trip against the number of calls since the last secured call. Per size and order, pairs of runs one
 * after another: a paired run of plain and the secured mechanisms with no settle calls (each plain
 * visit's k-th call is the k-th after a secured visit's last), and plain alone ({@code blocks}, the
 * same counted calls). Per pair, plain's median at position k over its median alone; over the pairs,
 * the geometric mean with a 95% t interval (the lab's own paired estimator, {@link PairedOverhead}).
 * Prints the ratio per position and the settle count it implies: the smallest s whose position s + 1
 * and every later one have their interval inside ±2%; "none" when no position qualifies.
 *
 * <p>Options: {@code bench.sizes} (default 100,1048576), {@code bench.orders} (default rounds,rounds-gc:
 * settle calls alone, and after a full collection), {@code bench.mechanisms} (the secured neighbours;
 * default mutual-certificates, username-symmetric, transport-ssl, saml-authorization-ssl),
 * {@code bench.pairs} (default 3), {@code bench.rounds} (default 20), {@code bench.follow} (the calls
 * of each visit, so the positions observed; default 12), {@code bench.warmup} (default 50).
 */
public final class SettleBenchmark {

    static final double WITHIN_PCT = 2;

    private SettleBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        BenchRuns runs = new BenchRuns(LabApi.ofRunningLab());
        LabApi api = LabApi.ofRunningLab();
        List<Integer> sizes = Arrays.stream(System.getProperty("bench.sizes", "100,1048576").split(",")).map(Integer::valueOf).toList();
        List<String> orders = List.of(System.getProperty("bench.orders", "rounds,rounds-gc").split(","));
        List<String> neighbours = List.of(System.getProperty("bench.mechanisms",
                "mutual-certificates,username-symmetric,transport-ssl,saml-authorization-ssl").split(","));
        int pairs = Integer.getInteger("bench.pairs", 3);
        int rounds = Integer.getInteger("bench.rounds", 20);
        int follow = Integer.getInteger("bench.follow", 12);
        int warmup = Integer.getInteger("bench.warmup", 50);
        OUT.printf("wsslab settle calls: sizes %s, orders %s, neighbours %s, %d pairs of runs, %d rounds, %d calls a visit%n", sizes,
                orders, neighbours, pairs, rounds, follow);
        for (int size : sizes) {
            for (String order : orders) {
                List<double[]> ratios = new ArrayList<>();
                List<Long> ids = new ArrayList<>();
                for (int pair = 0; pair < pairs; pair++) {
                    long paired = runs
                            .complete("{\"mechanisms\": " + BenchRuns.json(neighbours) + ", \"sizes\": [" + size + "], \"order\": \""
                                    + order + "\", \"rounds\": " + rounds + ", \"settle\": 0, \"calls\": " + rounds * follow
                                    + ", \"warmup\": " + warmup
                                    + "}");
                    long alone = runs.complete("{\"mechanisms\": [\"plain\"], \"sizes\": [" + size + "], \"order\": \"blocks\", \"calls\": "
                            + rounds * follow + ", \"warmup\": " + warmup + "}");
                    ids.addAll(List.of(paired, alone));
                    double base = BenchRuns.median(runs.counted(alone).values().iterator().next());
                    List<List<Long>> byPosition = afterSecured(api.samples(paired), follow);
                    double[] ratio = new double[follow];
                    for (int k = 0; k < follow; k++) {
                        ratio[k] = BenchRuns.median(byPosition.get(k).stream().mapToLong(Long::longValue).toArray()) / base;
                    }
                    ratios.add(ratio);
                }
                report(size, order, ids, ratios, follow);
            }
        }
    }

    /** Plain's counted calls by their position after the last secured call (index 0: the first after it). */
    static List<List<Long>> afterSecured(List<CSVRecord> samples, int follow) {
        List<List<Long>> byPosition = new ArrayList<>();
        for (int k = 0; k < follow; k++) {
            byPosition.add(new ArrayList<>());
        }
        List<CSVRecord> made = new ArrayList<>(samples);
        made.sort(Comparator.comparing(s -> Instant.parse(s.get("taken"))));
        int since = -1;
        for (CSVRecord call : made) {
            if (!call.get("mechanism").equals("plain")) {
                since = 0;
                continue;
            }
            if (since >= 0 && since < follow && !Boolean.parseBoolean(call.get("warmup")) && !Boolean.parseBoolean(call.get("initial"))
                    && !call.get("rtt_ns").isEmpty()) {
                byPosition.get(since).add(Long.parseLong(call.get("rtt_ns")));
            }
            since = since < 0 ? -1 : since + 1;
        }
        return byPosition;
    }

    private static void report(int size, String order, List<Long> ids, List<double[]> ratios, int follow) {
        OUT.printf(Locale.ROOT, "%n%d B, %s (runs %s): plain's k-th call after a secured visit over plain alone%n", size, order, ids);
        Map<Integer, PairedOverhead> positions = new LinkedHashMap<>();
        for (int k = 0; k < follow; k++) {
            int position = k;
            PairedOverhead.ofRatios(ratios.stream().mapToDouble(r -> r[position]).toArray()).ifPresent(p -> positions.put(position, p));
        }
        positions.forEach((k, p) -> OUT.printf(Locale.ROOT, "  call %2d after: %+7.1f%% [%+.1f, %+.1f]%s%n", k + 1, p.overhead().pct(),
                p.overhead().ciLow(), p.overhead().ciHigh(), within(p) ? "  within ±2%" : ""));
        int settle = -1;
        for (int s = follow - 1; s >= 0 && positions.containsKey(s) && within(positions.get(s)); s--) {
            settle = s;
        }
        OUT.printf("  settle calls needed (every later call within ±%.0f%%): %s%n", WITHIN_PCT,
                settle < 0 ? "none qualifies up to call " + follow : String.valueOf(settle));
    }

    private static boolean within(PairedOverhead position) {
        return position.overhead().ciLow() >= -WITHIN_PCT && position.overhead().ciHigh() <= WITHIN_PCT;
    }
}
