package org.wsslab.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Map;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/** The runs page in a real browser: the new-run form refuses bad input with its reason; a viewer gets no form. */
class RunsPageIT extends BrowserTest {

    private final LabApi api = LabApi.ofTestDomain();

    @Test
    void invalidFormInputIsRefusedOnceBesideItsFieldKeepsWhatWasTypedAndStartsNothing() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunsPage form = RunsPage.open(browser);
        assertTrue(form.ticked("plain") && !form.tickable("plain"), "plain is always measured: ticked, and not to be unticked");
        form.fill("sizes", "100, 2048");
        for (Map.Entry<String, String> bad : Map.of("calls", "from 1 to 100000", "warmup", "not a whole number",
                "precision", "above 0 and at most 50").entrySet()) {
            String field = bad.getKey();
            int before = api.runCount();
            String valid = form.value(field);
            String typed = field.equals("warmup") ? "some" : "0";
            String message = form.fill(field, typed).startRefusedAt(field);
            assertTrue(message.contains(bad.getValue()), field + ": " + message);
            assertEquals(1, form.timesSaid(message), field + ": the refusal is said once, beside its field");
            assertTrue(form.markedInvalid(field), field + " is marked invalid");
            assertEquals(typed, form.value(field), field + ": what was typed stays");
            assertEquals("100, 2048", form.value("sizes"), field + ": the other fields keep what was typed");
            assertEquals(before, api.runCount(), field + " started nothing");
            form.fill(field, valid);
        }
        // A size out of range, then the page opened anew: the session's form still holds it.
        String message = form.fill("sizes", "0").startRefusedAt("sizes");
        assertTrue(message.contains("from 1 to 16777216"), message);
        browser.screenshot("07-new-run-refused");
        assertEquals("0", RunsPage.open(browser).value("sizes"), "the form is kept for the session");
    }

    // --- The runs page read by a person (issue 39): runs first, the form on demand, its mode's fields, every refusal at once. ---

    @Test
    void theRunsAreInSightOnOpeningAndTheFormOpensOnDemand() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunsPage page = RunsPage.open(browser);
        double top = page.topOf(By.id("stored:runs"));
        assertTrue(top < page.windowHeight(), "the runs table's top is in the first window (1440×900): " + top);
        assertFalse(page.shows("sizes"), "the form waits behind its button");
        assertTrue(page.openForm().shows("sizes"), "and opens on demand");
    }

    @Test
    void theFormShowsTheFieldsOfTheChosenModeOnly() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunsPage form = RunsPage.open(browser).mode("fixed");
        assertEquals(List.of(true, true, true, true, true, false, false, false, false), shown(form),
                "fixed: sizes, calls, warm-up, order, precision; no growth, no sequences");
        form.mode("growth");
        assertEquals(List.of(false, false, false, false, false, true, true, false, false), shown(form),
                "growth: its first size, step and calls only (sizes, calls, warm-up and order not used)");
        form.mode("sequences");
        assertEquals(List.of(true, false, true, false, false, false, false, true, true), shown(form),
                "sequences: sizes, warm-up, lengths and repeats (calls and order not used)");
    }

    /** Whether the form shows sizes, calls, warmup, order, precision, growthStart, growthCalls, lengths, repeats. */
    private static List<Boolean> shown(RunsPage form) {
        return Stream.of("sizes", "calls", "warmup", "order", "precision", "growthStart", "growthCalls", "lengths",
                "repeats").map(form::shows).toList();
    }

    @Test
    void fourBadValuesAreRefusedAtOnceEachBesideItsField() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        int before = api.runCount();
        RunsPage form = RunsPage.open(browser).mode("fixed").fill("sizes", "0").fill("calls", "0").fill("warmup", "some")
                .fill("clients", "99");
        Map<String, String> said = form.startRefusedAtAll("sizes", "calls", "warmup", "clients");
        assertEquals(List.of("sizes", "calls", "warmup", "clients"), List.copyOf(said.keySet()), "four refusals at once: " + said);
        assertTrue(said.get("sizes").contains("from 1 to 16777216"), said.get("sizes"));
        assertTrue(said.get("calls").contains("from 1 to 100000"), said.get("calls"));
        assertTrue(said.get("warmup").contains("not a whole number"), said.get("warmup"));
        assertTrue(said.get("clients").contains("from 1 to 32"), said.get("clients"));
        for (String field : said.keySet()) {
            assertTrue(form.markedInvalid(field), field + " is marked invalid");
        }
        assertEquals(before, api.runCount(), "nothing started");
    }

    @Test
    void anImportRefusalIsShownBesideItsButtonWhereTheOperatorIs() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        // A low window: the import, below the runs, is out of the first window and reached by scrolling.
        browser.resize(ConsoleBrowser.WIDTH, 400);
        RunsPage page = RunsPage.open(browser);
        double[] boxes = page.importRefusedWithoutFile();
        assertTrue(page.importMessage().contains("Choose a run file first"), page.importMessage());
        assertTrue(boxes[0] >= 0 && boxes[1] <= 400, "the page did not jump away from the button: " + List.of(boxes[0], boxes[1]));
        assertTrue(boxes[2] >= 0 && boxes[3] <= 400 && Math.abs(boxes[2] - boxes[0]) < 80,
                "the refusal is in sight beside the button: " + List.of(boxes[2], boxes[3]) + " against " + List.of(boxes[0], boxes[1]));
    }

    // --- end of the issue 39 section ---

    @Test
    void aPrecisionRunUnderTwoSuitesStartsFromTheFormWithItsRule() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        // plain (under no suite) and one mechanism offering both suites are all the rule's cells need.
        RunPage page = RunsPage.open(browser).measureOnly("mutual-certificates").fill("sizes", "100").fill("warmup", "1")
                .fill("precision", "50")
                .fill("maxCalls", "12").toggleSuite("Basic256").start();
        JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject rule = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("precision");
        assertEquals(50.0, LabApi.number(rule, "pct"));
        assertEquals(12, rule.getInt("max_calls"));
        assertEquals(12, run.getJsonObject("parameters").getInt("calls"), "the plan holds the most calls a cell may take");
        assertEquals(List.of("Basic128", "Basic256"), run.getJsonObject("parameters").getJsonArray("suites")
                .getValuesAs(jakarta.json.JsonString.class).stream().map(jakarta.json.JsonString::getString).toList());
        Set<String> suites = new java.util.TreeSet<>();
        for (JsonObject row : api.summary(page.id()).getValuesAs(JsonObject.class)) {
            assertTrue(Set.of("precision", "max_calls").contains(row.getString("stop_reason")), "each cell says why it stopped: " + row);
            suites.add(row.isNull("suite") ? "none" : row.getString("suite"));
        }
        assertEquals(Set.of("none", "Basic128", "Basic256"), suites, "cells under both suites ticked, and plain under none");
    }

    @Test
    void aRunOfEmployeeRecordsInTheRequestUnderTwoClientsStartsFromTheFormAndItsPageCountsRecords() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        // Two clients per cell: a mechanism with a session per client (secure-conversation) beside a stateless one.
        RunPage page = RunsPage.open(browser).measureOnly("mutual-certificates", "secure-conversation")
                .shape("employees", "1, 10, 100, 1000, 10000").direction("request")
                .fill("sizes", "3").fill("calls", "2").fill("warmup", "0").fill("clients", "1, 2").start();
        JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(List.of("employees", "request"), List.of(run.getJsonObject("parameters").getString("shape"),
                run.getJsonObject("parameters").getString("direction")));
        assertEquals(List.of(1, 2), run.getJsonObject("parameters").getJsonArray("clients").getValuesAs(JsonNumber.class).stream()
                .map(JsonNumber::intValue).toList());
        page.reload();
        assertEquals("employees, request", page.workload());
        assertEquals(List.of("3 records"), page.sizeHeadings());
        List<String> mechanisms = run.getJsonObject("parameters").getJsonArray("mechanisms").getValuesAs(JsonString.class).stream()
                .map(JsonString::getString).toList();
        assertEquals(Stream.of(1, 2).flatMap(n -> mechanisms.stream().map(m -> m + " × " + n)).toList(),
                page.loadRows(), "every cell under load, by number of clients");
        assertTrue(api.summary(page.id()).getValuesAs(JsonObject.class).stream().allMatch(row -> row.getInt("errors") == 0),
                "every receipt counted the three records");
    }

    @Test
    void aRunStartsFromTheFormOnARegisteredTarget() throws Exception {
        // The lab's own server registered by its address: a target like any other (in-server, by its identity).
        String name = "form-target";
        String registration = "{\"name\": \"" + name + "\", \"host\": \"127.0.0.1\", \"http_port\": "
                + System.getProperty("wsslab.it.httpPort", "28080") + ", \"https_port\": "
                + System.getProperty("wsslab.it.httpsPort", "28081")
                + "}";
        assertEquals(201, api.call(Caller.OPERATOR, "POST", "targets", registration).statusCode());
        try {
            SignInPage.open(browser).signIn(Caller.OPERATOR);
            RunsPage form = RunsPage.open(browser).measureOnly("sign-only");
            assertEquals(List.of("lab", name), form.options("target"), "the lab's own first, then the registered");
            RunPage page = form.choose("target", name).fill("sizes", "100").fill("calls", "2").fill("warmup", "0").start();
            JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            assertEquals(name, run.getJsonObject("parameters").getString("target"));
        } finally {
            api.call(Caller.OPERATOR, "DELETE", "targets/" + name, null);
        }
    }

    @Test
    void aDbReadRunOfBooksStartsFromTheFormAndItsPageNamesTheServiceWork() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunPage page = RunsPage.open(browser).measureOnly("mutual-certificates").shape("books", "1, 10, 100, 1000, 10000")
                .direction("response")
                .serviceWork("db-read").fill("sizes", "2").fill("calls", "2").fill("warmup", "0").start();
        JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals("db-read", run.getJsonObject("parameters").getString("service_work"));
        page.reload();
        assertEquals("books, response, db-read", page.workload());
        assertTrue(api.summary(page.id()).getValuesAs(JsonObject.class).stream()
                .allMatch(row -> row.getInt("errors") == 0 && row.getString("service_work").equals("db-read")),
                "every cell under db-read, every response the database's records");
    }

    @Test
    void growthAndSequencesRunsStartFromTheFormAndTheirPagesShowTheirViews() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunPage growth = RunsPage.open(browser).measureOnly("mutual-certificates").mode("growth").fill("growthStart", "100")
                .fill("growthStep", "50")
                .fill("growthCalls", "12").start();
        JsonObject run = api.awaitEnd(growth.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject series = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("growth");
        assertEquals(List.of(100, 50, 12), List.of(series.getInt("start"), series.getInt("step"), series.getInt("calls")));
        browser.driver().navigate().refresh();
        assertEquals("plain", growth.growthMechanisms().get(0), "the baseline first, then every mechanism");
        assertEquals(run.getJsonObject("parameters").getJsonArray("mechanisms").size(), growth.growthMechanisms().size());

        RunPage sequences = RunsPage.open(browser).measureOnly("mutual-certificates").mode("sequences").fill("sizes", "100")
                .fill("warmup", "0")
                .fill("lengths", "1, 2").fill("repeats", "2").start();
        run = api.awaitEnd(sequences.id(), Duration.ofMinutes(5));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        browser.driver().navigate().refresh();
        List<String> rows = sequences.sequenceRows();
        assertEquals(2 * run.getJsonObject("parameters").getJsonArray("mechanisms").size(), rows.size(), rows.toString());
        assertTrue(rows.containsAll(List.of("plain 1", "plain 2")), rows.toString());
        browser.screenshot("08-sequences-run");
    }

    /** 001 Fig 11 from the form: pairs typed as length×size or length:size make a paired run; a malformed one is refused at its field. */
    @Test
    void aPairedSequencesRunStartsFromTheFormWithExactlyItsPairs() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        int before = api.runCount();
        RunsPage form = RunsPage.open(browser).measureOnly("mutual-certificates").mode("sequences");
        assertTrue(form.shows("pairs"), "a sequences run offers pairs in place of lengths × sizes");
        String message = form.fill("sizes", "100").fill("warmup", "0").fill("repeats", "2").fill("pairs", "3×100, two by 5")
                .startRefusedAt("pairs");
        assertTrue(message.contains("'two by 5' is not a pair"), message);
        assertEquals(1, form.timesSaid(message), "said once, beside its field");
        assertTrue(form.markedInvalid("pairs"));
        assertEquals(before, api.runCount(), "a malformed pair started nothing");

        RunPage page = form.fill("pairs", "3×100, 2:1024").start();
        JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject parameters = run.getJsonObject("parameters");
        assertEquals(LabApi.object("{\"pairs\": [[3, 100], [2, 1024]], \"repeats\": 2}"),
                parameters.getJsonObject("mode").getJsonObject("sequences"), "exactly the pairs typed, in their order");
        assertEquals(List.of(100, 1024), parameters.getJsonArray("sizes").getValuesAs(JsonNumber.class).stream().map(JsonNumber::intValue)
                .toList(), "the pairs' sizes; the sizes field is not sent");
        assertEquals(2 * (3 * 2 + 2 * 2), run.getInt("total"), "two mechanisms × each pair's sequences");
    }

    @Test
    void aRunsNameAndNotesRoundTripThroughFormListApiReportAndTheRunPage() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        String name = "Tuesday baseline <after the JDK update>";
        String notes = "Quiet machine; Basic256 only.\nSecond line & more.";
        RunPage page = RunsPage.open(browser).fill("name", name).fill("notes", notes).fill("sizes", "100").fill("calls", "2")
                .fill("warmup", "0").start();
        long id = page.id();
        api.call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null);
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(2));
        assertEquals(name, run.getString("name"));
        assertEquals(notes, run.getString("notes"));
        assertEquals("Run " + id + " · " + name, browser.driver().findElement(By.tagName("h1")).getText());

        assertEquals(name, RunsPage.open(browser).listedName(id));
        String report = api.get(Caller.VIEWER, "runs/" + id + "/report.html").body();
        assertTrue(report.contains("Tuesday baseline &lt;after the JDK update&gt;") && report.contains("Second line &amp; more."),
                "the report names the run and holds its notes, escaped");

        // Renamed through the API, then noted again on the run's page.
        LabApi.ok(api.call(Caller.OPERATOR, "PATCH", "runs/" + id, "{\"name\": \"renamed\"}"));
        assertEquals(notes, api.run(id).getString("notes"), "a field left out keeps its value");
        page = RunPage.open(browser, id);
        String edited = page.saveLabel("renamed", "noted on the page");
        assertEquals("Run " + id + " · renamed", edited);
        assertEquals("noted on the page", api.run(id).getString("notes"));
        // The field's maxlength keeps a name to 120 characters; the server refuses what a field cannot stop.
        assertEquals("Run " + id + " · renamed", page.saveLabelAsSet("tab\there", "not stored"), "a refused name changes nothing");
        assertTrue(page.labelNameMessage().contains("a line break or control character"),
                "said beside the field: " + page.labelNameMessage());
        assertEquals("noted on the page", api.run(id).getString("notes"));
        assertEquals(400, api.call(Caller.OPERATOR, "PATCH", "runs/" + id, "{\"name\": \"" + "x".repeat(121) + "\"}").statusCode());
        assertEquals(403, api.call(Caller.VIEWER, "PATCH", "runs/" + id, "{\"name\": \"mine\"}").statusCode());
        assertEquals("renamed", api.run(id).getString("name"), "a refused change changes nothing");
    }

    @Test
    void theRunsListSortsFiltersAndShowsTimesInTheReadersZone() throws Exception {
        String tag = Long.toString(System.nanoTime(), 36);
        long alpha = api
                .start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0, \"name\": \"alpha " + tag + "\"}");
        long beta = api.start("{\"mechanisms\": [\"plain\", \"mutual-certificates\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0,"
                + " \"name\": \"beta " + tag + "\"}");
        api.awaitEnd(alpha, Duration.ofMinutes(2));
        api.awaitEnd(beta, Duration.ofMinutes(2));
        browser.timeZone("Asia/Kolkata");
        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunsPage list = RunsPage.open(browser);

        Instant created = Instant.parse(api.run(alpha).getString("created"));
        String local = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").format(created.atZone(ZoneId.of("Asia/Kolkata")));
        assertTrue(list.listedCreated(alpha).startsWith(local), "in the reader's zone, to the second: " + list.listedCreated(alpha)
                + ", created " + created);

        assertEquals(List.of(beta, alpha), list.filter("Name", tag).listedIds(), "newest first, filtered by name");
        assertEquals(List.of(beta), list.filter("Mechanisms", "mutual-certificates").listedIds(), "filtered by mechanism too");
        list.filter("Mechanisms", "").filter("Name", "");
        List<Long> ascending = list.sortBy("Run").listedIds();
        assertEquals(ascending.stream().sorted().toList(), ascending, "sorted by id, ascending");
        List<Long> descending = list.sortBy("Run").listedIds();
        assertEquals(descending.stream().sorted(Comparator.reverseOrder()).toList(), descending, "then descending");
        assertTrue(list.listedIds().size() <= 20, "paged by 20");
        assertTrue(list.filterStatus("COMPLETED").listedStatuses().stream().allMatch("COMPLETED"::equals), "filtered by status");
    }

    /** Issue 46: a run another lab measured (imported with its lab) is listed under that lab, and the lab filter picks it. */
    @Test
    void theRunsListShowsEachRunsLabAndFiltersByLab() throws Exception {
        long mine = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0}");
        api.awaitEnd(mine, Duration.ofMinutes(2));
        String here = api.run(mine).getString("lab");
        JsonObject file = LabApi.object(LabApi.ok(api.get(Caller.VIEWER, "runs/" + mine + "/export")));
        JsonObject tables = file.getJsonObject("tables");
        String fromOther = Json.createObjectBuilder(file).add("tables", Json.createObjectBuilder(tables).add("RUN",
                Json.createArrayBuilder()
                        .add(Json.createObjectBuilder(tables.getJsonArray("RUN").getJsonObject(0)).add("LAB", "page-lab"))))
                .build().toString();
        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", fromOther);
        assertEquals(201, imported.statusCode(), imported.body());
        long theirs = LabApi.object(imported.body()).getJsonNumber("id").longValue();

        SignInPage.open(browser).signIn(Caller.VIEWER);
        RunsPage list = RunsPage.open(browser);
        assertTrue(list.labChoices().containsAll(List.of("", here, "page-lab")), "all, then the labs present: " + list.labChoices());
        assertEquals(List.of(theirs), list.filterLab("page-lab").listedIds(), "only the other lab's run");
        assertEquals(List.of("page-lab"), list.listedLabs());
        List<String> labs = list.filterLab(here).listedLabs();
        assertTrue(!labs.isEmpty() && labs.stream().allMatch(here::equals), labs.toString());
        assertFalse(list.listedIds().contains(theirs));
    }

    // --- Issue 40 from the form: a paired order's rounds, a group of replicates, a warm-up until steady. ---

    @Test
    void aPairedRunInAGroupStartsFromTheFormWithItsRoundsAndIsStoredAsAsked() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        String group = "form " + Long.toString(System.nanoTime(), 36);
        RunsPage form = RunsPage.open(browser).measureOnly("mutual-certificates");
        assertFalse(form.shows("rounds") || form.shows("settle"), "no rounds under the default order, blocks-gc");
        form.choose("order", "rounds");
        assertTrue(form.shows("rounds") && form.shows("settle"), "a paired order shows its rounds and settle calls");
        RunPage page = form.choose("groupKind", "invocations").fill("sizes", "100").fill("calls", "4").fill("warmup", "0")
                .fill("rounds", "2").fill("settle", "1").fill("group", group).start();
        JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject parameters = run.getJsonObject("parameters");
        assertEquals(List.of("rounds", 2, 1, 4), List.of(parameters.getString("order"), parameters.getInt("rounds"),
                parameters.getInt("settle"), parameters.getInt("calls")), parameters.toString());
        assertEquals(group, run.getString("group"));
        assertEquals("invocations", api.json("groups/" + group.replace(" ", "%20")).getString("kind"), "the kind chosen");
    }

    @Test
    void aWarmUpUntilSteadyStartsFromTheFormWithItsRule() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        RunsPage form = RunsPage.open(browser).measureOnly("mutual-certificates").choose("warmupKind", "until-steady");
        assertTrue(!form.shows("warmup") && form.shows("steadyWithin") && form.shows("steadyMax"),
                "until steady: the rule's fields in place of the warm-up calls");
        RunPage page = form.fill("sizes", "100").fill("calls", "2").fill("steadyWithin", "50").fill("steadyWindow", "3")
                .fill("steadyMax", "9").start();
        JsonObject run = api.awaitEnd(page.id(), Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject rule = run.getJsonObject("parameters").getJsonObject("warmup").getJsonObject("until_steady");
        assertEquals(50.0, LabApi.number(rule, "within_pct"));
        assertEquals(List.of(3, 9), List.of(rule.getInt("window"), rule.getInt("max")), rule.toString());
    }

    @Test
    void refusedRoundsSettleWarmUpAndGroupAreEachSaidBesideTheirField() throws Exception {
        SignInPage.open(browser).signIn(Caller.OPERATOR);
        int before = api.runCount();
        RunsPage form = RunsPage.open(browser).measureOnly("mutual-certificates").choose("order", "rounds")
                .choose("warmupKind", "until-steady").fill("sizes", "100").fill("calls", "12").fill("rounds", "20").fill("settle", "2000");
        Map<String, String> said = form.startRefusedAtAll("settle", "rounds", "warmupKind");
        assertEquals(List.of("settle", "rounds", "warmupKind"), List.copyOf(said.keySet()), "three refusals at once: " + said);
        assertTrue(said.get("settle").contains("from 0 to 1000"), said.get("settle"));
        assertTrue(said.get("rounds").contains("at most 12 rounds"), said.get("rounds"));
        assertTrue(said.get("warmupKind").contains("blocks-gc, blocks"), said.get("warmupKind"));
        assertEquals("until-steady", form.value("warmupKind_input"), "the choice stays as made");
        assertTrue(form.markedInvalid("settle") && form.markedInvalid("rounds"));

        // Rounds typed for another order stay in sight, and are refused there.
        form.choose("warmupKind", "calls").fill("settle", "").choose("order", "blocks-gc");
        assertTrue(form.shows("rounds"), "a value typed is never hidden while it is sent");
        assertTrue(form.startRefusedAt("rounds").contains("belongs to the paired orders rounds and rounds-gc"));

        // A group holds runs of one request: a run of another is refused beside the group, when it starts.
        String group = "form " + Long.toString(System.nanoTime(), 36);
        api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0, \"group\": \"" + group + "\"}");
        String message = RunsPage.open(browser).fill("rounds", "").fill("sizes", "200").fill("calls", "1").fill("warmup", "0")
                .fill("group", group).startRefusedAt("group");
        assertTrue(message.contains("holds runs of one request") && message.contains("sizes"), message);
        assertEquals(before + 1, api.runCount(), "only the group's first run, through the API, was started");
    }

    @Test
    void viewerGetsNoNewRunForm() throws Exception {
        RunsPage runs = SignInPage.open(browser).signIn(Caller.VIEWER);
        assertFalse(runs.hasNewRunForm(), "a viewer gets no new-run form");
        browser.screenshot("09-runs-as-viewer");
    }
}
