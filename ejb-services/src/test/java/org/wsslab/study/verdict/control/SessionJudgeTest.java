package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.control.SyntheticLab.claim;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Sequences;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A crossover claim (000 Fig 7: "secure conversation is dearer for the first calls of a session, cheaper
 * after"): in each session of a seeded sequences run, the call from which b's cumulative cost stays
 * below a's, held within a factor 2 of the published call.
 */
class SessionJudgeTest {

    private static final Sequences SESSIONS = new Sequences(List.of(50), 6);

    /** mutual-certificates costs 2 ms a call; secure-conversation 1 ms, and its session's first call 11.5 ms more: they cross at 12. */
    private static Measurements crossingAtTwelve(long handshakeNanos) {
        SyntheticLab lab = new SyntheticLab(23).callNoise(0.02).cell("mutual-certificates", 2.0).cell("secure-conversation", 1.0)
                .handshake("secure-conversation", handshakeNanos);
        return Measurements.of(List.of(lab.sequences(12, SESSIONS)));
    }

    private static ClaimVerdict crossover(int call, Measurements measured) {
        return ClaimJudge.judge(claim("""
                {"kind": "crossover", "role": "r", "statistic": "median", "a": "mutual-certificates", "b": "secure-conversation",
                 "call": %d, "sizes": [12]}""".formatted(call)), measured);
    }

    private static Check only(ClaimVerdict verdict) {
        assertEquals(1, verdict.checks().size(), "one size, one check");
        return verdict.checks().get(0);
    }

    @Test
    void theCallFromWhichBsCumulativeCostStaysBelowAs() {
        assertEquals(3, SessionJudge.crossover(new double[]{1, 2, 3, 4, 5}, new double[]{3, 3.5, 2.9, 3.5, 4}));
        assertEquals(1, SessionJudge.crossover(new double[]{2, 4, 6}, new double[]{1, 2, 3}), "below from the first call");
        assertEquals(4, SessionJudge.crossover(new double[]{2, 4, 6}, new double[]{3, 5, 6}), "level at the end is not below: never");
        assertEquals(4, SessionJudge.crossover(new double[]{2, 4, 6}, new double[]{3, 5, 7}), "never: the length + 1");
        assertEquals(4, SessionJudge.crossover(new double[]{1, 2, 3, 4, 5}, new double[]{0.5, 2.5, 3.5, 3.9, 4.9}),
                "below, above again, then below for good: the last crossing counts");
        assertEquals(1, SessionJudge.crossover(new double[]{1}, new double[]{0.5}));
    }

    @Test
    void aHandshakeRepaidByCheaperCallsCrossesAtTheTwelfthCallAndHoldsAClaimOfTwelve() {
        Measurements measured = crossingAtTwelve(11_500_000);

        ClaimVerdict twelve = crossover(12, measured);
        Check check = only(twelve);
        assertEquals(Verdict.HOLDS, twelve.verdict(), check.reason());
        Estimate figure = check.measured();
        assertEquals(12, figure.value(), 1, "the median session's call");
        assertEquals(6, figure.units(), "one per session: 6 repeats of one run");
        assertTrue(figure.low() >= 10 && figure.high() <= 14, "every session crosses near 12: " + figure);
        assertTrue(check.figure().contains("in sessions of 50 calls at size 12"), check.figure());
        assertEquals("after call 12", check.published());

        ClaimVerdict fortySix = crossover(46, measured);
        assertEquals(Verdict.DIFFERS, fortySix.verdict(), "12 is less than half of 46: " + only(fortySix).reason());
        assertEquals(figure, only(fortySix).measured());
    }

    @Test
    void theCumulativeCostsAreReadCallByCallFromTheSessionsFirstSeq() {
        Measurements measured = crossingAtTwelve(11_500_000);
        double[][] sessions = measured.sessions("secure-conversation", 12);
        assertEquals(6, sessions.length, "one per repeat");
        for (double[] session : sessions) {
            assertEquals(50, session.length);
            double first = session[0];
            double perCall = (session[49] - session[0]) / 49;
            assertEquals(12.5e6, first, 0.5e6, "the handshake and a call: " + first);
            assertEquals(1.0e6, perCall, 0.05e6, "then a plain call's cost each: " + perCall);
        }
        assertEquals(2.0e6 * 50, measured.sessions("mutual-certificates", 12)[0][49], 2e6);
    }

    @Test
    void aSessionInWhichBNeverGetsCheaperDiffersFromAnEarlyCrossover() {
        Measurements measured = crossingAtTwelve(200_000_000);

        Check check = only(crossover(12, measured));
        assertEquals(Verdict.DIFFERS, check.verdict(), check.reason());
        assertEquals(51, check.measured().value(), "past the session's end: its length + 1");
    }

    @Test
    void aSessionInWhichBNeverGetsCheaperCannotHoldACrossoverTheSessionsDoNotReach() {
        // 46 × 2 = 92 calls is the band's far edge; sessions of 50 calls never reach it: 51 stands for "50 or later", not for 51.
        Measurements measured = crossingAtTwelve(200_000_000);

        ClaimVerdict verdict = crossover(46, measured);
        Check check = only(verdict);
        assertEquals(51, check.measured().value());
        assertNotEquals(Verdict.HOLDS, verdict.verdict(), "the lab never saw b get cheaper: " + check.reason());
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertEquals("in 6 of 6 sessions secure-conversation never stayed below mutual-certificates within their 50 calls:"
                + " the crossover may lie past the band", check.reason());
    }

    @Test
    void aRunWithoutSessionsHasNoCrossover() {
        Measurements measured = Measurements.of(List.of(new SyntheticLab(1).cell("mutual-certificates", 2.0)
                .cell("secure-conversation", 1.0).blocks(List.of(12), 20)));

        Check check = only(crossover(12, measured));
        assertEquals(Verdict.INCONCLUSIVE, check.verdict());
        assertEquals("not measured by the runs read", check.reason());
        assertEquals(0, Arrays.stream(measured.sessions("secure-conversation", 12)).count());
    }
}
