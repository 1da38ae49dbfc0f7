package org.wsslab.console.results;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.RunSummarizer;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.Overhead;

/**
 * Two or more runs side by side: per cell, each run's value of the chosen statistic and, for every
 * run after the first (the reference), its delta over the reference with a 95% interval; then every
 * parameter and environment field, marked where the runs differ.
 */
public final class RunComparison {

    /** One cell: the value in each run, the delta of each later run over the first ("–" where absent). */
    public record CellRow(String mechanism, int size, List<String> values, List<String> deltas) {
    }

    /**
     * One field of the runs' parameters or environment: whether the runs disagree on it, and whether
     * it is one that differs between any two runs anyway (EnvironmentFields.VARY_PER_RUN).
     */
    public record FieldRow(String field, List<String> values, boolean differs, boolean variesPerRun) {

        /** What a reader should look at: a disagreement on a field that should agree. */
        public String marking() {
            return variesPerRun ? "varies" : differs ? "differs" : "same";
        }
    }

    private final List<Run> runs;
    private final List<CellRow> cells = new ArrayList<>();
    private final List<FieldRow> fields = new ArrayList<>();

    /**
     * @param summarizers the runs, the reference first
     * @param environments each run's fields (EnvironmentFields.of), in the same order
     */
    public RunComparison(List<RunSummarizer> summarizers, List<Map<String, String>> environments, ShownStatistic shown) {
        if (summarizers.size() < 2 || summarizers.size() != environments.size()) {
            throw new IllegalArgumentException("a comparison needs two or more runs, each with its environment");
        }
        this.runs = summarizers.stream().map(RunSummarizer::run).toList();
        List<RunResults> results = summarizers.stream().map(s -> new RunResults(s.run(), s.summary(), shown)).toList();
        Set<Mechanism> mechanisms = new LinkedHashSet<>();
        Set<Integer> sizes = new TreeSet<>();
        runs.forEach(run -> {
            mechanisms.addAll(run.getMechanisms());
            sizes.addAll(run.getSizes());
        });
        RunSummarizer reference = summarizers.get(0);
        for (int size : sizes) {
            for (Mechanism mechanism : mechanisms) {
                List<String> values = results.stream().map(r -> RunResults.formatMillis(r.millis(mechanism, size))).toList();
                List<String> deltas = new ArrayList<>();
                for (RunSummarizer other : summarizers.subList(1, summarizers.size())) {
                    deltas.add(formatDelta(other.against(reference, mechanism, size, shown.overheadBasis()).orElse(null)));
                }
                cells.add(new CellRow(mechanism.id(), size, values, deltas));
            }
        }
        Set<String> names = new LinkedHashSet<>();
        environments.forEach(e -> names.addAll(e.keySet()));
        for (String name : names) {
            List<String> values = environments.stream().map(e -> e.getOrDefault(name, "–")).toList();
            fields.add(new FieldRow(name, values, values.stream().distinct().count() > 1, EnvironmentFields.VARY_PER_RUN.contains(name)));
        }
    }

    public List<Run> runs() {
        return runs;
    }

    public List<Run> laterRuns() {
        return runs.subList(1, runs.size());
    }

    public List<CellRow> cells() {
        return cells;
    }

    public List<FieldRow> fields() {
        return fields;
    }

    public long differingFields() {
        return fields.stream().filter(f -> f.differs() && !f.variesPerRun()).count();
    }

    static String formatDelta(Overhead delta) {
        return delta == null ? "–" : String.format(Locale.ROOT, "%+.1f%% (%+.1f…%+.1f)", delta.pct(), delta.ciLow(), delta.ciHigh());
    }
}
