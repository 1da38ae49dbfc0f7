package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.statistics.LogRatioMean;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.AtSize;
import org.wsslab.statistics.Threshold.Side;

/**
 * Where a's cost first moves to one side of b's along a growth series (docs/measuring.md, "Thresholds
 * along a growth series"). Call k of a and call k of b are made in the same round, next to each other in
 * time, so each call gives a paired ratio a_k ÷ b_k (a call where either failed gives none). One call is
 * too noisy to place a threshold on, so the ratios are pooled over consecutive, non-overlapping windows
 * of {@code window} calls: each window's geometric-mean ratio as a difference in %, with its 95% t
 * interval on the window's log ratios ({@link LogRatioMean}, as a paired run's rounds are pooled), at
 * the window's centre size. Windows that do not overlap share no call, so their intervals are
 * independent and a window's side of the band is its own evidence, not its neighbour's again. The
 * windows are then read as a run's sizes are: {@link Threshold#ofIntervals} against the band of about
 * the same.
 *
 * <p>The series' calls are cut from its first call on; the calls left over at its end (fewer than a
 * window) go to the last window, so every call counts and every window holds at least {@code window}.
 *
 * @param window the calls per window asked for (the last window may hold up to {@code 2·window − 1})
 * @param windows the windows in call order
 * @param cost where a window's interval first leaves the band after lying elsewhere, between two
 *            windows' centres; null when none does
 */
public record GrowthThreshold(int window, List<Window> windows, Threshold cost) {

    /** The fewest calls a window may hold: two give a t interval with one degree of freedom, wider than any band. */
    public static final int MIN_WINDOW = 3;
    /** The fewest windows a threshold can lie between. */
    public static final int MIN_WINDOWS = 2;
    /** About how many windows the default window cuts a series into ... */
    public static final int DEFAULT_WINDOWS = 50;
    /** ... of at least this many calls each. */
    public static final int DEFAULT_MIN_WINDOW = 10;

    /**
     * One window of the series.
     *
     * @param firstCall its first call, numbered from 1 (as the growth CSV numbers them)
     * @param lastCall its last call, from 1
     * @param firstSize the first call's size
     * @param lastSize the last call's size
     * @param centreSize the size halfway between them, (firstSize + lastSize) ÷ 2 rounded down to a whole unit
     * @param calls how many of its calls gave a ratio (both a's and b's call succeeded)
     * @param difference a's cost over b's in % with its 95% interval; null when fewer than two calls gave a ratio
     * @param side the interval's side of the band; null with no difference
     */
    public record Window(int firstCall, int lastCall, int firstSize, int lastSize, int centreSize, int calls, Overhead difference,
            Side side) {
    }

    /** The window a series of {@code calls} gets when none is asked: about {@value #DEFAULT_WINDOWS} windows of at least {@value #DEFAULT_MIN_WINDOW} calls. */
    public static int defaultWindow(int calls) {
        return Math.max(DEFAULT_MIN_WINDOW, Math.round(calls / (float) DEFAULT_WINDOWS));
    }

    /**
     * The windows and the threshold of a's cost over b's along the stopped series, against "about the
     * same" within ±{@code samePct}% (as {@link Threshold#ofIntervals} draws it). {@code window} null is
     * the {@link #defaultWindow}; one under {@value #MIN_WINDOW} or leaving fewer than {@value #MIN_WINDOWS}
     * windows is refused at {@code window}, an endpoint not in the series at {@code a} or {@code b}.
     */
    public static GrowthThreshold of(GrowthSeries series, Endpoint a, Endpoint b, Integer window, double samePct) {
        return of(series.growth(), line(series, "a", a), line(series, "b", b), window, samePct);
    }

    /** As {@link #of(GrowthSeries, Endpoint, Endpoint, Integer, double)}, from a's and b's round trips by call (null: failed). */
    public static GrowthThreshold of(Growth growth, Long[] a, Long[] b, Integer window, double samePct) {
        int calls = growth.calls();
        int w = check(calls, window);
        int count = calls / w;
        List<Window> windows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int first = i * w;
            int last = i == count - 1 ? calls - 1 : first + w - 1;
            List<Double> ratios = new ArrayList<>();
            for (int k = first; k <= last; k++) {
                if (a[k] != null && b[k] != null && a[k] > 0 && b[k] > 0) {
                    ratios.add((double) a[k] / b[k]);
                }
            }
            Overhead difference = ratios.size() < 2 ? null : LogRatioMean.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
            int firstSize = growth.size(first);
            int lastSize = growth.size(last);
            int centre = (int) (((long) firstSize + lastSize) / 2);
            Side side = difference == null ? null
                    : Threshold.side(new AtSize(centre, difference.ciLow(), difference.ciHigh()), samePct);
            windows.add(new Window(first + 1, last + 1, firstSize, lastSize, centre, ratios.size(), difference, side));
        }
        List<AtSize> atCentres = windows.stream().map(x -> x.difference() == null ? new AtSize(x.centreSize(), null, null)
                : new AtSize(x.centreSize(), x.difference().ciLow(), x.difference().ciHigh())).toList();
        return new GrowthThreshold(w, List.copyOf(windows), Threshold.ofIntervals(atCentres, samePct).orElse(null));
    }

    /** The window asked for, or the default; refused at {@code window}, saying what a series this long allows. */
    static int check(int calls, Integer window) {
        int most = calls / MIN_WINDOWS;
        String allowed = most < MIN_WINDOW ? "a series of " + calls + " calls is too short for " + MIN_WINDOWS + " windows of "
                + MIN_WINDOW + " calls or more"
                : "for a series of " + calls + " calls a window is " + MIN_WINDOW + " to " + most + " calls (at least "
                        + MIN_WINDOWS + " windows of at least " + MIN_WINDOW + " calls)";
        if (window == null) {
            int w = defaultWindow(calls);
            if (calls / w < MIN_WINDOWS) {
                throw Refusal.at("window", "the default window of " + w + " calls leaves fewer than " + MIN_WINDOWS
                        + " windows; " + allowed);
            }
            return w;
        }
        if (window < MIN_WINDOW || calls / window < MIN_WINDOWS) {
            throw Refusal.at("window", window + " is not allowed; " + allowed);
        }
        return window;
    }

    private static Long[] line(GrowthSeries series, String parameter, Endpoint endpoint) {
        return series.lines().stream().filter(l -> l.endpoint().equals(endpoint)).findFirst().map(GrowthSeries.Line::rttNanos)
                .orElseThrow(() -> Refusal.at(parameter, "'" + endpoint.id() + "' is not in this growth run; its endpoints are "
                        + series.lines().stream().map(l -> l.endpoint().id()).toList()));
    }
}
