package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/** The console in a real browser: sign in, start a run from the form, watch it finish, read its results. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class ConsoleIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void operatorStartsARunAndReadsTheStoredValuesInTablesAndChart() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.open("runs/index.xhtml");
            browser.waitFor(Duration.ofSeconds(20), By.id("signin:submit"));
            browser.screenshot("01-sign-in");
            browser.signIn(Caller.OPERATOR);
            browser.screenshot("02-runs-new-run-form");

            setField(browser, "newrun:sizes", "100, 1024");
            setField(browser, "newrun:calls", "3");
            setField(browser, "newrun:warmup", "1");
            browser.driver().findElement(By.id("newrun:start")).click();
            browser.waitFor(Duration.ofSeconds(20), By.id("status"));
            new WebDriverWait(browser.driver(), Duration.ofMinutes(4))
                    .until(d -> "COMPLETED".equals(d.findElement(By.id("status")).getText()));
            String url = browser.driver().getCurrentUrl();
            long id = Long.parseLong(url.substring(url.indexOf("id=") + 3).replaceAll("\\D.*", ""));
            browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#rtt td[data-mechanism]"));
            browser.screenshot("03-run-completed-results");

            Map<String, JsonObject> summary = api.summary(id).getValuesAs(JsonObject.class).stream()
                    .collect(Collectors.toMap(r -> r.getString("mechanism") + "@" + r.getInt("size"), r -> r));
            List<WebElement> cells = browser.driver().findElements(By.cssSelector("#rtt td[data-mechanism]"));
            assertEquals(summary.size(), cells.size(), "one table cell per stored cell");
            for (WebElement cell : cells) {
                JsonObject row = summary.get(cell.getDomAttribute("data-mechanism") + "@" + cell.getDomAttribute("data-size"));
                assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), cell.getText(), row.toString());
            }
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> datasets = (List<Map<String, Object>>) browser.script(
                    "return PF('rttChart').chart.data.datasets.map(d => ({label: d.label, data: d.data}));");
            assertEquals(summary.values().stream().map(r -> r.getString("mechanism")).distinct().count(), datasets.size());
            for (Map<String, Object> dataset : datasets) {
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> points = (List<Map<String, Object>>) dataset.get("data");
                for (Map<String, Object> point : points) {
                    JsonObject row = summary.get(dataset.get("label") + "@" + ((Number) point.get("x")).intValue());
                    assertEquals(LabApi.number(row, "mean_ms"), ((Number) point.get("y")).doubleValue(), 1e-9,
                            "the chart plots the stored mean of " + row.getString("mechanism"));
                }
            }
        }
    }

    @Test
    void invalidFormInputIsRefusedWithItsReasonAndStartsNothing() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.signIn(Caller.OPERATOR);
            for (Map.Entry<String, String> bad : Map.of("newrun:calls", "from 1 to 100000", "newrun:sizes", "from 1 to 16777216",
                    "newrun:warmup", "not a whole number").entrySet()) {
                int before = api.runCount();
                browser.open("runs/index.xhtml");
                browser.waitFor(Duration.ofSeconds(20), By.id("newrun:start"));
                setField(browser, bad.getKey(), bad.getKey().endsWith("warmup") ? "some" : "0");
                browser.driver().findElement(By.id("newrun:start")).click();
                browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#newrun\\:messages .ui-messages-error"));
                String message = browser.driver().findElement(By.id("newrun:messages")).getText();
                assertTrue(message.contains(bad.getValue()), bad.getKey() + ": " + message);
                assertEquals(before, api.runCount(), bad.getKey() + " started nothing");
            }
            browser.screenshot("04-new-run-refused");
        }
    }

    @Test
    void viewerSeesRunsButNoFormAndAnonymousOnlyTheSignIn() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.open("runs/index.xhtml");
            browser.waitFor(Duration.ofSeconds(20), By.id("signin:submit"));
            assertTrue(browser.driver().getCurrentUrl().contains("login.xhtml"), "anonymous visitors are sent to sign in");
            browser.signIn(Caller.VIEWER);
            assertTrue(browser.driver().findElements(By.id("newrun")).isEmpty(), "a viewer gets no new-run form");
            browser.screenshot("05-runs-as-viewer");
        }
    }

    private static void setField(ConsoleBrowser browser, String id, String value) {
        WebElement field = browser.driver().findElement(By.id(id));
        field.clear();
        field.sendKeys(value);
    }
}
