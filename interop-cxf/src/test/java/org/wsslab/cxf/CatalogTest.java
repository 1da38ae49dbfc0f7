package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import java.io.StringReader;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogTest {

    // The shape GET api/mechanisms answers (MechanismView), trimmed to the fields the client reads.
    private static final JsonArray CATALOG = Json.createReader(new StringReader("""
            [
              {"id": "plain", "authentication": "none", "available": true, "unavailable_reason": null,
               "suites": [{"suite": null, "wsdl": "http://localhost:8080/echo/plain?wsdl", "available": true}]},
              {"id": "mutual-certificates", "authentication": "client X.509 certificate", "available": true,
               "suites": [
                 {"suite": "Basic128", "wsdl": "http://localhost:8080/echo/mutual-certificates?wsdl", "available": true},
                 {"suite": "TripleDes", "wsdl": "http://localhost:8080/echo/mutual-certificates/TripleDes?wsdl",
                  "available": false, "unavailable_reason": "policy not published"}]},
              {"id": "sts-issued-token", "authentication": "STS-issued token", "available": false,
               "unavailable_reason": "the STS is down",
               "suites": [{"suite": "Basic128", "wsdl": "http://localhost:8080/echo/sts-issued-token?wsdl",
                           "available": true, "unavailable_reason": null}]}
            ]""")).readArray();

    @Test
    void everySuiteOfEveryMechanismIsAnEndpointInCatalogOrder() throws UsageException {
        List<Endpoint> endpoints = Catalog.endpoints(CATALOG, List.of(), List.of());

        assertEquals(List.of("plain", "mutual-certificates/Basic128", "mutual-certificates/TripleDes",
                "sts-issued-token/Basic128"), endpoints.stream().map(Endpoint::label).toList());
        Endpoint plain = endpoints.get(0);
        assertNull(plain.suite());
        assertEquals(URI.create("http://localhost:8080/echo/plain?wsdl"), plain.wsdl());
        assertTrue(plain.available());
    }

    @Test
    void anUnavailableSuiteKeepsItsReason() throws UsageException {
        Endpoint tripleDes = Catalog.endpoints(CATALOG, List.of("mutual-certificates"), List.of()).get(1);

        assertFalse(tripleDes.available());
        assertEquals("policy not published", tripleDes.unavailableReason());
    }

    @Test
    void anUnavailableMechanismMakesEachOfItsSuitesUnavailable() throws UsageException {
        Endpoint sts = Catalog.endpoints(CATALOG, List.of("sts-issued-token"), List.of()).get(0);

        assertFalse(sts.available());
        assertEquals("the STS is down", sts.unavailableReason());
    }

    @Test
    void onlyTheChosenMechanismsAreTried() throws UsageException {
        assertEquals(List.of("plain"),
                Catalog.endpoints(CATALOG, List.of("plain"), List.of()).stream().map(Endpoint::mechanism).toList());
    }

    @Test
    void anUnknownIdIsRefusedWithTheCatalogsIds() {
        UsageException e = assertThrows(UsageException.class,
                () -> Catalog.endpoints(CATALOG, List.of("plain", "kerberos"), List.of()));
        assertEquals("unknown mechanism kerberos; the lab's catalog has: plain mutual-certificates sts-issued-token",
                e.getMessage());
    }

    @Test
    void samlAndIssuedTokenMechanismsNeedSaml() {
        assertTrue(endpoint("saml-holder-of-key", "SAML holder-of-key").needsSaml());
        assertTrue(endpoint("saml-authorization-ssl", "SAML sender-vouches, unsigned: asserted by the caller, not proven")
                .needsSaml());
        assertTrue(endpoint("sts-issued-token", "STS-issued token").needsSaml());
        assertFalse(endpoint("username-symmetric", "username and password").needsSaml());
        assertFalse(endpoint("mutual-certificates", "client X.509 certificate").needsSaml());
    }

    private static Endpoint endpoint(String mechanism, String authentication) {
        return new Endpoint(mechanism, authentication, "Basic128", URI.create("http://localhost/"), true, null);
    }

    @Test
    void chosenSuitesNarrowOnlyTheMechanismsThatOfferSeveral() throws Exception {
        assertEquals(List.of("plain", "mutual-certificates/TripleDes", "sts-issued-token/Basic128"),
                Catalog.endpoints(CATALOG, List.of(), List.of("TripleDes")).stream().map(Endpoint::label).toList(),
                "plain and sts-issued-token (one suite each here) stay; mutual-certificates only under TripleDes");
    }
}
