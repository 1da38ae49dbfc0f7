package org.wsslab.verification.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsslab.catalog.entity.Mechanism;

/** Which attacks apply follows from what the catalog claims, and nothing else. */
class AttackTest {

    @Test
    void theNewEntriesAreAttackedWhereTheyClaimSomething() {
        assertEquals(Set.of("CONFIDENTIALITY", "REPLAY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY"),
                notApplicable(Mechanism.USERNAME_TOKEN_HTTP), "username-token-http claims only that it authenticates");
        assertEquals(Set.of("CONFIDENTIALITY"), notApplicable(Mechanism.SIGN_ONLY));
        assertEquals(Set.of("REPLAY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY", "WRONG_CREDENTIALS"),
                notApplicable(Mechanism.ENCRYPT_ONLY), "encrypt-only claims confidentiality alone");
        assertEquals(Set.of(), notApplicable(Mechanism.ENCRYPT_THEN_SIGN));
        assertEquals(Set.of("NO_SECURITY_HEADER", "REPLAY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY",
                "WRONG_CREDENTIALS"), notApplicable(Mechanism.HTTPS_ONLY), "https-only: TLS's properties only");
    }

    @Test
    void tamperingWhereNothingIsSignedAndReplayWhereNothingIsTimestampedAreShownNotJudged() {
        assertTrue(Attack.TAMPERED_BODY.shownWhereNotApplicable(Mechanism.USERNAME_TOKEN_HTTP));
        assertTrue(Attack.TAMPERED_BODY.shownWhereNotApplicable(Mechanism.ENCRYPT_ONLY));
        assertTrue(Attack.REPLAY.shownWhereNotApplicable(Mechanism.USERNAME_TOKEN_HTTP));
        assertTrue(Attack.REPLAY.shownWhereNotApplicable(Mechanism.HTTPS_ONLY));
        assertFalse(Attack.TAMPERED_BODY.shownWhereNotApplicable(Mechanism.HTTPS_ONLY), "TLS's integrity is not the message's");
        assertFalse(Attack.SIGNATURE_WRAPPING.shownWhereNotApplicable(Mechanism.ENCRYPT_ONLY), "no signature to wrap");
        assertFalse(Attack.REPLAY.shownWhereNotApplicable(Mechanism.PLAIN), "the baseline's consequences are its reason to be");
    }

    @ParameterizedTest
    @EnumSource(Mechanism.class)
    void anAttackShownIsOneThatDoesNotApply(Mechanism mechanism) {
        for (Attack attack : Attack.values()) {
            assertTrue(!attack.shownWhereNotApplicable(mechanism) || attack.notApplicable(mechanism).isPresent(), attack + " on " + mechanism);
        }
    }

    private static Set<String> notApplicable(Mechanism mechanism) {
        Set<String> names = new TreeSet<>();
        for (Attack attack : Attack.values()) {
            attack.notApplicable(mechanism).ifPresent(why -> names.add(attack.name()));
        }
        return names;
    }
}
