package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * The soak check's API, in a few seconds instead of ten minutes: every mechanism answered by every
 * thread without an error, a second soak refused while one runs, one mechanism given a wrong
 * credential refused on every call while the others go on without an error, bad parameters refused
 * with what is allowed, operators only. The soak's figures are the benchmark's business (bin/wsslab soak).
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class SoakIT {

    /** A mechanism whose wrong credential is a key: the untrusted CA's client certificate. */
    private static final Mechanism WRONG = Mechanism.MUTUAL_CERTIFICATES;
    /**
     * The endpoint's fault when it refuses a request's security, as Metro's client reports it: the
     * server refused the call, not the client failing to make it (the cause is only in server.log).
     */
    private static final String REFUSAL = "SOAPFaultException: Invalid Security Header";

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aShortSoakCallsEveryMechanismWithoutErrorAndASecondIsRefusedMeanwhile() throws Exception {
        HttpResponse<String> started = api.call(Caller.OPERATOR, "POST", "harness/soak?seconds=3&threads=2&size=1024", null);
        assertEquals(202, started.statusCode(), started.body());
        HttpResponse<String> second = api.call(Caller.OPERATOR, "POST", "harness/soak?seconds=3&threads=2&size=1024", null);
        assertEquals(409, second.statusCode(), second.body());
        assertTrue(LabApi.object(second.body()).getString("error").contains("a soak is in progress"), second.body());

        JsonObject soak = api.awaitSoak(Duration.ofMinutes(2));
        assertEquals("FINISHED", soak.getString("state"), soak.toString());
        assertTrue(soak.isNull("wrong_credential"), "every credential right unless asked: " + soak);
        assertEquals(Mechanism.all().stream().map(Mechanism::id).collect(Collectors.toSet()),
                soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class).stream().map(row -> row.getString("mechanism"))
                        .collect(Collectors.toSet()),
                "every available mechanism has its row");
        for (JsonObject row : soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class)) {
            assertTrue(row.getJsonNumber("calls").longValue() > 0, "answered within the clock: " + row);
            assertEquals(0, row.getInt("errors"), row.toString());
            assertTrue(row.getJsonNumber("mean_rtt_ms").doubleValue() > 0, row.toString());
        }
        JsonObject total = soak.getJsonObject("total");
        assertEquals(soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class).stream()
                .mapToLong(row -> row.getJsonNumber("calls").longValue()).sum(), total.getJsonNumber("calls").longValue());
        assertEquals(Set.of(), Set.copyOf(soak.getJsonArray("problems").getValuesAs(JsonString.class)));
    }

    @Test
    void aWrongCredentialIsRefusedOnEveryCallToItsMechanismAndNoOtherMechanismHasAnError() throws Exception {
        HttpResponse<String> started = api.call(Caller.OPERATOR, "POST",
                "harness/soak?seconds=3&threads=2&size=1024&wrong_credential=" + WRONG.id(), null);
        assertEquals(202, started.statusCode(), started.body());

        JsonObject soak = api.awaitSoak(Duration.ofMinutes(2));
        assertEquals("FINISHED", soak.getString("state"), "the wrong credential's errors are counted, not the soak's: " + soak);
        assertEquals(WRONG.id(), soak.getJsonObject("wrong_credential").getString("mechanism"), soak.toString());
        assertEquals("a client certificate from the untrusted CA", soak.getJsonObject("wrong_credential").getString("credential"));
        List<JsonObject> rows = soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class);
        assertEquals(Mechanism.all().size(), rows.size(), "every available mechanism is still called: " + soak);
        for (JsonObject row : rows) {
            if (row.getString("mechanism").equals(WRONG.id())) {
                long attempts = row.getJsonNumber("attempts").longValue();
                assertTrue(attempts > 0, "called: " + row);
                assertEquals(attempts, row.getJsonNumber("errors").longValue(), "every call refused: " + row);
                assertEquals(0, row.getJsonNumber("calls").longValue(), "none answered: " + row);
                List<String> reasons = row.getJsonArray("first_errors").getValuesAs(JsonString.class).stream()
                        .map(JsonString::getString).toList();
                assertFalse(reasons.isEmpty(), row.toString());
                reasons.forEach(reason -> assertTrue(reason.contains(REFUSAL), "the server's refusal: " + reason));
            } else {
                assertTrue(row.getJsonNumber("calls").longValue() > 0, "answered within the clock: " + row);
                assertEquals(0, row.getInt("errors"), row.toString());
            }
        }
        assertEquals(Set.of(), Set.copyOf(soak.getJsonArray("problems").getValuesAs(JsonString.class)));
    }

    @Test
    void aWrongCredentialForNoMechanismWithOneIsRefusedNamingTheFieldAndNoSoakStarts() throws Exception {
        HttpResponse<String> before = api.call(Caller.OPERATOR, "GET", "harness/soak", null);
        for (String value : new String[]{"nonsense", "plain", "https-only", "transport-ssl", ""}) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "harness/soak?seconds=3&wrong_credential=" + value, null);
            assertEquals(400, response.statusCode(), value + " -> " + response.body());
            JsonObject refusal = LabApi.object(response.body());
            assertEquals("wrong_credential", refusal.getJsonArray("fields").getJsonObject(0).getString("path"), response.body());
            assertTrue(refusal.getString("error").contains("allowed are the mechanisms that"), response.body());
            assertTrue(refusal.getString("error").contains(WRONG.id()), "what is allowed is listed: " + response.body());
        }
        HttpResponse<String> after = api.call(Caller.OPERATOR, "GET", "harness/soak", null);
        assertEquals(before.statusCode(), after.statusCode(), after.body());
        if (before.statusCode() == 200) {
            // The latest soak is still the one before the refusals: same start, not a new one starting.
            assertEquals(LabApi.object(before.body()).get("started"), LabApi.object(after.body()).get("started"), after.body());
            assertFalse(Set.of("STARTING", "RUNNING").contains(LabApi.object(after.body()).getString("state")), after.body());
        }
    }

    @Test
    void badParametersAreRefusedWithWhatIsAllowedAndViewersCannotStartOne() throws Exception {
        for (String query : new String[]{"seconds=0", "threads=33", "size=0", "seconds=abc"}) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "harness/soak?" + query, null);
            assertEquals(400, response.statusCode(), query + " -> " + response.body());
            String error = LabApi.object(response.body()).getString("error");
            assertTrue(error.contains(query.equals("seconds=abc") ? "whole numbers" : "is not allowed"), response.body());
        }
        assertEquals(403, api.call(Caller.VIEWER, "POST", "harness/soak?seconds=1", null).statusCode());
        assertEquals(401, api.call(Caller.ANONYMOUS, "GET", "harness/soak", null).statusCode());
    }
}
