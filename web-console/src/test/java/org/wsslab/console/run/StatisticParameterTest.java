package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.statistics.Statistic;

class StatisticParameterTest {

    @Test
    void statisticNamesAreReadInAnyCaseAndAnUnknownOneSaysWhatIsAllowedAtItsParameter() {
        assertEquals(ShownStatistic.P99, StatisticParameter.shown(" P99 "));
        assertEquals(ShownStatistic.MEAN, StatisticParameter.shown(null));
        Refusal refused = assertThrows(Refusal.class, () -> StatisticParameter.shown("p95"));
        assertEquals("statistic: 'p95' is not allowed; use one of mean, median, p90, p99, best, stddev", refused.getMessage());
        assertEquals(List.of(new RefusedField("statistic", "'p95' is not allowed; use one of mean, median, p90, p99, best, stddev")),
                refused.fields());
    }

    @Test
    void overheadsAreOnMeanOrMedianOnly() {
        assertEquals(ShownStatistic.MEDIAN, StatisticParameter.overheadBasis("median"));
        Refusal refused = assertThrows(Refusal.class, () -> StatisticParameter.overheadBasis("p90"));
        assertEquals("statistic: 'p90' is not allowed here; overheads are on mean or median", refused.getMessage());
        assertEquals("statistic", refused.fields().get(0).path());
    }

    @Test
    void aRunsCompareTakesMeanOrMedianNamedAsSuch() {
        assertEquals(Statistic.MEAN, StatisticParameter.compared(null));
        assertEquals(Statistic.MEDIAN, StatisticParameter.compared("Median"));
        Refusal refused = assertThrows(Refusal.class, () -> StatisticParameter.compared("p90"));
        assertEquals("statistic: 'p90' is not allowed; use mean or median", refused.getMessage());
        assertEquals("statistic", refused.fields().get(0).path());
    }
}
