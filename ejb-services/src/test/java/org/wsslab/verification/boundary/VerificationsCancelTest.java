package org.wsslab.verification.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.control.VerificationEngine;
import org.wsslab.verification.control.VerificationStore;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** Cancelling a verification (issue 39): only a running one is asked to stop; an ended one, or none, is refused with why. */
class VerificationsCancelTest {

    private final List<Long> asked = new ArrayList<>();

    private Verifications holding(Verification stored) {
        Verifications verifications = new Verifications();
        verifications.store = new VerificationStore() {
            @Override
            public Optional<Verification> find(long id) {
                return stored != null && stored.id() == id ? Optional.of(stored) : Optional.empty();
            }
        };
        verifications.engine = new VerificationEngine() {
            @Override
            public void cancel(long id) {
                asked.add(id);
            }
        };
        return verifications;
    }

    private static Verification in(VerificationStatus status) {
        return new Verification(7, status, Instant.EPOCH, null, null, List.of(Mechanism.PLAIN.endpoint()));
    }

    @Test
    void aRunningVerificationIsAskedToStop() {
        holding(in(VerificationStatus.RUNNING)).cancel(7);
        assertEquals(List.of(7L), asked);
    }

    @ParameterizedTest
    @EnumSource(value = VerificationStatus.class, names = "RUNNING", mode = EnumSource.Mode.EXCLUDE)
    void anEndedVerificationIsRefusedSayingItsState(VerificationStatus status) {
        Refusal refusal = assertThrows(Refusal.class, () -> holding(in(status)).cancel(7));
        assertEquals(Refusal.Kind.CONFLICT, refusal.kind());
        assertEquals("verification 7 is " + status + "; only a RUNNING verification can be cancelled", refusal.getMessage());
        assertTrue(asked.isEmpty(), "nothing is asked of the engine");
    }

    @Test
    void anUnknownVerificationIsNotFound() {
        Refusal refusal = assertThrows(Refusal.class, () -> holding(null).cancel(8));
        assertEquals(Refusal.Kind.NOT_FOUND, refusal.kind());
        assertEquals("there is no verification 8", refusal.getMessage());
    }
}
