package org.wsslab.browser;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** A run's exported HTML report, opened from its file in a browser that reaches nothing outside it. */
final class ReportPage {

    private final ConsoleBrowser browser;

    private ReportPage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    static ReportPage open(ConsoleBrowser offline, Path report) {
        offline.driver().get(report.toUri().toString());
        offline.waitFor(Duration.ofSeconds(20), By.cssSelector("table.results td[data-mechanism]"));
        return new ReportPage(offline);
    }

    /** A study's report (GET /studies/{id}/report.html): its tables and figures, then its findings. */
    static ReportPage openStudy(ConsoleBrowser offline, Path report) {
        offline.driver().get(report.toUri().toString());
        offline.waitFor(Duration.ofSeconds(20), By.cssSelector("table.study-layout td[data-column]"));
        return new ReportPage(offline);
    }

    List<WebElement> rttCells() {
        return browser.driver().findElement(By.cssSelector("table.results")).findElements(By.cssSelector("td[data-mechanism]"));
    }

    /** The report's sentence on the run's noise, and the cells it lists as measured on a busy machine. */
    String noiseSummary() {
        return browser.driver().findElement(By.cssSelector("#noise p")).getText();
    }

    int noisyCells() {
        return browser.driver().findElements(By.cssSelector("#noise li.noisy-cell")).size();
    }

    List<String> tableCaptions() {
        return browser.driver().findElements(By.cssSelector("table.results caption")).stream().map(WebElement::getText).toList();
    }

    /** The convergence table's rows, in order: mechanism, the call 000's definition settles at, the robust one's. */
    List<List<String>> convergenceRows() {
        return browser.driver().findElements(By.cssSelector("#convergence tr[data-mechanism]")).stream()
                .map(row -> List.of(row.getAttribute("data-mechanism"), row.findElement(By.cssSelector(".mean-call")).getText(),
                        row.findElement(By.cssSelector(".band-call")).getText()))
                .toList();
    }

    List<Map<String, Object>> datasets(String chart) {
        return browser.datasets("wsslab.charts['" + chart + "']");
    }

    /** Charts with a canvas and drawn points. */
    int drawnCharts() {
        return ((Number) browser.script("return Object.values(wsslab.charts).filter(c => c.canvas.width > 0 && "
                + "c.getDatasetMeta(0).data.length > 0).length;")).intValue();
    }
}
