package org.wsslab.statistics;

import static org.apache.commons.statistics.descriptive.Statistic.MAX;
import static org.apache.commons.statistics.descriptive.Statistic.MEAN;
import static org.apache.commons.statistics.descriptive.Statistic.MIN;
import static org.apache.commons.statistics.descriptive.Statistic.STANDARD_DEVIATION;

import java.util.EnumSet;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.IntCountsHistogram;
import org.apache.commons.statistics.descriptive.LongMean;
import org.apache.commons.statistics.descriptive.LongStatistics;

/**
 * The summary of one cell (one mechanism at one payload size) over the round trips of its measured
 * calls, in nanoseconds; the caller has already left out warm-up, initial and failed calls, and passes
 * the failures in as {@code errors}.
 *
 * <p>Absent values are {@code null} (written as JSON null): all of them when {@code n = 0}, and the
 * standard deviation when {@code n = 1}, where the sample (n − 1) deviation is 0/0. Commons reports 0
 * there, which would read as "perfectly stable" on a single call.
 *
 * <p>{@code bestNanos} is the same number as {@code minNanos}; it has its own field because the
 * design reports the best of n as an estimate of the unloaded cost, not as a spread bound.
 */
public record CellStatistics(int n, Double meanNanos, Double medianNanos, Double stdDevNanos,
        Long minNanos, Long maxNanos, Long p90Nanos, Long p99Nanos, Long bestNanos,
        Double cpuMeanNanos, int errors) {

    /** HdrHistogram's resolution: each recorded value is kept to within 0.1%. */
    static final int SIGNIFICANT_DIGITS = 3;

    /**
     * @param rttNanos the round trips of the measured calls (left unchanged)
     * @param cpuNanos the client CPU time of the same calls, in the same order
     * @param errors   the cell's failed calls, reported alongside (a cell may have nothing but errors)
     */
    public static CellStatistics of(long[] rttNanos, long[] cpuNanos, int errors) {
        Durations.requireValid(rttNanos, "rttNanos");
        Durations.requireValid(cpuNanos, "cpuNanos");
        if (rttNanos.length != cpuNanos.length) {
            throw new IllegalArgumentException("rttNanos and cpuNanos must describe the same calls, but hold "
                    + rttNanos.length + " and " + cpuNanos.length + " values");
        }
        if (errors < 0) {
            throw new IllegalArgumentException("errors cannot be negative: " + errors);
        }
        int n = rttNanos.length;
        if (n == 0) {
            // Commons would answer NaN and Long.MAX_VALUE/MIN_VALUE sentinels here: none of them is a value.
            return new CellStatistics(0, null, null, null, null, null, null, null, null, null, errors);
        }
        // MIN, MAX, MEAN, STANDARD_DEVIATION are commons' names (statically imported); the standard
        // deviation is commons' default, the sample one (n - 1).
        LongStatistics moments = LongStatistics.of(EnumSet.of(MIN, MAX, MEAN, STANDARD_DEVIATION), rttNanos);
        long min = moments.getAsLong(MIN);
        long max = moments.getAsLong(MAX);
        Double stdDev = n < 2 ? null : moments.getAsDouble(STANDARD_DEVIATION);
        AbstractHistogram histogram = histogramOf(rttNanos, max);
        return new CellStatistics(n,
                moments.getAsDouble(MEAN),
                Statistic.MEDIAN.of(rttNanos),
                stdDev,
                min, max,
                percentile(histogram, 90, max),
                percentile(histogram, 99, max),
                min,
                LongMean.of(cpuNanos).getAsDouble(),
                errors);
    }

    /**
     * Sized from the cell's own maximum, so a cell of minutes fits without resizing. Int counts, as a
     * cell is an array and so never holds more than Integer.MAX_VALUE calls: half the memory of the
     * default long counts, for a histogram of up to some 30,000 counters.
     */
    private static AbstractHistogram histogramOf(long[] rttNanos, long max) {
        // HdrHistogram wants room for at least twice its lowest discernible value (1 ns).
        AbstractHistogram histogram = new IntCountsHistogram(Math.max(2, max), SIGNIFICANT_DIGITS);
        for (long rtt : rttNanos) {
            histogram.recordValue(rtt);
        }
        return histogram;
    }

    /**
     * HdrHistogram's percentile is the nearest rank (the ceil(p·n/100)-th smallest call), reported as
     * the top of that value's bucket, so up to 0.1% above the call itself. Capped at the maximum so a
     * small cell, whose p99 is its slowest call, never shows a p99 above its max.
     */
    private static long percentile(AbstractHistogram histogram, double percentile, long max) {
        return Math.min(histogram.getValueAtPercentile(percentile), max);
    }
}
