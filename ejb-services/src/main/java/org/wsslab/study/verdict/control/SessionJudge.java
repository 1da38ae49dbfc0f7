package org.wsslab.study.verdict.control;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.wsslab.statistics.Statistic;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A crossover claim: "a costs less in total than b for the first n calls of a session, b less after".
 * In each complete session of the runs' longest sequences (a unit: every cell opens its sessions in
 * turn), the call from which b's cumulative cost stays below a's for good, or past the session's end if
 * it never does. The check holds when every session's call lies within {@link Tolerances#CROSSOVER_FACTOR}
 * of the published one, differs when every one lies outside on the same side, and cannot tell otherwise.
 */
final class SessionJudge {

    private final JsonObject claim;
    private final Measurements measured;

    SessionJudge(JsonObject claim, Measurements measured) {
        this.claim = claim;
        this.measured = measured;
    }

    List<Check> checks(List<Integer> sizes) {
        List<Check> checks = new ArrayList<>();
        for (int size : sizes) {
            checks.add(check(claim.getString("a"), claim.getString("b"), claim.getInt("call"), size));
        }
        return checks;
    }

    private Check check(String a, String b, int call, int size) {
        double[][] as = measured.sessions(a, size);
        double[][] bs = measured.sessions(b, size);
        List<Double> calls = new ArrayList<>();
        int length = 0;
        for (int unit = 0; unit < Math.min(as.length, bs.length); unit++) {
            if (as[unit] != null && bs[unit] != null) {
                length = as[unit].length;
                calls.add((double) crossover(as[unit], bs[unit]));
            }
        }
        Band band = new Band(call / Tolerances.CROSSOVER_FACTOR, call * Tolerances.CROSSOVER_FACTOR, false, "after call " + call,
                "within a factor " + Tolerances.fmt(Tolerances.CROSSOVER_FACTOR) + " of the published call (Tolerances.CROSSOVER_FACTOR)");
        String figure = "the call from which " + b + "'s cumulative cost stays below " + a + "'s, in sessions of " + length
                + " calls at size " + size + " (" + (length + 1) + ": never within the session)";
        List<String> noisy = Stream.of(a, b).flatMap(cell -> measured.noisy(cell, size).stream().map(run -> cell + " in " + run)).toList();
        if (calls.isEmpty()) {
            return band.check(figure, null, noisy);
        }
        double[] values = calls.stream().mapToDouble(Double::doubleValue).toArray();
        Estimate estimate = values.length < 2
                ? Estimate.single(values[0], "one complete session: no interval that survives a rerun")
                : new Estimate(Statistic.MEDIAN.of(Arrays.stream(values).mapToLong(Math::round).toArray()),
                        Arrays.stream(values).min().orElseThrow(), Arrays.stream(values).max().orElseThrow(), values.length,
                        "median over " + values.length + " complete sessions (runs " + measured.runs()
                                + "); the interval is their least to their greatest");
        Check check = band.check(figure, estimate, noisy);
        int past = length + 1;
        long never = calls.stream().filter(found -> found >= past).count();
        if (check.verdict() == Verdict.HOLDS && never > 0) {
            // length + 1 stands for any call past the session's end, not for itself: it cannot place the crossover inside the band.
            return new Check(figure, estimate, check.published(), check.tolerance(), Verdict.INCONCLUSIVE, "in " + never + " of "
                    + calls.size() + " sessions " + b + " never stayed below " + a + " within their " + length
                    + " calls: the crossover may lie past the band");
        }
        return check;
    }

    /** The 1-based call from which b's cumulative stays below a's; the length + 1 when it is not below at the end. */
    static int crossover(double[] a, double[] b) {
        int last = a.length - 1;
        if (b[last] >= a[last]) {
            return a.length + 1;
        }
        int call = last;
        while (call > 0 && b[call - 1] < a[call - 1]) {
            call--;
        }
        return call + 1;
    }
}
