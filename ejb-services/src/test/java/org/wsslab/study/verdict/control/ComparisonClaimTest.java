package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.control.SyntheticLab.claim;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Rounds;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * The claims that compare cells measured side by side (docs/studies.md, "Claims"): an ordering (the
 * dearer's ratio above 1), cells about the same (within ±10%), a threshold size (below it one relation,
 * above it another, sizes near it left out), the dearest cells, and additivity (the combined cell's
 * increment over plain within ±25% of its parts' added up). Each over one seeded paired run.
 */
class ComparisonClaimTest {

    private static final Rounds ROUNDS = new Rounds(10, 2);
    private static final List<Integer> SIZES = List.of(100);

    private static Measurements paired(SyntheticLab lab, List<Integer> sizes) {
        return Measurements.of(List.of(lab.paired(sizes, 100, ROUNDS)));
    }

    private static ClaimVerdict judge(String claim, Measurements measured) {
        return ClaimJudge.judge(claim(claim), measured);
    }

    private static Check only(ClaimVerdict verdict) {
        assertEquals(1, verdict.checks().size(), "one size, one check");
        return verdict.checks().get(0);
    }

    @Test
    void theDearerAtOneAndAHalfTimesHoldsTheOrderingAndTheReversedOrderingDiffers() {
        Measurements measured = paired(new SyntheticLab(3).cell("sign-only", 1.5), SIZES);

        ClaimVerdict holds = judge("""
                {"kind": "ordering", "role": "r", "statistic": "mean", "cheaper": "plain", "dearer": "sign-only", "sizes": [100]}""",
                measured);
        assertEquals(Verdict.HOLDS, holds.verdict(), only(holds).reason());
        assertEquals(1.5, only(holds).measured().value(), 0.03);
        assertEquals("sign-only ÷ plain, mean round trip at size 100", only(holds).figure());

        ClaimVerdict reversed = judge("""
                {"kind": "ordering", "role": "r", "statistic": "mean", "cheaper": "sign-only", "dearer": "plain", "sizes": [100]}""",
                measured);
        assertEquals(Verdict.DIFFERS, reversed.verdict(), only(reversed).reason());
        assertEquals(1 / 1.5, only(reversed).measured().value(), 0.015, "plain ÷ sign-only");
    }

    @Test
    void twoCellsEqualWithinTheirNoiseCannotBeOrdered() {
        Measurements measured = paired(new SyntheticLab(3).cell("encrypt-only", 1.0), SIZES);

        ClaimVerdict verdict = judge("""
                {"kind": "ordering", "role": "r", "statistic": "median", "cheaper": "plain", "dearer": "encrypt-only", "sizes": [100]}""",
                measured);
        Estimate figure = only(verdict).measured();
        assertTrue(figure.low() < 1 && 1 < figure.high(), "the interval holds 1×: " + figure);
        assertEquals(1.0, figure.value(), 0.02);
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertEquals("the interval straddles the band's edge", only(verdict).reason());
    }

    @Test
    void twoPercentApartIsAboutTheSameAndHalfAsMuchAgainIsNot() {
        Measurements measured = paired(new SyntheticLab(5).cell("encrypt-only", 1.02).cell("sign-only", 1.5), SIZES);

        ClaimVerdict same = judge("""
                {"kind": "similar", "role": "r", "statistic": "mean", "a": "encrypt-only", "b": "plain", "sizes": [100]}""", measured);
        assertEquals(Verdict.HOLDS, same.verdict(), only(same).reason());
        assertEquals(1.02, only(same).measured().value(), 0.02);
        assertEquals("about the same", only(same).published());
        assertTrue(only(same).tolerance().contains("Tolerances.SIMILAR_PCT"), only(same).tolerance());

        ClaimVerdict apart = judge("""
                {"kind": "similar", "role": "r", "statistic": "mean", "a": "sign-only", "b": "plain", "sizes": [100]}""", measured);
        assertEquals(Verdict.DIFFERS, apart.verdict(), only(apart).reason());
        assertEquals(1.5, only(apart).measured().value(), 0.03);
    }

    @Test
    void aThresholdJudgesTheSizesWellBelowAndWellAboveItAndLeavesThoseNearItOut() {
        // sign-only and encrypt-only cost the same up to 10,000 B; beyond, encrypt-only grows dearer (1.5× plain's ratio at 20,000 B).
        List<Integer> sizes = List.of(1000, 2000, 5000, 10000, 20000, 50000, 100000);
        Measurements measured = paired(new SyntheticLab(9).cell("sign-only", 2.0)
                .cell("encrypt-only", size -> size <= 10000 ? 2.0 : 2.0 * (1 + (size - 10000) / 20000.0)), sizes);

        ClaimVerdict verdict = judge("""
                {"kind": "threshold", "role": "r", "statistic": "mean", "a": "sign-only", "b": "encrypt-only", "size": 10000,
                 "below": "similar", "above": "sign-only"}""", measured);
        assertEquals(Verdict.HOLDS, verdict.verdict(), verdict.deciding().reason());
        assertEquals(List.of("sign-only ÷ encrypt-only, mean round trip at size 1000",
                "sign-only ÷ encrypt-only, mean round trip at size 2000",
                "sign-only ÷ encrypt-only, mean round trip at size 5000",
                "encrypt-only ÷ sign-only, mean round trip at size 20000",
                "encrypt-only ÷ sign-only, mean round trip at size 50000",
                "encrypt-only ÷ sign-only, mean round trip at size 100000"), verdict.checks().stream().map(Check::figure).toList(),
                "10,000 B is within a factor 1.5 of the threshold: left out");
        assertEquals(1.0, verdict.checks().get(0).measured().value(), 0.03);
        assertEquals(1.5, verdict.checks().get(3).measured().value(), 0.03);
        assertEquals(5.5, verdict.checks().get(5).measured().value(), 0.1);

        ClaimVerdict otherWay = judge("""
                {"kind": "threshold", "role": "r", "statistic": "mean", "a": "sign-only", "b": "encrypt-only", "size": 10000,
                 "below": "similar", "above": "encrypt-only"}""", measured);
        assertEquals(Verdict.DIFFERS, otherWay.verdict());
        assertEquals(List.of(Verdict.HOLDS, Verdict.HOLDS, Verdict.HOLDS, Verdict.DIFFERS, Verdict.DIFFERS, Verdict.DIFFERS),
                otherWay.checks().stream().map(Check::verdict).toList());

        ClaimVerdict tooEarly = judge("""
                {"kind": "threshold", "role": "r", "statistic": "mean", "a": "sign-only", "b": "encrypt-only", "size": 1000,
                 "below": "similar", "above": "sign-only"}""", measured);
        assertEquals(List.of(Verdict.INCONCLUSIVE, Verdict.INCONCLUSIVE, Verdict.INCONCLUSIVE, Verdict.HOLDS, Verdict.HOLDS,
                Verdict.HOLDS), tooEarly.checks().stream().map(Check::verdict).toList(),
                "no size is below 1,000 ÷ 1.5; from 2,000 to 10,000 B the two cost the same: which is cheaper cannot be told");
        assertEquals(Verdict.INCONCLUSIVE, tooEarly.verdict());
    }

    @Test
    void theDearestCellsAreEachDearerThanEveryOther() {
        Measurements measured = paired(new SyntheticLab(13).cell("sign-only", 1.5).cell("mutual-certificates", 3.0), SIZES);

        ClaimVerdict leader = judge("""
                {"kind": "leader", "role": "r", "statistic": "mean", "dearest": [{"size": 100, "cells": ["mutual-certificates"]}]}""",
                measured);
        assertEquals(Verdict.HOLDS, leader.verdict());
        assertEquals(List.of("mutual-certificates ÷ plain, mean round trip at size 100",
                "mutual-certificates ÷ sign-only, mean round trip at size 100"), leader.checks().stream().map(Check::figure).toList());
        assertEquals(2.0, leader.checks().get(1).measured().value(), 0.04);

        ClaimVerdict wrong = judge("""
                {"kind": "leader", "role": "r", "statistic": "mean", "dearest": [{"size": 100, "cells": ["sign-only"]}]}""", measured);
        assertEquals(Verdict.DIFFERS, wrong.verdict());
        assertEquals("sign-only ÷ mutual-certificates, mean round trip at size 100", wrong.deciding().figure());
    }

    @Test
    void aCombinedCellWhoseIncrementIsItsPartsAddedUpHoldsAdditivityAndOneOfTwiceThatDiffers() {
        // Increments over plain: sign-only 0.5, encrypt-only 0.3; mutual-certificates 0.8 (their sum), encrypt-then-sign 1.6 (twice).
        Measurements measured = paired(new SyntheticLab(17).cell("sign-only", 1.5).cell("encrypt-only", 1.3)
                .cell("mutual-certificates", 1.8).cell("encrypt-then-sign", 2.6), SIZES);

        ClaimVerdict sum = judge("""
                {"kind": "additivity", "role": "r", "statistic": "mean", "combined": "mutual-certificates",
                 "parts": ["encrypt-only", "sign-only"], "sizes": [100]}""", measured);
        Check check = only(sum);
        assertEquals(Verdict.HOLDS, sum.verdict(), check.reason());
        assertEquals(1.0, check.measured().value(), 0.06, "the increment over the parts' added up");
        assertEquals(10, check.measured().units(), "one figure per round");
        assertEquals("(mutual-certificates − plain) ÷ Σ(encrypt-only, sign-only − plain), mean round trip at size 100", check.figure());

        ClaimVerdict twice = judge("""
                {"kind": "additivity", "role": "r", "statistic": "mean", "combined": "encrypt-then-sign",
                 "parts": ["encrypt-only", "sign-only"], "sizes": [100]}""", measured);
        assertEquals(Verdict.DIFFERS, twice.verdict(), only(twice).reason());
        assertEquals(2.0, only(twice).measured().value(), 0.1);
    }

    @Test
    void aNoisyPartMakesAdditivityInconclusive() {
        Measurements measured = paired(new SyntheticLab(17).cell("sign-only", 1.5).cell("encrypt-only", 1.3)
                .cell("mutual-certificates", 1.8).noisy("encrypt-only", "load 2.9"), SIZES);

        ClaimVerdict verdict = judge("""
                {"kind": "additivity", "role": "r", "statistic": "mean", "combined": "mutual-certificates",
                 "parts": ["encrypt-only", "sign-only"], "sizes": [100]}""", measured);
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertTrue(only(verdict).reason().contains("encrypt-only in run 0 (load 2.9)"), only(verdict).reason());
    }
}
