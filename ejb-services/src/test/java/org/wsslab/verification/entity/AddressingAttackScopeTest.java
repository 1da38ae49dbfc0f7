package org.wsslab.verification.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AddressingSetup;
import org.wsslab.catalog.entity.Mechanism;

/** The hardened addressing set-up (the endpoints' side) and the attack that needs it (the matrix's side) name the same mechanisms. */
class AddressingAttackScopeTest {

    @Test
    void theSetUpCoversExactlyTheMechanismsWhoseSignedAddressingHeadersTheMatrixDuplicates() {
        assertEquals(Arrays.stream(Mechanism.values()).filter(m -> m.secured()
                && Attack.ADDRESSING_DUPLICATED.notApplicable(m).isEmpty()).toList(), AddressingSetup.mechanisms());
        assertEquals(12, AddressingSetup.mechanisms().size(), "the twelve mechanisms of docs/security.md");
        assertFalse(AddressingSetup.mechanisms().contains(Mechanism.ENCRYPT_ONLY), "its honoured ReplyTo proves the listener");
    }
}
