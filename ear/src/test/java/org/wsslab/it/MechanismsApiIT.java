package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabCa;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/** GET /wsslab/api/mechanisms and the console's first page, as an outside client sees them. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class MechanismsApiIT {

    /** Trusts the lab CA, as a client of the lab's HTTPS endpoints would be configured to. */
    private static final HttpClient HTTP = HttpClient.newBuilder().sslContext(LabCa.sslContext()).build();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @ArquillianResource
    URL base;

    @Test
    void catalogListsEveryMechanismAvailableWithAWorkingWsdl() throws Exception {
        HttpResponse<String> response = get(server().resolve("/wsslab/api/mechanisms"));
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));

        JsonArray entries = Json.createReader(new StringReader(response.body())).readArray();
        Map<String, JsonObject> byId = entries.getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(o -> o.getString("id"), Function.identity()));
        assertEquals(Mechanism.all().stream().map(Mechanism::id).collect(Collectors.toSet()), byId.keySet());

        for (Mechanism mechanism : Mechanism.all()) {
            JsonObject entry = byId.get(mechanism.id());
            assertEquals(mechanism.displayName(), entry.getString("name"));
            assertTrue(entry.getBoolean("available"), mechanism.id() + " available: " + entry);
            assertTrue(entry.isNull("unavailable_reason"));
            assertEquals(mechanism.binding().name().toLowerCase(), entry.getString("binding"));

            HttpResponse<String> wsdl = get(URI.create(entry.getString("wsdl")));
            assertEquals(200, wsdl.statusCode(), mechanism.id() + " WSDL");
            assertTrue(wsdl.body().contains("definitions"), mechanism.id() + " WSDL is a WSDL");
            String binding = mechanism.binding().assertion();
            if (binding == null) {
                assertTrue(!wsdl.body().contains("SecurityPolicy") && !wsdl.body().contains("securitypolicy"),
                        "the baseline publishes no security policy");
            } else {
                assertTrue(wsdl.body().contains(":" + binding), mechanism.id() + " WSDL carries sp:" + binding);
            }
        }
        assertTrue(byId.get("plain").isNull("policy_file"), "the baseline has no policy file");
        assertEachSuiteIsListedAndProven(byId);
        assertEquals(Mechanism.MUTUAL_CERTIFICATES.policyFile().orElseThrow(),
                byId.get("mutual-certificates").getString("policy_file"));
    }

    /** Every suite a mechanism offers is its own endpoint, proven from its own WSDL, or says why not. */
    private void assertEachSuiteIsListedAndProven(Map<String, JsonObject> byId) throws Exception {
        for (Mechanism mechanism : Mechanism.all()) {
            List<JsonObject> suites = byId.get(mechanism.id()).getJsonArray("suites").getValuesAs(JsonObject.class);
            assertEquals(mechanism.suites().size(), suites.size(), mechanism.id() + " suites: " + suites);
            for (int i = 0; i < suites.size(); i++) {
                Endpoint endpoint = mechanism.under(mechanism.suites().get(i));
                JsonObject suite = suites.get(i);
                assertEquals(endpoint.suite().assertion(), suite.isNull("suite") ? null : suite.getString("suite"));
                assertTrue(suite.getString("address").endsWith(endpoint.path()), endpoint + ": " + suite);
                assertEquals(endpoint.knownFailure().isEmpty(), suite.getBoolean("available"), endpoint + ": " + suite);
                if (suite.getBoolean("available") && endpoint.suite().assertion() != null) {
                    HttpResponse<String> wsdl = get(URI.create(suite.getString("wsdl")));
                    assertTrue(wsdl.body().contains(":" + endpoint.suite().assertion() + "/>"), endpoint + "'s WSDL names its suite");
                }
            }
        }
        JsonObject tripleDes = byId.get("sts-issued-token").getJsonArray("suites").getJsonObject(2);
        assertTrue(tripleDes.getString("unavailable_reason").contains("Wrong key size"), "the reason from server.log: " + tripleDes);
    }

    /** The catalog is read while runs measure: a WSDL that proved its endpoint is not fetched again. */
    @Test
    void aWsdlThatProvedItsEndpointIsNotReadAgain() throws Exception {
        assertEquals(200, get(server().resolve("/wsslab/api/mechanisms")).statusCode());
        int proven = wsdlReads();
        long probed = Endpoint.all().stream().filter(e -> e.knownFailure().isEmpty()).count();
        assertTrue(proven >= probed, "every endpoint's WSDL read once (" + probed + "), known failures never: " + proven);

        assertEquals(200, get(server().resolve("/wsslab/api/mechanisms")).statusCode());
        assertEquals(200, get(server().resolve("/wsslab/")).statusCode());
        assertEquals(proven, wsdlReads(), "the API and the catalog page read no WSDL again");
    }

    private int wsdlReads() throws Exception {
        return LabApi.object(LabApi.ofTestDomain().get(Caller.OPERATOR, "harness/wsdl-reads").body()).getInt("reads");
    }

    @Test
    void consoleListsTheCatalog() throws Exception {
        HttpResponse<String> page = get(server().resolve("/wsslab/"));
        assertEquals(200, page.statusCode());
        for (Mechanism mechanism : Mechanism.all()) {
            assertTrue(page.body().contains(mechanism.displayName()), "the page names " + mechanism.id());
        }
        assertTrue(!page.body().contains("unavailable\">no<"), "no mechanism shows as unavailable");
    }

    private URI server() throws Exception {
        return new URI(base.getProtocol(), null, base.getHost(), base.getPort(), "/", null, null);
    }

    private static HttpResponse<String> get(URI uri) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
    }
}
