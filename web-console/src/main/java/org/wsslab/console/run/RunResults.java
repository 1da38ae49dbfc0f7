package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.noise.NoiseJudge;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.PairedOverhead;
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.SplitMeans;

/**
 * One run's results as a reader sees them with a statistic chosen: seed 004's two tables (RTT and
 * overhead over plain, mechanism × size) and the charts (RTT against size, overhead bars with their
 * intervals), the tables of errors, wire, floor and split, and the run's noise. Times are shown in
 * milliseconds. The bars at one size are {@link SizeCharts}', the cells under load {@link LoadResults}'.
 */
public final class RunResults {

    static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    private final Run run;
    private final ShownStatistic shown;
    private final Map<CellKey, CellSummary> cells;
    private final List<CellSummary> loaded;

    public RunResults(Run run, List<CellSummary> summary, ShownStatistic shown) {
        this.run = run;
        this.shown = shown;
        // The tables are mechanism × size: at the run's first number of clients; the load table shows the others.
        this.cells = summary.stream().filter(c -> c.clients() == run.getClients().get(0))
                .collect(Collectors.toMap(c -> new CellKey(c.endpoint(), c.size(), c.clients()), c -> c));
        this.loaded = summary.stream().filter(c -> c.load() != null).toList();
    }

    public Run run() {
        return run;
    }

    public ShownStatistic shown() {
        return shown;
    }

    public Optional<CellSummary> cell(Endpoint mechanism, int size) {
        return Optional.ofNullable(cells.get(new CellKey(mechanism, size, run.getClients().get(0))));
    }

    /** The chosen statistic of a cell in ms, or null where the cell has no counted call. */
    public Double millis(Endpoint mechanism, int size) {
        return cell(mechanism, size).map(c -> shown.of(c.statistics())).map(Figures::millis).orElse(null);
    }

    public Overhead overhead(Endpoint mechanism, int size) {
        return cell(mechanism, size).map(shown::overheadOf).orElse(null);
    }

    public ResultTable rttTable() {
        return table(shown.getLabel() + " round-trip time (ms)", m -> size -> Figures.ms(millis(m, size)));
    }

    public ResultTable overheadTable() {
        // A paired run carries two intervals: say which one this is.
        return table("overhead over plain on " + shown.overheadBasis().name().toLowerCase(Locale.ROOT) + "s (%, 95% interval"
                + (paired() ? ": bootstrap over each cell's calls, in one time window)" : ")"),
                m -> size -> Figures.percent(overhead(m, size)));
    }

    /** Whether the run's order pairs each cell with plain round by round ({@code rounds}, {@code rounds-gc}). */
    public boolean paired() {
        return run.getRounds().isPresent();
    }

    /** A paired run's overhead of a cell over plain, taken round by round; null in any other run or without two rounds. */
    public Overhead pairedOverhead(Endpoint mechanism, int size) {
        return cell(mechanism, size).map(CellSummary::paired).map(PairedOverhead::overhead).orElse(null);
    }

    /** A paired run's overheads over plain taken round by round, with their intervals across rounds. */
    public ResultTable pairedTable() {
        int rounds = run.getRounds().map(Rounds::count).orElse(0);
        return table("overhead over plain paired round by round (%, 95% interval across the " + rounds
                + " rounds: the geometric mean of each round's median over plain's median in the same round)",
                m -> size -> Figures.percent(pairedOverhead(m, size)));
    }

    /** Failed calls per cell (none counts in the statistics): "0", or "3 failed" beside the calls that were counted. */
    public ResultTable errorsTable() {
        return table("failed calls per cell (counted calls beside them)", m -> size -> cell(m, size)
                .map(c -> c.statistics().errors() == 0 ? "0" : c.statistics().errors() + " failed (" + c.statistics().n() + " counted)")
                .orElse(Figures.NONE));
    }

    /**
     * In a run whose warm-up lasts until steady, the warm-up calls each cell took: "42 (steady)", or at the
     * rule's cap "300 (cap)", the cell not steady by then.
     */
    public ResultTable warmupTable() {
        return table("warm-up calls until steady (cap: not steady by then)", m -> size -> cell(m, size).map(CellSummary::warmup)
                .map(w -> w.calls() + (w.steady() ? " (steady)" : " (cap)")).orElse(Figures.NONE));
    }

    /** Request and response bytes on the wire, one unmeasured call per cell, as "request / response". */
    public ResultTable wireTable() {
        return table("bytes on the wire (request / response)", m -> size -> cell(m, size)
                .filter(c -> c.requestBytes() != null && c.responseBytes() != null)
                .map(c -> String.format(Locale.ROOT, "%,d / %,d", c.requestBytes(), c.responseBytes())).orElse(Figures.NONE));
    }

    /**
     * Where each cell's median goes: the baseline's median, the cryptographic floor, and the rest (the
     * stack's own work: XML, canonicalisation, streams), with the distance, the median overhead over
     * plain in floors. On medians whatever the statistic shown: the floor is a typical call's least cost.
     */
    public ResultTable floorTable() {
        return table("median RTT = plain + cryptographic floor + the rest (ms); distance = (median − plain) ÷ floor",
                m -> size -> floorCell(m, size));
    }

    private String floorCell(Endpoint mechanism, int size) {
        Double plain = median(PLAIN, size);
        Optional<CellSummary> cell = cell(mechanism, size);
        Double median = median(mechanism, size);
        if (mechanism.equals(PLAIN)) {
            return median == null ? Figures.NONE : Figures.ms(median) + " (baseline)";
        }
        Double floor = cell.map(c -> Figures.millis(c.floorNanos())).orElse(null);
        if (plain == null || median == null || floor == null) {
            return Figures.NONE;
        }
        String distance = cell.get().distance() == null ? "" : String.format(Locale.ROOT, " · %.1f×", cell.get().distance());
        return String.format(Locale.ROOT, "%.2f + %.2f %s = %.2f%s", plain, floor, Figures.term(median - plain - floor, 2), median,
                distance);
    }

    /**
     * Where each cell's mean round trip goes between the client (securing, marshalling, checking), the
     * server (from the decoded request to the response handed to its codec) and the transport (both
     * sides' HTTP and codecs, the loopback), with the server's share and its thread CPU per call, and
     * beside it what a call allocated on the heap, on the client's thread and the server's (left out for
     * calls stored before the lab counted it). On means whatever the statistic shown: means add up, medians do not.
     */
    public ResultTable splitTable() {
        return table("mean RTT = client + server + transport (ms) · server's share · server CPU per call (ms)"
                + " · heap allocated per call, client / server", m -> size -> splitCell(m, size));
    }

    private String splitCell(Endpoint mechanism, int size) {
        Optional<CellSummary> cell = cell(mechanism, size);
        SplitMeans split = cell.map(CellSummary::split).orElse(SplitMeans.NONE);
        if (split.n() == 0) {
            return Figures.NONE;
        }
        double client = Figures.millis(split.clientNanos());
        double server = Figures.millis(split.serverNanos());
        double transport = Figures.millis(split.transportNanos());
        AllocationMeans alloc = cell.get().alloc();
        String heap = alloc.clientN() == 0 && alloc.serverN() == 0 ? ""
                : " · " + Figures.memory(bytes(alloc.clientBytes())) + " / " + Figures.memory(bytes(alloc.serverBytes()));
        return String.format(Locale.ROOT, "%.2f + %.2f + %.2f = %.2f · %.0f%% · CPU %s%s", client, server, transport,
                client + server + transport, split.serverSharePct(), Figures.msOfNanos(split.serverCpuNanos()), heap);
    }

    private static Long bytes(Double mean) {
        return mean == null ? null : Math.round(mean);
    }

    Double median(Endpoint mechanism, int size) {
        return cell(mechanism, size).map(c -> Figures.millis(c.statistics().medianNanos())).orElse(null);
    }

    /** Whether the run measured its cells under load (concurrent clients): then it has a load table and chart ({@link LoadResults}). */
    public boolean underLoad() {
        return !loaded.isEmpty();
    }

    /** The cells measured under load, at every number of clients. */
    List<CellSummary> loaded() {
        return loaded;
    }

    private ResultTable table(String title, Function<Endpoint, Function<Integer, String>> cell) {
        List<ResultTable.Row> rows = new ArrayList<>();
        for (Endpoint mechanism : run.getEndpoints()) {
            Function<Integer, String> ofSize = cell.apply(mechanism);
            rows.add(new ResultTable.Row(mechanism.id(), run.getSizes().stream().map(ofSize).toList()));
        }
        return new ResultTable(title, run.getWorkload().shape(), run.getSizes(), rows);
    }

    /** "1 KB payload", "10 records (books, response)": a size as a chart's title says it. */
    String sizeLabel(int size) {
        return run.getWorkload().isDefault() ? run.getWorkload().label(size) + " payload"
                : run.getWorkload().label(size) + " (" + run.getWorkload() + ")";
    }

    /** A cell measured on a busy machine, and why the lab says so. */
    public record NoisyCell(String mechanism, int size, String sizeLabel, String reason) {
    }

    /** The cells whose block of calls ran on a busy machine (NoiseJudge's thresholds), in the table's order. */
    public List<NoisyCell> noisyCells() {
        List<NoisyCell> noisy = new ArrayList<>();
        for (int size : run.getSizes()) {
            for (Endpoint mechanism : run.getEndpoints()) {
                cell(mechanism, size).filter(c -> Boolean.TRUE.equals(c.noisy()))
                        .ifPresent(c -> noisy.add(new NoisyCell(mechanism.id(), size, run.getWorkload().label(size), c.noise().reason())));
            }
        }
        return noisy;
    }

    /** One sentence on the run's noise: how many cells were measured on a busy machine, if any, and the thresholds. */
    public String noiseSummary() {
        long judged = cells.values().stream().filter(c -> c.noisy() != null).count();
        if (judged == 0) {
            return cells.isEmpty() ? "No cell measured yet." : "The machine's noise was not read for this run's cells.";
        }
        int noisy = noisyCells().size();
        String thresholds = String.format(Locale.ROOT,
                "other processes above %.0f%% of a core, or CPU steal above %.0f%%, while the cell's calls ran",
                NoiseJudge.OTHER_CPU_PCT, NoiseJudge.STEAL_PCT);
        return noisy == 0 ? "All " + judged + " cells were measured on a quiet machine (none with " + thresholds + ")."
                : noisy + " of " + judged + " cells were measured on a busy machine (" + thresholds
                        + "): their figures may be inflated; measure them again on a quiet machine before relying on them.";
    }

    /** The chosen statistic against payload size, one line per mechanism, log axes. */
    public String rttChart() {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (Endpoint mechanism : run.getEndpoints()) {
            JsonArrayBuilder points = Json.createArrayBuilder();
            for (int size : run.getSizes()) {
                Double ms = millis(mechanism, size);
                if (ms != null) {
                    points.add(Json.createObjectBuilder().add("x", size).add("y", ms));
                }
            }
            datasets.add(ChartJson.dataset(mechanism, points));
        }
        return ChartJson.config("line", null, datasets, ChartJson.sizeAxis(run.getWorkload().shape(), run.getSizes()),
                ChartJson.logAxis(shown.getLabel() + " RTT (ms)"), "RTT against payload size · run " + run.getId());
    }

    /**
     * Overhead % grouped by size, one bar per secured mechanism, each with its interval as
     * {@code intervals: [[low, high], …]} beside {@code data}; charts.js draws them as whiskers.
     */
    public String overheadChart() {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        run.getSizes().forEach(size -> labels.add(run.getWorkload().label(size)));
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        List<Overhead> drawn = new ArrayList<>();
        for (Endpoint mechanism : secured()) {
            JsonArrayBuilder data = Json.createArrayBuilder();
            JsonArrayBuilder intervals = Json.createArrayBuilder();
            for (int size : run.getSizes()) {
                Overhead overhead = paired() ? pairedOverhead(mechanism, size) : overhead(mechanism, size);
                ChartJson.addNumber(data, overhead == null ? null : overhead.pct());
                ChartJson.addInterval(intervals, overhead == null ? null : overhead.ciLow(), overhead == null ? null : overhead.ciHigh());
                if (overhead != null) {
                    drawn.add(overhead);
                }
            }
            datasets.add(ChartJson.dataset(mechanism, data).add("intervals", intervals));
        }
        String basis = shown.overheadBasis().name().toLowerCase(Locale.ROOT);
        return ChartJson.config("bar", labels, datasets, ChartJson.axis("category", "payload (" + run.getWorkload().shape().unit() + ")"),
                ChartJson.spanning(ChartJson.axis("linear", "overhead over plain (%)"),
                        drawn.stream().mapToDouble(Overhead::ciLow).min(), drawn.stream().mapToDouble(Overhead::ciHigh).max()),
                (paired() ? "Overhead over plain paired round by round, with 95% intervals across rounds"
                        : "Overhead over plain on " + basis + "s, with 95% intervals") + " · run " + run.getId());
    }

    List<Endpoint> secured() {
        return run.getEndpoints().stream().filter(m -> !m.equals(PLAIN)).toList();
    }

}
