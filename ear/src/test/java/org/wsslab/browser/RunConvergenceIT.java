package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.browser.StoredValues.summaryByCell;

import jakarta.json.JsonObject;
import java.io.StringReader;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * Issue 43's convergence and standard deviation: a stopped run answers GET /runs/{id}/convergence
 * with a row per cell (refused while it runs), its CSV holds the same rows, and the run page shows
 * them with their chart; the RTT table offers the standard deviation, the mean staying the default.
 */
class RunConvergenceIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void aStoppedRunsCellsConvergeOnTheApiItsCsvAndItsPageAndTheTableShowsTheirStandardDeviation() throws Exception {
        long id;
        // Held before its second call, the run runs: its convergence is not computed while it measures.
        api.holdBefore(1);
        try {
            id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": 30, \"warmup\": 2}");
            api.awaitHeld(Duration.ofMinutes(2));
            assertEquals(409, api.get(Caller.VIEWER, "runs/" + id + "/convergence").statusCode(), "a running run's is refused");
        } finally {
            api.release();
        }
        api.awaitEnd(id, Duration.ofMinutes(3));

        JsonObject convergence = api.json("runs/" + id + "/convergence");
        assertEquals(9, convergence.getInt("window"));
        assertEquals(10, convergence.getInt("band_pct"));
        Map<String, JsonObject> rows = convergence.getJsonArray("rows").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(r -> r.getString("mechanism") + "@" + r.getInt("size"), Function.identity()));
        Map<String, JsonObject> summary = summaryByCell(api, id);
        assertEquals(summary.keySet(), rows.keySet(), "a row per cell of the summary");
        List<CSVRecord> samples = api.samples(id);
        for (Map.Entry<String, JsonObject> entry : rows.entrySet()) {
            JsonObject row = entry.getValue();
            assertEquals(summary.get(entry.getKey()).getInt("n"), row.getInt("n"), entry.getKey() + ": the summary's counted calls");
            // The series: every measured call of the cell in seq order, warm-up and the port's first call included.
            long[] series = samples.stream().filter(s -> s.get("mechanism").equals(row.getString("mechanism")) && s.get("error").isEmpty())
                    .mapToLong(s -> Long.parseLong(s.get("rtt_ns"))).toArray();
            assertEquals(series.length, row.getInt("calls"), entry.getKey());
            assertEquals(32, row.getInt("calls"), entry.getKey() + ": 2 warm-up and 30 counted calls");
            assertEquals(firstAtOrBelowMean(series), row.getInt("mean_call"), entry.getKey() + ": 000's definition");
            assertTrue(row.isNull("band_call") || row.getInt("band_call") >= 1 && row.getInt("band_call") <= 32, row.toString());
        }

        List<CSVRecord> csv = api.csv("runs/" + id + "/convergence.csv");
        assertEquals(rows.size(), csv.size());
        for (CSVRecord record : csv) {
            JsonObject row = rows.get(record.get("mechanism") + "@" + record.get("size"));
            assertEquals(String.valueOf(row.getInt("mean_call")), record.get("mean_call"));
            assertEquals(row.isNull("band_call") ? "" : String.valueOf(row.getInt("band_call")), record.get("band_call"));
        }

        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage page = RunPage.open(browser, id);
        List<WebElement> shown = browser.driver().findElements(By.cssSelector("#convergenceTable tr[data-mechanism]"));
        assertEquals(rows.size(), shown.size(), "a row per cell on the page");
        for (WebElement tr : shown) {
            JsonObject row = rows.get(tr.getDomAttribute("data-mechanism") + "@100");
            assertEquals(String.valueOf(row.getInt("n")), tr.findElement(By.className("counted")).getText());
            assertEquals(String.valueOf(row.getInt("mean_call")), tr.findElement(By.className("mean-call")).getText());
            assertEquals(row.isNull("band_call") ? "never" : String.valueOf(row.getInt("band_call")),
                    tr.findElement(By.className("band-call")).getText());
        }
        List<Map<String, Object>> datasets = page.datasets("convergenceChart");
        assertEquals(2 * rows.size(), datasets.size(), "each cell's calls and their moving median");
        assertEquals(32, StoredValues.points(datasets.get(0)).size(), "a point per call");
        assertEquals(1, browser.driver().findElements(By.id("exportConvergence")).size());

        assertTrue(caption().startsWith("mean "), "the mean stays the default: " + caption());
        browser.driver().findElement(By.cssSelector("label[for='run:shown:5']")).click();
        browser.waitFor(Duration.ofSeconds(30), By.xpath("//table[@id='rtt']/caption[starts-with(., 'stddev')]"));
        for (WebElement cell : page.rttCells()) {
            JsonObject cellSummary = summary.get(StoredValues.cellKey(cell));
            assertEquals(String.format(Locale.ROOT, "%.2f", cellSummary.getJsonNumber("stddev_ms").doubleValue()), cell.getText());
        }
        // The table's CSV as the page shows it: its title as a comment, a header of sizes, a row per mechanism.
        String rttCsv = LabApi.ok(api.get(Caller.VIEWER, "runs/" + id + "/rtt.csv?statistic=stddev"));
        CSVRecord plain = CSVFormat.RFC4180.builder().setCommentMarker('#').get().parse(new StringReader(rttCsv)).getRecords().stream()
                .filter(r -> r.get(0).equals("plain")).findFirst().orElseThrow();
        assertEquals(String.format(Locale.ROOT, "%.2f", summary.get("plain@100").getJsonNumber("stddev_ms").doubleValue()), plain.get(1),
                "the CSV as the page");
    }

    private static String caption() {
        return browser.driver().findElement(By.cssSelector("#rtt caption")).getText();
    }

    /** 000's definition computed here from the samples: the first call (from 1) at or below the mean of all. */
    private static int firstAtOrBelowMean(long[] series) {
        double mean = Arrays.stream(series).average().orElseThrow();
        int call = 0;
        while (series[call] > mean) {
            call++;
        }
        return call + 1;
    }
}
