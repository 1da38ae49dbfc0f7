package org.wsslab.bench;

import static org.wsslab.bench.BenchRuns.OUT;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.StandardDeviation;
import org.wsslab.bench.BenchRuns.Cell;
import org.wsslab.it.support.LabApi;

/**
 * What bin/wsslab bench placements prints for each placement's runs: how each run was placed and
 * primed (read from its recorded environment, not from the command line), per cell the median RTT and
 * the overhead over plain (paired round by round where the run pairs, else on medians) as the mean over
 * the runs with the coefficient of variation over them, which placement repeats best, and how much each
 * placement changes each overhead against the first placement's (separate-process ÷ in-server).
 */
final class PlacementsReport {

    /** A placement's runs: each one's summary by cell. */
    private final Map<String, List<Map<Cell, JsonObject>>> summaries = new LinkedHashMap<>();
    private final Set<Cell> cells = new LinkedHashSet<>();

    PlacementsReport(LabApi api, BenchRuns runs, Map<String, List<Long>> byPlacement) throws Exception {
        OUT.printf("%nRuns, as their environment recorded them%n");
        for (Map.Entry<String, List<Long>> placement : byPlacement.entrySet()) {
            List<Map<Cell, JsonObject>> each = new ArrayList<>();
            for (long id : placement.getValue()) {
                JsonObject run = api.run(id);
                JsonObject segment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
                JsonObject priming = segment.getJsonObject("priming");
                OUT.printf(Locale.ROOT, "  %-18s run %-6d target %s, placement %s, cpus_allowed %s; primed %s; wall %d s%n",
                        placement.getKey(), id, text(segment, "target"), text(segment, "placement"), text(segment, "cpus_allowed"),
                        priming == null ? "not at all"
                                : String.format(Locale.ROOT, "%d calls per endpoint and size (%d made, %d failed, %.1f s)",
                                        priming.getInt("calls_per_endpoint_and_size"), priming.getJsonNumber("calls_made").longValue(),
                                        priming.getJsonNumber("failed").longValue(), LabApi.number(priming, "seconds")),
                        Duration.between(Instant.parse(run.getString("started")), Instant.parse(run.getString("finished"))).toSeconds());
                Map<Cell, JsonObject> summary = runs.summary(id);
                cells.addAll(summary.keySet());
                each.add(summary);
            }
            summaries.put(placement.getKey(), each);
        }
    }

    void print() {
        OUT.printf("%nMedian RTT (ms): the mean of the runs' medians [CV over the runs, %%]%n");
        Map<String, List<Double>> medianCvs = table(cell -> true, row -> LabApi.number(row, "median_ms"), "%.3f", false);
        OUT.printf("%nOverhead over plain (%%): paired round by round where the run pairs (else on medians); the mean of the runs"
                + " [CV over the runs of the ratio 1 + overhead, %%]%n");
        Map<String, List<Double>> overheadCvs = table(PlacementsReport::secured, PlacementsReport::overhead, "%+.1f", true);
        repeats(medianCvs, overheadCvs);
        changes();
    }

    /**
     * Prints one figure per cell and placement with its CV over the runs; answers each placement's CVs.
     * An overhead's CV is of its ratio (1 + overhead/100): an overhead near 0 has no meaningful CV of its own.
     */
    private Map<String, List<Double>> table(Predicate<Cell> which, Function<JsonObject, Double> figure, String format, boolean overhead) {
        OUT.printf("%-34s", "cell");
        summaries.keySet().forEach(p -> OUT.printf("%26s", p));
        OUT.println();
        Map<String, List<Double>> cvs = new LinkedHashMap<>();
        for (Cell cell : cells) {
            if (!which.test(cell)) {
                continue;
            }
            OUT.printf("%-34s", cell);
            for (Map.Entry<String, List<Map<Cell, JsonObject>>> placement : summaries.entrySet()) {
                double[] values = values(placement.getValue(), cell, figure);
                if (values.length == 0) {
                    OUT.printf("%26s", "-");
                    continue;
                }
                double mean = Mean.of(values).getAsDouble();
                double[] ratios = overhead ? Arrays.stream(values).map(v -> 1 + v / 100).toArray() : values;
                Double cv = cv(ratios);
                if (cv != null) {
                    cvs.computeIfAbsent(placement.getKey(), p -> new ArrayList<>()).add(cv);
                }
                OUT.printf("%26s",
                        String.format(Locale.ROOT, format + " [%s]", mean, cv == null ? "-" : String.format(Locale.ROOT, "%.1f", cv)));
            }
            OUT.println();
        }
        return cvs;
    }

    private void repeats(Map<String, List<Double>> medianCvs, Map<String, List<Double>> overheadCvs) {
        OUT.printf("%nHow well each placement repeats: the CV over its runs at the median cell (and the worst cell)%n");
        String best = null;
        double bestCv = Double.MAX_VALUE;
        for (String placement : summaries.keySet()) {
            double[] medians = sorted(medianCvs.get(placement));
            double[] overheads = sorted(overheadCvs.get(placement));
            OUT.printf(Locale.ROOT, "  %-18s median RTT %s, overhead ratio %s%n", placement, spread(medians), spread(overheads));
            double middle = overheads.length == 0 ? Double.MAX_VALUE : overheads[overheads.length / 2];
            if (middle < bestCv) {
                bestCv = middle;
                best = placement;
            }
        }
        OUT.printf(Locale.ROOT, "Steadiest ruler (smallest CV of the overhead at the median cell): %s%n",
                best == null ? "none (one run each?)" : best);
    }

    private void changes() {
        List<String> placements = new ArrayList<>(summaries.keySet());
        if (placements.size() < 2) {
            return;
        }
        String base = placements.get(0);
        OUT.printf("%nHow much the placement changes each overhead: its mean overhead ÷ %s's (- where %s's is within ±1%%)%n%-34s", base,
                base, "cell");
        placements.subList(1, placements.size()).forEach(p -> OUT.printf("%34s", p + " ÷ " + base));
        OUT.println();
        for (Cell cell : cells) {
            if (!secured(cell)) {
                continue;
            }
            double[] first = values(summaries.get(base), cell, PlacementsReport::overhead);
            double baseMean = first.length == 0 ? 0 : Mean.of(first).getAsDouble();
            OUT.printf("%-34s", cell);
            for (String placement : placements.subList(1, placements.size())) {
                double[] other = values(summaries.get(placement), cell, PlacementsReport::overhead);
                OUT.printf("%34s", other.length == 0 || Math.abs(baseMean) < 1 ? "-"
                        : String.format(Locale.ROOT, "%.2f×", Mean.of(other).getAsDouble() / baseMean));
            }
            OUT.println();
        }
    }

    /** A secured cell's overhead over plain: paired round by round where the run pairs, else on medians. */
    private static Double overhead(JsonObject row) {
        Double paired = LabApi.number(row, "paired_overhead_pct");
        return paired != null ? paired : LabApi.number(row, "overhead_median_pct");
    }

    private static double[] values(List<Map<Cell, JsonObject>> runs, Cell cell, Function<JsonObject, Double> figure) {
        return runs.stream().map(r -> r.get(cell)).filter(r -> r != null).map(figure).filter(v -> v != null)
                .mapToDouble(Double::doubleValue)
                .toArray();
    }

    /** sd/mean in %, null for fewer than two values. */
    private static Double cv(double[] values) {
        return values.length < 2 ? null : StandardDeviation.of(values).getAsDouble() / Mean.of(values).getAsDouble() * 100;
    }

    private static double[] sorted(List<Double> values) {
        return values == null ? new double[0] : values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    private static String spread(double[] cvs) {
        return cvs.length == 0 ? "-" : String.format(Locale.ROOT, "%.1f%% (worst %.1f%%)", cvs[cvs.length / 2], cvs[cvs.length - 1]);
    }

    private static boolean secured(Cell cell) {
        return !cell.mechanism().equals("plain");
    }

    private static String text(JsonObject json, String field) {
        JsonValue value = json.get(field);
        return value == null || value == JsonValue.NULL ? "(not recorded)"
                : value instanceof JsonString s ? s.getString() : value.toString();
    }
}
