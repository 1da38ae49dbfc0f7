package org.wsslab.console.run;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.wsslab.refusal.Refusal;
import org.wsslab.statistics.Statistic;

/**
 * The one reader of the query parameter {@code statistic} (exports, decision, comparisons, a run's
 * compare), refusing a name it does not know at the path {@value #NAME}. Routes that show overheads
 * take mean or median only, the statistics the bootstrap compares.
 */
public final class StatisticParameter {

    public static final String NAME = "statistic";

    private StatisticParameter() {
    }

    /** Any statistic a cell shows (any case, blanks around allowed); an absent one is the mean. */
    public static ShownStatistic shown(String name) {
        if (name == null || name.isBlank()) {
            return ShownStatistic.MEAN;
        }
        String wanted = name.strip().toUpperCase(Locale.ROOT);
        return Arrays.stream(ShownStatistic.values()).filter(value -> value.name().equals(wanted)).findFirst()
                .orElseThrow(() -> Refusal.at(NAME, "'" + name + "' is not allowed; use one of "
                        + Arrays.stream(ShownStatistic.values()).map(ShownStatistic::getLabel).collect(Collectors.joining(", "))));
    }

    /** A statistic for a view on overheads (comparisons, costs): mean or median; an absent one is the mean. */
    public static ShownStatistic overheadBasis(String name) {
        ShownStatistic shown = shown(name);
        if (shown != ShownStatistic.MEAN && shown != ShownStatistic.MEDIAN) {
            throw Refusal.at(NAME, "'" + name + "' is not allowed here; overheads are on mean or median");
        }
        return shown;
    }

    /**
     * The statistic two endpoints of a run are compared on (runs/{id}/compare): mean or median named
     * as such, any case; an absent one is the mean. Stricter than {@link #overheadBasis}, as that route
     * always was: neither blanks nor another statistic's name.
     */
    public static Statistic compared(String name) {
        if (name == null) {
            return Statistic.MEAN;
        }
        String wanted = name.toUpperCase(Locale.ROOT);
        return Arrays.stream(Statistic.values()).filter(value -> value.name().equals(wanted)).findFirst()
                .orElseThrow(() -> Refusal.at(NAME, "'" + name + "' is not allowed; use mean or median"));
    }
}
