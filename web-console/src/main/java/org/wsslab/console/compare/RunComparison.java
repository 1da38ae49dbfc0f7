package org.wsslab.console.compare;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.run.EnvironmentFields;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.statistics.Overhead;

/**
 * Two or more runs side by side, over the cells they share (the same mechanism at the same size of
 * the same workload in every run): per cell, each run's value of the chosen statistic and its
 * overhead over plain, and for every run after the first (the reference) the delta of its RTT and of
 * its overhead over the reference's, with 95% intervals; which cells only some runs measured; then
 * every parameter and environment field, marked where the runs differ.
 */
public final class RunComparison {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /**
     * One shared cell. Per run: the statistic in ms (null where the run has no counted call), why it was
     * measured on a busy machine ("" where it was not), its overhead over plain. Per later run: the RTT
     * delta (%) and the overhead's change (percentage points) over the reference, null where unknown.
     */
    public record CellRow(Endpoint endpoint, int size, String sizeLabel, List<Double> millis, List<String> noise,
            List<Overhead> overheads, List<Overhead> rttDeltas, List<Overhead> overheadDeltas, List<Overhead> paired) {

        public String mechanism() {
            return endpoint.id();
        }

        public List<String> values() {
            return millis.stream().map(Figures::ms).toList();
        }

        public List<String> deltas() {
            return rttDeltas.stream().map(Figures::delta).toList();
        }

        public List<String> overheadValues() {
            return overheads.stream().map(Figures::percent).toList();
        }

        public List<String> overheadDeltaValues() {
            return overheadDeltas.stream().map(Figures::points).toList();
        }

        /** Each run's overhead paired round by round with its interval across rounds; "—" for a run in another order. */
        public List<String> pairedValues() {
            return paired.stream().map(Figures::percent).toList();
        }
    }

    /** The cells a run measured that not every other run did (or that no other run did, with one other run). */
    public record Unshared(Long run, List<String> cells) {

        public String listed() {
            return String.join(", ", cells);
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
    private final ShownStatistic shown;
    private final List<Integer> sharedSizes = new ArrayList<>();
    private final List<Endpoint> sharedEndpoints = new ArrayList<>();
    private final List<CellRow> cells = new ArrayList<>();
    private final List<Unshared> unshared = new ArrayList<>();
    private final List<FieldRow> fields = new ArrayList<>();
    private final WorkloadPairs workloads;

    /** @param compared the runs, the reference first */
    public RunComparison(List<Compared> compared, ShownStatistic shown) {
        if (compared.size() < 2) {
            throw new IllegalArgumentException("a comparison needs two or more runs");
        }
        this.runs = compared.stream().map(Compared::run).toList();
        this.shown = shown;
        List<RunResults> results = compared.stream().map(c -> new RunResults(c.run(), c.summary(), shown)).toList();
        workloads = WorkloadPairs.of(runs, results);
        boolean sameWorkload = !workloads.applies();
        Set<String> everywhere = sameWorkload ? cellsOf(runs.get(0)) : new LinkedHashSet<>();
        for (Run run : runs) {
            everywhere.retainAll(cellsOf(run));
        }
        for (Run run : runs) {
            List<String> only = cellsOf(run).stream().filter(cell -> !everywhere.contains(cell)).toList();
            if (!only.isEmpty()) {
                unshared.add(new Unshared(run.getId(), only));
            }
        }
        Run reference = runs.get(0);
        RunSummarizer referenceCalls = compared.get(0).comparisons();
        for (int size : new TreeSet<>(reference.getSizes())) {
            for (Endpoint endpoint : reference.getEndpoints()) {
                if (!everywhere.contains(cellName(reference, endpoint, size))) {
                    continue;
                }
                if (!sharedSizes.contains(size)) {
                    sharedSizes.add(size);
                }
                if (!sharedEndpoints.contains(endpoint)) {
                    sharedEndpoints.add(endpoint);
                }
                List<Overhead> rttDeltas = new ArrayList<>();
                List<Overhead> overheadDeltas = new ArrayList<>();
                for (Compared other : compared.subList(1, compared.size())) {
                    rttDeltas.add(other.comparisons().against(referenceCalls, endpoint, size, shown.overheadBasis()).orElse(null));
                    overheadDeltas.add(endpoint.equals(PLAIN) ? null
                            : other.comparisons().overheadAgainst(referenceCalls, endpoint, size, shown.overheadBasis()).orElse(null));
                }
                cells.add(new CellRow(endpoint, size, reference.getWorkload().label(size),
                        results.stream().map(r -> r.millis(endpoint, size)).toList(),
                        results.stream().map(r -> r.cell(endpoint, size).filter(c -> Boolean.TRUE.equals(c.noisy()))
                                .map(c -> c.noise().reason()).orElse("")).toList(),
                        results.stream().map(r -> r.overhead(endpoint, size)).toList(),
                        rttDeltas, overheadDeltas, results.stream().map(r -> r.pairedOverhead(endpoint, size)).toList()));
            }
        }
        sharedSizes.sort(null);
        Set<String> names = new LinkedHashSet<>();
        compared.forEach(c -> names.addAll(c.environment().keySet()));
        for (String name : names) {
            List<String> values = compared.stream().map(c -> c.environment().getOrDefault(name, Figures.NONE)).toList();
            fields.add(new FieldRow(name, values, values.stream().distinct().count() > 1, EnvironmentFields.VARY_PER_RUN.contains(name)));
        }
    }

    /** The cells a run planned, named "mechanism at size" (its workload's label). */
    private static Set<String> cellsOf(Run run) {
        Set<String> cells = new LinkedHashSet<>();
        for (int size : run.getSizes()) {
            for (Endpoint endpoint : run.getEndpoints()) {
                cells.add(cellName(run, endpoint, size));
            }
        }
        return cells;
    }

    private static String cellName(Run run, Endpoint endpoint, int size) {
        return endpoint.id() + " at " + run.getWorkload().label(size);
    }

    public List<Run> runs() {
        return runs;
    }

    public List<Run> laterRuns() {
        return runs.subList(1, runs.size());
    }

    public ShownStatistic shown() {
        return shown;
    }

    /** Whether any run was made in a paired order, so that the page shows its paired overheads beside the others. */
    public boolean paired() {
        return runs.stream().anyMatch(run -> run.getRounds().isPresent());
    }

    /** The shared cells, by size, then by the reference's order of mechanisms. */
    public List<CellRow> cells() {
        return cells;
    }

    public List<Unshared> unshared() {
        return unshared;
    }

    public WorkloadPairs workloads() {
        return workloads;
    }

    /** How the page, the report and the charts call a run: "run 12 · baseline", by its name where it has one. */
    public String titleOf(Run run) {
        return run.getLabel().title(run.getId());
    }

    /** Which cells the runs share and which they do not, in a sentence. */
    public String sharing() {
        String named = runs.stream().map(this::titleOf).collect(Collectors.joining(", "));
        if (workloads.applies()) {
            return workloads.sharing(named);
        }
        if (cells.isEmpty()) {
            return "The runs (" + named + ") share no cell (no mechanism at a size that every one of them measured): nothing to compare.";
        }
        String shared = "The runs (" + named + ") share " + cells.size() + (cells.size() == 1 ? " cell" : " cells") + " ("
                + sharedEndpoints.size() + (sharedEndpoints.size() == 1 ? " mechanism" : " mechanisms") + " × " + sharedSizes.size()
                + (sharedSizes.size() == 1 ? " size" : " sizes") + "), compared below";
        return unshared.isEmpty() ? shared + "; every cell of each run is among them."
                : shared + "; the cells only some of them measured are listed after the table and left out.";
    }

    public List<FieldRow> fields() {
        return fields;
    }

    public long differingFields() {
        return fields.stream().filter(f -> f.differs() && !f.variesPerRun()).count();
    }

    /** The statistic per shared cell and run, a line per mechanism and run (the reference solid, later runs dashed). */
    public String rttChart() {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (int r = 0; r < runs.size(); r++) {
            for (Endpoint endpoint : sharedEndpoints) {
                JsonArrayBuilder points = Json.createArrayBuilder();
                for (CellRow cell : cells) {
                    Double ms = cell.millis().get(r);
                    if (cell.endpoint().equals(endpoint) && ms != null) {
                        points.add(Json.createObjectBuilder().add("x", cell.size()).add("y", ms));
                    }
                }
                JsonObjectBuilder line = ChartJson.dataset(endpoint, points).add("label", endpoint.id() + " · " + titleOf(runs.get(r)));
                if (r > 0) {
                    line.add("borderDash", Json.createArrayBuilder().add(2 + 4 * r).add(4));
                }
                datasets.add(line);
            }
        }
        return ChartJson.config("line", null, datasets, ChartJson.sizeAxis(runs.get(0).getWorkload().shape(), sharedSizes),
                ChartJson.logAxis(shown.getLabel() + " RTT (ms)"),
                "RTT against payload size · " + runs.stream().map(this::titleOf).collect(Collectors.joining(", ")));
    }

    /** Each shared cell's RTT delta of a later run over the reference (%), bars per mechanism with intervals. */
    public String rttDeltaChart(int later) {
        return deltaChart(later, sharedEndpoints, CellRow::rttDeltas, "RTT delta (%)",
                "RTT of " + titleOf(laterRuns().get(later)) + " over " + titleOf(runs.get(0)) + " on " + basis()
                        + "s, with 95% intervals");
    }

    /** Each shared secured cell's change of overhead over plain from the reference to a later run (percentage points). */
    public String overheadDeltaChart(int later) {
        return deltaChart(later, sharedEndpoints.stream().filter(e -> !e.equals(PLAIN)).toList(), CellRow::overheadDeltas,
                "overhead change (percentage points)", "Overhead over plain, " + titleOf(laterRuns().get(later)) + " less "
                        + titleOf(runs.get(0)) + ", on " + basis() + "s, with 95% intervals");
    }

    private String deltaChart(int later, List<Endpoint> endpoints, Function<CellRow, List<Overhead>> of, String yTitle,
            String title) {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        sharedSizes.forEach(size -> labels.add(runs.get(0).getWorkload().label(size)));
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        List<Overhead> drawn = new ArrayList<>();
        for (Endpoint endpoint : endpoints) {
            JsonArrayBuilder data = Json.createArrayBuilder();
            JsonArrayBuilder intervals = Json.createArrayBuilder();
            for (int size : sharedSizes) {
                Overhead delta = cells.stream().filter(c -> c.endpoint().equals(endpoint) && c.size() == size).findFirst()
                        .map(c -> of.apply(c).get(later)).orElse(null);
                ChartJson.addNumber(data, delta == null ? null : delta.pct());
                ChartJson.addInterval(intervals, delta == null ? null : delta.ciLow(), delta == null ? null : delta.ciHigh());
                if (delta != null) {
                    drawn.add(delta);
                }
            }
            datasets.add(ChartJson.dataset(endpoint, data).add("intervals", intervals));
        }
        return ChartJson.config("bar", labels, datasets,
                ChartJson.axis("category", "payload (" + runs.get(0).getWorkload().shape().unit() + ")"),
                ChartJson.spanning(ChartJson.axis("linear", yTitle), drawn.stream().mapToDouble(Overhead::ciLow).min(),
                        drawn.stream().mapToDouble(Overhead::ciHigh).max()),
                title);
    }

    private String basis() {
        return shown.overheadBasis().name().toLowerCase(Locale.ROOT);
    }
}
