package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.statistics.Statistic;

/**
 * A growth run as 000 showed it: each endpoint's round trip against the call number (the payload
 * growing by the step each call), and the minimum of its first calls against the mean of its last
 * {@value Growth#END_CALLS}: how much the growth cost, apart from any one slow call.
 */
public record GrowthSeries(Growth growth, List<Line> lines) {

    /** One endpoint's series: round trips by call number (null where the call failed). */
    public record Line(Endpoint endpoint, Long[] rttNanos, Double firstMinNanos, Double lastMeanNanos, int failures,
            Double lastTimesPlain) {

        /** Mean of the last calls over the minimum of the first: the factor the growth cost. */
        public Double growthFactor() {
            return firstMinNanos == null || lastMeanNanos == null ? null : lastMeanNanos / firstMinNanos;
        }

        public int made() {
            return (int) Arrays.stream(rttNanos).filter(rtt -> rtt != null).count() + failures;
        }
    }

    static GrowthSeries of(Growth growth, List<Endpoint> endpoints, List<Sample> samples) {
        Map<Endpoint, Long[]> rtts = new LinkedHashMap<>();
        Map<Endpoint, Integer> failures = new LinkedHashMap<>();
        endpoints.forEach(e -> {
            rtts.put(e, new Long[growth.calls()]);
            failures.put(e, 0);
        });
        for (Sample sample : samples) {
            Long[] line = rtts.get(sample.endpoint());
            if (line == null) {
                continue;
            }
            if (sample.ok()) {
                line[growth.callOf(sample.size())] = sample.rttNanos();
            } else {
                failures.merge(sample.endpoint(), 1, Integer::sum);
            }
        }
        Double plainLast = lastMean(rtts.getOrDefault(Mechanism.PLAIN.endpoint(), new Long[0]));
        List<Line> lines = new ArrayList<>();
        rtts.forEach((endpoint, line) -> {
            Double last = lastMean(line);
            lines.add(new Line(endpoint, line, firstMin(line), last, failures.get(endpoint),
                    last == null || plainLast == null ? null : last / plainLast));
        });
        return new GrowthSeries(growth, lines);
    }

    private static Double firstMin(Long[] line) {
        long[] first = measured(Arrays.copyOfRange(line, 0, Math.min(Growth.END_CALLS, line.length)));
        return first.length == 0 ? null : (double) Arrays.stream(first).min().getAsLong();
    }

    private static Double lastMean(Long[] line) {
        long[] last = measured(Arrays.copyOfRange(line, Math.max(0, line.length - Growth.END_CALLS), line.length));
        return last.length == 0 ? null : Statistic.MEAN.of(last);
    }

    private static long[] measured(Long[] calls) {
        return Arrays.stream(calls).filter(rtt -> rtt != null).mapToLong(Long::longValue).toArray();
    }
}
