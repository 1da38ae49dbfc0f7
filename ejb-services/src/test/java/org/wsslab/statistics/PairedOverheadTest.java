package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The overhead paired round by round: its value and interval against hand computations, and a drift that cancels. */
class PairedOverheadTest {

    @Test
    void threeRatiosGiveTheirGeometricMeanAndATIntervalOnTheLogs() {
        // By hand: ln 1.1, ln 1.2, ln 1.3 have mean 0.179999 and sd 0.0835513; t(0.975, 2) = 4.302653;
        // exp(mean) − 1 = 19.7216%, exp(mean ∓ t·sd/√3) − 1 = −2.7178% and 47.3369%.
        PairedOverhead paired = PairedOverhead.ofRatios(new double[]{1.1, 1.2, 1.3}).orElseThrow();
        assertEquals(19.7216, paired.overhead().pct(), 1e-4);
        assertEquals(-2.7178, paired.overhead().ciLow(), 1e-4);
        assertEquals(47.3369, paired.overhead().ciHigh(), 1e-4);
        assertEquals(3, paired.rounds());
        assertEquals(20.0, paired.medianPct(), 1e-9);
    }

    @Test
    void eachRoundsRatioIsOfItsOwnMedians() {
        // Round 0: medians 30 / 20 = 1.5; round 1: 44 / 40 = 1.1 (the baseline's odd count: its middle call).
        long[][] cell = {{10, 30, 50}, {44}};
        long[][] plain = {{20, 20, 90}, {30, 40, 41}};
        PairedOverhead paired = PairedOverhead.of(cell, plain).orElseThrow();
        double logMean = (Math.log(1.5) + Math.log(1.1)) / 2;
        assertEquals((Math.exp(logMean) - 1) * 100, paired.overhead().pct(), 1e-9);
        assertEquals(2, paired.rounds());
    }

    @Test
    void aRoundWithoutACallOfBothGivesNoRatioAndFewerThanTwoRatiosNoPairedOverhead() {
        long[][] cell = {{10}, {}, {12}};
        long[][] plain = {{5}, {6}, {}};
        assertEquals(Optional.empty(), PairedOverhead.of(cell, plain));
        assertEquals(2, PairedOverhead.of(new long[][]{{10}, {}, {12}}, new long[][]{{5}, {6}, {6}}).orElseThrow().rounds());
    }

    @Test
    void aDriftThatMovesACellAndItsBaselineAlikeCancelsWhenPairedAndNotOtherwise() {
        // The machine's speed wanders by round; the secured cell costs 1.5× plain in every round.
        double[] speed = {1.0, 1.3, 0.8, 1.4, 1.1};
        long[][] cell = new long[speed.length][];
        long[][] plain = new long[speed.length][];
        for (int round = 0; round < speed.length; round++) {
            double f = speed[round];
            plain[round] = LongStream.of(100, 102, 98).map(t -> Math.round(t * f)).toArray();
            cell[round] = LongStream.of(150, 153, 147).map(t -> Math.round(t * f)).toArray();
        }
        PairedOverhead paired = PairedOverhead.of(cell, plain).orElseThrow();
        assertEquals(50.0, paired.overhead().pct(), 0.5);
        assertTrue(paired.overhead().ciHigh() - paired.overhead().ciLow() < 1.5, "interval " + paired.overhead());
        // In blocks the cell had its own time window: plain's calls in the fast first one, the cell's in the
        // slow fourth. Compared unpaired, the drift is read as overhead.
        Overhead blocks = Comparison.of(cell[3], plain[0], Statistic.MEDIAN, 1).orElseThrow();
        assertEquals(110.0, blocks.pct(), 0.5);
        assertTrue(blocks.ciLow() > 60, "the drift stays in the unpaired interval: " + blocks);
    }
}
