/**
 * Statistics of a run: per-cell summaries of the round trips and the overhead of one mechanism over
 * another with a bootstrap confidence interval. Plain Java, free of container annotations, so the run
 * engine's EJB and the console can both call it and the unit tests need no server.
 *
 * <p>An absent statistic (an empty cell, the standard deviation of one call, a comparison with an
 * empty side) is {@code null} in a record and {@link java.util.Optional#empty()} from a method;
 * never {@code NaN}, which JSON cannot carry.
 */
package org.wsslab.statistics;
