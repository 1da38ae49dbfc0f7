package org.wsslab.browser;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** runs/run.xhtml: one run's status, tables, charts, cell details, environment, exports and actions. */
final class RunPage {

    private static final By STATUS = By.id("status");

    private final ConsoleBrowser browser;

    private RunPage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    static RunPage open(ConsoleBrowser browser, long id) {
        browser.open("runs/run.xhtml?id=" + id);
        return shown(browser);
    }

    static RunPage shown(ConsoleBrowser browser) {
        browser.waitFor(Duration.ofSeconds(20), STATUS);
        return new RunPage(browser);
    }

    long id() {
        String url = browser.driver().getCurrentUrl();
        return Long.parseLong(url.substring(url.indexOf("id=") + 3).replaceAll("\\D.*", ""));
    }

    String status() {
        return browser.driver().findElement(STATUS).getText();
    }

    /** The progress line the status stands in: calls done, the cell being measured, time left. */
    String progress() {
        return browser.driver().findElement(STATUS).findElement(By.xpath("..")).getText();
    }

    /** Waits for the page's poll (an ajax update every 2 s) to show the status. */
    RunPage awaitStatus(String status, Duration within) {
        new WebDriverWait(browser.driver(), within).ignoring(StaleElementReferenceException.class)
                .until(d -> status.equals(d.findElement(STATUS).getText()));
        return this;
    }

    /** The run's workload as the page shows it: "books, response". */
    String workload() {
        return browser.driver().findElement(By.id("workload")).getText();
    }

    /** The headings of the round-trip table's size columns. */
    List<String> sizeHeadings() {
        return browser.driver().findElements(By.cssSelector("#rtt tr:first-of-type th")).stream().map(WebElement::getText).skip(1).toList();
    }

    /** The rows of the concurrent clients table ("mechanism × clients"), in its order; none without one. */
    List<String> loadRows() {
        return browser.driver().findElements(By.cssSelector("#load tr th:first-child")).stream().map(WebElement::getText).skip(1).toList();
    }

    /** The mechanisms of a stopped growth run's table, in its order. */
    List<String> growthMechanisms() {
        browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#growthTable tr[data-mechanism]"));
        return browser.driver().findElements(By.cssSelector("#growthTable tr[data-mechanism]")).stream()
                .map(row -> row.getAttribute("data-mechanism")).toList();
    }

    /** (mechanism, length) of each row of a stopped sequences run's table. */
    List<String> sequenceRows() {
        browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#sequenceTable tr[data-mechanism]"));
        return browser.driver().findElements(By.cssSelector("#sequenceTable tr[data-mechanism]")).stream()
                .map(row -> row.getAttribute("data-mechanism") + " " + row.getAttribute("data-length")).toList();
    }

    /** "a/b length" of each row of a stopped sequences run's ratio table. */
    List<String> sequenceRatioRows() {
        return browser.driver().findElements(By.cssSelector("#sequenceRatios tr[data-a]")).stream()
                .map(row -> row.getAttribute("data-a") + "/" + row.getAttribute("data-b") + " " + row.getAttribute("data-length")).toList();
    }

    /** Loads the page again and waits for its results table. */
    RunPage reload() {
        browser.driver().navigate().refresh();
        browser.waitFor(Duration.ofSeconds(20), By.cssSelector("#rtt td[data-mechanism]"));
        return this;
    }

    /** Counts the page's ajax updates from now on: while nothing is clicked, the poll's. */
    RunPage countUpdates() {
        browser.script("window.wsslabUpdates = 0; $(document).on('pfAjaxComplete', function () { window.wsslabUpdates++; });");
        return this;
    }

    /** Waits until the page was updated {@code updates} times since {@link #countUpdates()}. */
    RunPage awaitUpdates(int updates, Duration within) {
        new WebDriverWait(browser.driver(), within)
                .until(d -> ((Number) browser.script("return window.wsslabUpdates || 0;")).intValue() >= updates);
        return this;
    }

    /** Records a profile of the cell chosen in the profile panel, for the given seconds, as the operator does. */
    RunPage recordProfile(String seconds) {
        browser.waitFor(Duration.ofSeconds(20), By.id("run:profileStart"));
        WebElement field = browser.driver().findElement(By.id("run:profileSeconds"));
        field.clear();
        field.sendKeys(seconds);
        browser.driver().findElement(By.id("run:profileStart")).click();
        return this;
    }

    // --- A refused profile is said beside its button (issue 39). ---

    /**
     * Asks for a profile the lab refuses (seconds as given), the button scrolled into view first: answers
     * the refusal shown beside the button, and the button's and the refusal's tops in the window.
     */
    Object[] profileRefused(String seconds) {
        browser.waitFor(Duration.ofSeconds(20), By.id("run:profileStart"));
        WebElement field = browser.driver().findElement(By.id("run:profileSeconds"));
        field.clear();
        field.sendKeys(seconds);
        WebElement button = browser.driver().findElement(By.id("run:profileStart"));
        browser.script("arguments[0].scrollIntoView({block: 'center'});", button);
        button.click();
        String said = new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElements(By.id("run:profileMessage")).stream().map(WebElement::getText).filter(t -> !t.isBlank())
                        .findFirst().orElse(null));
        Object tops = browser.script("return [document.getElementById('run:profileStart').getBoundingClientRect().top,"
                + " document.getElementById('run:profileMessage').getBoundingClientRect().top, window.innerHeight];");
        return new Object[]{said, tops};
    }

    // --- end of the refused-profile section ---

    /** Waits for the panel's poll to show the profile ended (COMPLETED or FAILED), and answers its status. */
    String awaitProfileEnd(long profile, Duration within) {
        By shown = By.id("profile-" + profile);
        return new WebDriverWait(browser.driver(), within).ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElements(shown).stream().map(e -> e.getDomAttribute("data-status"))
                        .filter(s -> s != null && !"RECORDING".equals(s)).findFirst().orElse(null));
    }

    /** Waits until that many of the page's polls run: an ended profile's panel stops its own with its last update. */
    RunPage awaitActivePolls(int polls, Duration within) {
        new WebDriverWait(browser.driver(), within).until(d -> activePolls() == polls);
        return this;
    }

    /** The profile table's samples per group, as shown. */
    Map<String, Long> profileSamples(long profile) {
        Map<String, Long> samples = new LinkedHashMap<>();
        for (WebElement row : browser.driver().findElements(By.cssSelector("#profile-" + profile + " tr[data-group]"))) {
            samples.put(row.getDomAttribute("data-group"), Long.parseLong(row.findElement(By.cssSelector("td.samples")).getText()));
        }
        return samples;
    }

    /** The page's PrimeFaces polls that are running: a running run's page polls, a finished one's not. */
    int activePolls() {
        return ((Number) browser.script("return Object.values(PrimeFaces.widgets)"
                + ".filter(w => w instanceof PrimeFaces.widget.Poll && w.active).length;")).intValue();
    }

    List<WebElement> rttCells() {
        return browser.driver().findElements(By.cssSelector("#rtt td[data-mechanism]"));
    }

    WebElement rttCell(String mechanism, String size) {
        return browser.driver().findElement(By.cssSelector("#rtt td[data-mechanism='" + mechanism + "'][data-size='" + size + "']"));
    }

    List<WebElement> floorCells() {
        return browser.driver().findElements(By.cssSelector("#floor td[data-mechanism]"));
    }

    List<WebElement> splitCells() {
        return browser.driver().findElements(By.cssSelector("#split td[data-mechanism]"));
    }

    /** The cells of the warm-up-until-steady table ("42 (steady)", "300 (cap)"); none for a run of a fixed warm-up. */
    List<WebElement> warmupCells() {
        return browser.driver().findElements(By.cssSelector("#warmup td[data-mechanism]"));
    }

    List<WebElement> overheadCells() {
        return browser.driver().findElements(By.cssSelector("#overhead td[data-mechanism]"));
    }

    /** A chart's datasets (label, data, intervals), by the chart's widget name: rttChart, overheadChart, seriesChart… */
    List<Map<String, Object>> datasets(String chart) {
        return browser.datasets("PF('" + chart + "').chart");
    }

    List<Object> labels(String chart) {
        return browser.labels("PF('" + chart + "').chart");
    }

    ConsoleBrowser browser() {
        return browser;
    }

    String axisTitle(String chart, String axis) {
        return (String) browser.script("return PF('" + chart + "').chart.scales['" + axis + "'].options.title.text;");
    }

    /** The labels of an axis' ticks as drawn (the empty ones, grid lines only, left out). */
    @SuppressWarnings("unchecked")
    List<String> tickLabels(String chart, String axis) {
        return (List<String>) browser.script("return PF('" + chart + "').chart.scales['" + axis + "'].ticks.map(t => t.label)"
                + ".filter(l => l !== '' && l !== null && l !== undefined).map(String);");
    }

    /** The value chosen in a select of the run form: detailMechanism, detailSize, a, b. */
    String chosen(String select) {
        return (String) browser.script("return document.getElementById('run:" + select + "_input').value;");
    }

    WebElement ratioCell(int size) {
        return browser.driver().findElement(By.cssSelector("#ratioTable td[data-size='" + size + "']"));
    }

    /** The A-against-B threshold's sentence: kind "cost" or "bytes". */
    String threshold(String kind) {
        return browser.driver().findElement(By.id(kind + "Threshold")).getText();
    }

    /** A cell of the bytes-over-plain table: "+2412 B (1.84×)". */
    WebElement bytesOverPlainCell(String mechanism, int size) {
        return browser.driver()
                .findElement(By.cssSelector("#bytesOverPlainTable td[data-mechanism='" + mechanism + "'][data-size='" + size + "']"));
    }

    /** A mechanism's fitted constant and slope as the bytes-over-plain fit table prints them. */
    List<String> bytesFit(String mechanism) {
        WebElement row = browser.driver().findElement(By.cssSelector("#bytesFitTable tr[data-mechanism='" + mechanism + "']"));
        return List.of(row.findElement(By.className("constant")).getText(), row.findElement(By.className("slope")).getText());
    }

    /** A mechanism's alpha and beta as a side's table of the CPU fits prints them. */
    List<String> cpuFit(String side, String mechanism) {
        WebElement row = browser.driver()
                .findElement(By.cssSelector(".cpuFitTable[data-side='" + side + "'] tr[data-mechanism='" + mechanism + "']"));
        return List.of(row.findElement(By.className("alpha")).getText(), row.findElement(By.className("beta")).getText());
    }

    /** The sentence on the run's noise, and the cells listed as measured on a busy machine. */
    String noiseSummary() {
        return browser.driver().findElement(By.id("noiseSummary")).getText();
    }

    List<WebElement> noisyCells() {
        return browser.driver().findElements(By.cssSelector("#noise li.noisy-cell"));
    }

    String details() {
        return browser.driver().findElement(By.id("run:details")).getText();
    }

    /** Names the run and notes it from its page (as an operator), and answers the page's heading after. */
    String saveLabel(String name, String notes) {
        return saveLabel(name, notes, false);
    }

    /** The same with values no keyboard types into a one-line field (a tab), set by script as a crafted request would send them. */
    String saveLabelAsSet(String name, String notes) {
        return saveLabel(name, notes, true);
    }

    private String saveLabel(String name, String notes, boolean byScript) {
        WebElement editor = browser.driver().findElement(By.cssSelector("details.edit-label"));
        if (editor.getDomAttribute("open") == null) {
            editor.findElement(By.tagName("summary")).click();
        }
        WebElement nameField = browser.driver().findElement(By.id("run:labelName"));
        WebElement notesField = browser.driver().findElement(By.id("run:labelNotes"));
        if (byScript) {
            browser.script("arguments[0].value = arguments[2]; arguments[1].value = arguments[3];", nameField, notesField, name, notes);
        } else {
            nameField.clear();
            nameField.sendKeys(name);
            notesField.clear();
            notesField.sendKeys(notes);
        }
        WebElement heading = browser.driver().findElement(By.tagName("h1"));
        browser.driver().findElement(By.id("run:saveLabel")).click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(ExpectedConditions.stalenessOf(heading));
        browser.waitFor(Duration.ofSeconds(20), STATUS);
        return browser.driver().findElement(By.tagName("h1")).getText();
    }

    /** What the page says beside the name field of its editor (after a refused change). */
    String labelNameMessage() {
        return browser.driver().findElement(By.id("run:labelNameMessage")).getText();
    }

    /** Opens each start's environment, which the page shows collapsed. */
    void openEnvironments() {
        for (WebElement summary : browser.driver().findElements(By.cssSelector("details.environment:not([open]) > summary"))) {
            summary.click();
        }
    }

    /** Downloads an export (exportSummary, exportRttTable, exportReport, rttChartPng) once the browser has it whole. */
    Path download(String export, String fileName) throws IOException {
        browser.waitFor(Duration.ofSeconds(20), By.id(export));
        return browser.download(By.id(export), fileName);
    }

    /** Where an export's link points, as the browser resolves it. */
    String exportAddress(String export) {
        browser.waitFor(Duration.ofSeconds(20), By.id(export));
        return browser.driver().findElement(By.id(export)).getDomProperty("href");
    }

    /** Whether the page offers an action: run:cancel, run:resume, run:delete. */
    boolean offers(String action) {
        return !browser.driver().findElements(By.id(action)).isEmpty();
    }

    /** Deletes the run (confirming the browser's question) and lands on the runs page. */
    RunsPage delete() {
        browser.waitFor(Duration.ofSeconds(20), By.id("run:delete"));
        browser.driver().findElement(By.id("run:delete")).click();
        browser.driver().switchTo().alert().accept();
        return RunsPage.shown(browser);
    }
}
