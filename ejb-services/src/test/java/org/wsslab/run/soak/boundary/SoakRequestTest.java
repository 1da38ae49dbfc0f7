package org.wsslab.run.soak.boundary;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.RefusedField;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;

/** A soak request is refused outside its ranges, or with a wrong credential for no mechanism that has one, saying what is allowed. */
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

    @Test
    void aWrongCredentialNamesAMechanismThatAuthenticatesItsCaller() {
        assertEquals(Optional.empty(), new SoakRequest(600, 4, 10_240).check().wrongCredentialMechanism(), "none by default");
        assertEquals(Optional.of(Mechanism.MESSAGE_AUTH_SSL),
                new SoakRequest(600, 4, 10_240, "message-auth-ssl").check().wrongCredentialMechanism());
        for (Mechanism mechanism : List.of(Mechanism.USERNAME_SYMMETRIC, Mechanism.MUTUAL_CERTIFICATES, Mechanism.SAML_HOLDER_OF_KEY,
                Mechanism.SAML_AUTHORIZATION_SSL, Mechanism.STS_ISSUED_TOKEN, Mechanism.SECURE_CONVERSATION)) {
            assertDoesNotThrow(() -> new SoakRequest(600, 4, 10_240, mechanism.id()).check(), mechanism.id());
        }
    }

    @Test
    void anUnknownMechanismOrOneWithoutACredentialIsRefusedNamingTheFieldAndWhatIsAllowed() {
        Refusal unknown = refused(new SoakRequest(600, 4, 10_240, "username"),
                "wrong_credential: 'username' is not a mechanism; allowed are the mechanisms that authenticate their caller: [");
        assertTrue(unknown.getMessage().contains("username-symmetric"), unknown.getMessage());
        refused(new SoakRequest(600, 4, 10_240, ""), "wrong_credential: an empty value names no mechanism; allowed are");
        for (String none : List.of("plain", "transport-ssl", "encrypt-only", "https-only")) {
            Refusal refusal = refused(new SoakRequest(600, 4, 10_240, none),
                    "wrong_credential: '" + none + "' authenticates no caller, so it has no credential to get wrong; allowed are");
            assertFalse(refusal.getMessage().contains("[" + none + ",") || refusal.getMessage().contains(", " + none + ","),
                    "not among the allowed: " + refusal.getMessage());
        }
    }

    @Test
    void theFieldIsNamedSoAClientNeedNotParseTheSentence() {
        Refusal refusal = refused(new SoakRequest(600, 4, 10_240, "plain"), "wrong_credential:");
        assertEquals(List.of("wrong_credential"), refusal.fields().stream().map(RefusedField::path).toList());
    }

    @Test
    void theAllowedAreEveryMechanismButThoseThatAuthenticateNoCaller() {
        assertEquals(Mechanism.all().stream().filter(m -> m.authentication() != Authentication.NONE).map(Mechanism::id).toList(),
                SoakRequest.withCredential());
        assertEquals(Mechanism.all().size() - 4, SoakRequest.withCredential().size(), "all but the four without a credential");
    }

    private static Refusal refused(SoakRequest request, String start) {
        Refusal refusal = assertThrows(Refusal.class, request::check);
        assertEquals(Refusal.Kind.INVALID, refusal.kind());
        assertTrue(refusal.getMessage().startsWith(start), refusal.getMessage());
        return refusal;
    }
}
