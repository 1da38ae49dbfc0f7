package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Statistic;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.AtSize;
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

    @Test
    void alongAGrowthSeriesTheThresholdLiesBetweenWindowsAndBytesBetweenProbedSizes() {
        GrowthThreshold.Window same = new GrowthThreshold.Window(1, 10, 1_024, 10_240, 5_632, 10, new Overhead(2, -3, 6), Side.SAME);
        GrowthThreshold.Window more = new GrowthThreshold.Window(11, 20, 11_264, 20_480, 15_872, 10, new Overhead(30, 22, 38),
                Side.HIGHER);
        List<AtSize> bytes = List.of(new AtSize(1_024, -900.0, -900.0), new AtSize(10_240, -40.0, -40.0), new AtSize(20_480, 700.0, 700.0));
        GrowthPairThreshold pair = new GrowthPairThreshold(ENCRYPTED, SIGNED, new GrowthThreshold(10, List.of(same, more),
                new Threshold(5_632, Side.SAME, 15_872, Side.HIGHER, 9_876.5)), bytes, Threshold.ofDifferences(bytes).orElseThrow());

        ThresholdWords words = ThresholdWords.of(pair, Workload.DEFAULT);

        assertEquals("In the window centred on 5,632 B encrypt-only costs about as much as sign-only; from the window centred on"
                + " 15,872 B encrypt-only costs more than sign-only: its interval leaves the band of about the same at about 9,877 bytes.",
                words.cost());
        // -40 B at 10,240 B and +700 B at 20,480 B: nought crossed at 10,240 + 40 / 740 of the way, in log size.
        assertEquals("At 10 KB encrypt-only puts fewer bytes than sign-only on the wire; from 20 KB encrypt-only puts more bytes"
                + " than sign-only on the wire: the difference crosses nought at about "
                + String.format(java.util.Locale.ROOT, "%,.0f", Math.exp(Math.log(10_240) + 40.0 / 740 * Math.log(2))) + " bytes.",
                words.bytes());
        GrowthPairThreshold flat = new GrowthPairThreshold(ENCRYPTED, SIGNED, new GrowthThreshold(10, List.of(same, same), null),
                List.of(new AtSize(1_024, 5.0, 5.0), new AtSize(2_048, 9.0, 9.0)), null);
        assertEquals("No threshold: in every window encrypt-only costs about as much as sign-only.",
                ThresholdWords.of(flat, Workload.DEFAULT).cost());
        assertEquals("No threshold: at every probed size encrypt-only puts more bytes than sign-only on the wire.",
                ThresholdWords.of(flat, Workload.DEFAULT).bytes());
        GrowthPairThreshold unprobed = new GrowthPairThreshold(ENCRYPTED, SIGNED, new GrowthThreshold(10, List.of(same), null), List.of(),
                null);
        assertEquals("None: this run has no wire sizes along its series (a growth run stored before they were probed).",
                ThresholdWords.of(unprobed, Workload.DEFAULT).bytes());
    }
}
