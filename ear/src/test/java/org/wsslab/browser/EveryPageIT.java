package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * Every page of the console as everyday use meets it: on a phone, a laptop and a wall screen none is
 * wider than its window, the header's links stay in sight and every table can be read (Legibility); axe-core finds nothing serious; a wrong
 * link gets the lab's error page; a live run's page and the runs list finish without a reload; and a
 * keyboard alone starts a run.
 */
class EveryPageIT extends BrowserTest {

    /** A phone's window, the laptop, a wall screen. */
    private static final List<int[]> WINDOWS = List.of(new int[]{390, 844}, new int[]{ConsoleBrowser.WIDTH, ConsoleBrowser.HEIGHT},
            new int[]{2560, 1440});
    private static final String SMALL_RUN = "{\"mechanisms\": [\"plain\", \"mutual-certificates\"], \"sizes\": [100, 1024],"
            + " \"calls\": 3, \"warmup\": 1}";

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void everyPageFitsItsWindowKeepsItsHeaderInSightAndHasNoSeriousAccessibilityViolation() throws Exception {
        long first = api.start(SMALL_RUN);
        api.awaitEnd(first, Duration.ofMinutes(4));
        // The second in the paired order: its page and the comparison carry the paired overheads' tables too.
        long second = api.start(SMALL_RUN.replace("}", ", \"order\": \"rounds\", \"rounds\": 3, \"settle\": 1}"));
        api.awaitEnd(second, Duration.ofMinutes(4));
        // A matrix to lay out: its ten attack columns are what a phone's window was too narrow for.
        long verification = api.verify("{\"mechanisms\": [\"mutual-certificates\"], \"suites\": [\"Basic256\"]}");
        api.awaitVerification(verification, Duration.ofMinutes(4));
        // An interoperability check to lay out beside Metro's run (InteropPageIT has the CXF client post real ones).
        assertEquals(201, api.call(Caller.OPERATOR, "POST", "interop", "{\"client\": \"a check to lay out\", \"metro_run\": " + first
                + ", \"results\": [{\"mechanism\": \"plain\", \"outcome\": \"INTEROPERATES\", \"calls\": 3, \"sizes\": [{\"bytes\": 100,"
                + " \"rtt_median_ns\": 2500000}]}, {\"mechanism\": \"username-symmetric\", \"outcome\": \"FAILS\", \"refused_by\":"
                + " \"client\", \"reason\": \"" + "a long reason that must wrap inside its cell ".repeat(8) + "\", \"calls\": 3}]}")
                .statusCode());
        List<String> problems = new ArrayList<>();
        checkEveryWindow(browser, "login.xhtml", problems);
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        for (String page : List.of("index.xhtml", "runs/index.xhtml", "runs/run.xhtml?id=" + first, "runs/run.xhtml?id=" + second,
                "runs/compare.xhtml?ids=" + first + "," + second, "runs/decision.xhtml?id=" + first,
                "runs/verifications.xhtml?id=" + verification, "runs/interop.xhtml", "runs/studies.xhtml", "runs/studies.xhtml?study=000",
                "runs/run.xhtml?id=abc", "no-such-page")) {
            checkEveryWindow(browser, page, problems);
        }
        assertEquals(List.of(), problems);

        browser.resize(ConsoleBrowser.WIDTH, ConsoleBrowser.HEIGHT);
        browser.open("runs/compare.xhtml?ids=" + first + "," + second);
        List<String> paired = browser.driver()
                .findElements(By.cssSelector("#pairedOverheads td.paired[data-mechanism='mutual-certificates'][data-size='100']"))
                .stream().map(WebElement::getText).toList();
        assertEquals(2, paired.size(), "a paired overhead per run: " + paired);
        assertEquals("–", paired.get(0), "the first run, in blocks-gc, has none");
        assertTrue(paired.get(1).contains("%") && paired.get(1).contains("["), "the paired run's figure and interval: " + paired);

        RunPage.open(browser, first);
        awaitCharts(browser);
        assertEveryChartIsNamedAndItsDataIsATable(browser);
    }

    /** Every chart is an image named by its title, and its data opens as a table of its points. */
    private static void assertEveryChartIsNamedAndItsDataIsATable(ConsoleBrowser browser) {
        List<WebElement> canvases = browser.driver().findElements(By.cssSelector(".chart-panel canvas"));
        assertTrue(canvases.size() >= 5, "the run page's charts: " + canvases.size());
        for (WebElement canvas : canvases) {
            assertEquals("img", canvas.getDomAttribute("role"));
            String name = canvas.getDomAttribute("aria-label");
            String title = (String) browser.script("return wsslab.titleOf(Chart.getChart(arguments[0]));", canvas);
            assertTrue(name != null && name.startsWith(title) && !title.isBlank(), "the chart is named by its title: " + name);
            WebElement panel = canvas.findElement(By.xpath("ancestor::div[contains(@class, 'chart-panel')]"));
            WebElement summary = panel.findElement(By.cssSelector("details.chart-data > summary"));
            browser.script("arguments[0].scrollIntoView();", summary);
            summary.click();
            // The table is built when its disclosure opens (its toggle event comes after the click).
            WebElement table = new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                    .until(d -> panel.findElements(By.cssSelector("details.chart-data table")).stream().findFirst().orElse(null));
            long points = ((Number) browser.script("const c = Chart.getChart(arguments[0]); const xs = new Set();"
                    + " c.data.datasets.forEach(d => d.data.forEach((p, i) => xs.add(p !== null && typeof p === 'object' ? p.x : c.data.labels[i])));"
                    + " return xs.size;", canvas)).longValue();
            long datasets = ((Number) browser.script("return Chart.getChart(arguments[0]).data.datasets.length;", canvas)).longValue();
            assertEquals(points, table.findElements(By.cssSelector("tr")).size() - 1, name + ": a row per point");
            assertEquals(datasets + 1, table.findElements(By.cssSelector("tr:first-child th")).size(), name + ": a column per dataset");
        }
    }

    private static void checkEveryWindow(ConsoleBrowser browser, String page, List<String> problems) {
        for (int[] window : WINDOWS) {
            browser.resize(window[0], window[1]);
            browser.open(page);
            browser.waitFor(Duration.ofSeconds(30), By.cssSelector("header.masthead nav"));
            awaitCharts(browser);
            String where = page + " at " + window[0] + "×" + window[1] + ": ";
            // The lab's error page lays out well too: only the pages meant to fail may show it (a page that broke
            // while rendering, e.g. on an address that is a URI, passed every check below as the error page).
            boolean meantToFail = page.equals("no-such-page") || page.endsWith("id=abc");
            List<WebElement> error = browser.driver().findElements(By.id("errorMessage"));
            if (!meantToFail && !error.isEmpty()) {
                problems.add(where + "the page failed: " + error.get(0).getText());
            }
            long wide = ((Number) browser.script("return document.documentElement.scrollWidth;")).longValue();
            long shown = ((Number) browser.script("return document.documentElement.clientWidth;")).longValue();
            if (wide > shown) {
                problems.add(where + "the page is " + wide + " px wide in a " + shown + " px window; widest: " + widest(browser, shown));
            }
            for (WebElement link : browser.driver().findElements(By.cssSelector("header.masthead nav a"))) {
                @SuppressWarnings("unchecked")
                Map<String, Object> box = (Map<String, Object>) browser.script(
                        "const r = arguments[0].getBoundingClientRect(), s = getComputedStyle(arguments[0]);"
                                + " return {left: r.left, right: r.right, width: r.width, visible: s.visibility === 'visible' && s.opacity !== '0'};",
                        link);
                double right = ((Number) box.get("right")).doubleValue();
                if (!link.isDisplayed() || !Boolean.TRUE.equals(box.get("visible")) || ((Number) box.get("width")).doubleValue() == 0
                        || ((Number) box.get("left")).doubleValue() < 0 || right > shown) {
                    problems.add(where + "the header link '" + link.getText() + "' is out of sight: " + box);
                }
            }
            for (String unreadable : Legibility.problems(browser)) {
                problems.add(where + unreadable);
            }
            for (Accessibility.Violation violation : Accessibility.blocking(browser)) {
                problems.add(where + violation);
            }
        }
    }

    /** The page's charts drawn (Chart.js builds them once the page has loaded). */
    private static void awaitCharts(ConsoleBrowser browser) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> Boolean.TRUE.equals(browser.script(
                "return document.readyState === 'complete' && (typeof Chart === 'undefined'"
                        + " || document.querySelectorAll('.ui-chart canvas').length === Object.keys(Chart.instances).length);")));
    }

    /** The elements that reach past the window's right edge, deepest first: what to fix. */
    private static Object widest(ConsoleBrowser browser, long shown) {
        return browser.script("return Array.from(document.querySelectorAll('body *'))"
                + ".filter(e => e.getBoundingClientRect().right > arguments[0] + 1 && !e.closest('.table-box, .ui-datatable-tablewrapper'))"
                + ".slice(-5).map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));",
                shown);
    }

    @Test
    void badIdsAndUnknownPathsGetTheLabsErrorPage() throws Exception {
        long run = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0}");
        api.awaitEnd(run, Duration.ofMinutes(2));
        SignInPage.open(browser).signIn(Caller.VIEWER);
        assertErrorPage(browser, "runs/run.xhtml?id=abc", 404, "'abc' is not one");
        assertErrorPage(browser, "runs/run.xhtml?id=987654321", 404, "There is no run 987654321");
        assertErrorPage(browser, "runs/run.xhtml", 400, "?id=N");
        assertErrorPage(browser, "runs/decision.xhtml?id=987654321", 404, "There is no run 987654321");
        assertErrorPage(browser, "runs/decision.xhtml?id=" + run + "&size=big", 400,
                "give one of the run's payload sizes (100); 'big' is not a number");
        assertErrorPage(browser, "runs/verifications.xhtml?id=987654321", 404, "There is no verification 987654321");
        assertErrorPage(browser, "runs/verifications.xhtml?id=x1", 404, "'x1' is not one");
        assertErrorPage(browser, "runs/compare.xhtml?ids=1", 400, "give 2 to 6 different run ids");
        assertErrorPage(browser, "runs/compare.xhtml?ids=987654320,987654321", 404, "There is no run 987654320");
        assertErrorPage(browser, "runs/no-such-page.xhtml", 404, "There is nothing at /wsslab/runs/no-such-page.xhtml");
        assertErrorPage(browser, "no/such/path", 404, "There is nothing at /wsslab/no/such/path");
        // The API keeps answering in JSON, the page's sentence in its error field.
        assertEquals(404, api.get(Caller.VIEWER, "no-such-resource").statusCode());
        assertTrue(LabApi.object(api.get(Caller.VIEWER, "no-such-resource").body()).getString("error").contains("no such resource"));
    }

    private static void assertErrorPage(ConsoleBrowser browser, String path, int status, String says) {
        browser.open(path);
        browser.waitFor(Duration.ofSeconds(20), By.id("errorMessage"));
        assertEquals(status, browser.responseStatus(), path);
        String message = browser.driver().findElement(By.id("errorMessage")).getText();
        assertTrue(message.contains(says), path + " says " + message);
        assertTrue(browser.driver().findElement(By.cssSelector("header.masthead nav")).isDisplayed(), path + ": in the lab's layout");
        assertEquals(status == 404 ? "Not found" : "Not a request the console understands",
                browser.driver().findElement(By.tagName("h1")).getText(),
                path);
    }

    @Test
    void aLiveRunFinishesOnItsPageAndInTheRunsListWithoutAReload() throws Exception {
        SignInPage.open(browser).signIn(Caller.VIEWER);
        long id;
        String runPage;
        String runsList;
        api.holdBefore(1);
        try {
            id = api.start(SMALL_RUN);
            api.awaitHeld(Duration.ofMinutes(1));
            RunPage.open(browser, id).awaitStatus("RUNNING", Duration.ofSeconds(30));
            runPage = browser.driver().getWindowHandle();
            browser.script("window.wsslabNotReloaded = true;");
            assertTrue(wireCells(browser).stream().allMatch(text -> text.equals("–")), "nothing on the wire is measured yet");
            browser.driver().switchTo().newWindow(WindowType.TAB);
            runsList = browser.driver().getWindowHandle();
            RunsPage.open(browser);
            assertEquals("RUNNING", listedStatus(browser, id));
            browser.script("window.wsslabNotReloaded = true;");
        } finally {
            api.release();
        }
        JsonObject done = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", done.getString("status"));

        new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class)
                .until(d -> "COMPLETED".equals(listedStatus(browser, id)));
        assertEquals(done.getInt("done") + " / " + done.getInt("total"), listedDone(browser, id), "the list's progress is the run's end");
        assertEquals(true, browser.script("return window.wsslabNotReloaded === true;"), "the list was not reloaded");

        browser.driver().switchTo().window(runPage);
        RunPage page = RunPage.shown(browser);
        page.awaitStatus("COMPLETED", Duration.ofSeconds(30));
        new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class)
                .until(d -> !wireCells(browser).isEmpty() && wireCells(browser).stream().noneMatch(text -> text.equals("–")));
        new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).until(d -> ((Number) browser.script(
                "const c = PF('seriesChart'); return c && c.chart ? c.chart.data.datasets.reduce((n, s) => n + s.data.length, 0) : 0;"))
                .intValue() > 0);
        assertEquals(true, browser.script("return window.wsslabNotReloaded === true;"), "the run's page was not reloaded");
        browser.driver().switchTo().window(runsList).close();
        browser.driver().switchTo().window(runPage);
    }

    private static List<String> wireCells(ConsoleBrowser browser) {
        return browser.driver().findElements(By.cssSelector("#wire td[data-mechanism]")).stream().map(WebElement::getText).toList();
    }

    private static String listedStatus(ConsoleBrowser browser, long id) {
        return browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + id + "'] .status")).getText();
    }

    private static String listedDone(ConsoleBrowser browser, long id) {
        return browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + id + "'] td.done")).getText();
    }

    @Test
    void aKeyboardAloneStartsARun() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        int before = api.runCount();
        // The form opens on demand (issue 39): its button, reached and pressed by the keyboard too.
        tabTo(browser, "newRunToggle");
        type(browser, Keys.ENTER);
        tabTo(browser, "newrun:sizes");
        type(browser, "100");
        tabTo(browser, "newrun:calls");
        type(browser, "2");
        tabTo(browser, "newrun:warmup");
        type(browser, "0");
        tabTo(browser, "newrun:start");
        type(browser, Keys.ENTER);
        browser.waitFor(Duration.ofSeconds(30), By.cssSelector("#status, #newrun\\:messages .ui-messages-error"));
        assertTrue(browser.driver().findElements(By.cssSelector("#newrun\\:messages .ui-messages-error")).isEmpty(),
                () -> browser.driver().findElement(By.id("newrun:messages")).getText());
        RunPage page = RunPage.shown(browser);
        long id = page.id();
        assertEquals(before + 1, api.runCount());
        JsonObject parameters = api.run(id).getJsonObject("parameters");
        assertEquals("[100]", parameters.getJsonArray("sizes").toString());
        assertEquals(2, parameters.getInt("calls"));
        api.call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null);
        api.awaitEnd(id, Duration.ofMinutes(2));
        RunsPage again = RunsPage.open(browser);
        assertEquals(List.of("100", "2", "0"), List.of(again.value("sizes"), again.value("calls"), again.value("warmup")),
                "after a start the form holds what was typed");
    }

    /**
     * Presses Tab until the element with this id has the focus (at most 100 times). A text field reached
     * by Tab has its text selected, so what is typed next replaces it.
     */
    private static void tabTo(ConsoleBrowser browser, String id) {
        for (int presses = 0; presses < 100; presses++) {
            if (id.equals(browser.script("return document.activeElement && document.activeElement.id;"))) {
                return;
            }
            type(browser, Keys.TAB);
        }
        throw new AssertionError("100 presses of Tab never reached " + id + "; the focus is on "
                + browser.script("return document.activeElement.outerHTML.substring(0, 200);"));
    }

    private static void type(ConsoleBrowser browser, CharSequence... keys) {
        new Actions(browser.driver()).sendKeys(keys).perform();
    }
}
