package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.verification.entity.Attack;

class KnownGapsTest {

    private static final String ENTRY = "{\"mechanism\": \"%s\", \"attack\": \"%s\", \"finding\": \"f\", \"policy\": \"p\","
            + " \"request\": \"%s\", \"response\": \"r\"}";

    @Test
    void theReviewedFileLoadsAndEveryEntryCarriesItsEvidence() {
        KnownGaps reviewed = KnownGaps.reviewed();
        assertFalse(reviewed.all().isEmpty());
        assertTrue(reviewed.find(Mechanism.MUTUAL_CERTIFICATES, Attack.REPLAY).isPresent());
        assertTrue(reviewed.find(Mechanism.MUTUAL_CERTIFICATES, Attack.TAMPERED_BODY).isEmpty(), "tampering is no known gap");
    }

    @Test
    void anEntryThatCannotBeReviewedIsRefusedWithItsReason() {
        assertRefused(String.format(ENTRY, "nope", "REPLAY", "q"), "unknown mechanism");
        assertRefused(String.format(ENTRY, "transport-ssl", "TAMPERED_BODY", "q"), "does not apply");
        assertRefused(String.format(ENTRY, "plain", "DOCTYPE", ""), "lacks its request");
        assertRefused(String.format(ENTRY, "plain", "DOCTYPE", "q") + "," + String.format(ENTRY, "plain", "DOCTYPE", "q"), "twice");
        assertEquals(1, read(String.format(ENTRY, "plain", "DOCTYPE", "q")).all().size());
    }

    private static void assertRefused(String entries, String reason) {
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> read(entries));
        assertTrue(refused.getMessage().contains(reason), refused.getMessage());
    }

    private static KnownGaps read(String entries) {
        return KnownGaps.read(new ByteArrayInputStream(("{\"gaps\": [" + entries + "]}").getBytes(StandardCharsets.UTF_8)));
    }
}
