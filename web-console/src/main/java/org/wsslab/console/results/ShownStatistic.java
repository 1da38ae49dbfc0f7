package org.wsslab.console.results;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.wsslab.run.boundary.CellSummary;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Statistic;

/**
 * The statistic a reader chose to see per cell. Overheads and their intervals exist on means and on
 * medians only (the bootstrap compares those two); the tail statistics show their overhead on means.
 */
public enum ShownStatistic {
    MEAN(CellStatistics::meanNanos), MEDIAN(CellStatistics::medianNanos), P90(CellStatistics::p90Nanos),
    P99(CellStatistics::p99Nanos), BEST(CellStatistics::bestNanos);

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

    /**
     * Reads a name given by a user for a view on overheads (comparisons, costs): mean or median, the
     * statistics the bootstrap compares; an absent one is the mean.
     */
    public static ShownStatistic parseOverheadBasis(String name) {
        ShownStatistic shown = parse(name);
        if (shown != MEAN && shown != MEDIAN) {
            throw new IllegalArgumentException("statistic: '" + name + "' is not allowed here; overheads are on mean or median");
        }
        return shown;
    }

    /** Reads a name given by a user (any case); an absent one is the mean. */
    public static ShownStatistic parse(String name) {
        if (name == null || name.isBlank()) {
            return MEAN;
        }
        return Optional.of(name.strip().toUpperCase(Locale.ROOT)).filter(n -> Arrays.stream(values()).anyMatch(v -> v.name().equals(n)))
                .map(ShownStatistic::valueOf)
                .orElseThrow(() -> new IllegalArgumentException("statistic: '" + name + "' is not allowed; use one of "
                        + Arrays.stream(values()).map(ShownStatistic::getLabel).collect(Collectors.joining(", "))));
    }
}
