package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Statistic;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.Side;
import org.wsslab.workload.entity.Workload;

/** The run page's sentences on a pair's thresholds, found and not. */
class ThresholdWordsTest {

    private static final Endpoint ENCRYPTED = Endpoint.byId("encrypt-only").orElseThrow();
    private static final Endpoint SIGNED = Endpoint.byId("sign-only").orElseThrow();

    @Test
    void aThresholdFoundSaysBothSidesAndWhereItLies() {
        PairThreshold pair = new PairThreshold(ENCRYPTED, SIGNED, Statistic.MEDIAN, List.of(
                new PairThreshold.SizeRow(4_096, new Overhead(2, -3, 6), Side.SAME, 3_000L, 2_000L),
                new PairThreshold.SizeRow(10_240, new Overhead(30, 22, 38), Side.HIGHER, 9_000L, 4_000L)),
                new Threshold(4_096, Side.SAME, 10_240, Side.HIGHER, 7_131.4), null);

        ThresholdWords words = ThresholdWords.of(pair, Workload.DEFAULT);

        assertEquals("At 4 KB encrypt-only costs about as much as sign-only; from 10 KB encrypt-only costs more than sign-only:"
                + " its interval leaves the band of about the same at about 7,131 bytes.", words.cost());
        assertEquals("No threshold: at every size encrypt-only puts more bytes than sign-only on the wire.", words.bytes());
    }

    @Test
    void sidesThatChangeWithoutAThresholdSayNoneBetweenTheSizes() {
        PairThreshold pair = new PairThreshold(ENCRYPTED, SIGNED, Statistic.MEAN, List.of(
                new PairThreshold.SizeRow(100, new Overhead(30, 20, 40), Side.HIGHER, 2_000L, 2_000L),
                new PairThreshold.SizeRow(1_024, new Overhead(3, -2, 8), Side.SAME, null, null)), null, null);

        ThresholdWords words = ThresholdWords.of(pair, Workload.DEFAULT);

        assertEquals("No threshold between the run's sizes.", words.cost());
        assertEquals("No threshold: at every size encrypt-only puts as many bytes as sign-only on the wire.", words.bytes());
    }
}
