package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.control.SyntheticLab.claim;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;
import org.wsslab.study.entity.ClaimStatistic;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A verdict reads a sequences run's sessions at each size in the longest sequence made at that size: in
 * a paired run (001 Fig 11: 1,000 calls at 5 books … 10 at 15,000) the pair's length, not the run's
 * longest over all sizes, which a paired run never makes at the other sizes; in a run that crosses
 * lengths with sizes, the longest length at every size, as before.
 */
class PairedSessionsTest {

    /** 50 calls at size 5, 10 at size 500, each 4 times. */
    private static final Sequences PAIRS = Sequences.paired(List.of(new Sequences.Pair(50, 5), new Sequences.Pair(10, 500)), 4);

    /** mutual-certificates costs 2 × plain a call; secure-conversation 1 ×, and its session's first call 11.5 ms more. */
    private static SyntheticLab lab() {
        return new SyntheticLab(29).callNoise(0.02).cell("mutual-certificates", 2.0).cell("secure-conversation", 1.0)
                .handshake("secure-conversation", 11_500_000);
    }

    private static ClaimVerdict crossover(int size, Measurements measured) {
        return ClaimJudge.judge(claim("""
                {"kind": "crossover", "role": "r", "statistic": "median", "a": "mutual-certificates", "b": "secure-conversation",
                 "call": 12, "sizes": [%d]}""".formatted(size)), measured);
    }

    @Test
    void eachSizesSessionsAreItsPairsLength() {
        Replicate run = lab().paired(PAIRS);
        assertEquals(50, Measurements.longest(run, 5));
        assertEquals(10, Measurements.longest(run, 500), "the pair at 500, not the run's longest (50, never made at 500)");
        assertEquals(0, Measurements.longest(run, 77), "no pair at that size");

        Measurements measured = Measurements.of(List.of(run));
        for (int size : List.of(5, 500)) {
            double[][] sessions = measured.sessions("secure-conversation", size);
            assertEquals(4, sessions.length, "one per repeat at " + size);
            for (double[] session : sessions) {
                assertNotNull(session, "every session complete at " + size);
                assertEquals(size == 5 ? 50 : 10, session.length);
            }
        }
    }

    @Test
    void aPairedRunsSessionTotalsAreUnitsAtEverySize() {
        Measurements measured = Measurements.of(List.of(lab().paired(PAIRS)));
        Measurements.Units at500 = measured.units("mutual-certificates", 500, ClaimStatistic.SEQUENCE_BEST_TOTAL);
        assertEquals(4, at500.values().length, at500.basis());
        assertTrue(at500.survives(), at500.basis());
        for (double total : at500.values()) {
            assertEquals(10 * 2 * SyntheticLab.plainNanos(500), total, 0.1 * 10 * 2 * SyntheticLab.plainNanos(500),
                    "ten calls at 2 × plain: " + Arrays.toString(at500.values()));
        }
        Measurements.Units at5 = measured.units("mutual-certificates", 5, ClaimStatistic.SEQUENCE_BEST_TOTAL);
        assertTrue(Arrays.stream(at5.values()).allMatch(total -> Math.abs(total - 50 * 2 * SyntheticLab.plainNanos(5)) < 0.1 * 50 * 2
                * SyntheticLab.plainNanos(5)), "fifty calls at 2 × plain: " + Arrays.toString(at5.values()));
    }

    @Test
    void aCrossoverIsJudgedInEachSizesOwnSessions() {
        Measurements measured = Measurements.of(List.of(lab().paired(PAIRS)));

        Check fifty = crossover(5, measured).checks().get(0);
        assertEquals(Verdict.HOLDS, fifty.verdict(), fifty.reason());
        assertTrue(fifty.figure().contains("in sessions of 50 calls at size 5"), fifty.figure());

        Check ten = crossover(500, measured).checks().get(0);
        assertTrue(ten.figure().contains("in sessions of 10 calls at size 500"), ten.figure());
        assertEquals(11, ten.measured().value(), "sessions of 10 calls end before the handshake is repaid: " + ten.reason());
        assertEquals(Verdict.INCONCLUSIVE, ten.verdict(), ten.reason());
    }

    @Test
    void aRunThatCrossesLengthsWithSizesReadsItsLongestLengthAtEverySize() {
        Replicate run = lab().sequences(5, new Sequences(List.of(10, 50), 2));
        assertEquals(50, Measurements.longest(run, 5));
        double[][] sessions = Measurements.of(List.of(run)).sessions("secure-conversation", 5);
        assertEquals(2, sessions.length);
        assertEquals(50, sessions[0].length);
    }

    @Test
    void aPairedRunWithShorterLengthsAtTheSameSizesReadsAsThePresetScaled() {
        Run run = lab().paired(PAIRS).run();
        RunRequest preset = new RunRequest(List.of("mutual-certificates", "secure-conversation"), null, null, SyntheticLab.WARMUP, null,
                Sequences.paired(List.of(new Sequences.Pair(100, 5), new Sequences.Pair(20, 500)), 4), null, null, null, null);
        assertTrue(PresetMatch.matches(run, preset), "the same sizes, one length each: the preset's");
        assertFalse(PresetMatch.sameCounts(run, preset), "shorter lengths: scaled");
        RunRequest other = new RunRequest(List.of("mutual-certificates", "secure-conversation"), null, null, SyntheticLab.WARMUP, null,
                Sequences.paired(List.of(new Sequences.Pair(50, 5), new Sequences.Pair(10, 50)), 4), null, null, null, null);
        assertFalse(PresetMatch.matches(run, other), "another size: another preset");
        RunRequest crossed = new RunRequest(List.of("mutual-certificates", "secure-conversation"), List.of(5, 500), null,
                SyntheticLab.WARMUP, null, new Sequences(List.of(50, 10), 4), null, null, null, null);
        assertFalse(PresetMatch.matches(run, crossed), "every length at every size is not a paired run");
    }
}
