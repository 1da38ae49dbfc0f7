package org.wsslab.study.verdict.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.study.verdict.control.SyntheticLab.claim;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.study.verdict.entity.Check;
import org.wsslab.study.verdict.entity.ClaimVerdict;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.Verdict;

/**
 * A byte-growth claim (000 Table 3: a signature adds a constant, encryption grows with the payload) over
 * the bytes a run's cell records carry: the share of plain's growth from the smallest size to the
 * largest that a cell's added bytes grow by, at most 5% for a constant, at least 20% for growing. Bytes
 * on the wire are exact: one run in blocks decides.
 */
class BytesJudgeTest {

    private static final List<Integer> SIZES = List.of(100, 10000);

    /**
     * plain's body is 400 B and the payload; sign-only adds 2,500 B at every size; encrypt-only 2,000 B
     * and a third more than the payload (base64); username-token-http 600 B and a tenth of the payload.
     */
    private static Measurements wire() {
        SyntheticLab lab = new SyntheticLab(2).cell("sign-only", 2.0).cell("encrypt-only", 2.0).cell("username-token-http", 1.2)
                .bytes("plain", size -> 400 + size).bytes("sign-only", size -> 400 + size + 2500)
                .bytes("encrypt-only", size -> 400 + size + 2000 + size * 4 / 3)
                .bytes("username-token-http", size -> 400 + size + 600 + size / 10);
        return Measurements.of(List.of(lab.blocks(SIZES, 20)));
    }

    private static ClaimVerdict growth(String constant, String linear) {
        return ClaimJudge.judge(claim("""
                {"kind": "byte-growth", "role": "r", "statistic": "request-bytes", "constant": [%s], "linear": [%s]}"""
                .formatted(constant, linear)), wire());
    }

    @Test
    void aSignatureAddsAConstantAndEncryptionGrowsWithThePayload() {
        ClaimVerdict verdict = growth("\"sign-only\"", "\"encrypt-only\"");
        assertEquals(Verdict.HOLDS, verdict.verdict());
        Check constant = verdict.checks().get(0);
        Check linear = verdict.checks().get(1);
        assertEquals(Estimate.exact(0, "bytes on the wire (the same in every call)"), constant.measured(), "2,500 B at both sizes");
        assertEquals(4.0 / 3, linear.measured().value(), 0.001, "a third more than the payload's growth");
        assertTrue(linear.measured().hasInterval(), "exact: its interval is the figure itself");
        assertEquals(
                "the request bytes sign-only adds, grown from size 100 to 10000, as a share of the payload's growth (plain's larger message)",
                constant.figure());
        assertEquals("a constant", constant.published());
        assertEquals("growing with the payload", linear.published());
    }

    @Test
    void theOtherWayRoundDiffers() {
        ClaimVerdict verdict = growth("\"encrypt-only\"", "\"sign-only\"");
        assertEquals(Verdict.DIFFERS, verdict.verdict());
        assertEquals(List.of(Verdict.DIFFERS, Verdict.DIFFERS), verdict.checks().stream().map(Check::verdict).toList());
        assertEquals(4.0 / 3, verdict.checks().get(0).measured().value(), 0.001, "encrypt-only: no constant");
        assertEquals(0, verdict.checks().get(1).measured().value(), 1e-9, "sign-only: not growing");
    }

    @Test
    void aShareBetweenAConstantsAndAGrowingOnesCannotBeTold() {
        // A tenth of plain's growth: more than a constant's 5%, less than growing's 20% (Tolerances.CONSTANT_BYTES_SHARE, LINEAR_BYTES_SHARE).
        ClaimVerdict constant = growth("\"username-token-http\"", "");
        assertEquals(0.1, constant.checks().get(0).measured().value(), 0.001);
        assertEquals(Verdict.INCONCLUSIVE, constant.verdict(), constant.checks().get(0).reason());

        ClaimVerdict linear = growth("", "\"username-token-http\"");
        assertEquals(Verdict.INCONCLUSIVE, linear.verdict(), linear.checks().get(0).reason());
        assertEquals("between a constant's 5% and a growing one's 20% of the payload's growth: the lab cannot tell which",
                linear.checks().get(0).reason());
    }

    @Test
    void aCellWithoutRecordedBytesIsNotMeasured() {
        SyntheticLab lab = new SyntheticLab(2).cell("sign-only", 2.0).bytes("plain", size -> 400 + size);
        ClaimVerdict verdict = ClaimJudge.judge(claim("""
                {"kind": "byte-growth", "role": "r", "statistic": "response-bytes", "constant": ["sign-only"]}"""),
                Measurements.of(List.of(lab.blocks(SIZES, 20))));
        assertEquals(Verdict.INCONCLUSIVE, verdict.verdict());
        assertNull(verdict.checks().get(0).measured());
        assertEquals("not measured by the runs read", verdict.checks().get(0).reason());
    }

    @Test
    void bytesOrderCellsFromOneRunSinceTheyAreTheSameInEveryCall() {
        ClaimVerdict verdict = ClaimJudge.judge(claim("""
                {"kind": "ordering", "role": "r", "statistic": "request-bytes", "cheaper": "plain", "dearer": "sign-only",
                 "sizes": [100, 10000]}"""), wire());
        assertEquals(Verdict.HOLDS, verdict.verdict(), "one run in blocks, yet decided: bytes are exact");
        assertEquals((500.0 + 2500) / 500, verdict.checks().get(0).measured().value(), 1e-9);
        assertEquals((10400.0 + 2500) / 10400, verdict.checks().get(1).measured().value(), 1e-9);
    }

    @Test
    void aBusyMachineDoesNotChangeTheBytesSoItLeavesAByteVerdictStanding() {
        SyntheticLab lab = new SyntheticLab(2).cell("sign-only", 2.0).bytes("plain", size -> 400 + size)
                .bytes("sign-only", size -> 400 + size + 2500).noisy("sign-only", "other processes used 90% of a core");
        ClaimVerdict verdict = ClaimJudge.judge(claim("""
                {"kind": "ordering", "role": "r", "statistic": "request-bytes", "cheaper": "plain", "dearer": "sign-only",
                 "sizes": [100]}"""), Measurements.of(List.of(lab.blocks(SIZES, 20))));
        assertEquals(Verdict.HOLDS, verdict.verdict(), verdict.checks().get(0).reason());
    }

    @Test
    void aResponseOnlyPayloadIsReadAgainstTheResponsesGrowthNotTheRequestsFewBytes() {
        // A books query: the request says how many (a few bytes more at the large size), the response carries them.
        SyntheticLab lab = new SyntheticLab(2).cell("username-token-http", 1.2)
                .bytes("plain", size -> size < 1000 ? 400 : 404, size -> 500 + size * 60)
                .bytes("username-token-http", size -> size < 1000 ? 1400 : 1403, size -> 500 + size * 60);
        ClaimVerdict verdict = ClaimJudge.judge(claim("""
                {"kind": "byte-growth", "role": "r", "statistic": "request-bytes", "constant": ["username-token-http"]}"""),
                Measurements.of(List.of(lab.blocks(SIZES, 20))));
        assertEquals(Verdict.HOLDS, verdict.verdict(), verdict.checks().get(0).reason());
        assertEquals(-1.0 / (10000 * 60 - 100 * 60), verdict.checks().get(0).measured().value(), 1e-12,
                "one byte less, against the response's growth");
    }
}
