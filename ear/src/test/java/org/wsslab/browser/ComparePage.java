package org.wsslab.browser;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** runs/compare.xhtml: runs side by side, cell by cell, with their environments. */
final class ComparePage {

    private final ConsoleBrowser browser;

    private ComparePage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    static ComparePage shown(ConsoleBrowser browser) {
        browser.waitFor(Duration.ofSeconds(30), By.cssSelector("#deltas td.delta"));
        return new ComparePage(browser);
    }

    /** The page showing a group (runs/compare.xhtml?group=name). */
    static ComparePage shownGroup(ConsoleBrowser browser) {
        return new ComparePage(browser);
    }

    /** The group's cells: one row per secured cell, its pooled figure, CV, interval and replicates in cells of their own. */
    List<WebElement> groupCells() {
        return browser.driver().findElements(By.cssSelector("#groupCells tr[data-mechanism]"));
    }

    String text(String id) {
        return browser.driver().findElement(By.id(id)).getText();
    }

    /** Opens the page for run ids (which may share no cell: then there is no delta to wait for). */
    static ComparePage open(ConsoleBrowser browser, String ids) {
        browser.open("runs/compare.xhtml?ids=" + ids);
        browser.waitFor(Duration.ofSeconds(30), By.id("sharing"));
        return new ComparePage(browser);
    }

    /** Opens the page for run ids it must refuse, and answers the refusal on the lab's error page. */
    static String openRefused(ConsoleBrowser browser, String ids) {
        browser.open("runs/compare.xhtml?ids=" + ids);
        browser.waitFor(Duration.ofSeconds(20), By.id("errorMessage"));
        return browser.driver().findElement(By.id("errorMessage")).getText();
    }

    List<WebElement> deltas() {
        return browser.driver().findElements(By.cssSelector("#deltas td.delta"));
    }

    List<WebElement> overheadDeltas() {
        return browser.driver().findElements(By.cssSelector("#overheadDeltas td.overhead-delta"));
    }

    String sharing() {
        return browser.driver().findElement(By.id("sharing")).getText();
    }

    String unshared() {
        return browser.driver().findElement(By.id("unshared")).getText();
    }

    List<String> runLinks() {
        return browser.driver().findElements(By.cssSelector("a.run-link")).stream().map(a -> a.getDomAttribute("href")).toList();
    }

    Path download(String export, String fileName) throws IOException {
        return browser.download(By.id(export), fileName);
    }

    List<WebElement> values() {
        return browser.driver().findElements(By.cssSelector("#deltas td.value"));
    }

    /** How an environment row is marked: same, differs or varies. */
    String environmentMark(String field) {
        return browser.driver().findElement(By.cssSelector("#environment tr[data-field='" + field + "']")).getDomAttribute("class");
    }
}
