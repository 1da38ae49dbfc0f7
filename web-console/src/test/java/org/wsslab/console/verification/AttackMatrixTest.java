package org.wsslab.console.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** The matrix of a verification a redeploy interrupted: its verdicts where they were reached, every other cell open. */
class AttackMatrixTest {

    private static final Endpoint MUTUAL = Mechanism.MUTUAL_CERTIFICATES.endpoint();
    private static final Endpoint SIGN_ONLY = Mechanism.SIGN_ONLY.endpoint();
    private static final List<Verdict> TWO_MADE = List.of(verdict(Attack.all().get(0)), verdict(Attack.all().get(1)));

    @Test
    void anInterruptedVerificationShowsEveryAttackWithTheVerdictsItReached() {
        AttackMatrix matrix = AttackMatrix.of(verification(VerificationStatus.INTERRUPTED), TWO_MADE);

        assertEquals(Attack.all(), matrix.attacks(), "the attacks it never reached keep their columns");
        assertEquals(Outcome.REFUSED, matrix.rows().get(0).cells().get(1).outcome());
        assertNull(matrix.rows().get(0).cells().get(2), "not reached");
        assertTrue(matrix.rows().get(1).cells().stream().allMatch(cell -> cell == null), "the endpoint never reached");
        assertTrue(matrix.unreached().contains("a new verification makes every attack"), matrix.unreached());
    }

    @Test
    void aFailedOneShowsTheAttacksItMadeAndARunningOneEveryAttack() {
        assertEquals(Attack.all().subList(0, 2), AttackMatrix.of(verification(VerificationStatus.FAILED), TWO_MADE).attacks());
        AttackMatrix running = AttackMatrix.of(verification(VerificationStatus.RUNNING), TWO_MADE);
        assertEquals(Attack.all(), running.attacks());
        assertTrue(running.unreached().contains("still running"), running.unreached());
    }

    @Test
    void aCancelledOneKeepsEveryColumnAndCountsTheCellsItReached() {
        AttackMatrix cancelled = AttackMatrix.of(verification(VerificationStatus.CANCELLED), TWO_MADE);
        assertEquals(Attack.all(), cancelled.attacks(), "the attacks it never reached keep their columns");
        assertEquals(2, cancelled.reached());
        assertEquals(2 * Attack.all().size(), cancelled.cells(), "two endpoints, every attack");
        assertTrue(cancelled.unreached().contains("cancelled"), cancelled.unreached());
    }

    @Test
    void everyStateSaysWhatAnOpenCellMeans() {
        for (VerificationStatus status : VerificationStatus.values()) {
            assertTrue(!AttackMatrix.of(verification(status), TWO_MADE).unreached().isBlank(), status.name());
        }
    }

    private static Verification verification(VerificationStatus status) {
        return new Verification(3, status, Instant.EPOCH, status == VerificationStatus.RUNNING ? null : Instant.EPOCH, null,
                List.of(MUTUAL, SIGN_ONLY));
    }

    private static Verdict verdict(Attack attack) {
        return new Verdict(MUTUAL, attack, Outcome.REFUSED, "refused", null, null);
    }
}
