package org.wsslab.console.run;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.AtSize;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * {@link PairThreshold}'s twin for a growth run: a's cost over b's along the series in windows of
 * paired calls, with the cost threshold between the windows' centres ({@link GrowthThreshold}), against
 * the same band of about the same ({@link Tolerances#SIMILAR_PCT}); and a's bytes on the wire minus b's
 * at the sizes the series' wire was probed at (request + response, GrowthWire), with where that
 * difference changes sign, as {@link PairThreshold} draws it over a run's sizes. Bytes are exact: no
 * window pools them.
 *
 * @param cost the windows and the cost threshold
 * @param bytesDifferences a's bytes minus b's at each size both were probed at, ascending; empty for a
 *            run stored before growth runs probed their wire
 * @param bytes where a's bytes minus b's changes sign between two probed sizes; null when it does not
 */
public record GrowthPairThreshold(Endpoint a, Endpoint b, GrowthThreshold cost, List<AtSize> bytesDifferences, Threshold bytes) {

    /**
     * The pair along a stopped growth run's series and its probed wire (by endpoint, as RunViews gives
     * it); {@code window} null is GrowthThreshold's default.
     */
    public static GrowthPairThreshold of(GrowthSeries series, Map<Endpoint, List<GrowthWirePoint>> wire, Endpoint a, Endpoint b,
            Integer window) {
        List<AtSize> differences = bytesDifferences(wire.getOrDefault(a, List.of()), wire.getOrDefault(b, List.of()));
        return new GrowthPairThreshold(a, b, GrowthThreshold.of(series, a, b, window, Tolerances.SIMILAR_PCT), differences,
                Threshold.ofDifferences(differences).orElse(null));
    }

    /** a's bytes minus b's at each size both have a point at, ascending; an exact figure is its own interval. */
    static List<AtSize> bytesDifferences(List<GrowthWirePoint> a, List<GrowthWirePoint> b) {
        Map<Integer, Long> theirs = b.stream().collect(Collectors.toMap(GrowthWirePoint::size, GrowthWirePoint::bytes, (x, y) -> y));
        return a.stream().filter(point -> theirs.containsKey(point.size())).sorted(Comparator.comparingInt(GrowthWirePoint::size))
                .map(point -> {
                    double difference = point.bytes() - theirs.get(point.size());
                    return new AtSize(point.size(), difference, difference);
                }).toList();
    }
}
