package org.wsslab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.junit.jupiter.api.Test;

/** The soak benchmark's exit status: errors fail it, except a wrong credential's, which must be every call it made. */
class SoakVerdictTest {

    @Test
    void aFinishedSoakWithoutErrorsPasses() {
        assertNull(SoakVerdict.failure(soak("FINISHED", null, row("plain", 10, 0), row("mutual-certificates", 10, 0))));
    }

    @Test
    void anyErrorOrAnUnfinishedSoakFailsIt() {
        assertEquals("plain: 1 errors", SoakVerdict.failure(soak("FINISHED", null, row("plain", 10, 1), row("sign-only", 10, 0))));
        assertEquals("soak FAILED", SoakVerdict.failure(soak("FAILED", null, row("plain", 10, 0))));
    }

    @Test
    void withAWrongCredentialItPassesWhenEveryCallToThatMechanismFailedAndNoOtherDid() {
        assertNull(SoakVerdict.failure(soak("FINISHED", "message-auth-ssl", row("plain", 10, 0), row("message-auth-ssl", 7, 7))));
    }

    @Test
    void withAWrongCredentialACallThatGotThroughOrAnErrorElsewhereFailsIt() {
        assertEquals("message-auth-ssl (wrong credential): 6 of 7 calls refused, where every call, at least one, must be",
                SoakVerdict.failure(soak("FINISHED", "message-auth-ssl", row("plain", 10, 0), row("message-auth-ssl", 7, 6))));
        assertEquals("message-auth-ssl (wrong credential): 0 of 0 calls refused, where every call, at least one, must be",
                SoakVerdict.failure(soak("FINISHED", "message-auth-ssl", row("plain", 10, 0), row("message-auth-ssl", 0, 0))));
        assertEquals("plain: 2 errors",
                SoakVerdict.failure(soak("FINISHED", "message-auth-ssl", row("plain", 10, 2), row("message-auth-ssl", 7, 7))));
    }

    private static JsonObject soak(String state, String wrongCredential, JsonObject... rows) {
        JsonArrayBuilder mechanisms = Json.createArrayBuilder();
        for (JsonObject row : rows) {
            mechanisms.add(row);
        }
        JsonObjectBuilder soak = Json.createObjectBuilder().add("state", state).add("mechanisms", mechanisms);
        if (wrongCredential == null) {
            soak.addNull("wrong_credential");
        } else {
            soak.add("wrong_credential",
                    Json.createObjectBuilder().add("mechanism", wrongCredential).add("credential", "a wrong password"));
        }
        return soak.build();
    }

    private static JsonObject row(String mechanism, long attempts, long errors) {
        return Json.createObjectBuilder().add("mechanism", mechanism).add("attempts", attempts).add("errors", errors).build();
    }
}
