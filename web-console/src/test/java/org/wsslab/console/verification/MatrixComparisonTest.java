package org.wsslab.console.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/** Two verifications side by side: only the cells both made, and of those only the ones whose outcomes differ. */
class MatrixComparisonTest {

    private static final Endpoint MUTUAL = Mechanism.MUTUAL_CERTIFICATES.endpoint();
    private static final Endpoint SIGN_ONLY = Mechanism.SIGN_ONLY.endpoint();

    @Test
    void theCellsBothMadeWhoseOutcomesDifferInTheShownMatrixsOrder() {
        Verification other = new Verification(2, VerificationStatus.COMPLETED, Instant.EPOCH, Instant.EPOCH, null, List.of(MUTUAL));
        List<Verdict> shown = List.of(verdict(MUTUAL, Attack.ADDRESSING_DUPLICATED, Outcome.KNOWN_GAP),
                verdict(MUTUAL, Attack.REPLAY, Outcome.KNOWN_GAP), verdict(SIGN_ONLY, Attack.ADDRESSING_DUPLICATED, Outcome.KNOWN_GAP));
        List<Verdict> others = List.of(verdict(MUTUAL, Attack.REPLAY, Outcome.KNOWN_GAP),
                verdict(MUTUAL, Attack.ADDRESSING_DUPLICATED, Outcome.REFUSED));

        MatrixComparison comparison = MatrixComparison.of(shown, other, others);

        assertEquals(2, comparison.common(), "sign-only was not verified by the other");
        assertEquals(1, comparison.differences().size(), comparison.toString());
        MatrixComparison.Difference difference = comparison.differences().get(0);
        assertEquals(MUTUAL, difference.endpoint());
        assertEquals(Attack.ADDRESSING_DUPLICATED, difference.attack());
        assertEquals(Outcome.KNOWN_GAP, difference.shown().outcome());
        assertEquals(Outcome.REFUSED, difference.other().outcome());
        assertEquals(other, comparison.other());
    }

    private static Verdict verdict(Endpoint endpoint, Attack attack, Outcome outcome) {
        return new Verdict(endpoint, attack, outcome, outcome.name(), null, null);
    }
}
