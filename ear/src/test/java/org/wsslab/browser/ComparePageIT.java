package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.browser.StoredValues.cellKey;
import static org.wsslab.browser.StoredValues.summaryByCell;

import jakarta.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/** The compare page in a real browser: runs chosen on the runs page, compared cell by cell, differing environment marked. */
class ComparePageIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void twoRunsCompareCellByCellWithDifferingEnvironmentMarked() throws Exception {
        String small = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 5, \"warmup\": 1}";
        long first = api.start(small);
        api.awaitEnd(first, Duration.ofMinutes(2));
        long second = api.start(small.replace("\"calls\": 5", "\"calls\": 6").replace("{", "{\"name\": \"six calls a cell\", "));
        api.awaitEnd(second, Duration.ofMinutes(2));
        ComparePage page = SignInPage.open(browser).signIn(Caller.VIEWER).compare(first, second);
        browser.screenshot("06-compare-runs");
        // A run with a name is called by it wherever runs are compared: the list of runs, the tables' heads, the charts.
        String named = "run " + second + " · six calls a cell";
        assertTrue(browser.driver().findElement(By.cssSelector("a.run-link[href$='id=" + second + "']")).getText().equals(named));
        assertTrue(browser.driver().findElement(By.id("environment")).getText().contains(named));
        assertTrue(browser.datasets("PF('rttChart').chart").stream().anyMatch(d -> d.get("label").toString().endsWith(named)));

        Map<String, JsonObject> reference = summaryByCell(api, first);
        Map<String, JsonObject> later = summaryByCell(api, second);
        List<WebElement> deltas = page.deltas();
        assertEquals(reference.size(), deltas.size(), "one delta per cell");
        for (WebElement delta : deltas) {
            double a = LabApi.number(reference.get(cellKey(delta)), "mean_ms");
            double b = LabApi.number(later.get(cellKey(delta)), "mean_ms");
            assertEquals(String.valueOf(second), delta.getDomAttribute("data-run"));
            double shown = Double.parseDouble(delta.getText().replaceAll("%.*", "").replace('\u2212', '-'));
            assertEquals((b - a) / a * 100, shown, 0.051, "delta of " + cellKey(delta) + ": " + delta.getText());
            assertTrue(delta.getText().matches("[+\u2212]\\d+\\.\\d% \\[[+\u2212]\\d+\\.\\d, [+\u2212]\\d+\\.\\d\\]"), delta.getText());
        }
        for (WebElement value : page.values()) {
            Map<String, JsonObject> of = value.getDomAttribute("data-run").equals(String.valueOf(first)) ? reference : later;
            JsonObject row = of.get(cellKey(value));
            assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), value.getText());
            // A value measured on a busy machine is shaded, its reason in the title; the others are not.
            assertEquals(row.getBoolean("noisy"), value.getDomAttribute("class").contains("noisy"), "noise of " + row);
            assertEquals(row.getBoolean("noisy") ? "busy machine: " + row.getString("noise_reason") : "",
                    value.getDomAttribute("title") == null ? "" : value.getDomAttribute("title"));
        }
        assertEquals("same", page.environmentMark("trust_setup"));
        assertEquals("same", page.environmentMark("call order"));
        assertEquals("differs", page.environmentMark("calls per cell"));
        assertEquals("varies", page.environmentMark("bootstrap_seed"));
        assertEquals("same", page.environmentMark("glassfish_version"));
        assertEquals("same", page.environmentMark("lab"), "each run's lab is shown, the same for two runs of this lab");

        assertChartsAndOverheadsAreTheApis(browser, page, first, second, reference, later);
        assertExportsHoldTheComparison(browser, page, first, second);

        assertTrue(ComparePage.openRefused(browser, String.valueOf(first)).contains("give 2 to 6 different run ids"));
    }

    /**
     * Two runs of one request made into a group: the runs page links each to its group, and the group
     * view shows the pooled figure the API computes, which interval it carries and which kind of
     * replicates they are, and each replicate's own figure.
     */
    @Test
    void aGroupOfTwoRunsShowsItsPooledFiguresAndWhichIntervalTheyCarry() throws Exception {
        String group = "page group " + System.nanoTime();
        String request = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0, \"group\": \"" + group
                + "\"}";
        long first = api.start(request);
        api.awaitEnd(first, Duration.ofMinutes(2));
        long second = api.start(request);
        api.awaitEnd(second, Duration.ofMinutes(2));

        ComparePage page = SignInPage.open(browser).signIn(Caller.VIEWER).group(first);
        browser.screenshot("06-compare-group");

        assertEquals(group, page.text("groupName"));
        assertEquals("same-JVM replicates", page.text("groupKind"));
        assertTrue(page.text("groupInterval").contains("between-replicate 95% interval, k = 2 same-JVM replicates"),
                page.text("groupInterval"));
        JsonObject cell = api.json("groups/" + group.replace(" ", "%20")).getJsonArray("cells").getJsonObject(0);
        List<WebElement> rows = page.groupCells();
        assertEquals(1, rows.size(), "one secured cell");
        WebElement row = rows.get(0);
        assertEquals("mutual-certificates", row.getDomAttribute("data-mechanism"));
        assertEquals("2", row.findElement(By.cssSelector("td.k")).getText());
        String pooled = row.findElement(By.cssSelector("td.pooled")).getText();
        assertEquals(LabApi.number(cell, "pooled_overhead_pct"), Double.parseDouble(pooled.replaceAll("%.*", "").replace('\u2212', '-')),
                0.051,
                pooled);
        assertTrue(row.findElement(By.cssSelector("td.cv")).getText().endsWith("%"));
        String replicates = row.findElement(By.cssSelector("td.replicates")).getText();
        assertTrue(replicates.startsWith("run " + first + ": ") && replicates.contains("; run " + second + ": "), replicates);
    }

    /**
     * A run exported from this lab and imported through the runs page (as a second lab would) is
     * listed as imported with its origin, and compares with the original with every delta 0.
     */
    @Test
    void anExportedRunImportedOnTheRunsPageComparesWithTheOriginalWithEveryDeltaZero() throws Exception {
        long original = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": 4, \"warmup\": 1}");
        api.awaitEnd(original, Duration.ofMinutes(2));
        Path file = Files.createTempFile("wsslab-run-" + original + "-", ".json");
        Files.writeString(file, LabApi.ok(api.get(Caller.VIEWER, "runs/" + original + "/export")));
        try {
            browser.open("runs/index.xhtml");
            SignInPage.shown(browser).signIn(Caller.OPERATOR);
            // A file that is no run is refused beside the field, and stores nothing.
            Path bad = Files.writeString(file.resolveSibling(file.getFileName() + ".bad.json"), "{\"format\": \"x\"}");
            int runsBefore = api.runCount();
            browser.driver().findElement(By.id("importRun:importFile")).sendKeys(bad.toString());
            browser.driver().findElement(By.id("importRun:importStart")).click();
            // The import answers by ajax: the (empty) message is there before, and is drawn again with the refusal.
            String refusal = new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class)
                    .until(d -> {
                        String text = d.findElement(By.id("importRun:importMessage")).getText();
                        return text.isBlank() ? null : text;
                    });
            assertTrue(refusal.startsWith("Not imported: the file is not a wsslab run"), "the refusal beside the field: " + refusal);
            assertEquals(runsBefore, api.runCount(), "a refused import stores nothing");
            Files.delete(bad);
            browser.driver().findElement(By.id("importRun:importFile")).sendKeys(file.toString());
            browser.driver().findElement(By.id("importRun:importStart")).click();
            browser.waitFor(Duration.ofSeconds(30), By.id("run:imported"));
            String imported = browser.driver().findElement(By.id("run:imported")).getText();
            assertTrue(imported.startsWith("Imported: run " + original + " of "), imported);
            long copy = Long.parseLong(browser.driver().getCurrentUrl().replaceAll(".*id=(\\d+).*", "$1"));

            ComparePage page = ComparePage.open(browser, original + "," + copy);
            assertTrue(page.sharing().contains("share 2 cells"), page.sharing());
            assertEquals(2, page.deltas().size());
            page.deltas().forEach(delta -> assertTrue(delta.getText().startsWith("+0.0% "), "RTT delta " + delta.getText()));
            page.overheadDeltas().stream().filter(d -> !d.getDomAttribute("data-mechanism").equals("plain"))
                    .forEach(delta -> assertTrue(delta.getText().startsWith("+0.0 pts "), "overhead change " + delta.getText()));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** Runs that share no cell get a sentence saying so, not a table of dashes. */
    @Test
    void runsSharingNoCellAreToldSoInsteadOfATable() throws Exception {
        long small = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1}");
        api.awaitEnd(small, Duration.ofMinutes(2));
        long other = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [2048], \"calls\": 2, \"warmup\": 1}");
        api.awaitEnd(other, Duration.ofMinutes(2));
        SignInPage.open(browser).signIn(Caller.VIEWER);
        ComparePage page = ComparePage.open(browser, small + "," + other);
        assertTrue(page.sharing().contains("share no cell"), page.sharing());
        assertTrue(page.deltas().isEmpty(), "no table of dashes");
        assertTrue(page.unshared().contains("transport-ssl at 2 KB"), page.unshared());
        JsonObject api = this.api.json("runs/compare?ids=" + small + "," + other);
        assertEquals(0, api.getJsonArray("cells").size());
        assertEquals(page.sharing(), api.getString("sharing"));
    }

    /** 001's Table 1: books read from a database beside books made in memory pair cell by cell by their factors over plain. */
    @Test
    void aDatabaseRunAndAnInMemoryRunPairEachMechanismByItsFactorOverPlain() throws Exception {
        String request = "{\"mechanisms\": [\"mutual-certificates\"], \"shape\": \"books\", \"direction\": \"response\", "
                + "\"sizes\": [1, 10], \"calls\": 2, \"warmup\": 1, \"service_work\": \"%s\"}";
        long memory = api.start(request.formatted("none"));
        api.awaitEnd(memory, Duration.ofMinutes(2));
        long database = api.start(request.formatted("db-read"));
        api.awaitEnd(database, Duration.ofMinutes(2));
        JsonObject comparison = api.json("runs/compare?ids=" + memory + "," + database);
        assertEquals(0, comparison.getJsonArray("cells").size(), "no cell's milliseconds compare across service work");
        List<JsonObject> pairs = comparison.getJsonArray("workload_pairs").getValuesAs(JsonObject.class);
        assertEquals(List.of("mutual-certificates 1 1", "mutual-certificates 10 10"), pairs.stream().map(pair -> pair.getString("mechanism")
                + " " + pair.getJsonArray("sizes").getInt(0) + " " + pair.getJsonArray("sizes").getInt(1)).toList(), "paired size by size");

        SignInPage.open(browser).signIn(Caller.VIEWER);
        ComparePage page = ComparePage.open(browser, memory + "," + database);
        assertEquals(comparison.getString("sharing"), page.sharing());
        List<WebElement> factors = browser.driver().findElements(By.cssSelector("#workloadPairs td.factor"));
        assertEquals(4, factors.size(), "two sizes × two runs");
        for (JsonObject pair : pairs) {
            for (int r = 0; r < 2; r++) {
                long run = r == 0 ? memory : database;
                int size = pair.getJsonArray("sizes").getInt(r);
                WebElement factor = browser.driver().findElement(By.cssSelector("#workloadPairs td.factor[data-run='" + run
                        + "'][data-size='" + size + "']"));
                double pct = pair.getJsonArray("overheads").getJsonObject(r).getJsonNumber("overhead_pct").doubleValue();
                assertTrue(factor.getText().contains(String.format(Locale.ROOT, "%.2f×", 1 + pct / 100)),
                        "the factor is the API's overhead over that run's plain: " + factor.getText() + " against " + pct + "%");
            }
        }
        assertEquals(2, browser.driver().findElements(By.cssSelector("#workloadPairs td.delta")).size(), "a change per pair");
    }

    /**
     * The RTT chart plots each run's stored means; the delta charts and the overhead table hold what
     * the API's comparison says, and each run's overhead is its own summary's.
     */
    private void assertChartsAndOverheadsAreTheApis(ConsoleBrowser browser, ComparePage page, long first, long second,
            Map<String, JsonObject> reference, Map<String, JsonObject> later) throws Exception {
        assertTrue(page.sharing().contains("share 4 cells (2 mechanisms × 2 sizes)"), page.sharing());
        assertEquals(List.of("run.xhtml?id=" + first, "run.xhtml?id=" + second), page.runLinks());
        JsonObject comparison = api.json("runs/compare?ids=" + first + "," + second);
        Map<String, JsonObject> rows = new HashMap<>();
        comparison.getJsonArray("cells").getValuesAs(JsonObject.class)
                .forEach(row -> rows.put(row.getString("mechanism") + "@" + row.getInt("size"), row));
        assertEquals(reference.keySet(), rows.keySet(), "one API row per shared cell");
        for (JsonObject row : rows.values()) {
            String cell = row.getString("mechanism") + "@" + row.getInt("size");
            assertEquals(LabApi.number(reference.get(cell), "mean_ms"), LabApi.number(row, "reference_ms"), 1e-9);
            assertEquals(LabApi.number(later.get(cell), "overhead_pct"), LabApi.number(row, "overhead_pct"), 1e-9, "overhead of " + cell);
        }
        for (WebElement cell : page.overheadDeltas()) {
            JsonObject row = rows.get(cellKey(cell));
            String expected = row.isNull("overhead_delta_pts") ? "–"
                    : StoredValues.interval("%+.1f", " pts", row, "overhead_delta_pts", "overhead_delta_ci_low", "overhead_delta_ci_high");
            assertEquals(expected, cell.getText(), "overhead change of " + cellKey(cell));
        }
        List<Integer> sizes = List.of(100, 1024);
        for (Map<String, Object> bars : browser.datasets("PF('rttDeltaChart0').chart")) {
            for (int i = 0; i < sizes.size(); i++) {
                JsonObject row = rows.get(bars.get("label") + "@" + sizes.get(i));
                assertEquals(LabApi.number(row, "rtt_delta_pct"), StoredValues.number(((List<?>) bars.get("data")).get(i)), 1e-9);
            }
        }
        List<Map<String, Object>> overheadBars = browser.datasets("PF('overheadDeltaChart0').chart");
        assertEquals(List.of("mutual-certificates"), overheadBars.stream().map(b -> b.get("label")).toList(),
                "plain has no overhead to change");
        for (int i = 0; i < sizes.size(); i++) {
            JsonObject row = rows.get("mutual-certificates@" + sizes.get(i));
            assertEquals(LabApi.number(row, "overhead_delta_pts"), StoredValues.number(((List<?>) overheadBars.get(0).get("data")).get(i)),
                    1e-9);
        }
        for (Map<String, Object> line : browser.datasets("PF('rttChart').chart")) {
            Map<String, JsonObject> of = line.get("label").toString().endsWith("run " + first) ? reference : later;
            for (Map<String, Object> point : StoredValues.points(line)) {
                JsonObject row = of
                        .get(line.get("label").toString().replaceAll(" · run \\d+( · .*)?$", "") + "@"
                                + ((Number) point.get("x")).intValue());
                assertEquals(LabApi.number(row, "mean_ms"), StoredValues.number(point.get("y")), 1e-9, "RTT chart: " + line.get("label"));
            }
        }
        Map<String, String> colours = ChartChecks.colours(browser, "PF('rttDeltaChart0').chart");
        ChartChecks.colours(browser, "PF('overheadDeltaChart0').chart")
                .forEach((mechanism, colour) -> assertEquals(colours.get(mechanism), colour, mechanism + "'s colour on the compare page"));
        ChartChecks.intervalsInsidePlot(browser, "PF('rttDeltaChart0').chart");
        ChartChecks.fillTheirPanels(browser, "on the compare page");
    }

    private void assertExportsHoldTheComparison(ConsoleBrowser browser, ComparePage page, long first, long second) throws Exception {
        String ids = first + "," + second;
        List<CSVRecord> csv = StoredValues.csv(page.download("exportCells", "wsslab-compare-" + first + "-" + second + ".csv"), true);
        List<CSVRecord> api = this.api.csv("runs/compare/cells.csv?ids=" + ids);
        assertEquals(api.size(), csv.size());
        assertEquals(4, csv.size(), "a row per shared cell");
        for (int i = 0; i < csv.size(); i++) {
            assertEquals(api.get(i).toList(), csv.get(i).toList());
        }
        ChartChecks.isPngAt(page.download("rttDeltaChart0Png", "wsslab-compare-" + first + "-" + second + "-rtt-delta-0@2x.png"), 2);
        ChartChecks.isSvgOf(page.download("rttChartSvg", "wsslab-compare-" + first + "-" + second + "-rtt.svg"),
                ChartChecks.colours(browser, "PF('rttChart').chart"));
        Path report = page.download("exportReport", "wsslab-compare-" + first + "-" + second + "-report.html");
        try (ConsoleBrowser offline = new ConsoleBrowser(true)) {
            offline.driver().get(report.toUri().toString());
            offline.waitFor(Duration.ofSeconds(20), By.cssSelector("#rttDeltas td.delta"));
            assertEquals(page.sharing(), offline.driver().findElement(By.id("sharing")).getText());
            assertEquals(page.deltas().stream().map(WebElement::getText).toList(),
                    offline.driver().findElements(By.cssSelector("#rttDeltas td.delta")).stream().map(WebElement::getText).toList());
            assertEquals(ChartChecks.colours(browser, "PF('rttDeltaChart0').chart"),
                    ChartChecks.colours(offline, "wsslab.charts['rttDeltaChart0']"));
            ChartChecks.fillTheirPanels(offline, "in the comparison's report");
            offline.screenshot("07-compare-report");
        }
    }
}
