package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.browser.ChartChecks.EXPORT_HEIGHT;
import static org.wsslab.browser.ChartChecks.EXPORT_WIDTH;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.awt.image.BufferedImage;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.wsslab.browser.ChartChecks.LogTop;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * Charts as a person reads them, in a phone's, a laptop's and a wall screen's window: every plot keeps
 * its documented least height and every legend entry whatever the legend holds (the whole catalog, a
 * comparison's eight series), a log axis labels a tick at or above its data, and an export from a
 * phone is the documented size with what the reader hid in the legend left out.
 */
class ChartsReadIT extends BrowserTest {

    /** The windows of EveryPageIT: a phone, the reference laptop, a wall screen. */
    private static final List<int[]> WINDOWS = List.of(new int[]{390, 844}, new int[]{ConsoleBrowser.WIDTH, ConsoleBrowser.HEIGHT},
            new int[]{2560, 1440});
    /** The charts of a stopped fixed run's page: its two results charts and the seven of one cell up close. */
    private static final List<String> RUN_CHARTS = List.of("rttChart", "overheadChart", "seriesChart", "cdfChart", "overTimeChart",
            "cpuChart", "wireChart", "floorChart", "splitChart");

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void aRunOfTheWholeCatalogKeepsEveryPlotAndLegendAtEveryWidth() throws Exception {
        List<String> mechanisms = available();
        assertTrue(mechanisms.size() >= 18, "the catalog's mechanisms, available: " + mechanisms);
        long run = api.start("{\"mechanisms\": " + quoted(mechanisms) + ", \"sizes\": [100], \"calls\": 1, \"warmup\": 0}");
        assertEquals("COMPLETED", api.awaitEnd(run, Duration.ofMinutes(5)).getString("status"));
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage.open(browser, run);
        RUN_CHARTS.forEach(chart -> browser.waitFor(Duration.ofSeconds(30), By.id("run:" + chart)));

        for (int[] window : WINDOWS) {
            browser.resize(window[0], window[1]);
            ChartChecks.keepTheirPlots(browser, RUN_CHARTS.size(), "at " + window[0] + " px");
        }
        assertLogAxesLabelTheirTop();
    }

    @Test
    void aComparisonOfEightSeriesKeepsEveryPlotAndLegendAtEveryWidth() throws Exception {
        String four = quoted(available().subList(0, 4));
        long first = api.start("{\"mechanisms\": " + four + ", \"sizes\": [100, 1024], \"calls\": 3, \"warmup\": 0}");
        api.awaitEnd(first, Duration.ofMinutes(3));
        long second = api.start("{\"mechanisms\": " + four + ", \"sizes\": [100, 1024], \"calls\": 3, \"warmup\": 0}");
        api.awaitEnd(second, Duration.ofMinutes(3));
        SignInPage.open(browser).signIn(Caller.VIEWER).compare(first, second);
        assertEquals(8, browser.datasets("PF('rttChart').chart").size(), "four mechanisms in two runs");

        for (int[] window : WINDOWS) {
            browser.resize(window[0], window[1]);
            ChartChecks.keepTheirPlots(browser, 3, "at " + window[0] + " px");
        }
        assertLogAxesLabelTheirTop();
    }

    @Test
    void exportsFromAPhoneAreTheDocumentedSizeWithWhatTheLegendHidesLeftOut() throws Exception {
        List<String> three = available().subList(0, 3);
        long run = api.start("{\"mechanisms\": " + quoted(three) + ", \"sizes\": [100, 1024], \"calls\": 3, \"warmup\": 0}");
        api.awaitEnd(run, Duration.ofMinutes(3));
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunPage page = RunPage.open(browser, run);
        RUN_CHARTS.forEach(chart -> browser.waitFor(Duration.ofSeconds(30), By.id("run:" + chart)));
        browser.resize(390, 844);
        ChartChecks.fillTheirPanels(browser, "at 390 px");

        // Each group reports on its own: the sizes and what hiding a series leaves out are separate promises.
        assertAll(() -> assertExportsAreTheDocumentedSize(page, run), () -> assertHiddenSeriesAreLeftOut(three.get(1), three.get(2)));
    }

    private static void assertExportsAreTheDocumentedSize(RunPage page, long run) throws Exception {
        for (int scale = 1; scale <= 3; scale++) {
            BufferedImage png = ChartChecks.png(browser, "rttChart", scale);
            assertEquals(List.of(scale * EXPORT_WIDTH, scale * EXPORT_HEIGHT), List.of(png.getWidth(), png.getHeight()),
                    "the rttChart's PNG at " + scale + "× from a 390 px window");
        }
        BufferedImage button = ImageIO.read(page.download("rttChartPng1", "wsslab-run-" + run + "-rtt.png").toFile());
        assertEquals(List.of(EXPORT_WIDTH, EXPORT_HEIGHT), List.of(button.getWidth(), button.getHeight()), "the PNG 1× button's file");
        String svg = ChartChecks.svg(browser, "rttChart");
        assertTrue(svg.contains("width=\"" + EXPORT_WIDTH + "\"") && svg.contains("height=\"" + EXPORT_HEIGHT + "\""),
                "the SVG at " + EXPORT_WIDTH + "×" + EXPORT_HEIGHT + ": " + svg.substring(0, Math.min(200, svg.length())));
    }

    /** A series hidden by a click on its legend entry has no pixel of its colour in the PNG and no group in the SVG; the others stay. */
    private static void assertHiddenSeriesAreLeftOut(String hidden, String kept) throws Exception {
        String colour = ChartChecks.colours(browser, "PF('rttChart').chart").get(hidden);
        assertTrue(ChartChecks.pixelsOf(ChartChecks.png(browser, "rttChart", 1), colour) > 0, hidden + " drawn in " + colour);
        ChartChecks.hideInLegend(browser, "rttChart", hidden);
        assertEquals(0, ChartChecks.pixelsOf(ChartChecks.png(browser, "rttChart", 1), colour), hidden + " hidden: none of its " + colour);
        String svg = ChartChecks.svg(browser, "rttChart");
        assertFalse(svg.contains("data-label=\"" + hidden + "\""), hidden + " hidden: no group in the SVG");
        assertTrue(svg.contains("data-label=\"" + kept + "\""), "the others stay in the SVG");
    }

    /** Every log axis on the page labels a tick at or above the largest value it plots. */
    private static void assertLogAxesLabelTheirTop() {
        List<LogTop> axes = ChartChecks.logAxes(browser);
        assertFalse(axes.isEmpty(), "the page has log axes");
        for (LogTop axis : axes) {
            assertTrue(axis.labelledTop() >= axis.largest(), axis.axis() + ": the highest labelled tick " + axis.labelledTop()
                    + " lies below the largest value " + axis.largest());
        }
    }

    /** The ids of the mechanisms available now, in the catalog's order (plain first). */
    private List<String> available() throws Exception {
        return Json.createReader(new StringReader(LabApi.ok(api.get(Caller.ANONYMOUS, "mechanisms")))).readArray()
                .getValuesAs(JsonObject.class).stream().filter(m -> m.getBoolean("available")).map(m -> m.getString("id")).toList();
    }

    private static String quoted(List<String> ids) {
        return ids.stream().map(id -> "\"" + id + "\"").collect(Collectors.joining(", ", "[", "]"));
    }
}
