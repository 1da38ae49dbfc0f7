package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.time.Duration;
import java.util.Map;
import java.util.List;
import java.util.Set;
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

/** The runs page in a real browser: the new-run form refuses bad input with its reason; a viewer gets no form. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class RunsPageIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void invalidFormInputIsRefusedWithItsReasonAndStartsNothing() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            SignInPage.open(browser).signIn(Caller.OPERATOR);
            for (Map.Entry<String, String> bad : Map.of("calls", "from 1 to 100000", "sizes", "from 1 to 16777216",
                    "warmup", "not a whole number", "precision", "above 0 and at most 50").entrySet()) {
                int before = api.runCount();
                String message = RunsPage.open(browser).fill(bad.getKey(), bad.getKey().equals("warmup") ? "some" : "0").startRefused();
                assertTrue(message.contains(bad.getValue()), bad.getKey() + ": " + message);
                assertEquals(before, api.runCount(), bad.getKey() + " started nothing");
            }
            browser.screenshot("07-new-run-refused");
        }
    }

    @Test
    void aPrecisionRunUnderTwoSuitesStartsFromTheFormWithItsRule() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            SignInPage.open(browser).signIn(Caller.OPERATOR);
            RunPage page = RunsPage.open(browser).fill("sizes", "100").fill("warmup", "1").fill("precision", "50")
                    .fill("maxCalls", "12").toggleSuite("Basic256").start();
            JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            JsonObject rule = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("precision");
            assertEquals(50.0, LabApi.number(rule, "pct"));
            assertEquals(12, rule.getInt("max_calls"));
            assertEquals(12, run.getJsonObject("parameters").getInt("calls"), "the plan holds the most calls a cell may take");
            assertEquals(List.of("Basic128", "Basic256"), run.getJsonObject("parameters").getJsonArray("suites")
                    .getValuesAs(jakarta.json.JsonString.class).stream().map(jakarta.json.JsonString::getString).toList());
            Set<String> suites = new java.util.TreeSet<>();
            for (JsonObject row : api.summary(page.id()).getValuesAs(JsonObject.class)) {
                assertTrue(Set.of("precision", "max_calls").contains(row.getString("stop_reason")), "each cell says why it stopped: " + row);
                suites.add(row.isNull("suite") ? "none" : row.getString("suite"));
            }
            assertEquals(Set.of("none", "Basic128", "Basic256"), suites, "cells under both suites ticked, and plain under none");
        }
    }

    @Test
    void aRunOfEmployeeRecordsInTheRequestUnderTwoClientsStartsFromTheFormAndItsPageCountsRecords() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            SignInPage.open(browser).signIn(Caller.OPERATOR);
            RunPage page = RunsPage.open(browser).shape("employees", "1, 10, 100, 1000, 10000").direction("request")
                    .fill("sizes", "3").fill("calls", "2").fill("warmup", "0").fill("clients", "1, 2").start();
            JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            assertEquals(List.of("employees", "request"), List.of(run.getJsonObject("parameters").getString("shape"),
                    run.getJsonObject("parameters").getString("direction")));
            assertEquals(List.of(1, 2), run.getJsonObject("parameters").getJsonArray("clients").getValuesAs(JsonNumber.class).stream()
                    .map(JsonNumber::intValue).toList());
            page.reload();
            assertEquals("employees, request", page.workload());
            assertEquals(List.of("3 records"), page.sizeHeadings());
            List<String> mechanisms = run.getJsonObject("parameters").getJsonArray("mechanisms").getValuesAs(JsonString.class).stream()
                    .map(JsonString::getString).toList();
            assertEquals(java.util.stream.Stream.of(1, 2).flatMap(n -> mechanisms.stream().map(m -> m + " × " + n)).toList(),
                    page.loadRows(), "every cell under load, by number of clients");
            assertTrue(api.summary(page.id()).getValuesAs(JsonObject.class).stream().allMatch(row -> row.getInt("errors") == 0),
                    "every receipt counted the three records");
        }
    }

    @Test
    void aDbReadRunOfBooksStartsFromTheFormAndItsPageNamesTheServiceWork() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            SignInPage.open(browser).signIn(Caller.OPERATOR);
            RunPage page = RunsPage.open(browser).shape("books", "1, 10, 100, 1000, 10000").direction("response")
                    .serviceWork("db-read").fill("sizes", "2").fill("calls", "2").fill("warmup", "0").start();
            JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            assertEquals("db-read", run.getJsonObject("parameters").getString("service_work"));
            page.reload();
            assertEquals("books, response, db-read", page.workload());
            assertTrue(api.summary(page.id()).getValuesAs(JsonObject.class).stream()
                    .allMatch(row -> row.getInt("errors") == 0 && row.getString("service_work").equals("db-read")),
                    "every cell under db-read, every response the database's records");
        }
    }

    @Test
    void growthAndSequencesRunsStartFromTheFormAndTheirPagesShowTheirViews() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            SignInPage.open(browser).signIn(Caller.OPERATOR);
            RunPage growth = RunsPage.open(browser).mode("growth").fill("growthStart", "100").fill("growthStep", "50")
                    .fill("growthCalls", "12").start();
            JsonObject run = api.awaitEnd(growth.id(), Duration.ofMinutes(3));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            JsonObject series = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("growth");
            assertEquals(List.of(100, 50, 12), List.of(series.getInt("start"), series.getInt("step"), series.getInt("calls")));
            browser.driver().navigate().refresh();
            assertEquals("plain", growth.growthMechanisms().get(0), "the baseline first, then every mechanism");
            assertEquals(run.getJsonObject("parameters").getJsonArray("mechanisms").size(), growth.growthMechanisms().size());

            RunPage sequences = RunsPage.open(browser).mode("sequences").fill("sizes", "100").fill("warmup", "0")
                    .fill("lengths", "1, 2").fill("repeats", "2").start();
            run = api.awaitEnd(sequences.id(), Duration.ofMinutes(5));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            browser.driver().navigate().refresh();
            List<String> rows = sequences.sequenceRows();
            assertEquals(2 * run.getJsonObject("parameters").getJsonArray("mechanisms").size(), rows.size(), rows.toString());
            assertTrue(rows.containsAll(List.of("plain 1", "plain 2")), rows.toString());
            browser.screenshot("08-sequences-run");
        }
    }

    @Test
    void viewerGetsNoNewRunForm() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            RunsPage runs = SignInPage.open(browser).signIn(Caller.VIEWER);
            assertFalse(runs.hasNewRunForm(), "a viewer gets no new-run form");
            browser.screenshot("09-runs-as-viewer");
        }
    }
}
