package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.browser.StoredValues.bool;
import static org.wsslab.browser.StoredValues.cellKey;
import static org.wsslab.browser.StoredValues.csv;
import static org.wsslab.browser.StoredValues.number;
import static org.wsslab.browser.StoredValues.points;
import static org.wsslab.browser.StoredValues.rtts;
import static org.wsslab.browser.StoredValues.summaryByCell;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.Poll;

/**
 * A run's page in a real browser: a run started from the form is followed to its end, and every
 * table, chart and export holds the stored values; a viewer reads and exports but changes nothing;
 * the operator deletes the run from its page.
 */
class RunPageIT extends BrowserTest {

    private static final Pattern REMOTE_REFERENCE = Pattern.compile("(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//", Pattern.CASE_INSENSITIVE);

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void runStartedFromTheFormIsFollowedToItsEndAndEveryTableChartAndExportHoldsTheStoredValues() throws Exception {
        browser.open("runs/index.xhtml");
        SignInPage signIn = SignInPage.shown(browser);
        browser.screenshot("01-sign-in");
        RunsPage runs = signIn.signIn(Caller.OPERATOR);
        browser.screenshot("02-runs-new-run-form");

        RunPage page;
        // Held before its second call, the run is seen running: its page polls.
        api.holdBefore(1);
        try {
            page = runs.fill("sizes", "100, 1024").fill("calls", "3").fill("warmup", "1").order("interleaved").start();
            api.awaitHeld(Duration.ofMinutes(1));
            page.awaitStatus("RUNNING", Duration.ofSeconds(30));
            assertEquals(1, page.activePolls(), "a running run's page polls");
        } finally {
            api.release();
        }
        page.awaitStatus("COMPLETED", Duration.ofMinutes(4));
        long id = page.id();
        // Charts drawn by the live page's last update fill their panels as a fresh page's do.
        ChartChecks.fillTheirPanels(browser, "after the run was watched to its end");
        // Coming back to the page shows the same state, and no poll is left to redraw what is read.
        page.reload();
        assertEquals("COMPLETED", page.status());
        assertEquals(0, page.activePolls(), "a finished run's page stays as drawn: it polls no more");
        browser.screenshot("03-run-completed-results");
        assertChartsFillFollowAndAgree(browser, page);

        Map<String, JsonObject> summary = summaryByCell(api, id);
        assertTablesHoldTheSummary(page, summary);
        assertRttAndOverheadChartsPlotTheSummary(page, summary);
        assertCellDetailsPlotTheStoredCalls(browser, page, id, summary);
        assertRatioTableIsTheApisComparison(page, id);
        assertBytesOverPlainAndThresholdAreTheApis(page, id);
        assertCpuFitsAreTheApis(page, id);
        assertEnvironmentIsShown(page, id);
        assertNoiseIsShown(page, summary);
        assertExportsHoldTheStoredValues(page, id, summary);
    }

    /**
     * The run page's poll reads the kept summary, never computes it: the server counts its
     * computations (once per stored state: when a block's cells complete and when the run stops),
     * while a held run's page polls and the API is read.
     */
    @Test
    void aPolledRunPageReadsTheKeptSummaryAndNeverComputesIt() throws Exception {
        // plain and mutual-certificates, 1 warm-up and 3 calls each, in blocks (the default order): a
        // cell is 4 calls, so call 12 opens the last cell (mutual-certificates at 1 KB). Held there, two
        // cells were summarised as they completed (plain and mutual-certificates at 100 B); plain at
        // 1 KB is stored but summarised only as the next block opens, after the hold.
        api.holdBefore(12);
        long id;
        try {
            id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 3, \"warmup\": 1}");
            api.awaitHeld(Duration.ofMinutes(2));
            assertEquals(2, api.summaryComputations(id), "computed once as each 100 B cell completed");
            SignInPage.open(browser).signIn(Caller.VIEWER);
            RunPage page = RunPage.open(browser, id).countUpdates();
            page.awaitUpdates(3, Duration.ofSeconds(60));
            assertEquals("RUNNING", page.status());
            assertTrue(page.progress().contains("now plain at 1 KB"), "the cell of the last stored call: " + page.progress());
            assertFalse(page.rttCell("mutual-certificates", "100").getText().contains("–"), "a completed cell is shown");
            assertEquals("–", page.rttCell("mutual-certificates", "1024").getText(), "the cell about to be measured is not");
            for (int read = 0; read < 3; read++) {
                // One row per cell of the run; those not summarised yet have no calls.
                Map<String, JsonObject> rows = summaryByCell(api, id);
                assertEquals(3, rows.get("mutual-certificates@100").getInt("n"), "a completed cell");
                assertEquals(0, rows.get("plain@1024").getInt("n"), "a cell stored but not yet summarised: as of the last summary");
                assertEquals(0, rows.get("mutual-certificates@1024").getInt("n"), "the cell about to be measured");
            }
            assertEquals(2, api.summaryComputations(id), "three page polls and three API reads computed nothing");
        } finally {
            api.release();
        }
        api.awaitEnd(id, Duration.ofMinutes(2));
        assertEquals(4, api.summaryComputations(id), "computed once more as plain at 1 KB completed, and when the run stopped");
        assertEquals(4, api.summary(id).size());
        assertEquals(api.summary(id), api.summary(id));
        assertEquals(4, api.summaryComputations(id), "a stopped run's summary is read, not computed again");
    }

    @Test
    void viewerReadsAndExportsButCannotChangeTheRunAndTheOperatorDeletesIt() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage page = RunPage.open(browser, id);
        for (String action : List.of("run:cancel", "run:resume", "run:delete")) {
            assertFalse(page.offers(action), "a viewer gets no " + action);
        }
        assertEquals(1, csv(page.download("exportSummary", "wsslab-run-" + id + "-summary.csv"), true).size(), "a viewer may export");
        // Signed out, the class's one browser serves the operator next, as a second browser would.
        browser.signOut();
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunPage.open(browser, id).delete();
        assertEquals(404, api.get(Caller.VIEWER, "runs/" + id).statusCode(), "the operator deleted the run from its page");
    }

    /** A run whose warm-up lasts until steady shows how each cell's warm-up ended, as its summary says; other runs show no such table. */
    @Test
    void aWarmupUntilSteadyIsShownPerCellAsTheSummarySaysIt() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100, 1024], \"calls\": 2,"
                + " \"warmup\": {\"until_steady\": {\"within_pct\": 50, \"window\": 3, \"max\": 20}}}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        SignInPage.open(browser).signIn(Caller.VIEWER);
        List<String> expected = api.summary(id).getValuesAs(JsonObject.class).stream()
                .map(row -> row.getInt("warmup_calls") + (row.getBoolean("warmup_steady") ? " (steady)" : " (cap)")).toList();
        assertEquals(expected, RunPage.open(browser, id).warmupCells().stream().map(WebElement::getText).toList());
        long fixed = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0}");
        api.awaitEnd(fixed, Duration.ofMinutes(2));
        assertEquals(List.of(), RunPage.open(browser, fixed).warmupCells(), "a fixed warm-up has no such table");
    }

    /** A refused profile (issue 39) is said beside "Record a profile", in sight, not in the page's messages at its top. */
    @Test
    void aRefusedProfileIsSaidBesideItsButton() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        Object[] refused = RunPage.open(browser, id).profileRefused("a while");
        assertTrue(((String) refused[0]).contains("'a while' is not a whole number"), (String) refused[0]);
        List<?> tops = (List<?>) refused[1];
        double button = ((Number) tops.get(0)).doubleValue();
        double message = ((Number) tops.get(1)).doubleValue();
        assertTrue(message >= 0 && message < ((Number) tops.get(2)).doubleValue() && Math.abs(message - button) < 120,
                "the refusal is in sight beside the button: " + tops);
    }

    /**
     * The operator records a profile from the run page: the panel polls while it records, then shows
     * where the samples fell, as stored; a viewer sees it but is offered no recording.
     */
    @Test
    void anOperatorRecordsAProfileFromTheRunPageAndSeesWhereItsSamplesFell() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        long profile;
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunPage page = RunPage.open(browser, id).recordProfile("2");
        profile = Poll.until("the profile the page started", Duration.ofSeconds(30), Duration.ofMillis(200), () -> api.profiles(id),
                list -> !list.isEmpty()).getJsonObject(0).getJsonNumber("id").longValue();
        assertEquals("COMPLETED", page.awaitProfileEnd(profile, Duration.ofMinutes(2)));
        browser.screenshot("04-run-profile");
        JsonObject stored = api.profiles(id).getJsonObject(0);
        assertEquals("plain", stored.getString("mechanism"), "the cell chosen up close, the page's default");
        assertEquals(2, stored.getInt("seconds"));
        Map<String, Long> shown = page.profileSamples(profile);
        Map<String, Long> expected = new LinkedHashMap<>();
        stored.getJsonArray("groups").getValuesAs(JsonObject.class)
                .forEach(g -> expected.put(g.getString("group"), g.getJsonNumber("samples").longValue()));
        assertEquals(expected, shown, "the page shows the stored groups");
        assertTrue(shown.values().stream().mapToLong(Long::longValue).sum() > 0);
        page.awaitActivePolls(0, Duration.ofSeconds(20));
        // Signed out, the class's one browser serves a viewer next, as a second browser would.
        browser.signOut();
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage read = RunPage.open(browser, id);
        assertFalse(read.offers("run:profileStart"), "a viewer records no profile");
        assertFalse(read.profileSamples(profile).isEmpty(), "a viewer reads the profile");
    }

    private static void assertTablesHoldTheSummary(RunPage page, Map<String, JsonObject> summary) {
        List<WebElement> rtt = page.rttCells();
        assertEquals(summary.size(), rtt.size(), "one table cell per stored cell");
        for (WebElement cell : rtt) {
            JsonObject row = summary.get(cellKey(cell));
            assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), cell.getText(), row.toString());
        }
        for (WebElement cell : page.overheadCells()) {
            JsonObject row = summary.get(cellKey(cell));
            assertEquals(StoredValues.interval("%.0f", "%", row, "overhead_pct", "overhead_ci_low", "overhead_ci_high"), cell.getText(),
                    row.toString());
        }
        List<WebElement> floor = page.floorCells();
        assertEquals(summary.size(), floor.size(), "one floor cell per stored cell");
        for (WebElement cell : floor) {
            JsonObject row = summary.get(cellKey(cell));
            double median = LabApi.number(row, "median_ms");
            double plain = LabApi.number(summary.get("plain@" + row.getInt("size")), "median_ms");
            double rest = median - plain - LabApi.number(row, "floor_ms");
            // No distance where the floor is nothing (username-token-http does no cryptography).
            String distance = row.isNull("distance") ? "" : String.format(Locale.ROOT, " · %.1f×", LabApi.number(row, "distance"));
            String expected = row.getString("mechanism").equals("plain") ? String.format(Locale.ROOT, "%.2f (baseline)", median)
                    : String.format(Locale.ROOT, "%.2f + %.2f %s %.2f = %.2f%s", plain, LabApi.number(row, "floor_ms"),
                            rest <= -0.005 ? "\u2212" : "+", Math.abs(rest), median, distance);
            assertEquals(expected, cell.getText(), "median = plain + floor + rest, and the distance: " + row);
        }
        List<WebElement> split = page.splitCells();
        assertEquals(summary.size(), split.size(), "one split cell per stored cell");
        for (WebElement cell : split) {
            JsonObject row = summary.get(cellKey(cell));
            double client = LabApi.number(row, "client_ms");
            double server = LabApi.number(row, "server_ms");
            double transport = LabApi.number(row, "transport_ms");
            assertEquals(String.format(Locale.ROOT, "%.2f + %.2f + %.2f = %.2f · %.0f%% · CPU %.2f", client, server, transport,
                    client + server + transport, LabApi.number(row, "server_share_pct"), LabApi.number(row, "server_cpu_ms"))
                    + StoredValues.heap(row), cell.getText(),
                    "mean = client + server + transport, the server's share and CPU, the heap allocated per call: " + row);
        }
    }

    /**
     * At 1440×900 every chart fills its panel, follows a narrower window, draws a mechanism in one colour
     * on every chart of the page, and keeps the overhead chart's whiskers inside its plot.
     */
    private static void assertChartsFillFollowAndAgree(ConsoleBrowser browser, RunPage page) {
        List<Double> wide = ChartChecks.fillTheirPanels(browser, "on a fresh load");
        browser.resize(1000, 900);
        try {
            List<Double> narrow = ChartChecks.fillTheirPanels(browser, "after the window narrowed");
            assertTrue(narrow.get(0) < wide.get(0), "the panels narrowed with the window: " + wide + " → " + narrow);
        } finally {
            browser.resize(ConsoleBrowser.WIDTH, ConsoleBrowser.HEIGHT);
        }
        Map<String, String> rtt = ChartChecks.colours(browser, "PF('rttChart').chart");
        Map<String, String> overhead = ChartChecks.colours(browser, "PF('overheadChart').chart");
        overhead.forEach((mechanism, colour) -> assertEquals(rtt.get(mechanism), colour, mechanism + "'s colour in both charts"));
        assertEquals(rtt.size(), rtt.values().stream().distinct().count(), "one colour per mechanism: " + rtt);
        ChartChecks.intervalsInsidePlot(browser, "PF('overheadChart').chart");
        assertTrue(page.axisTitle("rttChart", "y").contains("log scale"), page.axisTitle("rttChart", "y"));
        assertEquals(List.of("100 B", "1 KB"), page.tickLabels("rttChart", "x"), "a tick at each payload size");
    }

    private static void assertRttAndOverheadChartsPlotTheSummary(RunPage page, Map<String, JsonObject> summary) {
        List<Map<String, Object>> lines = page.datasets("rttChart");
        assertEquals(summary.values().stream().map(r -> r.getString("mechanism")).distinct().count(), lines.size());
        for (Map<String, Object> line : lines) {
            for (Map<String, Object> point : points(line)) {
                JsonObject row = summary.get(line.get("label") + "@" + ((Number) point.get("x")).intValue());
                assertEquals(LabApi.number(row, "mean_ms"), number(point.get("y")), 1e-9, "RTT chart: " + row);
            }
        }
        List<Integer> sizes = summary.values().stream().map(r -> r.getInt("size")).distinct().sorted().toList();
        assertEquals(sizes.stream().map(size -> size == 100 ? "100 B" : size == 1024 ? "1 KB" : "?").toList(), page.labels("overheadChart"),
                "sizes labelled as a reader says them");
        List<Map<String, Object>> bars = page.datasets("overheadChart");
        assertEquals(lines.size() - 1, bars.size(), "one bar per secured mechanism (plain is the baseline)");
        for (Map<String, Object> bar : bars) {
            List<?> data = (List<?>) bar.get("data");
            List<?> intervals = (List<?>) bar.get("intervals");
            for (int i = 0; i < sizes.size(); i++) {
                JsonObject row = summary.get(bar.get("label") + "@" + sizes.get(i));
                assertEquals(LabApi.number(row, "overhead_pct"), number(data.get(i)), 1e-9, "overhead bar: " + row);
                List<?> interval = (List<?>) intervals.get(i);
                assertEquals(LabApi.number(row, "overhead_ci_low"), number(interval.get(0)), 1e-9, "interval low: " + row);
                assertEquals(LabApi.number(row, "overhead_ci_high"), number(interval.get(1)), 1e-9, "interval high: " + row);
            }
        }
    }

    private void assertCellDetailsPlotTheStoredCalls(ConsoleBrowser browser, RunPage page, long id, Map<String, JsonObject> summary)
            throws Exception {
        String mechanism = page.chosen("detailMechanism");
        int size = Integer.parseInt(page.chosen("detailSize"));
        List<CSVRecord> calls = api.samples(id).stream()
                .filter(r -> r.get("mechanism").equals(mechanism) && Integer.parseInt(r.get("size")) == size).toList();
        Map<String, List<Double>> expected = Map.of(
                "warm-up", rtts(calls, r -> bool(r, "warmup") && !bool(r, "initial")),
                "initial", rtts(calls, r -> bool(r, "initial")),
                "measured", rtts(calls, r -> !bool(r, "warmup") && !bool(r, "initial")));
        for (Map<String, Object> dataset : page.datasets("seriesChart")) {
            List<Double> plotted = points(dataset).stream().map(p -> number(p.get("y"))).sorted().toList();
            List<Double> stored = expected.get((String) dataset.get("label")).stream().sorted().toList();
            assertEquals(stored.size(), plotted.size(), dataset.get("label") + " calls of " + mechanism + "@" + size);
            for (int i = 0; i < stored.size(); i++) {
                assertEquals(stored.get(i), plotted.get(i), 1e-9, dataset.get("label") + " call of " + mechanism + "@" + size);
            }
        }
        // The distribution at the chosen size: its 0th and 100th percentile are the cell's fastest and
        // slowest counted call; the run's time series has every counted call of every size.
        List<CSVRecord> all = api.samples(id);
        for (Map<String, Object> line : page.datasets("cdfChart")) {
            List<Double> stored = rtts(all.stream().filter(r -> r.get("mechanism").equals(line.get("label"))
                    && Integer.parseInt(r.get("size")) == size).toList(), r -> !bool(r, "warmup") && !bool(r, "initial"))
                    .stream().sorted().toList();
            List<Map<String, Object>> curve = points(line);
            assertEquals(101, curve.size(), "percentiles 0 to 100 of " + line.get("label"));
            assertEquals(stored.get(0), number(curve.get(0).get("x")), 1e-9, "fastest call of " + line.get("label"));
            assertEquals(stored.get(stored.size() - 1), number(curve.get(100).get("x")), 1e-9, "slowest call of " + line.get("label"));
        }
        for (Map<String, Object> series : page.datasets("overTimeChart")) {
            long counted = all.stream()
                    .filter(r -> r.get("mechanism").equals(series.get("label")) && !bool(r, "warmup") && !bool(r, "initial")
                            && r.get("error").isEmpty())
                    .count();
            assertEquals(counted, points(series).size(), "every counted call of " + series.get("label") + " over time");
        }
        List<Object> mechanisms = page.labels("cpuChart");
        List<Map<String, Object>> cpu = page.datasets("cpuChart");
        List<Map<String, Object>> wire = page.datasets("wireChart");
        for (int i = 0; i < mechanisms.size(); i++) {
            JsonObject row = summary.get(mechanisms.get(i) + "@" + size);
            assertEquals(LabApi.number(row, "mean_ms"), number(((List<?>) cpu.get(0).get("data")).get(i)), 1e-9, "CPU chart RTT " + row);
            assertEquals(LabApi.number(row, "client_cpu_ms"), number(((List<?>) cpu.get(1).get("data")).get(i)), 1e-9, "CPU chart " + row);
            assertEquals(LabApi.number(row, "request_bytes"), number(((List<?>) wire.get(0).get("data")).get(i)), 0,
                    "request bytes " + row);
            assertEquals(LabApi.number(row, "response_bytes"), number(((List<?>) wire.get(1).get("data")).get(i)), 0,
                    "response bytes " + row);
        }
        // Where the time goes: plain's median, the floor, and the rest, stacked per secured mechanism up to its median
        // and no higher (a floor above the overhead measured is drawn up to the median: SizeChartsTest).
        List<Object> secured = page.labels("floorChart");
        List<Map<String, Object>> parts = page.datasets("floorChart");
        double plainMedian = LabApi.number(summary.get("plain@" + size), "median_ms");
        assertFalse(secured.contains("plain"), "the baseline is every bar's first part, not a bar");
        for (int i = 0; i < secured.size(); i++) {
            JsonObject row = summary.get(secured.get(i) + "@" + size);
            double median = LabApi.number(row, "median_ms");
            double plain = Math.min(plainMedian, median);
            double floor = Math.min(LabApi.number(row, "floor_ms"), median - plain);
            assertEquals(plain, number(((List<?>) parts.get(0).get("data")).get(i)), 1e-9, "floor chart plain " + row);
            assertEquals(floor, number(((List<?>) parts.get(1).get("data")).get(i)), 1e-9, "floor chart floor " + row);
            assertEquals(median - plain - floor, number(((List<?>) parts.get(2).get("data")).get(i)), 1e-9, "floor chart rest " + row);
        }
        browser.screenshot("04-run-cell-details-environment");
    }

    private void assertRatioTableIsTheApisComparison(RunPage page, long id) throws Exception {
        String a = page.chosen("a");
        String b = page.chosen("b");
        assertEquals("plain", b, "B is the baseline unless chosen");
        for (JsonObject row : api.compare(id, a, b).getValuesAs(JsonObject.class)) {
            assertEquals(StoredValues.interval("%.0f", "%", row, "difference_pct", "difference_ci_low", "difference_ci_high"),
                    page.ratioCell(row.getInt("size")).getText(), row.toString());
        }
    }

    /** The bytes over plain section and the A-against-B thresholds say what their routes answer. */
    private void assertBytesOverPlainAndThresholdAreTheApis(RunPage page, long id) throws Exception {
        JsonObject wire = api.json("runs/" + id + "/bytes-over-plain");
        for (JsonObject cell : wire.getJsonArray("cells").getValuesAs(JsonObject.class)) {
            String over = String.format(Locale.ROOT, "%+d B (%.2f×)", cell.getJsonNumber("bytes_over_plain").longValue(),
                    cell.getJsonNumber("times_plain").doubleValue()).replace('-', '\u2212');
            assertEquals(over, page.bytesOverPlainCell(cell.getString("mechanism"), cell.getInt("size")).getText(), cell.toString());
        }
        for (JsonObject fit : wire.getJsonArray("fits").getValuesAs(JsonObject.class)) {
            assertEquals(
                    List.of(String.format(Locale.ROOT, "%+.0f", fit.getJsonNumber("constant_bytes").doubleValue()).replace('-', '\u2212'),
                            String.format(Locale.ROOT, "%+.3f", fit.getJsonNumber("bytes_per_size_unit").doubleValue()).replace('-',
                                    '\u2212')),
                    page.bytesFit(fit.getString("mechanism")), fit.toString());
        }
        JsonObject threshold = api.json("runs/" + id + "/compare/threshold?a=" + page.chosen("a") + "&b=" + page.chosen("b"));
        for (String kind : List.of("cost", "bytes")) {
            JsonValue found = threshold.get(kind + "_threshold");
            String said = page.threshold(kind);
            assertTrue(found == JsonValue.NULL ? said.contains("No threshold")
                    : said.contains(
                            String.format(Locale.ROOT, "at about %,.0f bytes", found.asJsonObject().getJsonNumber("size").doubleValue())),
                    kind + ": " + said + " against " + found);
        }
        browser.screenshot("04b-run-bytes-over-plain-threshold");
    }

    /** Each side's table of alpha and beta says what /cpu-fits answers, two sizes making a line. */
    private void assertCpuFitsAreTheApis(RunPage page, long id) throws Exception {
        for (JsonObject fit : api.json("runs/" + id + "/cpu-fits").getJsonArray("fits").getValuesAs(JsonObject.class)) {
            assertEquals(List.of(String.format(Locale.ROOT, "%.2f", fit.getJsonNumber("alpha_ms").doubleValue()),
                    String.format(Locale.ROOT, "%.3g", fit.getJsonNumber("beta_ms_per_byte").doubleValue())),
                    page.cpuFit(fit.getString("side"), fit.getString("mechanism")), fit.toString());
        }
    }

    private void assertEnvironmentIsShown(RunPage page, long id) throws Exception {
        JsonObject run = api.run(id);
        page.openEnvironments();
        String text = page.details();
        String seed = String.valueOf(run.getJsonObject("environment").getJsonNumber("bootstrap_seed").longValue());
        assertTrue(text.contains("bootstrap_seed " + seed), "the environment shows the run's seed " + seed);
        assertTrue(text.contains("calls per cell 3"), "the parameters show the calls per cell");
        assertTrue(text.contains("glassfish_version"), "the environment names the server's version");
        assertTrue(text.contains("call order interleaved"), "the order chosen in the form is the run's, and shown: " + text);
        assertEquals("interleaved", run.getJsonObject("parameters").getString("order"));
        assertTrue(text.contains("trust_setup peers") && text.contains("keystore_setup lab-keys-1-iteration"), "the set-ups are shown");
        assertTrue(text.contains("listen_addresses 127.0.0.1"), "the listening addresses are shown");
    }

    /** The page says how many cells ran on a busy machine, as the summary's noisy flags say, and lists them. */
    private static void assertNoiseIsShown(RunPage page, Map<String, JsonObject> summary) {
        long noisy = summary.values().stream().filter(r -> r.getBoolean("noisy")).count();
        assertEquals(noisy, page.noisyCells().size(), "one entry per noisy cell");
        String text = page.noiseSummary();
        assertTrue(noisy == 0 ? text.startsWith("All " + summary.size() + " cells were measured on a quiet machine")
                : text.startsWith(noisy + " of " + summary.size() + " cells were measured on a busy machine"), text);
    }

    private static void assertExportsHoldTheStoredValues(RunPage page, long id, Map<String, JsonObject> summary) throws Exception {
        ChartChecks.isPngAt(page.download("rttChartPng", "wsslab-run-" + id + "-rtt@2x.png"), 2);
        ChartChecks.isPngAt(page.download("overheadChartPng3", "wsslab-run-" + id + "-overhead@3x.png"), 3);
        ChartChecks.isSvgOf(page.download("rttChartSvg", "wsslab-run-" + id + "-rtt.svg"),
                ChartChecks.colours(page.browser(), "PF('rttChart').chart"));
        ChartChecks.isSvgOf(page.download("overheadChartSvg", "wsslab-run-" + id + "-overhead.svg"),
                ChartChecks.colours(page.browser(), "PF('overheadChart').chart"));

        List<CSVRecord> rows = csv(page.download("exportSummary", "wsslab-run-" + id + "-summary.csv"), true);
        assertEquals(summary.size(), rows.size(), "one CSV row per cell");
        for (CSVRecord row : rows) {
            JsonObject stored = summary.get(row.get("mechanism") + "@" + row.get("size"));
            for (String field : stored.keySet()) {
                JsonValue value = stored.get(field);
                String text = row.get(field);
                if (value == JsonValue.NULL) {
                    assertEquals("", text, field + " of " + stored);
                } else if (value == JsonValue.TRUE || value == JsonValue.FALSE) {
                    assertEquals(value.toString(), text, field + " of " + stored);
                } else if (value.getValueType() == JsonValue.ValueType.NUMBER) {
                    assertEquals(LabApi.number(stored, field), Double.parseDouble(text), 0, field + " of " + stored);
                } else {
                    assertEquals(stored.getString(field), text, field + " of " + stored);
                }
            }
        }

        List<CSVRecord> table = csv(page.download("exportRttTable", "wsslab-run-" + id + "-rtt-mean.csv"), false);
        List<String> sizes = table.get(0).toList().subList(1, table.get(0).size());
        for (CSVRecord record : table.subList(1, table.size())) {
            for (int i = 0; i < sizes.size(); i++) {
                assertEquals(page.rttCell(record.get(0), sizes.get(i).replace(" B", "")).getText(), record.get(i + 1),
                        "the table CSV holds what the page shows");
            }
        }

        Path report = page.download("exportReport", "wsslab-run-" + id + "-report.html");
        String html = Files.readString(report, StandardCharsets.UTF_8);
        assertFalse(REMOTE_REFERENCE.matcher(html).find(), "the report links to nothing outside itself");
        try (ConsoleBrowser offline = new ConsoleBrowser(true)) {
            ReportPage opened = ReportPage.open(offline, report);
            List<WebElement> means = opened.rttCells();
            assertEquals(summary.size(), means.size(), "the report's RTT table has every cell");
            for (WebElement cell : means) {
                JsonObject row = summary.get(cellKey(cell));
                assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), cell.getText(), "report: " + row);
            }
            for (Map<String, Object> line : opened.datasets("rttChart")) {
                for (Map<String, Object> point : points(line)) {
                    JsonObject row = summary.get(line.get("label") + "@" + ((Number) point.get("x")).intValue());
                    assertEquals(LabApi.number(row, "mean_ms"), number(point.get("y")), 1e-9, "report chart: " + row);
                }
            }
            assertTrue(opened.drawnCharts() >= 4, "the report's charts are drawn");
            // Where each cell settles, as GET /runs/{id}/convergence and the run page state it: 000's call and the robust one.
            List<List<String>> settling = LabApi.ofTestDomain().json("runs/" + id + "/convergence").getJsonArray("rows")
                    .getValuesAs(JsonObject.class)
                    .stream().map(row -> List.of(row.getString("mechanism"), row.isNull("mean_call") ? "\u2013" : String.valueOf(row.getInt(
                            "mean_call")), row.isNull("band_call") ? "never" : String.valueOf(row.getInt("band_call"))))
                    .toList();
            assertEquals(settling, opened.convergenceRows(), "the report's convergence, cell by cell");
            for (String chart : List.of("cdfChart100", "cdfChart1024", "overTimeChart", "convergenceChart")) {
                assertFalse(opened.datasets(chart).isEmpty(), "the report draws " + chart);
            }
            assertTrue(opened.tableCaptions().containsAll(List.of("p90 round-trip time (ms)", "p99 round-trip time (ms)",
                    "failed calls per cell (counted calls beside them)")), "the report's tables: " + opened.tableCaptions());
            assertEquals(ChartChecks.colours(page.browser(), "PF('rttChart').chart"),
                    ChartChecks.colours(offline, "wsslab.charts['rttChart']"),
                    "a mechanism has the report's colour on the page");
            ChartChecks.fillTheirPanels(offline, "in the report");
            assertEquals(page.noiseSummary(), opened.noiseSummary(), "the report says what the page says of the noise");
            assertEquals(page.noisyCells().size(), opened.noisyCells());
            offline.screenshot("05-offline-report");
        }
    }
}
