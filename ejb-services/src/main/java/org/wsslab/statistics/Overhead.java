package org.wsslab.statistics;

/**
 * How much larger (positive) or smaller (negative) a statistic of the measured sample is than that of
 * the reference, in percent of the reference, with the bounds of its 95% bootstrap interval.
 *
 * <p>The percentile interval need not be centred on {@code pct}: with skewed latencies it is not.
 */
public record Overhead(double pct, double ciLow, double ciHigh) {
}
