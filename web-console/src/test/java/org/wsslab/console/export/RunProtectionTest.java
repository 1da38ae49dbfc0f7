package org.wsslab.console.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** A run's report embeds the newest completed verification of all the run's secured endpoints, its rows for them only. */
class RunProtectionTest {

    private static final Run RUN = new Run(List.of(Mechanism.PLAIN.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(),
            Mechanism.SIGN_ONLY.endpoint()), List.of(AlgorithmSuite.DEFAULT), List.of(100), 2, 0, Order.DEFAULT, 5, Instant.EPOCH);

    private static Verification verification(long id, VerificationStatus status, Mechanism... mechanisms) {
        return new Verification(id, status, Instant.EPOCH, Instant.EPOCH, null,
                List.of(mechanisms).stream().map(Mechanism::endpoint).toList());
    }

    private static Optional<AttackMatrix> covering(Verification... newestFirst) {
        return RunProtection.covering(RUN, List.of(newestFirst), v -> v.endpoints().stream()
                .map(e -> new Verdict(e, Attack.REPLAY, Outcome.REFUSED, "fault", null, null)).toList());
    }

    @Test
    void theNewestVerificationOfTheRunsMechanismsNotTheNewestOfAll() {
        Optional<AttackMatrix> matrix = covering(verification(9, VerificationStatus.COMPLETED, Mechanism.HTTPS_ONLY),
                verification(8, VerificationStatus.COMPLETED, Mechanism.TRANSPORT_SSL),
                verification(7, VerificationStatus.COMPLETED, Mechanism.TRANSPORT_SSL, Mechanism.SIGN_ONLY, Mechanism.HTTPS_ONLY),
                verification(6, VerificationStatus.COMPLETED, Mechanism.PLAIN, Mechanism.TRANSPORT_SSL, Mechanism.SIGN_ONLY));
        assertEquals(7, matrix.orElseThrow().verification().id(), "9 attacked another mechanism, 8 only one of the run's");
        assertEquals(List.of(Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.SIGN_ONLY.endpoint()),
                matrix.orElseThrow().rows().stream().map(AttackMatrix.Row::endpoint).toList(), "the rows of the run's endpoints only");
    }

    @Test
    void plainNeedNotHaveBeenAttackedButItsRowIsShownWhereItWas() {
        List<Endpoint> rows = covering(verification(6, VerificationStatus.COMPLETED, Mechanism.PLAIN, Mechanism.TRANSPORT_SSL,
                Mechanism.SIGN_ONLY)).orElseThrow().rows().stream().map(AttackMatrix.Row::endpoint).toList();
        assertEquals(RUN.getEndpoints(), rows);
    }

    @Test
    void noneWhereNoCompletedVerificationCoversTheRun() {
        assertEquals(Optional.empty(), covering(verification(9, VerificationStatus.RUNNING, Mechanism.TRANSPORT_SSL, Mechanism.SIGN_ONLY),
                verification(8, VerificationStatus.COMPLETED, Mechanism.TRANSPORT_SSL),
                verification(7, VerificationStatus.FAILED, Mechanism.TRANSPORT_SSL, Mechanism.SIGN_ONLY)));
    }

    @Test
    void aSuiteTheRunMeasuredMustHaveBeenAttackedUnderThatSuite() {
        Run underBasic256 = new Run(List.of(Mechanism.PLAIN.endpoint(), Mechanism.SIGN_ONLY.under(AlgorithmSuite.BASIC256)),
                List.of(AlgorithmSuite.BASIC256), List.of(100), 2, 0, Order.DEFAULT, 5, Instant.EPOCH);
        assertEquals(Optional.empty(), RunProtection.covering(underBasic256,
                List.of(verification(8, VerificationStatus.COMPLETED, Mechanism.SIGN_ONLY)), v -> List.of()));
    }
}
