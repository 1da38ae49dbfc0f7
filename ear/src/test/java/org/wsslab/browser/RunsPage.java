package org.wsslab.browser;

import java.time.Duration;
import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** runs/index.xhtml: the stored runs and, for the operator, the new-run form. */
final class RunsPage {

    private static final By ERROR = By.cssSelector("#newrun\\:messages .ui-messages-error");

    private final ConsoleBrowser browser;

    private RunsPage(ConsoleBrowser browser) {
        this.browser = browser;
    }

    static RunsPage open(ConsoleBrowser browser) {
        browser.open("runs/index.xhtml");
        return shown(browser);
    }

    static RunsPage shown(ConsoleBrowser browser) {
        browser.waitFor(Duration.ofSeconds(20), By.id("stored:runs"));
        return new RunsPage(browser);
    }

    boolean hasNewRunForm() {
        return !browser.driver().findElements(By.id("newrun")).isEmpty();
    }

    /** Types into a field of the new-run form: sizes, calls, warmup, precision, maxCalls, growthStart, growthStep, growthCalls, lengths or repeats. */
    RunsPage fill(String field, String value) {
        WebElement input = browser.driver().findElement(By.id("newrun:" + field));
        input.clear();
        input.sendKeys(value);
        return this;
    }

    /** Chooses the new run's call order (an Order id) in the form's list. */
    RunsPage order(String id) {
        browser.script("PF('widget_newrun_order').selectValue('" + id + "');");
        return this;
    }

    /**
     * Chooses the payload shape (a Shape id), and waits for the form's answer: sizes left at the old
     * shape's defaults become the new shape's.
     */
    RunsPage shape(String id, String sizesThen) {
        // selectValue changes the menu silently: its ajax (a valueChange behaviour) is called as a click would.
        browser.script("const menu = PF('widget_newrun_shape'); menu.selectValue('" + id + "'); menu.callBehavior('valueChange');");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> sizesThen.equals(d.findElement(By.id("newrun:sizes")).getAttribute("value")));
        return this;
    }

    /** Chooses the run's mode: fixed, growth or sequences. */
    RunsPage mode(String id) {
        browser.script("PF('widget_newrun_mode').selectValue('" + id + "');");
        return this;
    }

    /** Chooses what the service does besides answering (a ServiceWork id). */
    RunsPage serviceWork(String id) {
        browser.script("PF('widget_newrun_serviceWork').selectValue('" + id + "');");
        return this;
    }

    /** Chooses the direction (a Direction id). */
    RunsPage direction(String id) {
        browser.script("PF('widget_newrun_direction').selectValue('" + id + "');");
        return this;
    }

    /** Ticks (or unticks) an algorithm suite of the new run by its id. */
    RunsPage toggleSuite(String id) {
        browser.driver().findElement(By.xpath("//*[@id='newrun:suites']//label[normalize-space()='" + id + "']")).click();
        return this;
    }

    /** Starts the run the form describes and follows it to its page. */
    RunPage start() {
        browser.driver().findElement(By.id("newrun:start")).click();
        return RunPage.shown(browser);
    }

    /** Starts a run the form should refuse for a reason naming no field: answers the form's message. */
    String startRefused() {
        browser.driver().findElement(By.id("newrun:start")).click();
        browser.waitFor(Duration.ofSeconds(20), ERROR);
        return browser.driver().findElement(By.id("newrun:messages")).getText();
    }

    /** Starts a run the form should refuse for one field's value: answers the message shown beside that field. */
    String startRefusedAt(String field) {
        browser.driver().findElement(By.id("newrun:start")).click();
        return new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> {
                    String text = d.findElement(By.id("newrun:" + field + "Message")).getText();
                    return text.isBlank() ? null : text;
                });
    }

    /** The name the list shows for a run. */
    String listedName(long id) {
        return browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + id + "'] .run-name")).getText();
    }

    /** What a text field of the form holds now. */
    String value(String field) {
        return browser.driver().findElement(By.id("newrun:" + field)).getDomProperty("value");
    }

    /** Whether the field is marked as holding a refused value, for eyes (the theme's error state) and for screen readers. */
    boolean markedInvalid(String field) {
        WebElement input = browser.driver().findElement(By.id("newrun:" + field));
        return "true".equals(input.getDomAttribute("aria-invalid")) && input.getDomAttribute("class").contains("ui-state-error");
    }

    /** How many times the page's text says this (a refusal is said once). */
    int timesSaid(String text) {
        String page = browser.driver().findElement(By.tagName("body")).getText();
        return page.split(Pattern.quote(text), -1).length - 1;
    }

    /** Whether a mechanism's box is ticked, and whether it can be unticked. */
    boolean ticked(String mechanism) {
        return browser.driver().findElement(By.cssSelector("#newrun\\:mechanisms input[value='" + mechanism + "']")).isSelected();
    }

    boolean tickable(String mechanism) {
        return browser.driver().findElement(By.cssSelector("#newrun\\:mechanisms input[value='" + mechanism + "']")).isEnabled();
    }

    /** Ticks the runs in the stored-runs table and compares them. */
    ComparePage compare(long... ids) {
        for (long id : ids) {
            browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + id + "'] .ui-chkbox-box")).click();
        }
        browser.driver().findElement(By.id("stored:compare")).click();
        return ComparePage.shown(browser);
    }
}
