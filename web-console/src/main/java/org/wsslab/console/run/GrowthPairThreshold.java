package org.wsslab.console.run;

import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.statistics.Threshold;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * {@link PairThreshold}'s twin for a growth run: a's cost over b's along the series in windows of
 * paired calls, with the cost threshold between the windows' centres ({@link GrowthThreshold}), against
 * the same band of about the same ({@link Tolerances#SIMILAR_PCT}).
 *
 * <p>The bytes threshold is the seam for wire sizes probed along a growth series: a growth run records
 * no bytes on the wire yet, so {@code bytes} is null. Once it does, it is {@link Threshold#ofDifferences}
 * over a's bytes minus b's at the probed sizes, as {@link PairThreshold} draws it over a run's sizes.
 *
 * @param cost the windows and the cost threshold
 * @param bytes where a's bytes minus b's changes sign along the series; null (not recorded for growth runs yet)
 */
public record GrowthPairThreshold(Endpoint a, Endpoint b, GrowthThreshold cost, Threshold bytes) {

    /** The pair along a stopped growth run's series; {@code window} null is GrowthThreshold's default. */
    public static GrowthPairThreshold of(GrowthSeries series, Endpoint a, Endpoint b, Integer window) {
        return new GrowthPairThreshold(a, b, GrowthThreshold.of(series, a, b, window, Tolerances.SIMILAR_PCT), null);
    }
}
