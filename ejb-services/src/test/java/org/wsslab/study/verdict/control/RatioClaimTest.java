package org.wsslab.study.verdict.control;

import org.wsslab.study.entity.ClaimStatistic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.control.SyntheticLab.claim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.run.entity.Rounds;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A ratio claim (docs/studies.md, "Claims") judged over seeded synthetic runs: its interval across a
 * paired run's rounds, or across a group's replicates, held against ±25% of the published value or the
 * published range. One run in blocks order has no such interval and decides nothing.
 */
class RatioClaimTest {

    private static final List<Integer> SIZES = List.of(100);
    private static final Rounds ROUNDS = new Rounds(10, 2);

    private static Measurements paired(SyntheticLab lab) {
        return Measurements.of(List.of(lab.paired(SIZES, 200, ROUNDS)));
    }

    private static ClaimVerdict ratio(String published, Measurements measured) {
        return ClaimJudge.judge(claim("""
                {"kind": "ratio", "role": "r", "statistic": "mean", "a": "sign-only", "b": "plain", %s, "sizes": [100]}"""
                .formatted(published)), measured);
    }

    private static Check only(ClaimVerdict verdict) {
        assertEquals(1, verdict.checks().size(), "one size, one check");
        return verdict.checks().get(0);
    }

    @Test
    void aPairedRunThreeTimesPlainHoldsAClaimOfThreeAndDiffersFromOneOfSix() {
        Measurements measured = paired(new SyntheticLab(42).cell("sign-only", 3.0));

        ClaimVerdict three = ratio("\"value\": 3.0", measured);
        Check check = only(three);
        assertEquals(Verdict.HOLDS, three.verdict(), check.reason());
        Estimate figure = check.measured();
        assertEquals(3.0, figure.value(), 0.06, "the synthetic factor, the rounds' drift cancelled");
        double[] plain = measured.units("plain", 100, ClaimStatistic.MEAN).values();
        assertTrue(Arrays.stream(plain).max().orElseThrow() / Arrays.stream(plain).min().orElseThrow() > 1.3,
                "plain itself drifts from round to round: " + Arrays.toString(plain));
        assertTrue(figure.high() - figure.low() < 0.05 * figure.value(),
                "the drift lands on both cells of a round alike: the ratio's interval stays narrow, " + figure);
        assertEquals(10, figure.units());
        assertTrue(figure.basis().contains("10 paired rounds of run 0"), figure.basis());
        assertEquals("sign-only ÷ plain, mean round trip at size 100", check.figure());
        assertEquals("3×", check.published());
        assertEquals("the interval lies inside the band", check.reason());

        ClaimVerdict six = ratio("\"value\": 6.0", measured);
        assertEquals(Verdict.DIFFERS, six.verdict(), only(six).reason());
        assertEquals(figure, only(six).measured(), "the same figure, held to another band");
        assertEquals("the interval lies outside the band", only(six).reason());
    }

    @Test
    void theBandIsAQuarterEitherSideOfThePublishedValue() {
        Measurements measured = paired(new SyntheticLab(42).cell("sign-only", 3.0));
        // 3.0 lies inside 2.5 × 1.25 = 3.125 and 3.6 ÷ 1.25 = 2.88, outside 2.2 × 1.25 = 2.75 and 4.0 ÷ 1.25 = 3.2.
        assertEquals(Verdict.HOLDS, ratio("\"value\": 2.5", measured).verdict());
        assertEquals(Verdict.HOLDS, ratio("\"value\": 3.6", measured).verdict());
        assertEquals(Verdict.DIFFERS, ratio("\"value\": 2.2", measured).verdict());
        assertEquals(Verdict.DIFFERS, ratio("\"value\": 4.0", measured).verdict());
    }

    @Test
    void aNoisyCellMakesAClaimThatWouldHoldInconclusiveAndSaysWhichCellAndWhy() {
        Measurements measured = paired(new SyntheticLab(42).cell("sign-only", 3.0).noisy("sign-only", "steal 4%"));

        ClaimVerdict verdict = ratio("\"value\": 3.0", measured);
        Check check = only(verdict);
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertEquals(3.0, check.measured().value(), 0.06, "the figure is still shown");
        assertTrue(check.reason().startsWith("it would hold, but a cell it rests on ran on a busy machine"), check.reason());
        assertTrue(check.reason().contains("sign-only in run 0 (steal 4%)"), check.reason());
        assertFalse(check.reason().contains("plain in"), "plain's cell was quiet: " + check.reason());
        assertEquals(List.of("run 0 (steal 4%)"), measured.noisy("sign-only", 100));
    }

    @Test
    void anIntervalWideEnoughToStraddleTheBandsEdgeCannotTell() {
        // Each cell's level moves by ±30% from round to round on its own: that does not cancel.
        Measurements measured = paired(new SyntheticLab(7).cell("sign-only", 3.75).unitNoise(0.3));

        ClaimVerdict verdict = ratio("\"value\": 3.0", measured);
        Check check = only(verdict);
        Estimate figure = check.measured();
        assertTrue(figure.low() < 3.0 * 1.25 && 3.0 * 1.25 < figure.high(), "the interval holds the band's upper edge: " + figure);
        assertTrue(figure.high() / figure.low() > 1.3, "rounds that disagree make a wide interval: " + figure);
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertEquals("the interval straddles the band's edge", check.reason());
    }

    @Test
    void aPublishedRangeIsTheBandItself() {
        Measurements measured = paired(new SyntheticLab(42).cell("sign-only", 3.0));

        ClaimVerdict inside = ratio("\"low\": 2.5, \"high\": 3.5", measured);
        assertEquals(Verdict.HOLDS, inside.verdict());
        assertEquals("2.5× to 3.5×", only(inside).published());
        assertEquals("the published range itself", only(inside).tolerance());

        assertEquals(Verdict.DIFFERS, ratio("\"low\": 4, \"high\": 5", measured).verdict());
        assertEquals(Verdict.DIFFERS, ratio("\"low\": 1.5, \"high\": 2.5", measured).verdict());
        // Not widened by the ratio's tolerance: 3.0 is within a quarter of 3.2, not inside [3.2, 4].
        assertEquals(Verdict.DIFFERS, ratio("\"low\": 3.2, \"high\": 4", measured).verdict());

        ClaimVerdict atLeast = ratio("\"low\": 2", measured);
        assertEquals(Verdict.HOLDS, atLeast.verdict());
        assertEquals("at least 2×", only(atLeast).published());
        assertEquals(Verdict.DIFFERS, ratio("\"low\": 4", measured).verdict());
    }

    @Test
    void oneRunInBlocksHasNoIntervalThatSurvivesARerunWhileThreeReplicatesOfItDecide() {
        SyntheticLab lab = new SyntheticLab(11).cell("sign-only", 3.0);
        Replicate single = lab.blocks(SIZES, 200);

        ClaimVerdict one = ratio("\"value\": 3.0", Measurements.of(List.of(single)));
        Check check = only(one);
        assertEquals(Verdict.INCONCLUSIVE, one.verdict());
        assertFalse(check.measured().hasInterval(), check.measured().toString());
        assertEquals(3.0, check.measured().value(), 0.06, "one run's figure is still shown");
        assertTrue(check.reason().contains("no interval that survives a rerun"), check.reason());
        assertTrue(check.reason().contains("order blocks"), check.reason());
        assertTrue(check.reason().contains("reproduce it with 2 replicates or more"), check.reason());

        // The same run as the first of a group of three: its replicates' figures make the interval.
        List<Replicate> group = new ArrayList<>(List.of(single));
        group.addAll(lab.replicates(2, SIZES, 200));
        ClaimVerdict three = ratio("\"value\": 3.0", Measurements.of(group));
        Check decided = only(three);
        assertEquals(Verdict.HOLDS, three.verdict(), decided.reason());
        assertEquals(3, decided.measured().units());
        assertEquals(3.0, decided.measured().value(), 0.06);
        assertTrue(decided.measured().basis().contains("3 replicates of one request"), decided.measured().basis());
        assertEquals(Verdict.DIFFERS, ratio("\"value\": 6.0", Measurements.of(group)).verdict());
    }

    @Test
    void aCellTheRunsDoNotMeasureIsNotMeasured() {
        Measurements measured = paired(new SyntheticLab(42).cell("sign-only", 3.0));

        ClaimVerdict verdict = ClaimJudge.judge(claim("""
                {"kind": "ratio", "role": "r", "statistic": "mean", "a": "encrypt-only", "value": 3.0, "sizes": [100]}"""), measured);
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertEquals("not measured by the runs read", only(verdict).reason());
        assertEquals(null, only(verdict).measured());
    }
}
