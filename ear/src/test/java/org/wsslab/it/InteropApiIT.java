package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * What POST /interop takes and refuses: a check is stored whole or not at all, each refusal says what is
 * allowed, only operators post, and a stored check reads back as it was posted (InteropIT posts real ones).
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class InteropApiIT {

    private static final String PLAIN = "{\"mechanism\": \"plain\", \"suite\": null, \"outcome\": \"INTEROPERATES\", \"calls\": 3,"
            + " \"sizes\": [{\"bytes\": 100, \"rtt_median_ns\": 2500000}]}";
    private static final String SAML = "{\"mechanism\": \"saml-holder-of-key\", \"suite\": \"Basic128\", \"outcome\": \"NOT_TESTABLE\","
            + " \"reason\": \"not testable with CXF here\", \"calls\": 0, \"sizes\": []}";

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void badChecksAreRefusedSayingWhatIsAllowedAndNothingIsStored() throws Exception {
        String before = newest();
        Map<String, String> refused = new LinkedHashMap<>();
        refused.put("", "an empty body");
        refused.put("[1]", "an interoperability check is a JSON object");
        refused.put("{\"client\": \"x\", \"results\": []}", "results: give at least one result");
        refused.put("{\"results\": [" + PLAIN + "]}", "client: required");
        refused.put("{\"client\": \"" + "x".repeat(201) + "\", \"results\": [" + PLAIN + "]}", "client: 201 characters; at most 200");
        refused.put("{\"client\": \"x\", \"extra\": 1, \"results\": [" + PLAIN + "]}", "unknown field 'extra'");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("plain", "nope") + "]}", "mechanism: 'nope' is not a mechanism");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("\"suite\": null", "\"suite\": \"Basic256\"") + "]}",
                "suite: 'Basic256' is not a suite plain is deployed under");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("INTEROPERATES", "WORKS") + "]}", "results[0].outcome: 'WORKS'"
                + " is not an outcome; the outcomes are [INTEROPERATES, FAILS, NOT_TESTABLE]");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("INTEROPERATES", "FAILS") + "]}",
                "results[0].reason: FAILS needs its reason");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("\"outcome\": \"INTEROPERATES\"",
                "\"outcome\": \"FAILS\", \"reason\": \"no\", \"refused_by\": \"both\"") + "]}",
                "results[0].refused_by: 'both'; \"server\", \"client\" or null");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("2500000", "-1") + "]}",
                "results[0].sizes[0].rtt_median_ns: -1 is out of range");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("2500000", "2.5") + "]}",
                "results[0].sizes[0].rtt_median_ns: 2.5 is not a whole number");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN + ", " + PLAIN + "]}", "results: plain is given twice");
        refused.put("{\"client\": \"x\", \"results\": [" + PLAIN.replace("\"sizes\": [{\"bytes\": 100, \"rtt_median_ns\": 2500000}]",
                "\"sizes\": []") + "]}", "results[0]: an endpoint that interoperates has calls and the sizes it echoed");
        refused.put("{\"client\": \"x\", \"metro_run\": 999999, \"results\": [" + PLAIN + "]}", "metro_run: there is no run 999999");
        for (Map.Entry<String, String> body : refused.entrySet()) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "interop", body.getKey());
            assertEquals(400, response.statusCode(), body.getKey() + " -> " + response.body());
            String error = LabApi.object(response.body()).getString("error");
            assertTrue(error.contains(body.getValue()), body.getKey() + " says what is wrong and what is allowed: " + error);
        }
        JsonObject nested = LabApi.object(api.call(Caller.OPERATOR, "POST", "interop", "{\"client\": \"x\", \"results\": ["
                + PLAIN.replace("2500000", "2.5") + "]}").body());
        assertEquals("results[0].sizes[0].rtt_median_ns: 2.5 is not a whole number; from 0 to 3600000000000", nested.getString("error"));
        assertEquals("results[0].sizes[0].rtt_median_ns", nested.getJsonArray("fields").getJsonObject(0).getString("path"));
        JsonObject suite = LabApi.object(api.call(Caller.OPERATOR, "POST", "interop", "{\"client\": \"x\", \"results\": ["
                + PLAIN.replace("\"suite\": null", "\"suite\": \"Basic256\"") + "]}").body());
        assertEquals("results[0].suite", suite.getJsonArray("fields").getJsonObject(0).getString("path"), suite.toString());
        assertEquals(403, api.call(Caller.VIEWER, "POST", "interop", "{\"client\": \"x\", \"results\": [" + PLAIN + "]}").statusCode(),
                "viewers do not post checks");
        assertEquals(401, api.call(Caller.ANONYMOUS, "GET", "interop", null).statusCode());
        assertEquals(before, newest(), "nothing stored");
    }

    @Test
    void aStoredCheckReadsBackAsPostedWithEveryEndpointItDidNotTryNamed() throws Exception {
        HttpResponse<String> posted = api.call(Caller.OPERATOR, "POST", "interop", "{\"client\": \"a test's own words\", \"results\": ["
                + PLAIN + ", " + SAML + "]}");
        assertEquals(201, posted.statusCode(), posted.body());
        long id = LabApi.object(posted.body()).getJsonNumber("id").longValue();
        assertTrue(posted.headers().firstValue("Location").orElseThrow().endsWith("/api/interop/" + id));

        JsonObject check = LabApi.object(api.get(Caller.VIEWER, "interop").body());
        assertEquals(id, check.getJsonNumber("id").longValue(), "the newest check");
        assertEquals(check, LabApi.object(api.get(Caller.VIEWER, "interop/" + id).body()), "and by its id");
        assertEquals("a test's own words", check.getString("client"));
        assertTrue(check.isNull("metro_run"));
        JsonObject plain = check.getJsonArray("results").getJsonObject(0);
        assertEquals("plain", plain.getString("endpoint"));
        assertEquals("INTEROPERATES", plain.getString("outcome"));
        assertTrue(plain.isNull("suite") && plain.isNull("reason") && plain.isNull("refused_by"));
        JsonObject size = plain.getJsonArray("sizes").getJsonObject(0);
        assertEquals(100, size.getInt("bytes"));
        assertEquals(2.5, size.getJsonNumber("client_rtt_ms").doubleValue(), 1e-9);
        assertTrue(size.isNull("metro_rtt_ms"), "no Metro run beside this check");
        JsonObject saml = check.getJsonArray("results").getJsonObject(1);
        assertEquals("saml-holder-of-key", saml.getString("endpoint"), "the catalog suite's endpoint is the mechanism's");
        assertEquals("not testable with CXF here", saml.getString("reason"));
        assertTrue(check.getJsonArray("not_checked").getValuesAs(jakarta.json.JsonString.class).stream()
                .anyMatch(e -> e.getString().equals("mutual-certificates/Basic256")), "what it did not try is named");
        assertEquals(404, api.get(Caller.VIEWER, "interop/999999").statusCode());
    }

    private String newest() throws Exception {
        HttpResponse<String> response = api.get(Caller.VIEWER, "interop");
        return response.statusCode() + " " + response.body();
    }
}
