package org.wsslab.run.soak.boundary;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;

/** A soak request is refused outside its ranges, saying what is allowed. */
class SoakRequestTest {

    @Test
    void theDefaultsAndTheLimitsAreAllowed() {
        assertDoesNotThrow(
                () -> new SoakRequest(SoakRequest.DEFAULT_SECONDS, SoakRequest.DEFAULT_THREADS, SoakRequest.DEFAULT_SIZE).check());
        assertDoesNotThrow(() -> new SoakRequest(1, 1, 1).check());
        assertDoesNotThrow(() -> new SoakRequest(SoakRequest.MAX_SECONDS, SoakRequest.MAX_THREADS, RunRequest.MAX_SIZE).check());
    }

    @Test
    void eachParameterOutsideItsRangeIsRefusedByName() {
        refused(new SoakRequest(0, 4, 10_240), "seconds: 0 is not allowed; a soak lasts from 1 to 86400 seconds");
        refused(new SoakRequest(SoakRequest.MAX_SECONDS + 1, 4, 10_240), "seconds: 86401");
        refused(new SoakRequest(600, 0, 10_240), "threads: 0 is not allowed; a soak has from 1 to 32 client threads");
        refused(new SoakRequest(600, 33, 10_240), "threads: 33");
        refused(new SoakRequest(600, 4, 0), "size: 0 is not allowed");
        refused(new SoakRequest(600, 4, RunRequest.MAX_SIZE + 1), "size: " + (RunRequest.MAX_SIZE + 1));
    }

    private static void refused(SoakRequest request, String start) {
        Refusal refusal = assertThrows(Refusal.class, request::check);
        assertEquals(Refusal.Kind.INVALID, refusal.kind());
        assertTrue(refusal.getMessage().startsWith(start), refusal.getMessage());
    }
}
