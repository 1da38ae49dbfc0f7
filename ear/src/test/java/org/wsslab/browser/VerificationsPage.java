package org.wsslab.browser;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** runs/verifications.xhtml: the attack matrix, its cells' verdicts and evidence. */
final class VerificationsPage {

    /** The address the start redirects to: the started verification's. */
    private static final Pattern STARTED = Pattern.compile("[?&]id=\\d+");

    private final ConsoleBrowser browser;

    private VerificationsPage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    /** Opens the page and waits for {@code ready}: the start button for an operator, the matrix for a viewer. */
    static VerificationsPage open(ConsoleBrowser browser, By ready) {
        browser.open("runs/verifications.xhtml");
        browser.waitFor(Duration.ofSeconds(20), ready);
        return new VerificationsPage(browser);
    }

    /** The page the browser shows now. */
    static VerificationsPage shown(ConsoleBrowser browser) {
        return new VerificationsPage(browser);
    }

    static By startButton() {
        return By.id("verification:start");
    }

    static By matrix() {
        return By.id("cells");
    }

    boolean offersStart() {
        return !browser.driver().findElements(startButton()).isEmpty();
    }

    /**
     * Starts a verification, waits until the page's poll (the matrix redrawn every 2 s) shows it ended,
     * then opens it afresh: a finished verification's page does not poll, so nothing redraws the cells
     * while a test reads them.
     */
    VerificationsPage startAndAwaitEnd(Duration within) {
        start();
        new WebDriverWait(browser.driver(), within).ignoring(StaleElementReferenceException.class)
                .until(d -> !"RUNNING".equals(d.findElement(By.id("status")).getText()));
        browser.open("runs/verifications.xhtml?id=" + id());
        browser.waitFor(Duration.ofSeconds(20), matrix());
        return this;
    }

    /** Starts a verification of what is ticked and waits for its matrix (it may still run). */
    VerificationsPage start() {
        browser.driver().findElement(startButton()).click();
        // Not the status element alone: without an id the page already shows the latest stored verification and its
        // status, so only the redirect's address (with the new verification's id) says the started one is shown.
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> STARTED.matcher(d.getCurrentUrl()).find());
        browser.waitFor(Duration.ofSeconds(20), By.id("status"));
        return this;
    }

    /** The mechanisms ticked in the form now. */
    Set<String> ticked() {
        return browser.driver().findElements(By.cssSelector("#verification\\:chosen input[type='checkbox']")).stream()
                .filter(WebElement::isSelected).map(box -> box.getDomAttribute("value")).collect(Collectors.toSet());
    }

    /** Waits until the page's poll shows this progress ("3 of 45 cells"). */
    VerificationsPage awaitProgress(String progress, Duration within) {
        new WebDriverWait(browser.driver(), within).ignoring(StaleElementReferenceException.class)
                .until(d -> progress.equals(d.findElement(By.id("progress")).getText()));
        return this;
    }

    String progress() {
        return browser.driver().findElement(By.id("progress")).getText();
    }

    /** Presses Cancel (offered while the verification runs) and answers what the page says to it. */
    String cancel() {
        // The poll redraws the button every 2 s: found and pressed again if it was redrawn under the click.
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class).until(d -> {
            d.findElement(By.id("verification:cancel")).click();
            return true;
        });
        return new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> d
                        .findElements(
                                By.cssSelector("#verification\\:messages .ui-messages-info, #verification\\:messages .ui-messages-error"))
                        .stream().map(WebElement::getText).filter(text -> !text.isBlank()).findFirst().orElse(null));
    }

    /** Waits until the page's poll shows the verification with this status. */
    VerificationsPage awaitStatus(String status, Duration within) {
        new WebDriverWait(browser.driver(), within).ignoring(StaleElementReferenceException.class)
                .until(d -> status.equals(d.findElement(By.id("status")).getText()));
        return this;
    }

    boolean offersCancel() {
        return !browser.driver().findElements(By.id("verification:cancel")).isEmpty();
    }

    /** What each attack does, as the page says it (not in a tooltip): attack id to its sentence. */
    Map<String, String> attackDescriptions() {
        Map<String, String> said = new LinkedHashMap<>();
        for (WebElement term : browser.driver().findElements(By.cssSelector("#attacks dt"))) {
            said.put(term.getDomAttribute("data-attack"), term.findElement(By.xpath("following-sibling::dd[1]")).getText());
        }
        return said;
    }

    /** Ticks exactly these mechanisms in the form (the others unticked). */
    VerificationsPage choose(Set<String> mechanisms) {
        for (WebElement box : browser.driver().findElements(By.cssSelector("#verification\\:chosen input[type='checkbox']"))) {
            if (box.isSelected() != mechanisms.contains(box.getDomAttribute("value"))) {
                box.findElement(By.xpath("../../div[contains(@class, 'ui-chkbox-box')]")).click();
            }
        }
        return this;
    }

    /** The outcomes the legend explains, each with its sentence. */
    Map<String, String> legend() {
        Map<String, String> meanings = new LinkedHashMap<>();
        List<WebElement> terms = browser.driver().findElements(By.cssSelector("#outcomes dt"));
        List<WebElement> sentences = browser.driver().findElements(By.cssSelector("#outcomes dd"));
        for (int i = 0; i < terms.size(); i++) {
            meanings.put(terms.get(i).getText(), sentences.get(i).getText());
        }
        return meanings;
    }

    long id() {
        return Long.parseLong(browser.driver().getCurrentUrl().replaceAll(".*[?&]id=(\\d+).*", "$1"));
    }

    /** One matrix cell as shown: its endpoint and attack, the outcome it carries and its text. */
    record Cell(String mechanism, String suite, String attack, String outcome, String text) {

        String key() {
            return mechanism + "/" + suite + "/" + attack;
        }
    }

    /**
     * Every cell of the matrix, read in one script: several hundred cells read one WebDriver call at a
     * time took longer than the matrix itself. Facelets leaves out an attribute whose value is empty: a
     * mechanism without a suite has no data-suite, read here as "".
     */
    @SuppressWarnings("unchecked")
    List<Cell> cells() {
        List<List<String>> cells = (List<List<String>>) browser.script("return Array.from(document.querySelectorAll('#cells td.outcome'))"
                + ".map(td => [td.dataset.mechanism, td.dataset.suite || '', td.dataset.attack, td.dataset.outcome, td.innerText.trim()]);");
        return cells.stream().map(c -> new Cell(c.get(0), c.get(1), c.get(2), c.get(3), c.get(4))).toList();
    }

    /** Opens a cell's evidence (suite "" for a mechanism without one): the fault text and the attack request as sent. */
    VerificationsPage openEvidence(String mechanism, String suite, String attack) {
        browser.driver().findElement(By.cssSelector("td[data-mechanism='" + mechanism + "'][data-suite='" + suite + "'][data-attack='"
                + attack + "'] a")).click();
        browser.waitFor(Duration.ofSeconds(20), By.id("request"));
        return this;
    }

    /** The evidence's heading: endpoint, attack and outcome. */
    String evidenceHeading() {
        return browser.driver().findElement(By.cssSelector("#verification\\:evidence h2")).getText();
    }

    String detail() {
        return browser.driver().findElement(By.id("detail")).getText();
    }

    /** The endpoint's answer, as shown. */
    String response() {
        return browser.driver().findElement(By.id("response")).getText();
    }

    String request() {
        return browser.driver().findElement(By.id("request")).getText();
    }
}
