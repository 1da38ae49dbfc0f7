package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.wsslab.browser.PageLinks.Answer;
import org.wsslab.hooks.api.FailingPage;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.ServerLog;

/**
 * Every link the page of a growth run and of a sequences run offers, fetched with the page's sign-in:
 * each answers 200 with what that mode measured, and a link that cannot work for the mode is not
 * offered. An unexpected failure is answered with a sentence (the exception in the server log only),
 * and a run's report embeds only a verification of the run's mechanisms.
 */
class RunModeLinksIT extends BrowserTest {

    /** A class name as a stack trace gives it: IllegalStateException, ArrayIndexOutOfBoundsException, StackOverflowError. */
    private static final Pattern EXCEPTION_NAME = Pattern.compile("[A-Z]\\w*(Exception|Error)\\b");

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void everyLinkOfAGrowthRunAnswersWithItsSeries() throws Exception {
        long id = completed("{\"name\": \"links of a growth run\", \"mechanisms\": [\"transport-ssl\"], \"shape\": \"text\","
                + " \"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 30}}}");
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage page = RunPage.open(browser, id);
        assertEquals(List.of("plain", "transport-ssl"), page.growthMechanisms());
        // A against B along the series (transport-ssl against plain): three windows of ten calls, drawn with their
        // intervals as the API answers them, and the threshold in words.
        JsonObject threshold = api.json("runs/" + id + "/compare/threshold?a=transport-ssl&b=plain");
        List<JsonObject> windows = threshold.getJsonArray("windows").getValuesAs(JsonObject.class);
        assertEquals(3, windows.size(), threshold.toString());
        Map<String, Object> drawn = page.datasets("growthThresholdChart").get(0);
        List<?> points = (List<?>) drawn.get("data");
        assertEquals(3, points.size(), drawn.toString());
        for (int i = 0; i < 3; i++) {
            Map<?, ?> point = (Map<?, ?>) points.get(i);
            assertEquals(windows.get(i).getInt("centre_size"), ((Number) point.get("x")).intValue(), drawn.toString());
            assertEquals(windows.get(i).getJsonNumber("difference_pct").doubleValue(), ((Number) point.get("y")).doubleValue(), 1e-9);
            List<?> interval = (List<?>) ((List<?>) drawn.get("intervals")).get(i);
            assertEquals(windows.get(i).getJsonNumber("difference_ci_low").doubleValue(), ((Number) interval.get(0)).doubleValue(), 1e-9);
        }
        String cost = page.threshold("cost");
        assertTrue(threshold.isNull("cost_threshold") ? cost.contains("No threshold") : cost.contains("centred on"), cost);
        String bytes = page.threshold("bytes");
        assertTrue(threshold.isNull("bytes_threshold") ? bytes.contains("No threshold") : bytes.contains("crosses nought"), bytes);
        browser.screenshot("run-growth-threshold");
        // Its wire along the series (issue 43): a 30-call series is probed at every call by default, as the API answers.
        JsonObject wire = api.json("runs/" + id + "/bytes-over-plain");
        List<JsonObject> cells = wire.getJsonArray("cells").getValuesAs(JsonObject.class);
        assertEquals(30, cells.size(), wire.toString());
        for (JsonObject cell : List.of(cells.get(0), cells.get(29))) {
            String over = String.format(Locale.ROOT, "%+d B (%.2f×)", cell.getJsonNumber("bytes_over_plain").longValue(),
                    cell.getJsonNumber("times_plain").doubleValue()).replace('-', '\u2212');
            assertEquals(over, page.bytesOverPlainCell("transport-ssl", cell.getInt("size")).getText(), cell.toString());
        }
        JsonObject fit = wire.getJsonArray("fits").getJsonObject(0);
        assertEquals(List.of(signed(fit.getJsonNumber("constant_bytes").doubleValue(), 0),
                signed(fit.getJsonNumber("bytes_per_size_unit").doubleValue(), 3)), page.bytesFit("transport-ssl"), fit.toString());

        Map<String, Answer> links = PageLinks.fetchAll(browser, "#run");
        allAnswered(links);
        assertEquals(30, links.get("exportBytesOverPlain").csvRows().size(), "a row per probed size: " + links.get("exportBytesOverPlain"));
        assertFalse(links.containsKey("decisionLink"), "a growth run has no cells to set cost beside protection: " + links.keySet());
        assertFalse(links.containsKey("exportOverheadTable"), "a growth run has no overhead table: " + links.keySet());
        // The series as the page charts it: a row per call, its size, each mechanism's round trip.
        Answer series = links.get("exportRttTable");
        assertEquals(List.of("call", "size", "plain", "transport-ssl"), series.csvHeader(), series.toString());
        List<CSVRecord> calls = series.csvRows();
        assertEquals(30, calls.size(), series.toString());
        for (int k = 0; k < calls.size(); k++) {
            assertEquals(String.valueOf(12 + 12 * k), calls.get(k).get("size"), series.toString());
            assertTrue(Double.parseDouble(calls.get(k).get("transport-ssl")) > 0, calls.get(k).toString());
        }
        Answer summary = links.get("exportSummary");
        assertEquals(List.of("plain", "transport-ssl"), summary.csvRows().stream().map(r -> r.get("mechanism")).toList(),
                summary.toString());
        assertTrue(summary.csvRows().stream().allMatch(r -> r.get("calls_made").equals("30")), summary.toString());
        Answer thresholds = links.get("exportThreshold");
        assertEquals(List.of("cost", "bytes"), thresholds.csvRows().stream().map(r -> r.get("kind")).toList(), thresholds.toString());
        Answer report = links.get("exportReport");
        assertTrue(report.body().contains("<table class=\"results\" id=\"growthTable\">"), "the growth table in the report");
        assertTrue(report.body().contains("<tr data-mechanism=\"transport-ssl\">"), "transport-ssl's row of the growth table");
        assertTrue(report.body().contains("wsslab.charts['growthChart']"), "the growth chart in the report");
        assertEquals(60, links.get("exportSamples").csvRows().size(), "every call");

        // Asked for anyway, the decision view says why it has nothing to show, in words.
        browser.open("runs/decision.xhtml?id=" + id);
        String message = errorPageMessage(409);
        assertTrue(message.contains("growth"), message);
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void aRunningGrowthRunOffersOnlyTheFilesItHasYet() throws Exception {
        api.holdBefore(1);
        long id;
        try {
            id = api.start("{\"name\": \"links of a running growth run\", \"mechanisms\": [\"transport-ssl\"],"
                    + " \"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 4}}}");
            assertEquals(id, api.awaitHeld(Duration.ofMinutes(2)).getJsonNumber("id").longValue());
            SignInPage.open(browser).signIn(Caller.VIEWER);
            RunPage.open(browser, id).awaitStatus("RUNNING", Duration.ofSeconds(30));
            Map<String, Answer> links = PageLinks.fetchAll(browser, "#run");
            allAnswered(links);
            // Its series is read once it stops: until then its summary and series files are not offered.
            assertFalse(links.containsKey("exportSummary") || links.containsKey("exportRttTable"), links.keySet().toString());
            assertTrue(links.containsKey("exportSamples") && links.containsKey("exportReport"), links.keySet().toString());
        } finally {
            api.release();
        }
        assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(3)).getString("status"));
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void everyLinkOfASequencesRunAnswersWithItsSequences() throws Exception {
        long id = completed("{\"name\": \"links of a sequences run\", \"mechanisms\": [\"transport-ssl\"], \"sizes\": [100],"
                + " \"warmup\": 1, \"mode\": {\"sequences\": {\"lengths\": [1, 4], \"repeats\": 2}}}");
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage page = RunPage.open(browser, id);
        assertEquals(List.of("plain 1", "plain 4", "transport-ssl 1", "transport-ssl 4"), page.sequenceRows().stream().sorted().toList());
        List<Map<String, Object>> curves = page.datasets("cumulativeChart");
        assertEquals(List.of("plain", "transport-ssl"), curves.stream().map(c -> String.valueOf(c.get("label"))).sorted().toList(),
                "a cumulative cost per mechanism in the longest sequences");
        curves.forEach(c -> assertEquals(4, ((List<?>) c.get("data")).size(), "a point per call of the longest sequence: " + c));
        assertEquals(List.of("transport-ssl/plain 1", "transport-ssl/plain 4"), browser.driver()
                .findElements(By.cssSelector("#sequenceRatios tr[data-a]")).stream()
                .map(row -> row.getAttribute("data-a") + "/" + row.getAttribute("data-b") + " " + row.getAttribute("data-length")).toList(),
                "each mechanism over each listed before it, per length");

        Map<String, Answer> links = PageLinks.fetchAll(browser, "#run");
        allAnswered(links);
        for (String csv : List.of("exportSummary", "exportRttTable", "exportOverheadTable", "exportSequences")) {
            assertFalse(links.get(csv).csvRows().isEmpty(), "data rows in " + links.get(csv));
        }
        assertEquals(2 * 2 * 2, links.get("exportSequences").csvRows().size(), "a total per mechanism, length and repetition");
        assertEquals(2 * 4, links.get("exportCumulative").csvRows().size(), "a row per mechanism and call of the longest sequence");
        assertEquals(2 * 2, links.get("exportRatios").csvRows().size(), "each mechanism over the other, per length");
        Answer report = links.get("exportReport");
        assertTrue(report.body().contains("<table class=\"results\" id=\"sequenceTable\">"), "the sequences table in the report");
        assertTrue(report.body().contains("<tr data-mechanism=\"transport-ssl\" data-length=\"4\">"), "a sequence's row");
        assertTrue(report.body().contains("wsslab.charts['sequencesChart']"), "the sequences chart in the report");
        assertTrue(report.body().contains("wsslab.charts['cumulativeChart']"), "the cumulative cost in the report");
        assertTrue(links.get("decisionLink").body().contains("id=\"decisionTable\""), "the decision view of the run's cells");
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void anUnexpectedFailureIsASentenceAndTheExceptionGoesToTheServerLog() throws Exception {
        ServerLog log = new ServerLog();
        long mark = log.mark();
        browser.open(FailingPage.PATH.substring(1));
        String message = errorPageMessage(500);
        assertTrue(message.contains("server log"), "the page says where the details are: " + message);
        assertFalse(message.contains(FailingPage.MESSAGE), "the exception's message stays in the log: " + message);
        assertEquals("Go on from the list of runs, the attack matrix or the mechanisms.",
                browser.driver().findElement(By.cssSelector("#errorMessage + p")).getText(),
                "the sentence keeps its spaces around the links");

        HttpResponse<String> answer = api.get(Caller.OPERATOR, "harness/failure");
        assertEquals(500, answer.statusCode(), answer.body());
        String error = LabApi.object(answer.body()).getString("error");
        assertFalse(EXCEPTION_NAME.matcher(error).find(), "no exception named: " + error);
        assertFalse(error.contains(FailingPage.MESSAGE), error);
        assertTrue(error.contains("server log"), error);
        String written = log.since(mark);
        assertTrue(written.contains("IllegalStateException: " + FailingPage.MESSAGE), "the exception is in the server log");
    }

    @Test
    void aRunsReportEmbedsOnlyAVerificationOfItsMechanisms() throws Exception {
        long covering = api.verify("{\"mechanisms\": [\"transport-ssl\"]}");
        assertEquals("COMPLETED", api.awaitVerification(covering, Duration.ofMinutes(5)).getString("status"));
        long newer = api.verify("{\"mechanisms\": [\"https-only\"]}");
        assertEquals("COMPLETED", api.awaitVerification(newer, Duration.ofMinutes(5)).getString("status"));
        long id = completed("{\"name\": \"report of covered mechanisms\", \"mechanisms\": [\"transport-ssl\"], \"sizes\": [100],"
                + " \"calls\": 3, \"warmup\": 1}");

        String report = LabApi.ok(api.get(Caller.VIEWER, "runs/" + id + "/report.html"));
        assertTrue(report.contains("Verification " + covering + ","), "the newest verification covering transport-ssl");
        assertFalse(report.contains("Verification " + newer + ","), "not the newest, which tried another mechanism");
        assertFalse(report.contains("data-mechanism=\"https-only\""), "no row of a mechanism the run did not measure");
        assertTrue(report.contains("data-mechanism=\"transport-ssl\" data-suite=\"Basic128\" data-attack="), "transport-ssl's verdicts");
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    /** Starts the run and answers its id once it has completed. */
    private long completed(String body) throws Exception {
        long id = api.start(body);
        assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(3)).getString("status"), "run " + id);
        return id;
    }

    /** Each link answered 200. */
    private static void allAnswered(Map<String, Answer> links) {
        assertFalse(links.isEmpty(), "the page offers links");
        for (Answer link : links.values()) {
            assertEquals(200, link.status(), link.toString());
        }
    }

    /** The error page's sentence, once shown with this status; it names no exception. */
    private String errorPageMessage(int status) {
        browser.waitFor(Duration.ofSeconds(20), By.id("errorMessage"));
        assertEquals(status, browser.responseStatus(), browser.driver().getPageSource());
        String message = browser.driver().findElement(By.id("errorMessage")).getText();
        assertFalse(EXCEPTION_NAME.matcher(message).find(), "no exception named: " + message);
        return message;
    }

    /** A signed figure as the page writes it: "+12", "−0.500", and "+0.000" for a value that rounds to nought. */
    private static String signed(double value, int decimals) {
        String magnitude = String.format(Locale.ROOT, "%." + decimals + "f", Math.abs(value));
        return (value < 0 && !magnitude.matches("[0.]+") ? "\u2212" : "+") + magnitude;
    }
}
