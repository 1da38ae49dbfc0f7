package org.wsslab.study.verdict.control;

import static org.apache.commons.statistics.descriptive.Statistic.STANDARD_DEVIATION;

import org.wsslab.study.entity.ClaimStatistic;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.control.CellCalls;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.RoundSplit;
import org.wsslab.run.summary.boundary.SequenceSummary;
import org.apache.commons.statistics.descriptive.LongStatistics;
import org.wsslab.statistics.Statistic;

/**
 * What one role's runs measured, as a verdict reads it: per cell and size, the claim's figure once per
 * <em>unit</em> (what an interval that survives a rerun is taken across), and which cells were noisy.
 * The units are, by what the runs are: k ≥ 2 replicates of one request (each replicate's figure: the
 * spread between runs is inside); one paired run's rounds (every cell visited once a round, so a drift
 * that moves two cells alike cancels in their ratio); one sequences run's repeats (each repeat opens a
 * session on every cell in turn); the wire's bytes (exact). One run of any other order or mode has one
 * unit only: its interval would be the bootstrap over one cell's calls, which does not survive a rerun.
 * Units of two cells with the same index were measured side by side, so their ratio is paired.
 */
public final class Measurements {

    /** A cell's figure per unit (NaN where a unit has none) and what the units are. */
    public record Units(double[] values, String basis, boolean survives, boolean exact) {

        /** The units where both this and {@code other} have a figure, in pairs: [unit][0 = this, 1 = other]. */
        double[][] pairedWith(Units other) {
            int n = Math.min(values.length, other.values.length);
            return java.util.stream.IntStream.range(0, n).filter(i -> Double.isFinite(values[i]) && Double.isFinite(other.values[i]))
                    .mapToObj(i -> new double[]{values[i], other.values[i]}).toArray(double[][]::new);
        }
    }

    private final List<Replicate> replicates;

    private Measurements(List<Replicate> replicates) {
        if (replicates.isEmpty()) {
            throw new IllegalArgumentException("a role's measurements need one completed run or more");
        }
        this.replicates = List.copyOf(replicates);
    }

    /** The completed runs of one request (one role), oldest first. */
    public static Measurements of(List<Replicate> replicates) {
        return new Measurements(replicates);
    }

    public List<Long> runs() {
        return replicates.stream().map(Replicate::id).toList();
    }

    /** The cells the runs measured, by the ids claims name them by. */
    public List<String> cells() {
        return first().getEndpoints().stream().map(Endpoint::id).toList();
    }

    /** The sizes the runs measured (none for a growth run). */
    public List<Integer> sizes() {
        return first().getSizes();
    }

    public Run first() {
        return replicates.get(0).run();
    }

    /**
     * The lab's stack as the first run's start recorded it ("Metro/WSIT 4.0.5 (JAX-WS runtime 4.0.3) on
     * Eclipse GlassFish 8.0.0, …"): read, not written down, so an upgrade shows in the next verdict. Null
     * where the run recorded none (an imported run of an older lab may not have).
     */
    public String stack() {
        String recorded = replicates.get(0).environment();
        if (recorded == null || recorded.isBlank()) {
            return null;
        }
        jakarta.json.JsonObject environment = jakarta.json.Json.createReader(new java.io.StringReader(recorded)).readObject();
        return "Metro/WSIT " + environment.getString("metro_version", "?") + " (JAX-WS runtime "
                + environment.getString("jaxws_runtime_version", "?") + ") on Eclipse GlassFish "
                + environment.getString("glassfish_version", "?") + ", " + environment.getString("jdk", "a JDK it did not record")
                + " (as run " + replicates.get(0).id() + " recorded it)";
    }

    /** The figure of a cell at a size per unit; no values where the runs did not measure it. */
    public Units units(String cell, int size, ClaimStatistic statistic) {
        Optional<Endpoint> endpoint = Endpoint.byId(cell);
        if (endpoint.isEmpty() || statistic.source() == ClaimStatistic.Source.NONE) {
            return new Units(new double[0], "not measured by the lab", false, false);
        }
        if (statistic.source() == ClaimStatistic.Source.WIRE) {
            Double bytes = wire(endpoint.get(), size, statistic);
            return new Units(bytes == null ? new double[0] : new double[]{bytes}, "bytes on the wire (the same in every call)", true, true);
        }
        if (replicates.size() > 1) {
            double[] values = replicates.stream().mapToDouble(replicate -> whole(replicate, endpoint.get(), size, statistic)).toArray();
            return new Units(values, replicates.size() + " replicates of one request (runs " + ids() + ")", true, false);
        }
        Replicate only = replicates.get(0);
        Run run = only.run();
        if (statistic.source() == ClaimStatistic.Source.CALLS && run.getRounds().isPresent()) {
            return new Units(byRound(only, endpoint.get(), size, statistic), run.getRounds().get().count() + " paired rounds of run "
                    + only.id(), true, false);
        }
        if (statistic.source() == ClaimStatistic.Source.SESSIONS && run.getSequences().isPresent()) {
            double[] values = byRepeat(only, endpoint.get(), size, statistic);
            return values.length > 1 ? new Units(values, values.length + " sessions of each cell in turn in run " + only.id(), true, false)
                    : new Units(values, "one session of each cell (run " + only.id() + "): no interval that survives a rerun;"
                            + " reproduce it with 2 replicates or more", false, false);
        }
        double value = whole(only, endpoint.get(), size, statistic);
        return new Units(new double[]{value}, "one run (" + only.id() + ", order " + run.getOrder().id()
                + (run.getMode().isPresent() ? ", " + run.getMode().get().id() : "") + "): no interval that survives a rerun;"
                + " reproduce it with 2 replicates or more" + (run.getMode().isEmpty() ? ", or in a paired order (rounds)" : ""), false,
                false);
    }

    /**
     * The runs' own figure of a cell at a size, as each run's summary (or series, or wire) gives it; over
     * k replicates their mean. Null where the runs did not measure it. What a table shows beside a
     * published value: a point, not an interval (the intervals are ratios', {@link #units}).
     */
    public Double figure(String cell, int size, ClaimStatistic statistic) {
        Optional<Endpoint> endpoint = Endpoint.byId(cell);
        if (endpoint.isEmpty() || statistic.source() == ClaimStatistic.Source.NONE) {
            return null;
        }
        if (statistic.source() == ClaimStatistic.Source.WIRE) {
            return wire(endpoint.get(), size, statistic);
        }
        double[] each = replicates.stream().mapToDouble(replicate -> whole(replicate, endpoint.get(), size, statistic))
                .filter(Double::isFinite).toArray();
        return each.length == 0 ? null : Arrays.stream(each).average().orElseThrow();
    }

    /** The runs in which the cell at the size was measured on a busy machine, with why: "run 12 (steal 4%)". */
    public List<String> noisy(String cell, int size) {
        return replicates.stream().flatMap(replicate -> cell(replicate, Endpoint.byId(cell).orElse(null), size).stream()
                .filter(row -> Boolean.TRUE.equals(row.noisy()))
                .map(row -> "run " + replicate.id() + (row.noise().reason() == null ? "" : " (" + row.noise().reason() + ")"))).toList();
    }

    /**
     * Each complete session's cumulative cost of a cell at a size, call by call, in the runs' longest
     * sequences at that size: one array per unit (replicate × repeat, the same index for every cell), null where
     * that session is incomplete.
     */
    public double[][] sessions(String cell, int size) {
        Endpoint endpoint = Endpoint.byId(cell).orElse(null);
        return replicates.stream().flatMap(replicate -> {
            int length = longest(replicate, size);
            int repeats = replicate.run().getSequences().map(s -> s.repeats()).orElse(0);
            Map<Integer, Long> bySeq = SequenceSummary.callsBySeq(replicate.samples(), endpoint, size);
            return java.util.stream.IntStream.range(0, repeats).mapToObj(repeat -> total(replicate, endpoint, size, length, repeat)
                    .map(total -> cumulative(bySeq, total.firstSeq(), length)).orElse(null));
        }).toArray(double[][]::new);
    }

    private static double[] cumulative(Map<Integer, Long> bySeq, int firstSeq, int length) {
        double[] sums = new double[length];
        double sum = 0;
        for (int i = 0; i < length; i++) {
            Long rtt = bySeq.get(firstSeq + i);
            if (rtt == null) {
                return null;
            }
            sum += rtt;
            sums[i] = sum;
        }
        return sums;
    }

    private double[] byRound(Replicate replicate, Endpoint endpoint, int size, ClaimStatistic statistic) {
        CellCalls cell = replicate.calls().stream().filter(calls -> calls.endpoint().equals(endpoint) && calls.size() == size
                && calls.clients() == replicate.run().getClients().get(0)).findFirst().orElse(null);
        return Arrays.stream(RoundSplit.of(cell, replicate.run(), replicate.run().getRounds().orElseThrow()))
                .mapToDouble(round -> round.length == 0 ? Double.NaN : of(round, statistic)).toArray();
    }

    private static double of(long[] calls, ClaimStatistic statistic) {
        return switch (statistic) {
            case MEAN -> Statistic.MEAN.of(calls);
            case MEDIAN -> Statistic.MEDIAN.of(calls);
            case BEST -> Arrays.stream(calls).min().orElseThrow();
            case STDDEV -> calls.length < 2 ? Double.NaN
                    : LongStatistics.of(EnumSet.of(STANDARD_DEVIATION), calls).getAsDouble(STANDARD_DEVIATION);
            default -> throw new IllegalArgumentException(statistic.id() + " is not a statistic of a cell's calls");
        };
    }

    private double[] byRepeat(Replicate replicate, Endpoint endpoint, int size, ClaimStatistic statistic) {
        int length = longest(replicate, size);
        int repeats = replicate.run().getSequences().orElseThrow().repeats();
        return java.util.stream.IntStream.range(0, repeats).mapToDouble(repeat -> total(replicate, endpoint, size, length, repeat)
                .map(total -> (double) (statistic == ClaimStatistic.SEQUENCE_BEST_TOTAL ? total.totalNanos() : total.firstNanos()))
                .orElse(Double.NaN)).toArray();
    }

    private static Optional<SequenceTotal> total(Replicate replicate, Endpoint endpoint, int size, int length, int repeat) {
        return replicate.totals().stream().filter(t -> t.complete() && t.endpoint().equals(endpoint) && t.size() == size
                && t.length() == length && t.repeat() == repeat && t.totalNanos() != null && t.firstNanos() != null).findFirst();
    }

    /** The replicate's own figure of the cell: its summary's statistic, its sessions' best total or median first call, its growth factor. */
    private double whole(Replicate replicate, Endpoint endpoint, int size, ClaimStatistic statistic) {
        Number figure = switch (statistic.source()) {
            case CALLS -> cell(replicate, endpoint, size).map(row -> switch (statistic) {
                case MEAN -> row.statistics().meanNanos();
                case MEDIAN -> row.statistics().medianNanos();
                case STDDEV -> row.statistics().stdDevNanos();
                default -> row.statistics().bestNanos();
            }).orElse(null);
            case SESSIONS -> replicate.sequences().flatMap(view -> view.rows().stream().filter(row -> row.endpoint().equals(endpoint)
                    && row.size() == size && row.length() == longest(replicate, size)).findFirst())
                    .map(row -> statistic == ClaimStatistic.SEQUENCE_BEST_TOTAL ? (Number) row.bestNanos() : row.medianFirstNanos())
                    .orElse(null);
            case CONVERGENCE -> replicate.convergence()
                    .flatMap(view -> view.cells().stream().filter(cell -> cell.endpoint().equals(endpoint)
                            && cell.size() == size && cell.clients() == replicate.run().getClients().get(0)).findFirst())
                    .map(cell -> (Number) (statistic == ClaimStatistic.CONVERGENCE_CALL ? cell.meanCall() : cell.bandCall())).orElse(null);
            case GROWTH -> replicate.growth().flatMap(series -> series.lines().stream().filter(line -> line.endpoint().equals(endpoint))
                    .findFirst()).map(line -> (Number) switch (statistic) {
                        case GROWTH_FIRST_MIN -> line.firstMinNanos();
                        case GROWTH_LAST_MEAN -> line.lastMeanNanos();
                        default -> line.growthFactor();
                    }).orElse(null);
            default -> null;
        };
        return figure == null ? Double.NaN : figure.doubleValue();
    }

    private Double wire(Endpoint endpoint, int size, ClaimStatistic statistic) {
        return replicates.stream().flatMap(replicate -> cell(replicate, endpoint, size).stream())
                .map(row -> statistic == ClaimStatistic.REQUEST_BYTES ? row.requestBytes() : row.responseBytes())
                .filter(bytes -> bytes != null).findFirst().map(Long::doubleValue).orElse(null);
    }

    private static Optional<CellSummary> cell(Replicate replicate, Endpoint endpoint, int size) {
        int clients = replicate.run().getClients().get(0);
        return replicate.cells().stream().filter(row -> row.endpoint().equals(endpoint) && row.size() == size && row.clients() == clients)
                .findFirst();
    }

    /**
     * The longest sequence the run made at this size: every length's longest where lengths cross sizes,
     * the pairs' at that size in a paired run (001 Fig 11: 1,000 calls at 5 records, 10 at 15,000); 0 where none.
     */
    static int longest(Replicate replicate, int size) {
        return replicate.run().getSequences().map(sequences -> sequences.lengthsAt(size).stream().mapToInt(Integer::intValue).max()
                .orElse(0)).orElse(0);
    }

    private String ids() {
        return replicates.stream().map(replicate -> String.valueOf(replicate.id())).collect(Collectors.joining(", "));
    }
}
