package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * The findings a run answers travel with it: a run that measures what a study's preset measures (000's
 * echo-static, with fewer calls) shows them on its page once it has completed (none while it runs, and
 * no reload needed), in its offline report and in its export file, which imports as any run file does.
 */
class RunFindingsIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void aCompletedRunThatMeasuresWhatAPresetMeasuresCarriesItsFindingsOnItsPageInItsReportAndInItsExport() throws Exception {
        JsonObject preset = api.json("studies/000").getJsonObject("presets").getJsonObject("echo-static").getJsonObject("request");
        String request = Json.createObjectBuilder(preset).add("calls", 10).add("rounds", 5).add("settle", 1).build().toString();
        SignInPage.open(browser).signIn(Caller.VIEWER);
        long id;
        api.holdBefore(1);
        try {
            id = api.start(request);
            assertEquals(id, api.awaitHeld(Duration.ofMinutes(2)).getJsonNumber("id").longValue(), "the hold holds this run");
            RunPage.open(browser, id);
            assertTrue(browser.driver().findElements(By.id("runFindings")).isEmpty(), "a running run shows no findings");
        } finally {
            api.release();
        }
        RunPage.shown(browser).awaitStatus("COMPLETED", Duration.ofMinutes(5));
        // The poll that sees the run stop has the page redraw its findings: no reload.
        browser.waitFor(Duration.ofSeconds(30), By.cssSelector("#runFindings article[data-finding]"));

        List<JsonObject> answered = api.array("runs/" + id + "/findings").getValuesAs(JsonObject.class);
        assertFalse(answered.isEmpty(), "the run answers 000's findings on echo-static");
        List<String> order = List.of("differs", "inconclusive", "holds");
        List<String> expected = answered.stream().sorted(Comparator.comparingInt(f -> order.indexOf(f.getString("verdict"))))
                .map(f -> f.getString("id") + " " + f.getString("verdict")).toList();
        List<WebElement> cards = browser.driver().findElements(By.cssSelector("#runFindings article[data-finding]"));
        assertEquals(expected, cards.stream()
                .map(card -> card.getDomAttribute("data-finding") + " "
                        + card.findElement(By.cssSelector(".finding-head .verdict")).getText())
                .toList(), "the page shows what the API answers, those that differ first");
        for (WebElement card : cards) {
            assertTrue(card.findElement(By.cssSelector(".runs")).getText().contains("scaled"), "other counts than the study's: scaled");
        }

        String report = LabApi.ok(api.get(Caller.VIEWER, "runs/" + id + "/report.html"));
        assertTrue(report.contains("<h2>Studies' findings</h2>"), "the report's section");
        for (JsonObject finding : answered) {
            assertTrue(report.contains("<tr data-finding=\"" + finding.getString("id") + "\">"),
                    "the report has " + finding.getString("id"));
        }

        String file = LabApi.ok(api.get(Caller.VIEWER, "runs/" + id + "/export"));
        JsonObject exported = LabApi.object(file);
        assertEquals(answered.stream().map(f -> f.getString("id") + " " + f.getString("verdict")).toList(),
                exported.getJsonArray("findings").getValuesAs(JsonObject.class).stream()
                        .map(f -> f.getString("id") + " " + f.getString("verdict")).toList(),
                "the export carries the findings as the API answers them");
        assertEquals(List.of("format", "format_version", "exported", "origin", "tables", "findings"), List.copyOf(exported.keySet()));
        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", file);
        assertEquals(201, imported.statusCode(), "a file with findings imports: " + imported.body());
        long copy = LabApi.object(imported.body()).getJsonNumber("id").longValue();
        assertTrue(api.run(copy).getString("imported_from").startsWith("run " + id + " of "));
    }
}
