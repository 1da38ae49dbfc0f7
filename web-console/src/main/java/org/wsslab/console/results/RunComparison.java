package org.wsslab.console.results;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.CellSummary;
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
    /** {@code noise}: per run, why the cell was measured on a busy machine, or "" where it was not (or is unknown). */
    public record CellRow(String mechanism, int size, List<String> values, List<String> deltas, List<String> noise) {
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

    /**
     * One run of the comparison: its kept summary (Runs.summary), its on-request comparisons, and its
     * parameters and environment (EnvironmentFields.of).
     */
    public record Compared(List<CellSummary> summary, RunSummarizer comparisons, Map<String, String> environment) {

        Run run() {
            return comparisons.run();
        }
    }

    private final List<Run> runs;
    private final List<CellRow> cells = new ArrayList<>();
    private final List<FieldRow> fields = new ArrayList<>();

    /** @param compared the runs, the reference first */
    public RunComparison(List<Compared> compared, ShownStatistic shown) {
        if (compared.size() < 2) {
            throw new IllegalArgumentException("a comparison needs two or more runs");
        }
        this.runs = compared.stream().map(Compared::run).toList();
        List<RunResults> results = compared.stream().map(c -> new RunResults(c.run(), c.summary(), shown)).toList();
        Set<Endpoint> mechanisms = new LinkedHashSet<>();
        Set<Integer> sizes = new TreeSet<>();
        runs.forEach(run -> {
            mechanisms.addAll(run.getEndpoints());
            sizes.addAll(run.getSizes());
        });
        RunSummarizer reference = compared.get(0).comparisons();
        for (int size : sizes) {
            for (Endpoint mechanism : mechanisms) {
                List<String> values = results.stream().map(r -> RunResults.formatMillis(r.millis(mechanism, size))).toList();
                List<String> deltas = new ArrayList<>();
                for (Compared other : compared.subList(1, compared.size())) {
                    deltas.add(formatDelta(other.comparisons().against(reference, mechanism, size, shown.overheadBasis()).orElse(null)));
                }
                List<String> noise = results.stream().map(r -> r.cell(mechanism, size).filter(c -> Boolean.TRUE.equals(c.noisy()))
                        .map(c -> c.noise().reason()).orElse("")).toList();
                cells.add(new CellRow(mechanism.id(), size, values, deltas, noise));
            }
        }
        Set<String> names = new LinkedHashSet<>();
        compared.forEach(c -> names.addAll(c.environment().keySet()));
        for (String name : names) {
            List<String> values = compared.stream().map(c -> c.environment().getOrDefault(name, "–")).toList();
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
