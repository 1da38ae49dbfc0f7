package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.floor.entity.Prices;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.store.control.CellCalls;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Comparison;
import org.wsslab.statistics.MedianInterval;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.PairedOverhead;
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
    private final Map<CellKey, CellCalls> calls = new HashMap<>();
    private final Map<CellKey, CellRecord> records = new HashMap<>();
    private final Map<CellKey, LoadCell> loads = new HashMap<>();

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /** From the run's calls as samples, grouped into cells here; without prices: its cells have no floor. */
    public RunSummarizer(Run run, List<Sample> samples, List<CellRecord> cells) {
        this(run, byCell(samples), cells, Prices.NONE, List.of());
    }

    /** From the run's calls as the lab reads them, a cell at a time ({@code SampleStore.byCell}), its floor in these prices. */
    public static RunSummarizer ofCells(Run run, List<CellCalls> calls, List<CellRecord> cells, Prices prices) {
        return ofCells(run, calls, cells, prices, List.of());
    }

    /** As {@link #ofCells(Run, List, List, Prices)}, with what its cells under load measured. */
    public static RunSummarizer ofCells(Run run, List<CellCalls> calls, List<CellRecord> cells, Prices prices, List<LoadCell> loads) {
        Map<CellKey, CellCalls> byCell = new HashMap<>();
        calls.forEach(cell -> byCell.put(new CellKey(cell.endpoint(), cell.size(), cell.clients()), cell));
        return new RunSummarizer(run, byCell, cells, prices, loads);
    }

    private RunSummarizer(Run run, Map<CellKey, CellCalls> calls, List<CellRecord> cells, Prices prices, List<LoadCell> loads) {
        this.run = run;
        this.prices = prices;
        this.calls.putAll(calls);
        for (CellRecord record : cells) {
            records.put(new CellKey(record.endpoint(), record.size()), record);
        }
        for (LoadCell load : loads) {
            this.loads.put(new CellKey(load.endpoint(), load.size(), load.clients()), load);
        }
    }

    /**
     * One row per (mechanism, suite, size, clients) cell of the run: sizes in the run's order, within a
     * size its numbers of clients in order, within those its endpoints. The baseline compared with is
     * plain's cell at the same size and clients.
     */
    public List<CellSummary> summary() {
        List<CellSummary> rows = new ArrayList<>();
        for (int size : run.getSizes()) {
            for (int clients : run.getClients()) {
                long[] baseline = rtts(PLAIN, size, clients);
                Double baselineMedian = baseline.length == 0 ? null : Statistic.MEDIAN.of(baseline);
                for (Endpoint endpoint : run.getEndpoints()) {
                    CellKey cell = new CellKey(endpoint, size, clients);
                    CellCalls cellCalls = calls.getOrDefault(cell, CellCalls.of(endpoint, size, clients, List.of()));
                    long[] rtt = cellCalls.rttNanos();
                    CellStatistics statistics = CellStatistics.of(rtt, cellCalls.cpuNanos(), cellCalls.errors());
                    CellRecord record = records.get(new CellKey(endpoint, size));
                    Double floor = floorNanos(record);
                    rows.add(new CellSummary(endpoint, size, clients, statistics, cellCalls.initialNanos(),
                            overhead(endpoint, rtt, baseline, size, clients, Statistic.MEAN),
                            overhead(endpoint, rtt, baseline, size, clients, Statistic.MEDIAN),
                            record == null ? null : record.requestBytes(), record == null ? null : record.responseBytes(),
                            record == null ? Noise.UNKNOWN : record.noise(), floor,
                            distance(statistics.medianNanos(), baselineMedian, floor), interval.halfWidthPct(rtt),
                            record == null ? null : record.stopReason(), record == null ? null : record.paceNanos(),
                            cellCalls.split(), cellCalls.alloc(), loads.get(cell), paired(endpoint, size, clients),
                            record == null ? null : record.warmup()));
                }
            }
        }
        return rows;
    }

    /**
     * In a paired run, the cell's overhead over plain taken round by round ({@link PairedOverhead}):
     * null in any other run, or where fewer than two rounds have a counted call of both.
     */
    private PairedOverhead paired(Endpoint endpoint, int size, int clients) {
        if (run.getRounds().isEmpty()) {
            return null;
        }
        long[][] cell = byRound(endpoint, size, clients, run.getRounds().get());
        if (endpoint.equals(PLAIN)) {
            int rounds = (int) Arrays.stream(cell).filter(round -> round.length > 0).count();
            return rounds < 2 ? null : PairedOverhead.ofBaseline(rounds);
        }
        return PairedOverhead.of(cell, byRound(PLAIN, size, clients, run.getRounds().get())).orElse(null);
    }

    /** A cell's counted round trips split by the round their seqs put them in. */
    private long[][] byRound(Endpoint endpoint, int size, int clients, Rounds rounds) {
        return RoundSplit.of(calls.get(new CellKey(endpoint, size, clients)), run, rounds);
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

    /**
     * How much an endpoint's overhead over plain at a size changed from {@code reference}, another run,
     * to this one, in percentage points with its interval: what the comparison of two labs or two
     * set-ups is about when plain itself moved between them.
     */
    public Optional<Overhead> overheadAgainst(RunSummarizer reference, Endpoint endpoint, int size, Statistic statistic) {
        long seed = run.getBootstrapSeed() ^ Long.rotateLeft(reference.run.getBootstrapSeed(), 31)
                ^ ((long) Objects.hash(endpoint.id(), size, statistic.name(), "overhead") << 13);
        return Comparison.delta(rtts(endpoint, size), rtts(PLAIN, size), reference.rtts(endpoint, size), reference.rtts(PLAIN, size),
                statistic, seed);
    }

    public Run run() {
        return run;
    }

    private Overhead overhead(Endpoint endpoint, long[] rtt, long[] baseline, int size, int clients, Statistic statistic) {
        if (endpoint.equals(PLAIN)) {
            // The baseline against itself: the same calls, no uncertainty to estimate.
            return rtt.length == 0 ? null : new Overhead(0, 0, 0);
        }
        // One call at a time keeps the seed of before; a cell under load varies it by its clients.
        long seed = seed(endpoint, PLAIN, size, statistic) ^ (clients == 1 ? 0 : (long) clients << 43);
        return Comparison.of(rtt, baseline, statistic, seed).orElse(null);
    }

    /** The cell's counted round trips, at the run's first number of clients (the one its tables show). */
    private long[] rtts(Endpoint endpoint, int size) {
        return rtts(endpoint, size, run.getClients().get(0));
    }

    private long[] rtts(Endpoint endpoint, int size, int clients) {
        CellCalls cell = calls.get(new CellKey(endpoint, size, clients));
        return cell == null ? new long[0] : cell.rttNanos();
    }

    private static Map<CellKey, CellCalls> byCell(List<Sample> samples) {
        Map<CellKey, List<Sample>> grouped = new HashMap<>();
        for (Sample sample : samples) {
            grouped.computeIfAbsent(new CellKey(sample.endpoint(), sample.size(), sample.clients()), c -> new ArrayList<>()).add(sample);
        }
        Map<CellKey, CellCalls> calls = new HashMap<>();
        grouped.forEach((cell, cellSamples) -> calls.put(cell, CellCalls.of(cell.endpoint(), cell.size(), cell.clients(), cellSamples)));
        return calls;
    }

    private long seed(Endpoint a, Endpoint b, int size, Statistic statistic) {
        // String hashes are specified by the JLS, so the seed does not depend on the enum's order.
        return run.getBootstrapSeed() ^ ((long) Objects.hash(a.id(), b.id(), size, statistic.name()) << 17);
    }
}
