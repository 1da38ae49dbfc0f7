package org.wsslab.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Binding;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.PasswordForm;
import org.wsslab.catalog.entity.Protection;
import org.wsslab.catalog.entity.Transport;

/**
 * The entries the other studies measured claim what issue 17 says they are; the wire, refusal and
 * attack tests check each claim against the running endpoints, so a claim changed here changes them.
 */
class CatalogClaimsTest {

    @Test
    void theTwelveMessageLevelMechanismsOfferEverySuiteAndTheOthersOnlyTheirOwn() {
        Set<Mechanism> choosing = EnumSet.of(Mechanism.MUTUAL_CERTIFICATES, Mechanism.USERNAME_SYMMETRIC,
                Mechanism.ENDORSING_CERTIFICATE, Mechanism.SAML_SENDER_VOUCHES, Mechanism.SAML_HOLDER_OF_KEY,
                Mechanism.SIGN_ONLY, Mechanism.ENCRYPT_ONLY, Mechanism.ENCRYPT_THEN_SIGN, Mechanism.STS_ISSUED_TOKEN,
                Mechanism.SECURE_CONVERSATION, Mechanism.SECURE_CONVERSATION_USERNAME, Mechanism.SECURE_CONVERSATION_ENCRYPT_ONLY);
        assertEquals(List.of("Basic128", "Basic256", "TripleDes", "TripleDesRsa15", "Basic256Sha256"),
                AlgorithmSuite.choosable().stream().map(AlgorithmSuite::assertion).toList());
        for (Mechanism m : Mechanism.all()) {
            assertEquals(m.algorithmSuite(), m.suites().get(0), m.id() + ": the catalog's suite first");
            assertEquals(choosing.contains(m) ? AlgorithmSuite.choosable() : List.of(m.algorithmSuite()), m.suites(), m.id());
        }
        assertEquals(12 * 4, Endpoint.generated().size(), "four more endpoints for each of the twelve");
        for (Mechanism derived : List.of(Mechanism.USERNAME_DERIVED_KEYS, Mechanism.USERNAME_DERIVED_ENCRYPT_ONLY,
                Mechanism.USERNAME_DERIVED_SIGN_ONLY)) {
            assertThrows(IllegalArgumentException.class, () -> derived.under(AlgorithmSuite.BASIC256),
                    derived.id() + ": its derived keys are 128 bits whatever the suite");
        }
        assertEquals("/echo/mutual-certificates/TripleDesRsa15",
                Mechanism.MUTUAL_CERTIFICATES.under(AlgorithmSuite.TRIPLE_DES_RSA15).path());
        assertEquals("/echo/mutual-certificates", Mechanism.MUTUAL_CERTIFICATES.under(AlgorithmSuite.BASIC128).path());
    }

    @Test
    void usernameTokenHttpAuthenticatesOnlyAndSaysItIsInsecure() {
        Mechanism m = Mechanism.USERNAME_TOKEN_HTTP;
        assertEquals(Transport.HTTP, m.transport());
        assertEquals(Binding.SUPPORTING_TOKEN_ONLY, m.binding());
        assertEquals(Authentication.USERNAME, m.authentication());
        assertEquals(Protection.NONE, m.integrity());
        assertEquals(Protection.NONE, m.confidentiality());
        assertEquals(AlgorithmSuite.NONE, m.algorithmSuite());
        assertFalse(m.timestamped());
        assertTrue(m.displayName().contains("insecure"), "labelled insecure: " + m.displayName());
    }

    @Test
    void usernameTokenDigestIsUsernameTokenHttpWithItsPasswordDigested() {
        Mechanism digest = Mechanism.USERNAME_TOKEN_DIGEST;
        Mechanism text = Mechanism.USERNAME_TOKEN_HTTP;
        assertEquals(text.transport(), digest.transport());
        assertEquals(text.binding(), digest.binding());
        assertEquals(text.authentication(), digest.authentication());
        assertEquals(text.integrity(), digest.integrity());
        assertEquals(text.confidentiality(), digest.confidentiality());
        assertEquals(PasswordForm.TEXT, text.passwordForm());
        assertEquals(PasswordForm.DIGEST, digest.passwordForm());
        assertTrue(digest.usesPassword(), "the client sends the endpoint user's name and a digest of the password");
        assertFalse(digest.timestamped(), "no wsu:Timestamp: the token's own creation time and nonce");
        assertFalse(digest.clientConfigured(), "name and password travel in the port's request context");
    }

    @Test
    void theUsernameDerivedHalvesEachClaimOneHalfOfUsernameDerivedKeys() {
        Mechanism both = Mechanism.USERNAME_DERIVED_KEYS;
        for (Mechanism half : List.of(Mechanism.USERNAME_DERIVED_ENCRYPT_ONLY, Mechanism.USERNAME_DERIVED_SIGN_ONLY)) {
            assertEquals(both.binding(), half.binding(), half.id());
            assertEquals(both.authentication(), half.authentication(), half.id() + ": a key only the password derives");
            assertEquals(PasswordForm.DERIVED_KEYS, half.passwordForm(), half.id());
            assertEquals(both.suites(), half.suites(), half.id() + ": 128-bit derived keys, Basic128 alone");
            assertTrue(half.clientConfigured(), half.id() + ": its client file states the iteration count");
        }
        assertEquals(Protection.NONE, Mechanism.USERNAME_DERIVED_ENCRYPT_ONLY.integrity());
        assertEquals(Protection.MESSAGE, Mechanism.USERNAME_DERIVED_ENCRYPT_ONLY.confidentiality());
        assertFalse(Mechanism.USERNAME_DERIVED_ENCRYPT_ONLY.timestamped(), "a timestamp would be signed");
        assertEquals(Protection.MESSAGE, Mechanism.USERNAME_DERIVED_SIGN_ONLY.integrity());
        assertEquals(Protection.NONE, Mechanism.USERNAME_DERIVED_SIGN_ONLY.confidentiality());
        assertTrue(Mechanism.USERNAME_DERIVED_SIGN_ONLY.timestamped(), "the timestamp is among what it signs");
    }

    @Test
    void secureConversationEncryptOnlyIsSecureConversationWithNothingSignedUnderTheContext() {
        Mechanism encryptOnly = Mechanism.SECURE_CONVERSATION_ENCRYPT_ONLY;
        Mechanism sc = Mechanism.SECURE_CONVERSATION;
        assertEquals(sc.session(), encryptOnly.session());
        assertEquals(sc.binding(), encryptOnly.binding());
        assertEquals(sc.authentication(), encryptOnly.authentication(), "the handshake's client certificate, as secure-conversation's");
        assertEquals(sc.suites(), encryptOnly.suites());
        assertEquals(Protection.NONE, encryptOnly.integrity());
        assertEquals(Protection.MESSAGE, encryptOnly.confidentiality());
        assertFalse(encryptOnly.timestamped(), "a timestamp would be signed");
    }

    @Test
    void signOnlySignsAndEncryptOnlyEncryptsWithTheSameBinding() {
        assertEquals(Binding.ASYMMETRIC, Mechanism.SIGN_ONLY.binding());
        assertEquals(Protection.MESSAGE, Mechanism.SIGN_ONLY.integrity());
        assertEquals(Protection.NONE, Mechanism.SIGN_ONLY.confidentiality());
        assertTrue(Mechanism.SIGN_ONLY.timestamped(), "the timestamp is among what sign-only signs");

        assertEquals(Binding.ASYMMETRIC, Mechanism.ENCRYPT_ONLY.binding());
        assertEquals(Protection.NONE, Mechanism.ENCRYPT_ONLY.integrity());
        assertEquals(Protection.MESSAGE, Mechanism.ENCRYPT_ONLY.confidentiality());
        assertEquals(Authentication.NONE, Mechanism.ENCRYPT_ONLY.authentication(), "an unsigned certificate proves no caller");
        assertFalse(Mechanism.ENCRYPT_ONLY.timestamped(), "a timestamp would be signed");
    }

    @Test
    void encryptThenSignClaimsWhatMutualCertificatesClaims() {
        Mechanism ets = Mechanism.ENCRYPT_THEN_SIGN;
        Mechanism mc = Mechanism.MUTUAL_CERTIFICATES;
        assertEquals(mc.transport(), ets.transport());
        assertEquals(mc.binding(), ets.binding());
        assertEquals(mc.authentication(), ets.authentication());
        assertEquals(mc.integrity(), ets.integrity());
        assertEquals(mc.confidentiality(), ets.confidentiality());
        assertEquals(mc.algorithmSuite(), ets.algorithmSuite());
    }

    @Test
    void httpsOnlyIsTlsAndNothingElse() {
        Mechanism m = Mechanism.HTTPS_ONLY;
        assertEquals(Transport.HTTPS, m.transport());
        assertFalse(m.secured(), "no policy, no security header");
        assertFalse(m.timestamped());
        assertEquals(Protection.TRANSPORT, m.integrity());
        assertEquals(Protection.TRANSPORT, m.confidentiality());
        assertEquals(Authentication.NONE, m.authentication());
    }
}
