package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.StartupRestart;
import org.wsslab.statistics.LogRatioMean;
import org.wsslab.statistics.Overhead;

/**
 * A startup run's view (GET /runs/{id}/startup): per mechanism, its round trips after deployment, on a
 * new session and steady over the k repetitions (median, n, min, max), and the ratios deployment ÷
 * steady, session ÷ steady and deployment ÷ session, paired per repetition (that repetition's one call
 * over its steady calls' median, or over its session call) and combined as their geometric mean, with a
 * 95% t interval on their logarithms where two or more repetitions gave one ({@link LogRatioMean}); and
 * how long the restarts before its visits took. A visit a resumed run made again counts in its latest
 * segment only. Failed calls give no time and no ratio; they are counted.
 */
public record StartupView(Startup startup, int size, List<Row> rows) {

    /** One kind of call (or the restarts) of one mechanism: the calls that gave a time, those that failed, and their times. */
    public record Times(int n, int errors, Double medianNanos, Double minNanos, Double maxNanos) {

        static Times of(List<Long> nanos, int errors) {
            if (nanos.isEmpty()) {
                return new Times(0, errors, null, null, null);
            }
            double[] sorted = nanos.stream().mapToDouble(Long::doubleValue).sorted().toArray();
            return new Times(sorted.length, errors, median(sorted), sorted[0], sorted[sorted.length - 1]);
        }
    }

    /**
     * A ratio over the repetitions that gave one ({@code k}): their geometric mean, and its 95% t
     * interval where k ≥ 2 (null for one, whose ratio is the repetition's own); all null where none did.
     */
    public record Ratio(int k, Double ratio, Double ciLow, Double ciHigh) {

        static Ratio of(List<Double> ratios) {
            if (ratios.isEmpty()) {
                return new Ratio(0, null, null, null);
            }
            if (ratios.size() == 1) {
                return new Ratio(1, ratios.get(0), null, null);
            }
            Overhead mean = LogRatioMean.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
            return new Ratio(ratios.size(), 1 + mean.pct() / 100, 1 + mean.ciLow() / 100, 1 + mean.ciHigh() / 100);
        }
    }

    /** One mechanism's row. */
    public record Row(Endpoint endpoint, Times deployment, Times session, Times steady, Ratio deploymentOverSteady,
            Ratio sessionOverSteady, Ratio deploymentOverSession, Times restart) {
    }

    /**
     * The view of a startup run's {@code samples} (any order; a seq stored in several segments counts in
     * its latest) and {@code restarts}, one row per endpoint in the run's order.
     */
    public static StartupView of(Startup startup, List<Endpoint> endpoints, int size, List<Sample> samples,
            List<StartupRestart> restarts) {
        List<Row> rows = new ArrayList<>();
        for (Endpoint endpoint : endpoints) {
            rows.add(row(startup, endpoint, latest(samples, endpoint),
                    restarts.stream().filter(r -> r.endpoint().equals(endpoint)).toList()));
        }
        return new StartupView(startup, size, List.copyOf(rows));
    }

    /** The endpoint's calls by seq, each the one of its latest segment. */
    private static Map<Integer, Sample> latest(List<Sample> samples, Endpoint endpoint) {
        Map<Integer, Sample> bySeq = new LinkedHashMap<>();
        for (Sample sample : samples) {
            if (sample.endpoint().equals(endpoint)) {
                bySeq.merge(sample.seq(), sample, (kept, other) -> other.segment() > kept.segment() ? other : kept);
            }
        }
        return bySeq;
    }

    private static Row row(Startup startup, Endpoint endpoint, Map<Integer, Sample> calls, List<StartupRestart> restarts) {
        List<Long> deployment = new ArrayList<>();
        List<Long> session = new ArrayList<>();
        List<Long> steady = new ArrayList<>();
        int[] errors = new int[3];
        List<Double> deploymentOverSteady = new ArrayList<>();
        List<Double> sessionOverSteady = new ArrayList<>();
        List<Double> deploymentOverSession = new ArrayList<>();
        for (int r = 0; r < startup.repeats(); r++) {
            Long first = rtt(calls.get(r * startup.visit()), errors, 0);
            Long second = rtt(calls.get(r * startup.visit() + 1), errors, 1);
            List<Long> steadyOfRepetition = new ArrayList<>();
            for (int j = 2; j < startup.visit(); j++) {
                Long rtt = rtt(calls.get(r * startup.visit() + j), errors, 2);
                if (rtt != null) {
                    steadyOfRepetition.add(rtt);
                }
            }
            add(deployment, first);
            add(session, second);
            steady.addAll(steadyOfRepetition);
            Double steadyMedian = steadyOfRepetition.isEmpty() ? null
                    : median(steadyOfRepetition.stream().mapToDouble(Long::doubleValue).sorted().toArray());
            ratio(deploymentOverSteady, first, steadyMedian);
            ratio(sessionOverSteady, second, steadyMedian);
            ratio(deploymentOverSession, first, second == null ? null : second.doubleValue());
        }
        // A repetition's restart: its latest segment's.
        Map<Integer, StartupRestart> byRepetition = new LinkedHashMap<>();
        restarts.forEach(restart -> byRepetition.merge(restart.repetition(), restart,
                (kept, other) -> other.segment() > kept.segment() ? other : kept));
        return new Row(endpoint, Times.of(deployment, errors[0]), Times.of(session, errors[1]), Times.of(steady, errors[2]),
                Ratio.of(deploymentOverSteady), Ratio.of(sessionOverSteady), Ratio.of(deploymentOverSession),
                Times.of(byRepetition.values().stream().map(StartupRestart::nanos).toList(), 0));
    }

    /** A call's round trip; null (and counted as an error of its kind) when it failed, null when it was never made. */
    private static Long rtt(Sample call, int[] errors, int kind) {
        if (call == null) {
            return null;
        }
        if (!call.ok()) {
            errors[kind]++;
            return null;
        }
        return call.rttNanos();
    }

    private static void add(List<Long> times, Long rtt) {
        if (rtt != null) {
            times.add(rtt);
        }
    }

    private static void ratio(List<Double> ratios, Long over, Double under) {
        if (over != null && under != null && under > 0) {
            ratios.add(over / under);
        }
    }

    static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
