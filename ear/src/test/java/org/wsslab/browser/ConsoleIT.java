package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.awt.image.BufferedImage;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
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

/**
 * The console in a real browser: sign in, start a run from the form, watch it finish, read every
 * table and chart against the stored values, export them, compare runs; and who may do what.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class ConsoleIT {

    private static final Pattern REMOTE_REFERENCE = Pattern.compile("(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//", Pattern.CASE_INSENSITIVE);

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void operatorRunsFromTheFormAndEveryTableChartAndExportHoldsTheStoredValues() throws Exception {
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
            // Coming back to the page shows the same state, and no poll is left to redraw what is read.
            browser.driver().navigate().refresh();
            browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#rtt td[data-mechanism]"));
            assertEquals("COMPLETED", browser.driver().findElement(By.id("status")).getText());
            WebElement table = browser.driver().findElement(By.id("rtt"));
            Thread.sleep(5_000);
            assertTrue(table.isDisplayed(), "a finished run's page stays as drawn: it polls no more");
            browser.screenshot("03-run-completed-results");

            Map<String, JsonObject> summary = summaryByCell(id);
            assertTablesHoldTheSummary(browser, summary);
            assertRttAndOverheadChartsPlotTheSummary(browser, summary);
            assertCellDetailsPlotTheStoredCalls(browser, id, summary);
            assertRatioTableIsTheApisComparison(browser, id);
            assertEnvironmentIsShown(browser, id);
            assertExportsHoldTheStoredValues(browser, id, summary);
        }
    }

    private static void assertTablesHoldTheSummary(ConsoleBrowser browser, Map<String, JsonObject> summary) {
        List<WebElement> rtt = browser.driver().findElements(By.cssSelector("#rtt td[data-mechanism]"));
        assertEquals(summary.size(), rtt.size(), "one table cell per stored cell");
        for (WebElement cell : rtt) {
            JsonObject row = summary.get(cellKey(cell));
            assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), cell.getText(), row.toString());
        }
        for (WebElement cell : browser.driver().findElements(By.cssSelector("#overhead td[data-mechanism]"))) {
            JsonObject row = summary.get(cellKey(cell));
            assertEquals(String.format(Locale.ROOT, "%.0f%% (%.0f–%.0f)", LabApi.number(row, "overhead_pct"),
                    LabApi.number(row, "overhead_ci_low"), LabApi.number(row, "overhead_ci_high")), cell.getText(), row.toString());
        }
    }

    private static void assertRttAndOverheadChartsPlotTheSummary(ConsoleBrowser browser, Map<String, JsonObject> summary) {
        List<Map<String, Object>> lines = browser.datasets("PF('rttChart').chart");
        assertEquals(summary.values().stream().map(r -> r.getString("mechanism")).distinct().count(), lines.size());
        for (Map<String, Object> line : lines) {
            for (Map<String, Object> point : points(line)) {
                JsonObject row = summary.get(line.get("label") + "@" + ((Number) point.get("x")).intValue());
                assertEquals(LabApi.number(row, "mean_ms"), number(point.get("y")), 1e-9, "RTT chart: " + row);
            }
        }
        List<Object> sizes = browser.labels("PF('overheadChart').chart");
        List<Map<String, Object>> bars = browser.datasets("PF('overheadChart').chart");
        assertEquals(lines.size() - 1, bars.size(), "one bar per secured mechanism (plain is the baseline)");
        for (Map<String, Object> bar : bars) {
            List<?> data = (List<?>) bar.get("data");
            List<?> intervals = (List<?>) bar.get("intervals");
            for (int i = 0; i < sizes.size(); i++) {
                JsonObject row = summary.get(bar.get("label") + "@" + sizes.get(i).toString().replace(" B", ""));
                assertEquals(LabApi.number(row, "overhead_pct"), number(data.get(i)), 1e-9, "overhead bar: " + row);
                List<?> interval = (List<?>) intervals.get(i);
                assertEquals(LabApi.number(row, "overhead_ci_low"), number(interval.get(0)), 1e-9, "interval low: " + row);
                assertEquals(LabApi.number(row, "overhead_ci_high"), number(interval.get(1)), 1e-9, "interval high: " + row);
            }
        }
    }

    private void assertCellDetailsPlotTheStoredCalls(ConsoleBrowser browser, long id, Map<String, JsonObject> summary) throws Exception {
        String mechanism = (String) browser.script("return document.getElementById('run:detailMechanism_input').value;");
        int size = Integer.parseInt((String) browser.script("return document.getElementById('run:detailSize_input').value;"));
        List<CSVRecord> calls = api.samples(id).stream()
                .filter(r -> r.get("mechanism").equals(mechanism) && Integer.parseInt(r.get("size")) == size).toList();
        Map<String, List<Double>> expected = Map.of(
                "warm-up", rtts(calls, r -> bool(r, "warmup") && !bool(r, "initial")),
                "initial", rtts(calls, r -> bool(r, "initial")),
                "measured", rtts(calls, r -> !bool(r, "warmup") && !bool(r, "initial")));
        for (Map<String, Object> dataset : browser.datasets("PF('seriesChart').chart")) {
            List<Double> plotted = points(dataset).stream().map(p -> number(p.get("y"))).sorted().toList();
            List<Double> stored = expected.get((String) dataset.get("label")).stream().sorted().toList();
            assertEquals(stored.size(), plotted.size(), dataset.get("label") + " calls of " + mechanism + "@" + size);
            for (int i = 0; i < stored.size(); i++) {
                assertEquals(stored.get(i), plotted.get(i), 1e-9, dataset.get("label") + " call of " + mechanism + "@" + size);
            }
        }
        List<Object> mechanisms = browser.labels("PF('cpuChart').chart");
        List<Map<String, Object>> cpu = browser.datasets("PF('cpuChart').chart");
        List<Map<String, Object>> wire = browser.datasets("PF('wireChart').chart");
        for (int i = 0; i < mechanisms.size(); i++) {
            JsonObject row = summary.get(mechanisms.get(i) + "@" + size);
            assertEquals(LabApi.number(row, "mean_ms"), number(((List<?>) cpu.get(0).get("data")).get(i)), 1e-9, "CPU chart RTT " + row);
            assertEquals(LabApi.number(row, "client_cpu_ms"), number(((List<?>) cpu.get(1).get("data")).get(i)), 1e-9, "CPU chart " + row);
            assertEquals(LabApi.number(row, "request_bytes"), number(((List<?>) wire.get(0).get("data")).get(i)), 0, "request bytes " + row);
            assertEquals(LabApi.number(row, "response_bytes"), number(((List<?>) wire.get(1).get("data")).get(i)), 0, "response bytes " + row);
        }
        browser.screenshot("04-run-cell-details-environment");
    }

    private void assertRatioTableIsTheApisComparison(ConsoleBrowser browser, long id) throws Exception {
        String a = (String) browser.script("return document.getElementById('run:a_input').value;");
        String b = (String) browser.script("return document.getElementById('run:b_input').value;");
        assertEquals("plain", b, "B is the baseline unless chosen");
        for (JsonObject row : api.compare(id, a, b).getValuesAs(JsonObject.class)) {
            WebElement cell = browser.driver().findElement(By.cssSelector("#ratioTable td[data-size='" + row.getInt("size") + "']"));
            assertEquals(String.format(Locale.ROOT, "%.0f%% (%.0f–%.0f)", LabApi.number(row, "difference_pct"),
                    LabApi.number(row, "difference_ci_low"), LabApi.number(row, "difference_ci_high")), cell.getText(), row.toString());
        }
    }

    private void assertEnvironmentIsShown(ConsoleBrowser browser, long id) throws Exception {
        JsonObject run = api.run(id);
        String text = browser.driver().findElement(By.id("run:details")).getText();
        String seed = String.valueOf(run.getJsonObject("environment").getJsonNumber("bootstrap_seed").longValue());
        assertTrue(text.contains("bootstrap_seed " + seed), "the environment shows the run's seed " + seed);
        assertTrue(text.contains("calls per cell 3"), "the parameters show the calls per cell");
        assertTrue(text.contains("glassfish_version"), "the environment names the server's version");
    }

    private void assertExportsHoldTheStoredValues(ConsoleBrowser browser, long id, Map<String, JsonObject> summary) throws Exception {
        Path png = browser.download(By.id("rttChartPng"), "wsslab-run-" + id + "-rtt.png");
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "the PNG export is an image");
        assertEquals(((Number) browser.script("return PF('rttChart').chart.canvas.width;")).intValue(), image.getWidth());
        assertEquals(((Number) browser.script("return PF('rttChart').chart.canvas.height;")).intValue(), image.getHeight());

        List<CSVRecord> rows = csv(browser.download(By.id("exportSummary"), "wsslab-run-" + id + "-summary.csv"), true);
        assertEquals(summary.size(), rows.size(), "one CSV row per cell");
        for (CSVRecord row : rows) {
            JsonObject stored = summary.get(row.get("mechanism") + "@" + row.get("size"));
            for (String field : stored.keySet()) {
                JsonValue value = stored.get(field);
                String text = row.get(field);
                if (value == JsonValue.NULL) {
                    assertEquals("", text, field + " of " + stored);
                } else if (value.getValueType() == JsonValue.ValueType.NUMBER) {
                    assertEquals(LabApi.number(stored, field), Double.parseDouble(text), 0, field + " of " + stored);
                } else {
                    assertEquals(stored.getString(field), text, field + " of " + stored);
                }
            }
        }

        List<CSVRecord> table = csv(browser.download(By.id("exportRttTable"), "wsslab-run-" + id + "-rtt-mean.csv"), false);
        List<String> sizes = table.get(0).toList().subList(1, table.get(0).size());
        for (CSVRecord record : table.subList(1, table.size())) {
            for (int i = 0; i < sizes.size(); i++) {
                WebElement cell = browser.driver().findElement(By.cssSelector("#rtt td[data-mechanism='" + record.get(0)
                        + "'][data-size='" + sizes.get(i).replace(" B", "") + "']"));
                assertEquals(cell.getText(), record.get(i + 1), "the table CSV holds what the page shows");
            }
        }

        Path report = browser.download(By.id("exportReport"), "wsslab-run-" + id + "-report.html");
        String html = Files.readString(report, StandardCharsets.UTF_8);
        assertFalse(REMOTE_REFERENCE.matcher(html).find(), "the report links to nothing outside itself");
        try (ConsoleBrowser offline = new ConsoleBrowser(true)) {
            offline.driver().get(report.toUri().toString());
            offline.waitFor(Duration.ofSeconds(20), By.cssSelector("table.results td[data-mechanism]"));
            List<WebElement> means = offline.driver().findElement(By.cssSelector("table.results"))
                    .findElements(By.cssSelector("td[data-mechanism]"));
            assertEquals(summary.size(), means.size(), "the report's RTT table has every cell");
            for (WebElement cell : means) {
                JsonObject row = summary.get(cellKey(cell));
                assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(row, "mean_ms")), cell.getText(), "report: " + row);
            }
            for (Map<String, Object> line : offline.datasets("wsslab.charts['rttChart']")) {
                for (Map<String, Object> point : points(line)) {
                    JsonObject row = summary.get(line.get("label") + "@" + ((Number) point.get("x")).intValue());
                    assertEquals(LabApi.number(row, "mean_ms"), number(point.get("y")), 1e-9, "report chart: " + row);
                }
            }
            assertTrue(((Number) offline.script("return Object.values(wsslab.charts).filter(c => c.canvas.width > 0 && "
                    + "c.getDatasetMeta(0).data.length > 0).length;")).intValue() >= 4, "the report's charts are drawn");
            offline.screenshot("05-offline-report");
        }
    }

    @Test
    void twoRunsCompareCellByCellWithDifferingEnvironmentMarked() throws Exception {
        String small = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 5, \"warmup\": 1}";
        long first = api.start(small);
        api.awaitEnd(first, Duration.ofMinutes(2));
        long second = api.start(small.replace("\"calls\": 5", "\"calls\": 6"));
        api.awaitEnd(second, Duration.ofMinutes(2));
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.signIn(Caller.VIEWER);
            for (long id : List.of(first, second)) {
                browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + id + "'] .ui-chkbox-box")).click();
            }
            browser.driver().findElement(By.id("stored:compare")).click();
            browser.waitFor(Duration.ofSeconds(30), By.cssSelector("#deltas td.delta"));
            browser.screenshot("06-compare-runs");

            Map<String, JsonObject> reference = summaryByCell(first);
            Map<String, JsonObject> later = summaryByCell(second);
            List<WebElement> deltas = browser.driver().findElements(By.cssSelector("#deltas td.delta"));
            assertEquals(reference.size(), deltas.size(), "one delta per cell");
            for (WebElement delta : deltas) {
                double a = LabApi.number(reference.get(cellKey(delta)), "mean_ms");
                double b = LabApi.number(later.get(cellKey(delta)), "mean_ms");
                assertEquals(String.valueOf(second), delta.getDomAttribute("data-run"));
                double shown = Double.parseDouble(delta.getText().replaceAll("%.*", ""));
                assertEquals((b - a) / a * 100, shown, 0.051, "delta of " + cellKey(delta) + ": " + delta.getText());
                assertTrue(delta.getText().matches("[+-]\\d+\\.\\d% \\([+-]\\d+\\.\\d…[+-]\\d+\\.\\d\\)"), delta.getText());
            }
            for (WebElement value : browser.driver().findElements(By.cssSelector("#deltas td.value"))) {
                Map<String, JsonObject> of = value.getDomAttribute("data-run").equals(String.valueOf(first)) ? reference : later;
                assertEquals(String.format(Locale.ROOT, "%.2f", LabApi.number(of.get(cellKey(value)), "mean_ms")), value.getText());
            }
            assertEquals("differs", browser.driver().findElement(By.cssSelector("#environment tr[data-field='calls per cell']")).getDomAttribute("class"));
            assertEquals("varies", browser.driver().findElement(By.cssSelector("#environment tr[data-field='bootstrap_seed']")).getDomAttribute("class"));
            assertEquals("same", browser.driver().findElement(By.cssSelector("#environment tr[data-field='glassfish_version']")).getDomAttribute("class"));

            browser.open("runs/compare.xhtml?ids=" + first);
            browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#compare\\:messages .ui-messages-error"));
            assertTrue(browser.driver().findElement(By.id("compare:messages")).getText().contains("give 2 to 6 different run ids"));
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
            browser.screenshot("07-new-run-refused");
        }
    }

    @Test
    void viewerReadsAndExportsButCannotChangeRunsAndAnonymousSeesOnlyCatalogAndSignIn() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        api.awaitEnd(id, Duration.ofMinutes(2));
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.open("index.xhtml");
            browser.waitFor(Duration.ofSeconds(20), By.id("mechanisms"));
            assertTrue(browser.driver().getCurrentUrl().contains("index.xhtml"), "anyone may read the catalog");
            browser.screenshot("08-mechanism-catalog");
            for (String page : List.of("runs/index.xhtml", "runs/run.xhtml?id=" + id, "runs/compare.xhtml?ids=1,2", "runs/verifications.xhtml")) {
                browser.open(page);
                browser.waitFor(Duration.ofSeconds(20), By.id("signin:submit"));
                assertTrue(browser.driver().getCurrentUrl().contains("login.xhtml"), "anonymous visitors of " + page + " are sent to sign in");
            }

            browser.signIn(Caller.VIEWER);
            assertTrue(browser.driver().findElements(By.id("newrun")).isEmpty(), "a viewer gets no new-run form");
            browser.screenshot("09-runs-as-viewer");
            browser.open("runs/run.xhtml?id=" + id);
            browser.waitFor(Duration.ofSeconds(20), By.id("status"));
            for (String action : List.of("run:cancel", "run:resume", "run:delete")) {
                assertTrue(browser.driver().findElements(By.id(action)).isEmpty(), "a viewer gets no " + action);
            }
            assertEquals(1, csv(browser.download(By.id("exportSummary"), "wsslab-run-" + id + "-summary.csv"), true).size(),
                    "a viewer may export");
        }
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.signIn(Caller.OPERATOR);
            browser.open("runs/run.xhtml?id=" + id);
            browser.waitFor(Duration.ofSeconds(20), By.id("run:delete"));
            browser.driver().findElement(By.id("run:delete")).click();
            browser.driver().switchTo().alert().accept();
            browser.waitFor(Duration.ofSeconds(20), By.id("stored:runs"));
            assertEquals(404, api.get(Caller.VIEWER, "runs/" + id).statusCode(), "the operator deleted the run from its page");
        }
    }

    @Test
    void operatorStartsTheAttackMatrixAndEveryCellShowsTheStoredVerdictAndItsEvidence() throws Exception {
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.signIn(Caller.OPERATOR);
            browser.open("runs/verifications.xhtml");
            browser.waitFor(Duration.ofSeconds(20), By.id("verification:start"));
            browser.driver().findElement(By.id("verification:start")).click();
            browser.waitFor(Duration.ofSeconds(20), By.id("status"));
            // The poll redraws the matrix every 2 s while it runs, and stops once it has ended.
            new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), Duration.ofMinutes(6))
                    .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                    .until(d -> !"RUNNING".equals(d.findElement(By.id("status")).getText()));
            long id = Long.parseLong(browser.driver().getCurrentUrl().replaceAll(".*[?&]id=(\\d+).*", "$1"));
            JsonObject verification = api.verification(id);
            assertEquals("COMPLETED", verification.getString("status"));
            Map<String, String> stored = new java.util.HashMap<>();
            verification.getJsonArray("results").getValuesAs(JsonObject.class)
                    .forEach(r -> stored.put(r.getString("mechanism") + "/" + r.getString("attack"), r.getString("outcome")));
            List<WebElement> cells = browser.driver().findElements(By.cssSelector("#cells td.outcome"));
            assertEquals(stored.size(), cells.size(), "one cell per stored result");
            for (WebElement cell : cells) {
                String key = cell.getAttribute("data-mechanism") + "/" + cell.getAttribute("data-attack");
                assertEquals(stored.get(key), cell.getAttribute("data-outcome"), key);
                assertEquals(stored.get(key), cell.getText().strip(), key + " as shown");
            }
            browser.screenshot("10-attack-matrix");

            browser.driver().findElement(By.cssSelector("td[data-mechanism='mutual-certificates'][data-attack='TAMPERED_BODY'] a")).click();
            browser.waitFor(Duration.ofSeconds(20), By.id("request"));
            assertTrue(browser.driver().findElement(By.id("detail")).getText().contains("SOAP fault"), "the fault text");
            assertTrue(browser.driver().findElement(By.id("request")).getText().contains("Security"), "the attack request as sent");
            browser.screenshot("11-attack-evidence");

            // A run's offline report carries the newest completed verification's matrix: this one.
            long run = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
            api.awaitEnd(run, Duration.ofMinutes(2));
            browser.open("runs/run.xhtml?id=" + run);
            browser.waitFor(Duration.ofSeconds(20), By.id("exportReport"));
            String report = Files.readString(browser.download(By.id("exportReport"), "wsslab-run-" + run + "-report.html"));
            assertTrue(report.contains("Verification " + id + ","), "the report names the verification");
            for (Map.Entry<String, String> cell : stored.entrySet()) {
                String[] key = cell.getKey().split("/");
                assertTrue(report.contains("class=\"outcome " + cell.getValue() + "\" data-mechanism=\"" + key[0] + "\" data-attack=\""
                        + key[1] + "\""), "the report's " + cell.getKey());
            }
        }
        try (ConsoleBrowser browser = new ConsoleBrowser()) {
            browser.signIn(Caller.VIEWER);
            browser.open("runs/verifications.xhtml");
            browser.waitFor(Duration.ofSeconds(20), By.id("cells"));
            assertTrue(browser.driver().findElements(By.id("verification:start")).isEmpty(), "a viewer cannot start one");
        }
    }

    private Map<String, JsonObject> summaryByCell(long id) throws Exception {
        return api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(r -> r.getString("mechanism") + "@" + r.getInt("size"), r -> r));
    }

    private static String cellKey(WebElement cell) {
        return cell.getDomAttribute("data-mechanism") + "@" + cell.getDomAttribute("data-size");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> points(Map<String, Object> dataset) {
        return (List<Map<String, Object>>) dataset.get("data");
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }

    private static boolean bool(CSVRecord record, String field) {
        return Boolean.parseBoolean(record.get(field));
    }

    private static List<Double> rtts(List<CSVRecord> calls, java.util.function.Predicate<CSVRecord> which) {
        return calls.stream().filter(r -> r.get("error").isEmpty() && which.test(r))
                .map(r -> Long.parseLong(r.get("rtt_ns")) / 1e6).toList();
    }

    private static List<CSVRecord> csv(Path file, boolean header) throws Exception {
        CSVFormat format = header ? CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                : CSVFormat.RFC4180.builder().setCommentMarker('#').get();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return format.parse(in).getRecords();
        }
    }

    private static void setField(ConsoleBrowser browser, String id, String value) {
        WebElement field = browser.driver().findElement(By.id(id));
        field.clear();
        field.sendKeys(value);
    }
}
