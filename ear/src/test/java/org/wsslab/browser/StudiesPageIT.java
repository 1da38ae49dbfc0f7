package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
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
 * reproduce does (held before their second call and cancelled: a study's runs take minutes).
 */
class StudiesPageIT extends BrowserTest {

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
}
