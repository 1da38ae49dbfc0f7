package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.statistics.Statistic;

/**
 * A sequences run as 001 and 002 showed it: per size, length and endpoint the best and the median of
 * its repetitions' totals (each on a new session, its first call included), against plain's best; and,
 * from the calls of the longest sequences of each size, the cumulative cost of the first calls and the
 * call at which one endpoint's cumulative cost falls below another's for good (000 Fig 6–7). The
 * totals stay, for the ratio of any two endpoints' ({@link #ratios}). In a paired run (001 Fig 11) a
 * size has only its pairs' lengths.
 */
public record SequenceSummary(List<Row> rows, List<Crossover> crossovers, List<Curve> curves, List<SequenceTotal> totals) {

    /** The rows and crossovers alone (a report's test): no curves, no totals to take ratios of. */
    public SequenceSummary(List<Row> rows, List<Crossover> crossovers) {
        this(rows, crossovers, List.of(), List.of());
    }

    /** One (size, length, endpoint): its completed repetitions' totals. */
    public record Row(Endpoint endpoint, int size, int length, int completed, int failed, Long bestNanos,
            Double medianNanos, Double medianFirstNanos, Double bestTimesPlain) {
    }

    /**
     * From call {@code call} (1-based) of the longest sequence on, {@code cheaper}'s cumulative cost
     * stays below {@code dearer}'s, though it was above before: {@code cheaper} pays more to begin (a
     * handshake) and less per call.
     */
    public record Crossover(int size, int length, Endpoint cheaper, Endpoint dearer, int call) {
    }

    /**
     * One endpoint's cumulative cost in the longest sequences of a size (000 Fig 6–7, 001 Fig 12–13):
     * element n − 1 is its first n calls' cost, each call the median of its repetitions.
     */
    public record Curve(int size, int length, Endpoint endpoint, double[] cumulativeNanos) {
    }

    /**
     * Per size and length, {@code a}'s totals over {@code b}'s, repetition by repetition ({@link SequenceRatio});
     * a and b are endpoints of the run.
     */
    public List<SequenceRatio> ratios(Endpoint a, Endpoint b) {
        List<SequenceRatio> ratios = new ArrayList<>();
        for (Row row : rows) {
            if (row.endpoint().equals(a)) {
                ratios.add(SequenceRatio.of(a, b, row.size(), row.length(), totals));
            }
        }
        return ratios;
    }

    static SequenceSummary of(Sequences sequences, List<Endpoint> endpoints, List<Integer> sizes,
            List<SequenceTotal> totals, List<Sample> samples) {
        List<Row> rows = new ArrayList<>();
        List<Crossover> crossovers = new ArrayList<>();
        List<Curve> curves = new ArrayList<>();
        for (int size : sizes) {
            int longest = sequences.longestAt(size);
            for (int length : sequences.lengthsAt(size)) {
                Optional<Long> plainBest = best(totals, Mechanism.PLAIN.endpoint(), size, length);
                for (Endpoint endpoint : endpoints) {
                    List<SequenceTotal> of = totals.stream()
                            .filter(t -> t.endpoint().equals(endpoint) && t.size() == size && t.length() == length).toList();
                    long[] complete = of.stream().filter(SequenceTotal::complete).mapToLong(SequenceTotal::totalNanos).toArray();
                    long[] firsts = of.stream().filter(SequenceTotal::complete).mapToLong(SequenceTotal::firstNanos).toArray();
                    Optional<Long> best = best(totals, endpoint, size, length);
                    rows.add(new Row(endpoint, size, length, complete.length, of.size() - complete.length, best.orElse(null),
                            complete.length == 0 ? null : Statistic.MEDIAN.of(complete),
                            firsts.length == 0 ? null : Statistic.MEDIAN.of(firsts),
                            best.isPresent() && plainBest.isPresent() ? (double) best.get() / plainBest.get() : null));
                }
            }
            Map<Endpoint, double[]> cumulative = cumulative(endpoints, size, longest, totals, samples);
            cumulative.forEach((endpoint, sums) -> curves.add(new Curve(size, longest, endpoint, sums)));
            crossovers.addAll(crossovers(size, longest, cumulative));
        }
        return new SequenceSummary(rows, crossovers, curves, List.copyOf(totals));
    }

    private static Optional<Long> best(List<SequenceTotal> totals, Endpoint endpoint, int size, int length) {
        return totals.stream().filter(t -> t.complete() && t.endpoint().equals(endpoint) && t.size() == size && t.length() == length)
                .map(SequenceTotal::totalNanos).min(Comparator.naturalOrder());
    }

    /**
     * Each endpoint's cumulative cost of its first n calls in the longest sequences of a size: the
     * median over the complete repetitions of each call's round trip, added up. Empty for an endpoint
     * without a complete repetition.
     */
    static Map<Endpoint, double[]> cumulative(List<Endpoint> endpoints, int size, int length, List<SequenceTotal> totals,
            List<Sample> samples) {
        Map<Endpoint, double[]> cumulative = new LinkedHashMap<>();
        for (Endpoint endpoint : endpoints) {
            List<SequenceTotal> complete = totals.stream().filter(t -> t.complete() && t.endpoint().equals(endpoint)
                    && t.size() == size && t.length() == length).toList();
            if (complete.isEmpty()) {
                continue;
            }
            Map<Integer, Long> bySeq = callsBySeq(samples, endpoint, size);
            double[] sums = new double[length];
            double sum = 0;
            for (int i = 0; i < length; i++) {
                long[] calls = new long[complete.size()];
                for (int r = 0; r < complete.size(); r++) {
                    calls[r] = bySeq.getOrDefault(complete.get(r).firstSeq() + i, 0L);
                }
                sum += Statistic.MEDIAN.of(calls);
                sums[i] = sum;
            }
            cumulative.put(endpoint, sums);
        }
        return cumulative;
    }

    /**
     * A cell's successful round trips in a sequences run by their call's seq: a session's n-th call is
     * its total's first seq + n (the cumulative cost of a session is read this way, here and by a verdict).
     */
    public static Map<Integer, Long> callsBySeq(List<Sample> samples, Endpoint endpoint, int size) {
        Map<Integer, Long> bySeq = new TreeMap<>();
        samples.stream().filter(s -> s.ok() && s.endpoint().equals(endpoint) && s.size() == size)
                .forEach(s -> bySeq.put(s.seq(), s.rttNanos()));
        return bySeq;
    }

    /** For each pair whose cumulative order flips for good within the sequence: where it does. */
    static List<Crossover> crossovers(int size, int length, Map<Endpoint, double[]> cumulative) {
        List<Crossover> found = new ArrayList<>();
        List<Endpoint> endpoints = List.copyOf(cumulative.keySet());
        for (Endpoint a : endpoints) {
            for (Endpoint b : endpoints) {
                double[] x = cumulative.get(a);
                double[] y = cumulative.get(b);
                if (a.equals(b) || x[0] <= y[0] || x[length - 1] >= y[length - 1]) {
                    continue;
                }
                // a starts dearer and ends cheaper: the first call from which it stays cheaper.
                int call = length - 1;
                while (call > 0 && x[call - 1] < y[call - 1]) {
                    call--;
                }
                found.add(new Crossover(size, length, a, b, call + 1));
            }
        }
        return found;
    }
}
