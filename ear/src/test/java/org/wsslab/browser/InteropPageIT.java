package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.CxfClient;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * Interoperability with a second stack, end to end: the CXF client (its own JVM, reading only the
 * published WSDLs) against every mechanism under its own suite, Metro measured beside it in a run the lab
 * makes first, the check posted to the lab; the API and the interop page show a result for every mechanism,
 * and plain and mutual-certificates interoperate at 100 B and 1 MB. (bin/wsslab interop runs it against
 * every endpoint, every suite.)
 */
class InteropPageIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void aCxfClientTalksToPlainAndMutualCertificatesAndEveryMechanismHasItsResultBesideMetro() throws Exception {
        CxfClient.Ended client = CxfClient.run(15, "--suites", "Basic128", "--calls", "3", "--warmup", "1");
        assertEquals(0, client.status(), "the client tried every endpoint and posted its check:\n" + client.output());

        JsonObject check = LabApi.object(api.get(Caller.VIEWER, "interop").body());
        Map<String, JsonObject> results = new LinkedHashMap<>();
        check.getJsonArray("results").getValuesAs(JsonObject.class).forEach(r -> results.put(r.getString("endpoint"), r));
        String all = String.join("\n", results.values().stream().map(JsonObject::toString).toList());
        assertTrue(check.getString("client").startsWith("Apache CXF 4."), check.getString("client"));
        long metroRun = check.getJsonNumber("metro_run").longValue();
        assertEquals("COMPLETED", api.run(metroRun).getString("status"), "Metro measured beside the check, in a run of its own");
        List<String> catalog = Mechanism.all().stream().map(Mechanism::id).toList();
        assertEquals(catalog, List.copyOf(results.keySet()), "a result for every mechanism, under its own suite, in catalog order");
        assertFalse(check.getJsonArray("not_checked").getValuesAs(JsonString.class).stream().map(JsonString::getString)
                .anyMatch(catalog::contains), "no mechanism left unchecked under its own suite");

        assertAll(
                () -> interoperates(results.get("plain")),
                () -> interoperates(results.get("mutual-certificates")),
                () -> Mechanism.all().stream().filter(InteropPageIT::saml).forEach(m -> {
                    JsonObject saml = results.get(m.id());
                    assertEquals("NOT_TESTABLE", saml.getString("outcome"), m.id() + ": " + saml);
                    assertTrue(saml.getString("reason").contains("OpenSAML"), m.id() + " says why: " + saml);
                }),
                () -> results.values().stream().filter(r -> r.getString("outcome").equals("FAILS")).forEach(r -> {
                    assertTrue(!r.isNull("refused_by") || r.getString("reason").contains("came back altered"),
                            "a failure names the side that refused, or says nobody did: " + r);
                    assertFalse(r.getString("reason").isBlank(), "and its reason: " + r);
                }),
                () -> assertTrue(results.values().stream().noneMatch(r -> r.getString("outcome").equals("NOT_TESTABLE")
                        && !saml(Mechanism.byId(r.getString("mechanism")).orElseThrow())),
                        "only SAML is out of CXF's reach here:\n" + all));

        SignInPage.open(browser).signIn(Caller.VIEWER);
        browser.open("runs/interop.xhtml");
        browser.waitFor(Duration.ofSeconds(20), By.id("interopResults"));
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("#interopResults tr[data-endpoint]"));
        assertEquals(Endpoint.all().size(), rows.size(), "a row per endpoint of the catalog");
        for (WebElement row : rows) {
            String endpoint = row.getDomAttribute("data-endpoint");
            if (results.containsKey(endpoint)) {
                assertEquals(results.get(endpoint).getString("outcome"), row.getDomAttribute("data-outcome"), endpoint);
            } else {
                assertEquals("NOT_CHECKED", row.getDomAttribute("data-outcome"), endpoint + ": tried under its own suite only");
            }
        }
        WebElement plain = browser.driver().findElement(By.cssSelector("#interopResults tr[data-endpoint='plain']"));
        List<WebElement> times = plain.findElements(By.cssSelector("td.number"));
        assertEquals(4, times.size(), "CXF and Metro at 100 B and at 1 MB");
        times.forEach(time -> assertTrue(time.getText().endsWith(" ms"), "a median for each: " + time.getText()));
        browser.screenshot("20-interop");

        // The matrix page's last column is the same check's outcome, per endpoint.
        long verification = api.verify("{\"mechanisms\": [\"plain\"]}");
        api.awaitVerification(verification, Duration.ofMinutes(3));
        browser.open("runs/verifications.xhtml?id=" + verification);
        browser.waitFor(Duration.ofSeconds(20), By.id("cells"));
        WebElement column = browser.driver().findElement(By.cssSelector("#cells td.interop-outcome[data-endpoint='plain']"));
        assertEquals("interoperates", column.getText().strip(), "the matrix shows the check beside the attacks, in words");
    }

    private static void interoperates(JsonObject result) {
        assertEquals("INTEROPERATES", result.getString("outcome"), result.toString());
        List<JsonObject> sizes = result.getJsonArray("sizes").getValuesAs(JsonObject.class);
        assertEquals(List.of(100, 1_048_576), sizes.stream().map(s -> s.getInt("bytes")).toList(), result.toString());
        for (JsonObject size : sizes) {
            assertTrue(size.getJsonNumber("client_rtt_ms").doubleValue() > 0, "CXF's median: " + size);
            assertTrue(size.getJsonNumber("metro_rtt_ms").doubleValue() > 0, "Metro's beside it: " + size);
        }
    }

    private static boolean saml(Mechanism mechanism) {
        return mechanism.authentication() == Authentication.SAML_ASSERTED
                || mechanism.authentication() == Authentication.SAML_SENDER_VOUCHES
                || mechanism.authentication() == Authentication.SAML_HOLDER_OF_KEY
                || mechanism.authentication() == Authentication.ISSUED_TOKEN;
    }
}
