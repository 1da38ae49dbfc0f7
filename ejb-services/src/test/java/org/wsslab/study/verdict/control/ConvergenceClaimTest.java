package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.control.SyntheticLab.claim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.study.entity.ClaimStatistic;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * 000-f13's claim that the unsecured service settles first (docs/studies.md, "Claims", convergence):
 * each listed cell's convergence call (000's: the first call at or below the cell's mean) against every
 * other cell's, per replicate. One run's calls settle once: only replicates give an interval that
 * survives a rerun. The convergence calls are set by hand; the runs around them are synthetic.
 */
class ConvergenceClaimTest {

    private static final String PLAIN_FIRST = """
            {"kind": "convergence", "role": "r", "statistic": "mean", "cells": ["plain"], "relation": "first"}""";

    /** A replicate whose cells settle at the calls given: plain at {@code plain}, sign-only at {@code signed}. */
    private static Replicate settling(long seed, int plain, int signed) {
        Replicate made = new SyntheticLab(seed).cell("sign-only", 3.0).paired(List.of(100), 20, new Rounds(4, 0));
        List<Convergence.Cell> cells = new ArrayList<>();
        cells.add(cell(SyntheticLab.PLAIN, plain));
        cells.add(cell(SyntheticLab.endpoint("sign-only"), signed));
        return new Replicate(made.run(), made.cells(), made.calls(), made.sequences(), made.totals(), made.samples(), made.growth(),
                Optional.of(new Convergence(cells)), made.environment());
    }

    private static Convergence.Cell cell(Endpoint endpoint, int call) {
        return new Convergence.Cell(endpoint, 100, 1, new long[]{1}, 80, 0, 1.0, call, 1.0, call);
    }

    private static Check only(ClaimVerdict verdict) {
        assertEquals(1, verdict.checks().size(), "one other cell, one size");
        return verdict.checks().get(0);
    }

    @Test
    void plainSettlingBeforeSignOnlyInEveryReplicateHoldsAndAfterItDiffers() {
        Measurements sooner = Measurements.of(List.of(settling(1, 2, 10), settling(2, 3, 12), settling(3, 2, 9)));
        ClaimVerdict holds = ClaimJudge.judge(claim(PLAIN_FIRST), sooner);
        Check check = only(holds);
        assertEquals(Verdict.HOLDS, holds.verdict(), check.reason());
        assertEquals("sign-only's convergence call ÷ plain's at size 100", check.figure());
        // By hand: 10/2, 12/3, 9/2 = 5, 4, 4.5; their geometric mean (5 × 4 × 4.5)^(1/3) = 90^(1/3) = 4.481.
        assertEquals(Math.cbrt(90), check.measured().value(), 1e-9);
        assertTrue(check.measured().low() > 1, check.measured().toString());

        Measurements later = Measurements.of(List.of(settling(1, 10, 2), settling(2, 12, 3), settling(3, 9, 2)));
        assertEquals(Verdict.DIFFERS, ClaimJudge.judge(claim(PLAIN_FIRST), later).verdict());
        assertEquals(2, Measurements.of(List.of(settling(1, 2, 10))).figure("plain", 100, ClaimStatistic.CONVERGENCE_CALL), 0);
    }

    @Test
    void oneRunSettlesOnceAndDecidesNothing() {
        Check check = only(ClaimJudge.judge(claim(PLAIN_FIRST), Measurements.of(List.of(settling(1, 2, 10)))));
        assertEquals(Verdict.INCONCLUSIVE, check.verdict());
        assertEquals(5, check.measured().value(), 1e-9);
        assertTrue(check.reason().contains("rerun"), check.reason());
    }
}
