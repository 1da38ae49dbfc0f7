package org.wsslab.browser;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
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

    // --- The new-run form opens on demand (issue 39): the runs come first, the form behind "New run…". ---

    /** Opens the new-run form (its disclosure above the runs) if it is closed; a page without the disclosure has the form open. */
    RunsPage openForm() {
        List<WebElement> panel = browser.driver().findElements(By.id("newRunPanel"));
        if (!panel.isEmpty() && panel.get(0).getDomAttribute("open") == null) {
            browser.driver().findElement(By.id("newRunToggle")).click();
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> d.findElement(By.id("newrun:start")).isDisplayed());
        }
        return this;
    }

    /** Whether the form's field (its component id, e.g. "sizes", "growthStart") is on the page for eyes: rendered and not hidden. */
    boolean shows(String field) {
        return browser.driver().findElements(By.id("newrun:" + field)).stream().anyMatch(WebElement::isDisplayed);
    }

    /** Where an element's top is in the window (px from the window's top, as drawn now). */
    double topOf(By element) {
        return ((Number) browser.script("return arguments[0].getBoundingClientRect().top;", browser.driver().findElement(element)))
                .doubleValue();
    }

    /** The window's inner height, px. */
    double windowHeight() {
        return ((Number) browser.script("return window.innerHeight;")).doubleValue();
    }

    /** Starts the run the form describes, expecting refusals: waits until each of these fields has its message, and answers them by field. */
    Map<String, String> startRefusedAtAll(String... fields) {
        openForm();
        WebElement start = browser.driver().findElement(By.id("newrun:start"));
        start.click();
        // A refused start comes back as a new page: its messages are all there at once once it is drawn.
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(ExpectedConditions.stalenessOf(start));
        browser.waitFor(Duration.ofSeconds(20), By.id("newrun:start"));
        Map<String, String> said = new LinkedHashMap<>();
        for (String field : fields) {
            String text = browser.driver().findElement(By.id("newrun:" + field + "Message")).getText();
            if (!text.isBlank()) {
                said.put(field, text);
            }
        }
        return said;
    }

    /**
     * Imports with no file chosen, the Import button scrolled into view first: answers the refusal once
     * shown, and the button's and the refusal's boxes in the window (top, bottom) as drawn then.
     */
    double[] importRefusedWithoutFile() {
        WebElement button = browser.driver().findElement(By.id("importRun:importStart"));
        browser.script("arguments[0].scrollIntoView({block: 'center'});", button);
        button.click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> !d.findElement(By.id("importRun:importMessage")).getText().isBlank());
        @SuppressWarnings("unchecked")
        List<Number> boxes = (List<Number>) browser.script("const b = document.getElementById('importRun:importStart')"
                + ".getBoundingClientRect(); const m = document.getElementById('importRun:importMessage').getBoundingClientRect();"
                + " return [b.top, b.bottom, m.top, m.bottom];");
        return boxes.stream().mapToDouble(Number::doubleValue).toArray();
    }

    /** The import's refusal as shown beside its button. */
    String importMessage() {
        return browser.driver().findElement(By.id("importRun:importMessage")).getText();
    }

    // --- end of the form-on-demand section ---

    /**
     * Types into a field of the new-run form: sizes, calls, warmup, precision, maxCalls, rounds, settle, steadyWithin,
     * steadyWindow, steadyMax, group, growthStart, growthStep, growthCalls, lengths or repeats.
     */
    RunsPage fill(String field, String value) {
        openForm();
        WebElement input = browser.driver().findElement(By.id("newrun:" + field));
        input.clear();
        input.sendKeys(value);
        return this;
    }

    /** Chooses the new run's call order (an Order id) in the form's list. */
    RunsPage order(String id) {
        openForm();
        browser.script("PF('widget_newrun_order').selectValue('" + id + "');");
        return this;
    }

    /**
     * Chooses the payload shape (a Shape id), and waits for the form's answer: sizes left at the old
     * shape's defaults become the new shape's.
     */
    RunsPage shape(String id, String sizesThen) {
        openForm();
        // selectValue changes the menu silently: its ajax (a valueChange behaviour) is called as a click would.
        browser.script("const menu = PF('widget_newrun_shape'); menu.selectValue('" + id + "'); menu.callBehavior('valueChange');");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> sizesThen.equals(d.findElement(By.id("newrun:sizes")).getAttribute("value")));
        return this;
    }

    /**
     * Chooses an item of one of the form's menus (its component id: mode, order, warmupKind, groupKind) as
     * a click would: the menu's ajax (a valueChange behaviour) redraws the fields that depend on it and the
     * estimate; until its answer is drawn (the old estimate gone), what is typed would be drawn over.
     */
    RunsPage choose(String menu, String id) {
        openForm();
        WebElement estimate = browser.driver().findElement(By.id("newrun:estimate"));
        browser.script("const menu = PF('widget_newrun_" + menu + "'); menu.selectValue('" + id + "'); menu.callBehavior('valueChange');");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(ExpectedConditions.stalenessOf(estimate));
        return this;
    }

    /** The values a menu of the form offers, in order. */
    List<String> options(String menu) {
        openForm();
        return browser.driver().findElements(By.cssSelector("#newrun\\:" + menu + "_input option")).stream()
                .map(option -> option.getDomAttribute("value")).toList();
    }

    /** Chooses the run's mode (fixed, growth or sequences), and waits for the form to show that mode's fields. */
    RunsPage mode(String id) {
        choose("mode", id);
        String field = switch (id) {
            case "growth" -> "growthStart";
            case "sequences" -> "lengths";
            default -> "calls";
        };
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElements(By.id("newrun:" + field)).stream().anyMatch(WebElement::isDisplayed));
        return this;
    }

    /** Chooses what the service does besides answering (a ServiceWork id). */
    RunsPage serviceWork(String id) {
        openForm();
        browser.script("PF('widget_newrun_serviceWork').selectValue('" + id + "');");
        return this;
    }

    /** Chooses the direction (a Direction id). */
    RunsPage direction(String id) {
        openForm();
        browser.script("PF('widget_newrun_direction').selectValue('" + id + "');");
        return this;
    }

    /**
     * Unticks every mechanism but these (plain cannot be unticked): a test whose assertion holds for
     * any set of mechanisms need not measure all of them, each cell costing calls and sessions.
     */
    RunsPage measureOnly(String... mechanisms) {
        openForm();
        Set<String> kept = Set.of(mechanisms);
        By boxes = By.cssSelector("#newrun\\:mechanisms input[type='checkbox']");
        for (WebElement box : browser.driver().findElements(boxes)) {
            if (box.isSelected() && box.isEnabled() && !kept.contains(box.getDomAttribute("value"))) {
                browser.driver().findElement(By.xpath("//label[@for='" + box.getDomAttribute("id") + "']")).click();
            }
        }
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> d.findElements(boxes).stream()
                .allMatch(box -> !box.isEnabled() || box.isSelected() == kept.contains(box.getDomAttribute("value"))));
        return this;
    }

    /** Ticks (or unticks) an algorithm suite of the new run by its id. */
    RunsPage toggleSuite(String id) {
        openForm();
        browser.driver().findElement(By.xpath("//*[@id='newrun:suites']//label[normalize-space()='" + id + "']")).click();
        return this;
    }

    /** Starts the run the form describes and follows it to its page. */
    RunPage start() {
        openForm();
        browser.driver().findElement(By.id("newrun:start")).click();
        return RunPage.shown(browser);
    }

    /** Starts a run the form should refuse for a reason naming no field: answers the form's message. */
    String startRefused() {
        openForm();
        browser.driver().findElement(By.id("newrun:start")).click();
        browser.waitFor(Duration.ofSeconds(20), ERROR);
        return browser.driver().findElement(By.id("newrun:messages")).getText();
    }

    /** Starts a run the form should refuse for one field's value: answers the message shown beside that field. */
    String startRefusedAt(String field) {
        openForm();
        browser.driver().findElement(By.id("newrun:start")).click();
        return new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
                .until(d -> {
                    String text = d.findElement(By.id("newrun:" + field + "Message")).getText();
                    return text.isBlank() ? null : text;
                });
    }

    /** The ids of the runs the list shows now (its current page), top to bottom. */
    List<Long> listedIds() {
        return browser.driver().findElements(By.cssSelector("#stored\\:runs tbody tr[data-rk]")).stream()
                .map(row -> Long.valueOf(row.getDomAttribute("data-rk"))).toList();
    }

    /** The list's column with this header. */
    private WebElement header(String text) {
        return browser.driver().findElements(By.cssSelector("#stored\\:runs thead th")).stream()
                .filter(th -> th.findElements(By.cssSelector(".ui-column-title")).stream().anyMatch(t -> t.getText().equals(text)))
                .findFirst().orElseThrow(() -> new AssertionError("no column " + text));
    }

    /** Types into a column's filter and waits for the list to show what passes it. */
    RunsPage filter(String column, String text) {
        WebElement before = rows();
        WebElement input = header(column).findElement(By.cssSelector("input.ui-column-filter"));
        input.clear();
        input.sendKeys(text.isEmpty() ? Keys.BACK_SPACE.toString() : text);
        awaitRedraw(before);
        return this;
    }

    /** Chooses a status in the list's status filter ("" for any). */
    RunsPage filterStatus(String status) {
        WebElement before = rows();
        new Select(browser.driver().findElement(By.cssSelector("#stored\\:runs select[id$='statusFilter']")))
                .selectByValue(status);
        awaitRedraw(before);
        return this;
    }

    /** Sorts the list by a column (a click: ascending first, then descending). */
    RunsPage sortBy(String column) {
        WebElement before = rows();
        header(column).findElement(By.cssSelector(".ui-column-title")).click();
        awaitRedraw(before);
        return this;
    }

    /** The list's first row as drawn now (the empty message's, when none passes): a filter or sort draws the rows anew. */
    private WebElement rows() {
        return browser.driver().findElement(By.cssSelector("#stored\\:runs tbody tr"));
    }

    private void awaitRedraw(WebElement before) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(ExpectedConditions.stalenessOf(before));
    }

    /** The list's text for a run in a column, e.g. its creation time as shown. */
    String listedCreated(long id) {
        return browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + id + "'] time.local-time")).getText();
    }

    /** The statuses the list shows now. */
    /** Chooses a lab in the list's lab filter ("" for all). */
    RunsPage filterLab(String lab) {
        WebElement before = rows();
        new Select(browser.driver().findElement(By.cssSelector("#stored\\:runs select[id$='labFilter']"))).selectByValue(lab);
        awaitRedraw(before);
        return this;
    }

    /** The labs the list's lab filter offers, "" (all) first. */
    List<String> labChoices() {
        return new Select(browser.driver().findElement(By.cssSelector("#stored\\:runs select[id$='labFilter']"))).getOptions().stream()
                .map(option -> option.getAttribute("value")).toList();
    }

    /** The lab the list shows for each listed run, in order. */
    List<String> listedLabs() {
        return browser.driver().findElements(By.cssSelector("#stored\\:runs tbody tr[data-rk] .lab-name")).stream()
                .map(WebElement::getText).toList();
    }

    List<String> listedStatuses() {
        return browser.driver().findElements(By.cssSelector("#stored\\:runs tbody tr[data-rk] .status")).stream()
                .map(WebElement::getText).toList();
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

    /** Follows the group link of a run in the stored-runs table to the compare page's view of its group. */
    ComparePage group(long run) {
        browser.driver().findElement(By.cssSelector("#stored\\:runs tr[data-rk='" + run + "'] td.group a")).click();
        browser.waitFor(Duration.ofSeconds(30), By.id("groupInterval"));
        return ComparePage.shownGroup(browser);
    }
}
