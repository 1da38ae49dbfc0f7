package org.wsslab.run.boundary;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.floor.entity.Prices;
import org.wsslab.run.control.CellCalls;
import org.wsslab.run.entity.CellRecord;
import org.wsslab.run.entity.Noise;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sample;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Comparison;
import org.wsslab.statistics.MedianInterval;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Statistic;

/**
 * Turns a run's stored calls into its summary, and compares any two of its mechanisms. Every
 * interval is drawn from the run's stored seed, varied per cell and statistic, so a summary read
 * twice is the same summary.
 */
public final class RunSummarizer {

    private final Run run;
    private final Prices prices;
    private final MedianInterval interval = new MedianInterval();
    private final Map<Cell, CellCalls> calls = new HashMap<>();
    private final Map<Cell, CellRecord> records = new HashMap<>();

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    private record Cell(Endpoint endpoint, int size) {
    }

    /** From the run's calls as samples, grouped into cells here; without prices: its cells have no floor. */
    public RunSummarizer(Run run, List<Sample> samples, List<CellRecord> cells) {
        this(run, byCell(samples), cells, Prices.NONE);
    }

    /** From the run's calls as the lab reads them, a cell at a time ({@code SampleStore.byCell}), its floor in these prices. */
    public static RunSummarizer ofCells(Run run, List<CellCalls> calls, List<CellRecord> cells, Prices prices) {
        Map<Cell, CellCalls> byCell = new HashMap<>();
        calls.forEach(cell -> byCell.put(new Cell(cell.endpoint(), cell.size()), cell));
        return new RunSummarizer(run, byCell, cells, prices);
    }

    private RunSummarizer(Run run, Map<Cell, CellCalls> calls, List<CellRecord> cells, Prices prices) {
        this.run = run;
        this.prices = prices;
        this.calls.putAll(calls);
        for (CellRecord record : cells) {
            records.put(new Cell(record.endpoint(), record.size()), record);
        }
    }

    /** One row per (mechanism, suite, size) cell of the run, sizes in the run's order, its endpoints within them. */
    public List<CellSummary> summary() {
        List<CellSummary> rows = new ArrayList<>();
        for (int size : run.getSizes()) {
            long[] baseline = rtts(PLAIN, size);
            Double baselineMedian = baseline.length == 0 ? null : Statistic.MEDIAN.of(baseline);
            for (Endpoint endpoint : run.getEndpoints()) {
                Cell cell = new Cell(endpoint, size);
                CellCalls cellCalls = calls.getOrDefault(cell, CellCalls.of(endpoint, size, List.of()));
                long[] rtt = cellCalls.rttNanos();
                CellStatistics statistics = CellStatistics.of(rtt, cellCalls.cpuNanos(), cellCalls.errors());
                CellRecord record = records.get(cell);
                Double floor = floorNanos(record);
                rows.add(new CellSummary(endpoint, size, statistics, cellCalls.initialNanos(),
                        overhead(endpoint, rtt, baseline, size, Statistic.MEAN),
                        overhead(endpoint, rtt, baseline, size, Statistic.MEDIAN),
                        record == null ? null : record.requestBytes(), record == null ? null : record.responseBytes(),
                        record == null ? Noise.UNKNOWN : record.noise(), floor,
                        distance(statistics.medianNanos(), baselineMedian, floor), interval.halfWidthPct(rtt),
                        record == null ? null : record.stopReason(), record == null ? null : record.paceNanos(),
                        cellCalls.split()));
            }
        }
        return rows;
    }

    private Double floorNanos(CellRecord record) {
        if (record == null || record.operations() == null) {
            return null;
        }
        OptionalDouble floor = prices.floorNanos(record.operations());
        return floor.isPresent() ? floor.getAsDouble() : null;
    }

    /** Measured median overhead over the floor; none where either is unknown or the floor is nothing (the baseline). */
    static Double distance(Double median, Double baselineMedian, Double floor) {
        if (median == null || baselineMedian == null || floor == null || floor <= 0) {
            return null;
        }
        return (median - baselineMedian) / floor;
    }

    /** How much more (in %) {@code a} costs than {@code b} at a size, on the given statistic. */
    public Optional<Overhead> compare(Endpoint a, Endpoint b, int size, Statistic statistic) {
        return Comparison.of(rtts(a, size), rtts(b, size), statistic, seed(a, b, size, statistic));
    }

    /**
     * How much more (in %) an endpoint cost at a size in this run than in {@code reference}, another
     * run: the delta a change of JVM, heap, keys or version made, with its interval.
     */
    public Optional<Overhead> against(RunSummarizer reference, Endpoint endpoint, int size, Statistic statistic) {
        long seed = run.getBootstrapSeed() ^ Long.rotateLeft(reference.run.getBootstrapSeed(), 29)
                ^ ((long) Objects.hash(endpoint.id(), size, statistic.name()) << 17);
        return Comparison.of(rtts(endpoint, size), reference.rtts(endpoint, size), statistic, seed);
    }

    public Run run() {
        return run;
    }

    private Overhead overhead(Endpoint endpoint, long[] rtt, long[] baseline, int size, Statistic statistic) {
        if (endpoint.equals(PLAIN)) {
            // The baseline against itself: the same calls, no uncertainty to estimate.
            return rtt.length == 0 ? null : new Overhead(0, 0, 0);
        }
        return Comparison.of(rtt, baseline, statistic, seed(endpoint, PLAIN, size, statistic)).orElse(null);
    }

    private long[] rtts(Endpoint endpoint, int size) {
        CellCalls cell = calls.get(new Cell(endpoint, size));
        return cell == null ? new long[0] : cell.rttNanos();
    }

    private static Map<Cell, CellCalls> byCell(List<Sample> samples) {
        Map<Cell, List<Sample>> grouped = new HashMap<>();
        for (Sample sample : samples) {
            grouped.computeIfAbsent(new Cell(sample.endpoint(), sample.size()), c -> new ArrayList<>()).add(sample);
        }
        Map<Cell, CellCalls> calls = new HashMap<>();
        grouped.forEach((cell, cellSamples) -> calls.put(cell, CellCalls.of(cell.endpoint(), cell.size(), cellSamples)));
        return calls;
    }

    private long seed(Endpoint a, Endpoint b, int size, Statistic statistic) {
        // String hashes are specified by the JLS, so the seed does not depend on the enum's order.
        return run.getBootstrapSeed() ^ ((long) Objects.hash(a.id(), b.id(), size, statistic.name()) << 17);
    }
}
