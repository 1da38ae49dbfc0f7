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
import org.wsslab.catalog.entity.Protection;

/** Which attacks apply follows from what the catalog claims, and nothing else. */
class AttackTest {

    /** The WS-Addressing class: where nothing signs the headers, the body or the timestamp, it does not apply. */
    private static final Set<String> ADDRESSING_CLASS = Set.of("ADDRESSING_ALTERED", "ADDRESSING_DUPLICATED", "ADDRESSING_WRAPPED",
            "SECOND_BODY", "SECOND_TIMESTAMP");

    @Test
    void theNewEntriesAreAttackedWhereTheyClaimSomething() {
        assertEquals(with(ADDRESSING_CLASS, "CONFIDENTIALITY", "REPLAY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY"),
                notApplicable(Mechanism.USERNAME_TOKEN_HTTP), "username-token-http claims only that it authenticates");
        assertEquals(Set.of("CONFIDENTIALITY"), notApplicable(Mechanism.SIGN_ONLY));
        assertEquals(with(ADDRESSING_CLASS, "REPLAY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY", "WRONG_CREDENTIALS"),
                notApplicable(Mechanism.ENCRYPT_ONLY), "encrypt-only claims confidentiality alone");
        assertEquals(Set.of(), notApplicable(Mechanism.ENCRYPT_THEN_SIGN));
        assertEquals(with(ADDRESSING_CLASS, "NO_SECURITY_HEADER", "REPLAY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY",
                "WRONG_CREDENTIALS"), notApplicable(Mechanism.HTTPS_ONLY), "https-only: TLS's properties only");
    }

    @Test
    void aPasswordDigestIsJudgedForReplaysByItsNonceAndNotForWhatNothingSigns() {
        assertEquals(with(ADDRESSING_CLASS, "CONFIDENTIALITY", "SIGNATURE_WRAPPING", "STALE_TIMESTAMP", "TAMPERED_BODY"),
                notApplicable(Mechanism.USERNAME_TOKEN_DIGEST), "the server remembers a digest's nonce: a replay must be refused");
        assertTrue(Attack.TAMPERED_BODY.shownWhereNotApplicable(Mechanism.USERNAME_TOKEN_DIGEST), "an altered body shown, not judged");
        assertFalse(Attack.REPLAY.shownWhereNotApplicable(Mechanism.USERNAME_TOKEN_DIGEST), "a replay judged, not only shown");
    }

    @ParameterizedTest
    @EnumSource(Mechanism.class)
    void theAddressingClassAppliesExactlyWhereTheMessageIsSigned(Mechanism mechanism) {
        for (String name : ADDRESSING_CLASS) {
            Attack attack = Attack.valueOf(name);
            assertEquals(AttackClass.ADDRESSING, attack.attackClass());
            assertEquals(mechanism.integrity() == Protection.MESSAGE, attack.notApplicable(mechanism).isEmpty(),
                    attack + " on " + mechanism);
        }
        String why = Attack.ADDRESSING_ALTERED.notApplicable(mechanism).orElse("");
        if (!mechanism.addressing() && mechanism != Mechanism.PLAIN) {
            assertTrue(why.contains("does not use WS-Addressing"), mechanism + ": " + why);
        } else if (mechanism.integrity() == Protection.TRANSPORT) {
            assertTrue(why.contains("TLS"), mechanism + ": " + why);
        }
    }

    @Test
    void anAlteredReplyToIsShownWhereNothingSignsTheHeaders() {
        assertTrue(Attack.ADDRESSING_ALTERED.shownWhereNotApplicable(Mechanism.ENCRYPT_ONLY),
                "encrypt-only uses WS-Addressing, signs nothing");
        assertFalse(Attack.ADDRESSING_ALTERED.shownWhereNotApplicable(Mechanism.TRANSPORT_SSL), "TLS protects the headers there");
        assertFalse(Attack.ADDRESSING_ALTERED.shownWhereNotApplicable(Mechanism.USERNAME_TOKEN_HTTP), "no addressing headers to alter");
        assertFalse(Attack.ADDRESSING_WRAPPED.shownWhereNotApplicable(Mechanism.ENCRYPT_ONLY), "no signature to wrap");
    }

    private static Set<String> with(Set<String> some, String... more) {
        Set<String> all = new TreeSet<>(some);
        all.addAll(Set.of(more));
        return all;
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
            assertTrue(!attack.shownWhereNotApplicable(mechanism) || attack.notApplicable(mechanism).isPresent(),
                    attack + " on " + mechanism);
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
