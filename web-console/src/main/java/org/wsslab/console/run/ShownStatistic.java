package org.wsslab.console.run;

import java.util.Locale;
import java.util.function.Function;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Statistic;

/**
 * The statistic a reader chose to see per cell. Overheads and their intervals exist on means and on
 * medians only (the bootstrap compares those two); the tail statistics and the standard deviation
 * show their overhead on means.
 * A user names one in {@code ?statistic=}, read by {@link StatisticParameter}.
 */
public enum ShownStatistic {
    MEAN(CellStatistics::meanNanos),
    MEDIAN(CellStatistics::medianNanos),
    P90(CellStatistics::p90Nanos),
    P99(CellStatistics::p99Nanos),
    BEST(CellStatistics::bestNanos),
    /** The spread of the cell's counted calls (000–002's tables give it beside the mean); none under two calls. */
    STDDEV(CellStatistics::stdDevNanos);

    private final Function<CellStatistics, Number> read;

    ShownStatistic(Function<CellStatistics, Number> read) {
        this.read = read;
    }

    public String getLabel() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The cell's value in nanoseconds, or null where the cell has no counted call. */
    public Number of(CellStatistics statistics) {
        return read.apply(statistics);
    }

    /** The statistic the overhead is computed on when this one is shown. */
    public Statistic overheadBasis() {
        return this == MEDIAN ? Statistic.MEDIAN : Statistic.MEAN;
    }

    public Overhead overheadOf(CellSummary cell) {
        return this == MEDIAN ? cell.overheadOnMedian() : cell.overheadOnMean();
    }
}
