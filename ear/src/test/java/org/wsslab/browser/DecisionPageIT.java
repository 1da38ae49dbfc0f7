package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * The decision view in a real browser: each mechanism's cost is the run's summary, its verdicts the
 * newest verification's, and the chart puts the two against each other as the table does.
 */
class DecisionPageIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void costsAreTheSummarysAndVerdictsTheNewestVerifications() throws Exception {
        long verification = api.verify("{\"mechanisms\": [\"transport-ssl\", \"mutual-certificates\"]}");
        JsonObject verified = api.awaitVerification(verification, Duration.ofMinutes(5));
        long run = api.start(
                "{\"mechanisms\": [\"transport-ssl\", \"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 4, \"warmup\": 1}");
        api.awaitEnd(run, Duration.ofMinutes(3));
        Map<String, JsonObject> summary = StoredValues.summaryByCell(api, run);
        // The run measured each mechanism under its catalog suite; the verification tried every suite it offers.
        Map<String, String> catalogSuite = new HashMap<>();
        Json.createReader(new StringReader(LabApi.ok(api.get(Caller.ANONYMOUS, "mechanisms")))).readArray()
                .getValuesAs(JsonObject.class).forEach(m -> catalogSuite.put(m.getString("id"),
                        m.isNull("algorithm_suite") ? "" : m.getString("algorithm_suite")));
        Map<String, Map<String, Integer>> verdicts = new HashMap<>();
        for (JsonObject result : verified.getJsonArray("results").getValuesAs(JsonObject.class)) {
            if (result.getString("suite").equals(catalogSuite.get(result.getString("mechanism")))) {
                verdicts.computeIfAbsent(result.getString("mechanism"), m -> new HashMap<>()).merge(result.getString("outcome"), 1,
                        Integer::sum);
            }
        }

        SignInPage.open(browser).signIn(Caller.VIEWER);
        browser.open("runs/decision.xhtml?id=" + run + "&size=1024");
        browser.waitFor(Duration.ofSeconds(30), By.cssSelector("#decisionTable tr[data-mechanism]"));
        browser.screenshot("08-decision-view");
        assertTrue(browser.driver().findElement(By.id("verdictsSource")).getText().contains("verification " + verification),
                "the verdicts name their verification");
        assertTrue(browser.driver().findElement(By.id("run:unverified")).getText().contains("no verdict (no completed verification"
                + " tried them): plain."), "the mechanisms the chart leaves out are named");
        JsonObject decision = api.json("runs/" + run + "/decision?size=1024");
        Map<String, JsonObject> rows = new HashMap<>();
        decision.getJsonArray("mechanisms").getValuesAs(JsonObject.class).forEach(r -> rows.put(r.getString("mechanism"), r));
        for (WebElement row : browser.driver().findElements(By.cssSelector("#decisionTable tr[data-mechanism]"))) {
            String mechanism = row.getDomAttribute("data-mechanism");
            JsonObject cell = summary.get(mechanism + "@1024");
            String cost = StoredValues.interval("%.0f", "%", cell, "overhead_pct", "overhead_ci_low", "overhead_ci_high");
            assertEquals(cost, row.findElement(By.cssSelector("td.cost")).getText(), "cost of " + mechanism);
            assertEquals(LabApi.number(cell, "overhead_pct"), LabApi.number(rows.get(mechanism), "overhead_pct"), 1e-9,
                    "API cost of " + mechanism);
            Map<String, Integer> counted = verdicts.get(mechanism);
            if (counted == null) {
                // plain was not among the verified mechanisms: its verdicts are missing, not zero.
                assertEquals("–", row.findElement(By.cssSelector("td.refused")).getText(), "no verdicts for " + mechanism);
                assertTrue(rows.get(mechanism).isNull("refused"), "no API verdicts for " + mechanism);
                continue;
            }
            assertEquals(String.valueOf(counted.getOrDefault("REFUSED", 0)), row.findElement(By.cssSelector("td.refused")).getText(),
                    "refused attacks of " + mechanism);
            assertEquals(counted.getOrDefault("REFUSED", 0), rows.get(mechanism).getInt("refused"), "API verdicts of " + mechanism);
            assertEquals(String.valueOf(counted.getOrDefault("KNOWN_GAP", 0)), row.findElement(By.cssSelector("td.known-gap")).getText());
            assertEquals(counted.getOrDefault("REFUSED", 0) + " of " + rows.get(mechanism).getInt("applicable"),
                    row.findElement(By.cssSelector("td.protection")).getText());
        }
        List<Map<String, Object>> points = browser.datasets("PF('decisionChart').chart");
        assertEquals(verdicts.keySet(), points.stream().map(p -> p.get("label")).collect(Collectors.toSet()),
                "a point per verified mechanism");
        for (Map<String, Object> point : points) {
            String mechanism = (String) point.get("label");
            Map<?, ?> xy = (Map<?, ?>) ((List<?>) point.get("data")).get(0);
            assertEquals(LabApi.number(summary.get(mechanism + "@1024"), "overhead_pct"),
                    StoredValues.number(xy.get("x")), 1e-9, "cost of " + mechanism + " in the chart");
            // Up: the share of the attacks that apply to what it claims (transport-ssl has no signature to tamper with).
            Map<String, Integer> counted = verdicts.get(mechanism);
            int applicable = counted.values().stream().mapToInt(Integer::intValue).sum() - counted.getOrDefault("NOT_APPLICABLE", 0)
                    - counted.getOrDefault("UNTESTED", 0);
            assertEquals(100.0 * counted.getOrDefault("REFUSED", 0) / applicable, StoredValues.number(xy.get("y")), 1e-9,
                    "protection of " + mechanism + ": " + counted);
        }
        ChartChecks.fillTheirPanels(browser, "on the decision view");
        ChartChecks.isSvgOf(browser.download(By.id("decisionChartSvg"), "wsslab-run-" + run + "-decision-1024.svg"),
                ChartChecks.colours(browser, "PF('decisionChart').chart"));
    }
}
