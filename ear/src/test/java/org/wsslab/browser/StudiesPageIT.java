package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.StudyRuns;

/**
 * The Studies page: a row per item of the study as the API lists them, the runnable ones with a
 * Reproduce button and the others saying why not; Reproduce queues the item's runs as the API's
 * reproduce does (held before their second call and cancelled: a study's runs take minutes). And its
 * findings: every one GET /studies/{id}/findings answers, those that differ first, with the API's
 * verdict and figures (after a scaled reproduction of 004, unless one is there already) and the values
 * the study published exactly as its data holds them.
 */
class StudiesPageIT extends BrowserTest {

    private static final Pattern REMOTE_REFERENCE = Pattern.compile("(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//", Pattern.CASE_INSENSITIVE);

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void aRowPerItemWhyNotWhereTheLabCannotRunItAndReproduceQueuesTheItemsRuns() throws Exception {
        JsonObject study = api.json("studies/003");
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        browser.open("runs/studies.xhtml?study=003");
        browser.waitFor(Duration.ofSeconds(20), By.id("studyItems"));
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("#studyItems tr[data-item]"));
        List<JsonObject> items = study.getJsonArray("items").getValuesAs(JsonObject.class);
        assertEquals(items.stream().map(i -> i.getString("id")).toList(), rows.stream().map(r -> r.getDomAttribute("data-item")).toList());
        for (int i = 0; i < rows.size(); i++) {
            WebElement row = rows.get(i);
            JsonObject item = items.get(i);
            boolean runnable = item.getBoolean("runnable");
            assertEquals(String.valueOf(runnable), row.getDomAttribute("data-runnable"), item.getString("id"));
            assertEquals(runnable ? 1 : 0, row.findElements(By.cssSelector("input[type=submit]")).size(), item.getString("id"));
            if (!runnable) {
                assertTrue(row.getText().contains(item.getString("reason")), item.getString("id") + " says why: " + row.getText());
            }
        }

        String runnable = items.stream().filter(i -> i.getBoolean("runnable")).findFirst().orElseThrow().getString("id");
        List<Long> runs = new ArrayList<>();
        api.holdBefore(1);
        try {
            browser.driver().findElement(By.cssSelector("#studyItems tr[data-item='" + runnable + "'] input[type=submit]")).click();
            browser.waitFor(Duration.ofSeconds(30), By.cssSelector("#reproduce\\:messages li"));
            String said = browser.driver().findElement(By.id("reproduce:messages")).getText();
            assertTrue(said.startsWith("Queued for " + runnable + ": "), said);
            Matcher ids = Pattern.compile("run(?:s)? ([0-9, ]+) in group").matcher(said);
            while (ids.find()) {
                for (String id : ids.group(1).split(", ")) {
                    runs.add(Long.valueOf(id.strip()));
                }
            }
            assertEquals(study.getJsonArray("items").getValuesAs(JsonObject.class).stream().filter(i -> i.getString("id").equals(runnable))
                    .findFirst().orElseThrow().getJsonArray("requests").size(), runs.size(), said);
            for (long run : runs) {
                assertTrue(api.run(run).getString("group").startsWith(runnable + " "), "the run joined the item's group");
            }
        } finally {
            StudyRuns.cancel(api, runs);
        }
    }

    @Test
    void study004sFindingsShowTheApisVerdictsAndFiguresThoseThatDifferFirstWithThePublishedValuesAsTheStudyHoldsThem() throws Exception {
        List<JsonObject> findings = api.array("studies/004/findings").getValuesAs(JsonObject.class);
        if (findings.stream().anyMatch(finding -> finding.getJsonArray("runs").isEmpty())) {
            // 004's findings all read its one preset: one scaled reproduction of any of them feeds every one.
            StudyRuns.reproduceScaled(api, "004", "004-j1");
            findings = api.array("studies/004/findings").getValuesAs(JsonObject.class);
        }
        assertTrue(findings.size() >= 7, "004's findings: " + findings.size());
        assertTrue(findings.stream().noneMatch(finding -> finding.getJsonArray("runs").isEmpty()), "each read the reproduction");
        assertTrue(findings.stream().anyMatch(finding -> !finding.isNull("measured")), "some figure was measured");

        SignInPage.open(browser).signIn(Caller.VIEWER);
        browser.open("runs/studies.xhtml?study=004");
        browser.waitFor(Duration.ofSeconds(60), By.cssSelector("#studyFindings article[data-finding]"));
        List<WebElement> cards = browser.driver().findElements(By.cssSelector("#studyFindings article[data-finding]"));
        assertEquals(differsFirst(findings), cards.stream().map(card -> card.getDomAttribute("data-finding")).toList(),
                "every finding the API answers, those that differ first, then those the runs cannot tell, then those that hold");
        for (WebElement card : cards) {
            JsonObject finding = findings.stream().filter(f -> f.getString("id").equals(card.getDomAttribute("data-finding"))).findFirst()
                    .orElseThrow();
            String id = finding.getString("id");
            WebElement verdict = card.findElement(By.cssSelector(".finding-head .verdict"));
            assertEquals(finding.getString("verdict"), verdict.getText(), id);
            assertEquals(finding.getString("verdict"), verdict.getDomAttribute("data-verdict"), id);
            assertEquals(finding.getString("says"), text(card, ".says"), id);
            assertEquals(finding.getString("figure"), text(card, ".figure"), id);
            assertEquals(finding.isNull("measured") ? "" : written(finding.getJsonNumber("measured")), text(card, ".measured-value"), id);
            assertEquals(interval(finding), text(card, ".interval"), id);
            assertEquals(finding.getString("published"), text(card, ".published"), id);
            assertEquals(finding.getString("tolerance"), text(card, ".tolerance"), id);
            assertEquals(finding.getString("reason"), text(card, ".why"), id);
            assertEquals(finding.getJsonArray("runs").getValuesAs(JsonNumber.class).stream().map(String::valueOf).toList(),
                    card.findElements(By.cssSelector(".runs a.run-link")).stream().map(WebElement::getText).toList(),
                    id + " links its runs");
            for (JsonObject role : finding.getJsonArray("roles").getValuesAs(JsonObject.class)) {
                List<String> read = role.getJsonArray("runs").getValuesAs(JsonNumber.class).stream().map(String::valueOf).toList();
                String line = role.getString("role")
                        + (role.getString("role").equals(role.getString("preset")) ? "" : " (preset " + role.getString("preset") + ")")
                        + ": "
                        + (role.isNull("group") ? "" : "group " + role.getString("group") + ", ") + (read.size() > 1 ? "runs " : "run ")
                        + String.join(", ", read);
                assertTrue(text(card, ".runs").contains(line), id + " says which runs it read: " + text(card, ".runs"));
            }

            JsonObject published = api.json("studies/004/items/" + id).getJsonObject("published");
            List<WebElement> values = card.findElements(By.cssSelector("dl.published-values dd[data-name]"));
            assertEquals(List.copyOf(published.keySet()), values.stream().map(value -> value.getDomAttribute("data-name")).toList(), id);
            for (WebElement value : values) {
                // textContent: the JSON as written, spaces and all, not as the browser lays it out.
                assertEquals(published.get(value.getDomAttribute("data-name")).toString(),
                        value.findElement(By.tagName("code")).getDomProperty("textContent"), id + " publishes it as the study holds it");
            }
        }
    }

    @Test
    void study004sTablesAndFiguresShowThePublishedValuesAsTheStudyHoldsThemBesideTheApisLabFigures() throws Exception {
        if (api.array("studies/004/findings").getJsonObject(0).getJsonArray("runs").isEmpty()) {
            StudyRuns.reproduceScaled(api, "004", "004-j1");
        }
        List<JsonObject> tables = api.array("studies/004/tables").getValuesAs(JsonObject.class);
        SignInPage.open(browser).signIn(Caller.VIEWER);
        browser.open("runs/studies.xhtml?study=004");
        browser.waitFor(Duration.ofSeconds(60), By.cssSelector("#studyTables section[data-item]"));
        assertLaidOut(browser.driver().findElement(By.id("studyTables")), tables, "the page");

        String report = LabApi.ok(api.get(Caller.VIEWER, "studies/004/report.html"));
        assertFalse(REMOTE_REFERENCE.matcher(report).find(), "the study's report links to nothing outside itself");
        Path file = Files.createTempDirectory("wsslab-study-report").resolve("wsslab-study-004-report.html");
        Files.writeString(file, report, StandardCharsets.UTF_8);
        try (ConsoleBrowser offline = new ConsoleBrowser(true)) {
            ReportPage opened = ReportPage.openStudy(offline, file);
            assertLaidOut(offline.driver().findElement(By.tagName("main")), tables, "the offline report");
            assertEquals(tables.stream().filter(table -> table.getString("kind").equals("figure")).count(), opened.drawnCharts(),
                    "the report draws every figure");
            assertEquals(differsFirst(api.array("studies/004/findings").getValuesAs(JsonObject.class)),
                    offline.driver().findElements(By.cssSelector("tr[data-finding]")).stream()
                            .map(row -> row.getDomAttribute("data-finding"))
                            .toList(),
                    "the report carries the findings, those that differ first");
        }
        JsonObject rtt = tables.stream().filter(t -> t.getString("item").equals("004-rtt-table")).findFirst().orElseThrow();
        assertEquals("3018.31",
                rtt.getJsonArray("rows").getJsonObject(0).getJsonArray("cells").getJsonObject(0).get("published").toString());
    }

    /** The findings' ids as the page orders them: differs, inconclusive, holds, each in the API's order. */
    private static List<String> differsFirst(List<JsonObject> findings) {
        List<String> order = List.of("differs", "inconclusive", "holds");
        return findings.stream().sorted(Comparator.comparingInt(finding -> order.indexOf(finding.getString("verdict"))))
                .map(finding -> finding.getString("id")).toList();
    }

    /** The API's interval as the page writes it, or what the page says where there is none. */
    private static String interval(JsonObject finding) {
        if (finding.isNull("measured")) {
            return "not measured";
        }
        if (finding.isNull("interval")) {
            return "no interval that survives a rerun";
        }
        List<JsonNumber> bounds = finding.getJsonArray("interval").getValuesAs(JsonNumber.class);
        return "[" + written(bounds.get(0)) + ", " + written(bounds.get(1)) + "]";
    }

    /** A number the API gives as the page writes it: in full, no exponent, no trailing zeros, a real minus sign. */
    /** Every table and figure the API answers, in its order, each cell's published value as the study holds it and the lab's as the API gives it. */
    private static void assertLaidOut(WebElement root, List<JsonObject> tables, String where) {
        List<WebElement> sections = root.findElements(By.cssSelector("section[data-item]"));
        assertEquals(tables.stream().map(table -> table.getString("item")).toList(),
                sections.stream().map(section -> section.getDomAttribute("data-item")).toList(),
                where + ": every table and figure, in order");
        for (WebElement section : sections) {
            JsonObject table = tables.stream().filter(t -> t.getString("item").equals(section.getDomAttribute("data-item"))).findFirst()
                    .orElseThrow();
            String item = where + " " + table.getString("item");
            List<JsonObject> rows = table.getJsonArray("rows").getValuesAs(JsonObject.class);
            for (int r = 0; r < rows.size(); r++) {
                List<JsonObject> cells = rows.get(r).getJsonArray("cells").getValuesAs(JsonObject.class);
                for (int c = 0; c < cells.size(); c++) {
                    String at = "tr[data-row='" + r + "'] td[data-column='" + c + "']";
                    JsonObject cell = cells.get(c);
                    assertEquals(cell.isNull("published") ? "" : cell.get("published").toString(),
                            attribute(section.findElement(By.cssSelector(at + ".published")), "data-published"),
                            item + " row " + r + ": published as the study data holds it");
                    WebElement lab = section.findElement(By.cssSelector(at + ".lab"));
                    if (cell.isNull("lab")) {
                        assertEquals("", attribute(lab, "data-lab"), item);
                        assertTrue(lab.getText().contains(cell.getString("why")), item + ": " + lab.getText());
                    } else {
                        assertEquals(written(cell.getJsonNumber("lab")), lab.getDomAttribute("data-lab"),
                                item + " row " + r + ": the API's figure");
                    }
                }
            }
            assertEquals("figure".equals(table.getString("kind")), !section.findElements(By.cssSelector("canvas")).isEmpty(),
                    item + ": a figure is drawn, a table is not");
        }
    }

    /** An attribute's value, "" where absent: Facelets leaves out an attribute whose value is empty, a report writes it empty. */
    private static String attribute(WebElement element, String name) {
        String value = element.getDomAttribute(name);
        return value == null ? "" : value;
    }

    private static String written(JsonNumber number) {
        String plain = BigDecimal.valueOf(number.doubleValue()).stripTrailingZeros().toPlainString();
        return plain.startsWith("-") ? "\u2212" + plain.substring(1) : plain;
    }

    private static String text(WebElement card, String selector) {
        return card.findElement(By.cssSelector(selector)).getText();
    }
}
