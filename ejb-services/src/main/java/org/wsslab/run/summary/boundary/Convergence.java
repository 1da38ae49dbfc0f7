package org.wsslab.run.summary.boundary;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.store.control.SampleStore.StoredCalls;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.statistics.Statistic;

/**
 * The call from which each cell's round trip settles (000 Table 4–5, Fig 8–9), by 000's definition
 * and by a robust one beside it (docs/measuring.md, "Convergence").
 *
 * <p>A cell's series is every measured call it stored, in the order made (seq order, but for a resumed
 * run's repeated warm-up: see {@link #of}), numbered from 1: warm-up calls,
 * the port's first call and a paired run's settle calls included, because 000 had no warm-up and
 * counted from its first call. A paired (rounds) run spreads a cell's calls over its rounds; they are
 * taken in seq order all the same, as one series. A failed call has no round trip and is left out.
 * <ul>
 * <li>000's: the first call at or below the series' mean (the mean of all its calls, as 000's was).
 * The first slow calls pull the mean up, so some call is always at or below it.
 * <li>Robust: the first call n whose moving median and every later call's lie within ±{@value #BAND_PCT}%
 * of the median of the whole series, a call's moving median being that of the {@value #WINDOW} calls
 * centred on it (from {@value #HALF} before to {@value #HALF} after; fewer at either end of the series).
 * None (null) if the last call's lies outside. Centred, it neither lags behind the calls (as a window
 * ending at the call would) nor runs ahead of them (as one beginning there would).
 * </ul>
 */
public record Convergence(List<Cell> cells) {

    /**
     * Calls in a window. Odd, so that it centres on a call and its median is one of its calls, read
     * off by hand; nine let four slow calls (a collection, a compilation) pass without moving the
     * median, and are few beside a cell's calls (30 in the smallest preset).
     */
    public static final int WINDOW = 9;

    /** Calls on each side of the one a window is centred on. */
    public static final int HALF = WINDOW / 2;

    /**
     * The band around the series' median, ± in %: narrower than the differences between mechanisms
     * 000 reported (tens of %), wider than the wander of a nine-call median on a quiet loopback.
     */
    public static final int BAND_PCT = 10;

    private static final Comparator<Sample> MADE = Comparator.comparingInt(Sample::segment).thenComparingInt(Sample::seq);

    /**
     * One (endpoint, size, clients) cell: its series' round trips in call order, how many of them
     * count in its summary ({@code counted}, the summary's n) and how many calls failed; its mean and
     * the call 000's definition settles at, its median and the call the robust one settles at (null:
     * never).
     */
    public record Cell(Endpoint endpoint, int size, int clients, long[] rttNanos, int counted, int failed, Double meanNanos,
            Integer meanCall, Double medianNanos, Integer bandCall) {

        /** The calls of the series (measured calls, warm-up included). */
        public int calls() {
            return rttNanos.length;
        }
    }

    /**
     * A cell's stored calls as its convergence, in the order made: by segment, then seq. That is seq
     * order, save in a resumed run, whose repeated warm-up has the seqs of the original one in a later
     * segment (SampleStore hands a cell's calls over by seq, then segment).
     */
    static Cell of(StoredCalls stored) {
        return of(stored.endpoint(), stored.size(), stored.clients(), stored.samples());
    }

    /** A cell's calls as its convergence, in the order made (a study's verdict reads synthetic runs so too). */
    public static Cell of(Endpoint endpoint, int size, int clients, List<Sample> stored) {
        List<Sample> calls = stored.stream().sorted(MADE).toList();
        long[] rtt = calls.stream().filter(Sample::ok).mapToLong(Sample::rttNanos).toArray();
        int counted = (int) calls.stream().filter(Sample::counted).count();
        int failed = calls.size() - rtt.length;
        if (rtt.length == 0) {
            return new Cell(endpoint, size, clients, rtt, counted, failed, null, null, null, null);
        }
        return new Cell(endpoint, size, clients, rtt, counted, failed, Statistic.MEAN.of(rtt), meanCall(rtt), Statistic.MEDIAN.of(rtt),
                bandCall(rtt));
    }

    /** 000's: the first call (from 1) at or below the mean of all the calls; null for no call. */
    static Integer meanCall(long[] rtt) {
        if (rtt.length == 0) {
            return null;
        }
        double mean = Statistic.MEAN.of(rtt);
        int call = 0;
        while (rtt[call] > mean) {
            call++;
        }
        return call + 1;
    }

    /** The robust one (see the class comment): the first call from which the moving median stays in the band. */
    static Integer bandCall(long[] rtt) {
        double median = Statistic.MEDIAN.of(rtt);
        double band = median * BAND_PCT / 100.0;
        double[] moving = movingMedian(rtt);
        Integer settled = null;
        // From the last call back: the earliest from which no later call's moving median leaves the band.
        for (int k = rtt.length - 1; k >= 0 && Math.abs(moving[k] - median) <= band; k--) {
            settled = k + 1;
        }
        return settled;
    }

    /** Each call's moving median: the median of the calls within {@value #HALF} of it (the run page draws it too). */
    public static double[] movingMedian(long[] rtt) {
        double[] medians = new double[rtt.length];
        for (int k = 0; k < rtt.length; k++) {
            medians[k] = Statistic.MEDIAN.of(Arrays.copyOfRange(rtt, Math.max(0, k - HALF), Math.min(rtt.length, k + HALF + 1)));
        }
        return medians;
    }
}
