package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.floor.entity.Operation;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.statistics.MedianInterval;

/** The runs API as scripts and CI use it: a run end to end, its call order, bad input, roles, cancel and resume. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class RunsApiIT {

    private static final String SMALL_RUN = """
            {"mechanisms": ["mutual-certificates", "username-symmetric"], "sizes": [100, 1024], "calls": 5, "warmup": 2}""";

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void smallRunCompletesAndItsSummaryAgreesWithItsSamples() throws Exception {
        long id = api.start(SMALL_RUN);
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(3L * 2 * 7, run.getJsonNumber("total").longValue());
        assertEquals(run.getJsonNumber("total").longValue(), run.getJsonNumber("done").longValue());
        assertEquals(List.of("plain", "mutual-certificates", "username-symmetric"),
                run.getJsonObject("parameters").getJsonArray("mechanisms").getValuesAs(jakarta.json.JsonString.class)
                        .stream().map(jakarta.json.JsonString::getString).toList(),
                "the baseline is added, first");
        // Stamped by the lab that measured it (issue 46), as its environment says, and listed under that lab.
        String lab = run.getString("lab");
        assertEquals(lab, run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0).getString("lab"));
        assertTrue(api.array("runs?lab=" + lab).getValuesAs(JsonObject.class).stream().anyMatch(r -> r.getJsonNumber("id").longValue() == id
                && lab.equals(r.getString("lab"))), "listed under its lab");
        assertTrue(
                api.array("runs?lab=x" + lab).getValuesAs(JsonObject.class).stream()
                        .noneMatch(r -> r.getJsonNumber("id").longValue() == id),
                "and under no other");

        List<CSVRecord> samples = api.samples(id);
        assertEquals(42, samples.size(), "one row per call");
        Map<String, List<CSVRecord>> cells = samples.stream().collect(Collectors.groupingBy(r -> r.get("mechanism") + "@" + r.get("size")));
        assertEquals(6, cells.size());
        Map<String, Long> initialCalls = new HashMap<>();
        for (CSVRecord sample : samples) {
            assertEquals("", sample.get("error"), "no call failed");
            int seq = Integer.parseInt(sample.get("seq"));
            assertEquals(seq < 2, Boolean.parseBoolean(sample.get("warmup")), "the first two calls of a cell are warm-up");
            if (Boolean.parseBoolean(sample.get("initial"))) {
                initialCalls.merge(sample.get("mechanism"), 1L, Long::sum);
            }
        }
        assertEquals(Map.of("plain", 1L, "mutual-certificates", 1L, "username-symmetric", 1L), initialCalls,
                "each mechanism's port opens once in the run");

        JsonArray summary = api.summary(id);
        assertEquals(6, summary.size());
        for (JsonObject row : summary.getValuesAs(JsonObject.class)) {
            String cell = row.getString("mechanism") + "@" + row.getInt("size");
            long[] counted = cells.get(cell).stream()
                    .filter(r -> !Boolean.parseBoolean(r.get("warmup")) && !Boolean.parseBoolean(r.get("initial")))
                    .mapToLong(r -> Long.parseLong(r.get("rtt_ns"))).sorted().toArray();
            assertEquals(counted.length, row.getInt("n"), cell + ": n leaves out warm-up and initial calls");
            assertEquals(5, counted.length, cell + ": the initial call fell in the warm-up");
            assertEquals(0, row.getInt("errors"));
            assertEquals(Arrays.stream(counted).average().orElseThrow() / 1e6, LabApi.number(row, "mean_ms"), 1e-6, cell + " mean");
            assertEquals(counted[2] / 1e6, LabApi.number(row, "median_ms"), 1e-6, cell + " median of five");
            assertEquals(counted[0] / 1e6, LabApi.number(row, "min_ms"), 1e-6, cell + " min");
            assertEquals(counted[0] / 1e6, LabApi.number(row, "best_ms"), 1e-6, cell + " best");
            assertEquals(counted[4] / 1e6, LabApi.number(row, "max_ms"), 1e-6, cell + " max");
            assertEquals(counted[4] / 1e6, LabApi.number(row, "p99_ms"), counted[4] / 1e6 / 1000 + 1e-6,
                    cell + " p99 (HdrHistogram, 0.1%)");
            boolean opened = cells.get(cell).stream().anyMatch(r -> Boolean.parseBoolean(r.get("initial")));
            assertEquals(opened, LabApi.number(row, "initial_ms") != null, cell + ": initial_ms where a port opened");
            assertTrue(LabApi.number(row, "client_cpu_ms") > 0, cell + " client CPU");
            assertTrue(LabApi.number(row, "request_bytes") > row.getInt("size"), cell + " request bytes: " + row);
            assertTrue(LabApi.number(row, "response_bytes") > row.getInt("size"), cell + " response bytes: " + row);
        }
        Map<String, JsonObject> rows = summary.getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(r -> r.getString("mechanism") + "@" + r.getInt("size"), r -> r));
        for (int size : new int[]{100, 1024}) {
            JsonObject plain = rows.get("plain@" + size);
            assertEquals(0.0, LabApi.number(plain, "overhead_pct"), "plain's overhead over itself");
            assertEquals(0.0, LabApi.number(plain, "overhead_median_pct"));
            for (String mechanism : List.of("mutual-certificates", "username-symmetric")) {
                JsonObject row = rows.get(mechanism + "@" + size);
                double expected = (LabApi.number(row, "mean_ms") - LabApi.number(plain, "mean_ms")) / LabApi.number(plain, "mean_ms") * 100;
                assertEquals(expected, LabApi.number(row, "overhead_pct"), 1e-6, mechanism + "@" + size + " overhead on means");
                assertTrue(LabApi.number(row, "overhead_ci_low") <= LabApi.number(row, "overhead_ci_high"));
                assertTrue(LabApi.number(row, "request_bytes") > LabApi.number(plain, "request_bytes") + 1000,
                        mechanism + " carries its security header: " + row);
            }
        }
        assertEquals(summary, api.summary(id), "the bootstrap is seeded with the run: the same summary twice");
        assertFloor(api.floor(id), rows);

        JsonObject environment = run.getJsonObject("environment");
        JsonObject segment = environment.getJsonArray("segments").getJsonObject(0);
        assertTrue(segment.getString("glassfish_version").contains(" " + System.getProperty("wsslab.it.glassfishVersion") + " "),
                "the pom's glassfish.version: " + segment);
        assertEquals(bundledVersion("org.glassfish.metro/wsit-impl"), segment.getString("metro_version"),
                "Metro/WSIT's own version, not the bundle manifest's (the JAX-WS runtime's)");
        assertEquals(bundledVersion("com.sun.xml.ws/jaxws-rt"), segment.getString("jaxws_runtime_version"));
        assertEquals(3, segment.getJsonArray("mechanisms").size());
        assertEquals(64, segment.getJsonArray("mechanisms").getJsonObject(1).getString("policy_sha256").length());
        assertEquals(environment.getJsonNumber("bootstrap_seed").longValue(), segment.getJsonNumber("bootstrap_seed").longValue());
        assertEquals(6, environment.getJsonArray("cell_load").size());
        assertEquals("lab-keys-1-iteration", segment.getString("keystore_setup"), "bin/domain-setup's default --keys lab");
        assertEquals("peers", segment.getString("trust_setup"), "bin/domain-setup's default --trust peers");
        assertEquals("127.0.0.1", segment.getString("listen_addresses"), "bin/domain-setup's default: loopback only");
        assertTrue(segment.getString("cpus_allowed").matches("[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*"),
                "the CPUs the engine's thread may use, as the kernel lists them: " + segment.getString("cpus_allowed"));
        assertEquals("default", segment.getString("addressing_setup"), "the build's default -Dwsslab.addressing, read from the policies");
        assertEquals(Order.DEFAULT.id(), run.getJsonObject("parameters").getString("order"), "a run that names no order takes the default");
        for (JsonObject cell : environment.getJsonArray("cell_load").getValuesAs(JsonObject.class)) {
            for (String field : List.of("load_start", "load_end", "steal_pct", "other_cpu_pct", "noisy")) {
                assertFalse(cell.isNull(field), field + " read for every cell on Linux: " + cell);
            }
        }
        for (JsonObject row : summary.getValuesAs(JsonObject.class)) {
            assertEquals(JsonValue.ValueType.FALSE == row.get("noisy").getValueType(), row.isNull("noise_reason"),
                    "a noisy row says why, a quiet one has no reason: " + row);
        }
    }

    @Test
    void everyOrderIsStoredAndTheCallsFollowIt() throws Exception {
        List<String> mechanisms = List.of("plain", "mutual-certificates", "transport-ssl");
        List<Integer> sizes = List.of(100, 1024);
        for (Order order : Order.values()) {
            // A paired order's rounds: 3, one counted call each, after a settle call.
            long id = api.start("{\"mechanisms\": [\"mutual-certificates\", \"transport-ssl\"], \"sizes\": [100, 1024], "
                    + "\"calls\": 3, \"warmup\": 1, \"order\": \"" + order.id() + "\""
                    + (order.paired() ? ", \"rounds\": 3, \"settle\": 1" : "")
                    + "}");
            JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
            assertEquals("COMPLETED", run.getString("status"), run.toString());
            assertEquals(order.id(), run.getJsonObject("parameters").getString("order"));
            List<String> made = api.samples(id).stream().sorted(Comparator.comparing(s -> Instant.parse(s.get("taken"))))
                    .map(s -> s.get("mechanism") + "@" + s.get("size") + "#" + s.get("seq")).toList();
            List<Endpoint> endpoints = mechanisms.stream().map(m -> Mechanism.byId(m).orElseThrow().endpoint()).toList();
            CallOrder plan = order.paired()
                    ? CallOrder.paired(order, endpoints, sizes, 1, 3, new Rounds(3, 1),
                            run.getJsonObject("environment").getJsonNumber("bootstrap_seed").longValue())
                    : CallOrder.of(order, endpoints, sizes, 1, 3);
            List<String> planned = plan.stream().map(c -> c.endpoint().id() + "@" + c.size() + "#" + c.seq()).toList();
            assertEquals(planned, made, order.id() + ": the calls in the order they were made (the samples' taken times)");
        }
    }

    /**
     * A precision run: each cell stops the first time its median's interval (over its counted calls, in
     * the order made) is within ±pct%, or at max_calls; a stopped cell makes no more calls, and says why.
     */
    @Test
    void aPrecisionRunStopsEachCellAtItsIntervalOrItsMaximum() throws Exception {
        double pct = 20;
        int max = 40;
        int min = 6;
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"warmup\": 2, \"order\": \"interleaved\","
                + " \"mode\": {\"precision\": {\"pct\": " + pct + ", \"max_calls\": " + max + ", \"min_calls\": " + min + "}}}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject rule = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("precision");
        assertEquals(List.of(pct, (double) max, (double) min), List.of(LabApi.number(rule, "pct"), LabApi.number(rule, "max_calls"),
                LabApi.number(rule, "min_calls")));
        Map<String, List<CSVRecord>> cells = api.samples(id).stream()
                .collect(Collectors.groupingBy(r -> r.get("mechanism") + "@" + r.get("size")));
        MedianInterval interval = new MedianInterval();
        for (JsonObject row : api.summary(id).getValuesAs(JsonObject.class)) {
            String cell = row.getString("mechanism") + "@" + row.getInt("size");
            List<CSVRecord> afterWarmup = cells.get(cell).stream().filter(r -> !Boolean.parseBoolean(r.get("warmup")))
                    .sorted(Comparator.comparingInt(r -> Integer.parseInt(r.get("seq")))).toList();
            long[] counted = afterWarmup.stream().filter(r -> !Boolean.parseBoolean(r.get("initial")) && r.get("error").isEmpty())
                    .mapToLong(r -> Long.parseLong(r.get("rtt_ns"))).toArray();
            Double reached = interval.halfWidthPct(counted);
            switch (row.getString("stop_reason")) {
                case "precision" -> {
                    assertTrue(counted.length >= min && reached <= pct,
                            cell + ": stopped at its interval, " + reached + "% of " + counted.length);
                    Double before = interval.halfWidthPct(Arrays.copyOf(counted, counted.length - 1));
                    assertTrue(counted.length == min || before == null || before > pct,
                            cell + ": not one call later than the interval was reached (" + before + "% a call before)");
                }
                case "max_calls" -> assertEquals(max, afterWarmup.size(), cell + ": stopped at its maximum");
                default -> fail(cell + ": " + row);
            }
            assertEquals(reached, LabApi.number(row, "median_interval_pct"), 1e-9, cell + ": the summary's interval");
        }
    }

    @Test
    void badInputIsRefusedWithWhatIsAllowedAndStoresNothing() throws Exception {
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("{\"mechanisms\": [\"no-such-mechanism\"]}", "mutual-certificates");
        cases.put("{\"mechanisms\": []}", "at least one");
        cases.put("{\"mechanisms\": [\"plain\", \"plain\"]}", "twice");
        cases.put("{\"colour\": \"blue\"}", "unknown field 'colour'");
        cases.put("{\"sizes\": [0]}", "from 1 to 16777216");
        cases.put("{\"sizes\": [-5]}", "from 1 to 16777216");
        cases.put("{\"sizes\": [16777217]}", "from 1 to 16777216");
        cases.put("{\"sizes\": 100}", "must be an array");
        cases.put("{\"calls\": 0}", "from 1 to 100000");
        cases.put("{\"calls\": 100001}", "from 1 to 100000");
        cases.put("{\"calls\": 2.5}", "whole number");
        cases.put("{\"calls\": \"5\"}", "whole number");
        cases.put("{\"warmup\": -1}", "from 0 to");
        cases.put("{\"calls\": 5,", "malformed JSON");
        cases.put("[1, 2]", "JSON object");
        cases.put("{\"order\": \"random\"}", "allowed are " + Order.ids());
        cases.put("{\"order\": 1}", "not a string");
        cases.put("{\"mode\": \"fast\"}", "\"fixed\" (calls per cell, the default), or one of {\"precision\"");
        cases.put("{\"mode\": {\"precision\": {\"pct\": 0}}}", "above 0 and at most 50");
        cases.put("{\"mode\": {\"precision\": {\"pct\": 2, \"min_calls\": 5}}}", "from 6");
        cases.put("{\"mode\": {\"precision\": {\"pct\": 2, \"max_calls\": 8}}}", "from min_calls (10)");
        cases.put("{\"mode\": {\"precision\": {\"pct\": 2, \"speed\": 1}}}", "unknown field 'speed'");
        cases.put("{\"calls\": 5, \"mode\": {\"precision\": {\"pct\": 2}}}", "instead of calls");
        cases.put("{\"name\": \"" + "n".repeat(121) + "\"}", "name: a name is one line of at most 120 characters");
        cases.put("{\"name\": \"two\\nlines\"}", "line break");
        cases.put("{\"notes\": 5}", "notes: 5 is not a string");
        api.assertRunsRefused(cases);
    }

    @Test
    void aRefusalNamesTheFieldsItIsAboutBesideItsUnchangedSentence() throws Exception {
        JsonObject fraction = refused(400, api.call(Caller.OPERATOR, "POST", "runs", "{\"calls\": 2.5}"));
        assertEquals("calls: 2.5 is not a whole number", fraction.getString("error"), "the sentence scripts read");
        assertEquals(List.of("calls"), paths(fraction));
        assertEquals("2.5 is not a whole number", fraction.getJsonArray("fields").getJsonObject(0).getString("message"));

        JsonObject inMode = refused(400, api.call(Caller.OPERATOR, "POST", "runs", "{\"mode\": {\"precision\": {\"pct\": 0}}}"));
        assertEquals(List.of("mode.precision.pct"), paths(inMode));
        assertEquals("mode.precision.pct: 0.0 is not allowed; the interval's half-width is a % of the median above 0 and at most 50",
                inMode.getString("error"));

        JsonObject unknown = refused(400, api.call(Caller.OPERATOR, "POST", "runs", "{\"colour\": \"blue\"}"));
        assertTrue(unknown.getString("error").startsWith("unknown field 'colour'; a run request is a JSON object"), unknown.toString());
        assertEquals(List.of(), paths(unknown), "about the body as a whole");

        JsonObject statistic = refused(400, api.get(Caller.VIEWER, "runs/compare?ids=1,2&statistic=p90"));
        assertEquals("statistic: 'p90' is not allowed here; overheads are on mean or median", statistic.getString("error"));
        assertEquals(List.of("statistic"), paths(statistic), "a query parameter is named like a field");

        JsonObject missing = refused(404, api.get(Caller.VIEWER, "runs/999999999/summary"));
        assertEquals("there is no run 999999999", missing.getString("error"));
        assertEquals(List.of(), paths(missing));
    }

    private static JsonObject refused(int status, HttpResponse<String> response) {
        assertEquals(status, response.statusCode(), response.body());
        return LabApi.object(response.body());
    }

    private static List<String> paths(JsonObject error) {
        return error.getJsonArray("fields").stream().map(field -> field.asJsonObject().getString("path")).toList();
    }

    @Test
    void readingNeedsAConsoleUserAndWritingTheOperator() throws Exception {
        assertEquals(200, api.get(Caller.ANONYMOUS, "mechanisms").statusCode(), "the catalog is open");
        assertEquals(401, api.get(Caller.ANONYMOUS, "runs").statusCode());
        assertEquals(401, api.call(Caller.ANONYMOUS, "POST", "runs", SMALL_RUN).statusCode());
        assertEquals(200, api.get(Caller.VIEWER, "runs").statusCode());
        int before = api.runCount();
        assertEquals(403, api.call(Caller.VIEWER, "POST", "runs", SMALL_RUN).statusCode());
        assertEquals(before, api.runCount(), "the viewer started nothing");

        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 3, \"warmup\": 0}");
        assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(2)).getString("status"));
        assertEquals(403, api.call(Caller.VIEWER, "DELETE", "runs/" + id, null).statusCode());
        assertEquals(403, api.call(Caller.VIEWER, "POST", "runs/" + id + "/cancel", null).statusCode());
        assertEquals(403, api.call(Caller.VIEWER, "POST", "runs/" + id + "/resume", null).statusCode());
        assertEquals(401, api.call(Caller.ANONYMOUS, "DELETE", "runs/" + id, null).statusCode());
        assertEquals(409, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode(),
                "a completed run does not resume");
        assertEquals(409, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null).statusCode());

        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
        HttpResponse<String> gone = api.get(Caller.VIEWER, "runs/" + id);
        assertEquals(404, gone.statusCode());
        assertTrue(LabApi.object(gone.body()).getString("error").contains(String.valueOf(id)));
        assertEquals(404, api.get(Caller.VIEWER, "runs/" + id + "/samples").statusCode(), "its samples went with it");
    }

    @Test
    void theBenchmarksHarnessIsTheOperatorsAndMeasuresWhatItIsAsked() throws Exception {
        assertEquals(401, api.call(Caller.ANONYMOUS, "POST", "harness/gc", null).statusCode());
        assertEquals(403, api.call(Caller.VIEWER, "POST", "harness/gc", null).statusCode());
        JsonObject heap = LabApi.object(api.call(Caller.OPERATOR, "POST", "harness/gc", null).body());
        assertTrue(heap.getJsonNumber("heap_used_bytes").longValue() > 0
                && heap.getJsonNumber("heap_used_bytes").longValue() <= heap.getJsonNumber("heap_max_bytes").longValue(), heap.toString());

        HttpResponse<String> loop = api.call(Caller.OPERATOR, "POST", "harness/bare-loop?size=1024&calls=7&warmup=2", null);
        assertEquals(200, loop.statusCode(), loop.body());
        JsonObject bare = LabApi.object(loop.body());
        assertEquals(7, bare.getInt("n"));
        assertEquals(LabApi.number(bare, "sum_ms") / 7, LabApi.number(bare, "mean_ms"), 1e-9);
        assertTrue(LabApi.number(bare, "median_ms") > 0);
        HttpResponse<String> unknown = api.call(Caller.OPERATOR, "POST", "harness/bare-loop?mechanism=nope&size=100", null);
        assertEquals(400, unknown.statusCode());
        assertTrue(LabApi.object(unknown.body()).getString("error").contains("mutual-certificates"));
        HttpResponse<String> zeroSize = api.call(Caller.OPERATOR, "POST", "harness/bare-loop?size=0", null);
        assertEquals(400, zeroSize.statusCode());
        assertTrue(LabApi.object(zeroSize.body()).getString("error").contains("from 1 to"));

        // The smallest synthetic run: every mechanism at 5 sizes, 100 warm-up calls and 1 counted call each.
        int smallest = Mechanism.all().size() * 5 * 101;
        assertEquals(403, api.call(Caller.VIEWER, "POST", "harness/synthetic-runs?rows=" + smallest, null).statusCode());
        int runsBefore = api.runCount();
        HttpResponse<String> tooFew = api.call(Caller.OPERATOR, "POST", "harness/synthetic-runs?rows=100", null);
        assertEquals(400, tooFew.statusCode(), tooFew.body());
        assertTrue(LabApi.object(tooFew.body()).getString("error").contains("between " + smallest + " and"), tooFew.body());
        assertEquals(runsBefore, api.runCount(), "a refused synthetic run stores nothing");
        HttpResponse<String> synthetic = api.call(Caller.OPERATOR, "POST", "harness/synthetic-runs?rows=" + smallest, null);
        assertEquals(201, synthetic.statusCode(), synthetic.body());
        long syntheticRun = LabApi.object(synthetic.body()).getJsonNumber("run").longValue();
        assertTrue(synthetic.headers().firstValue("Location").orElse("").endsWith("/runs/" + syntheticRun));
        assertEquals(smallest, api.run(syntheticRun).getJsonNumber("done").longValue());
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + syntheticRun, null).statusCode());

        assertEquals(403, api.call(Caller.VIEWER, "PUT", "harness/hold?before=1", null).statusCode(), "only the operator holds runs");
        HttpResponse<String> noCall = api.call(Caller.OPERATOR, "PUT", "harness/hold", null);
        assertEquals(400, noCall.statusCode(), noCall.body());
        assertTrue(LabApi.object(noCall.body()).getString("error").contains("0 or more"), noCall.body());
        assertEquals("OFF", LabApi.object(api.get(Caller.OPERATOR, "harness/hold").body()).getString("state"),
                "never on unless a test arms it");
    }

    /** Before its first call, a run's time left is its plan priced with the paces the latest run stored for its cells. */
    @Test
    void theFirstTimeLeftIsThePlanAtTheLatestStoredPaces() throws Exception {
        long earlier = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"calls\": 5, \"warmup\": 2}");
        assertEquals("COMPLETED", api.awaitEnd(earlier, Duration.ofMinutes(2)).getString("status"));
        double paceMs = 0;
        for (JsonObject row : api.summary(earlier).getValuesAs(JsonObject.class)) {
            paceMs += LabApi.number(row, "pace_ms");
        }
        int calls = 3_000;
        int warmup = 10;
        api.holdBefore(0);
        try {
            long id = api
                    .start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"calls\": " + calls + ", \"warmup\": " + warmup + "}");
            JsonObject held = api.awaitHeld(Duration.ofMinutes(2));
            assertEquals(id, held.getJsonNumber("id").longValue());
            assertEquals(0, held.getJsonNumber("done").longValue());
            double expected = (calls + warmup) * paceMs / 1000;
            assertEquals(expected, held.getJsonNumber("eta_s").doubleValue(), 1.0,
                    "2 cells × " + (calls + warmup) + " calls at the earlier run's paces (" + paceMs + " ms for both): " + held);
            assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null).statusCode());
        } finally {
            api.release();
        }
    }

    @Test
    void cancelledRunResumesToCompletedWithNoCallMissingOrRepeated() throws Exception {
        long id;
        api.holdBefore(300);
        try {
            id = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100, 1024], \"calls\": 400, \"warmup\": 3}");
            JsonObject held = api.awaitHeld(Duration.ofMinutes(2));
            assertEquals(id, held.getJsonNumber("id").longValue(), "the hold holds the run just started");
            assertEquals("RUNNING", held.getString("status"));
            assertEquals(300, held.getJsonNumber("done").longValue(), "held before call 300, its 300 calls stored: " + held);
            assertFalse(held.isNull("eta_s"), "a running run says how long it still needs: " + held);
            assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null).statusCode());
        } finally {
            api.release();
        }
        JsonObject cancelled = api.awaitEnd(id, Duration.ofSeconds(30));
        assertEquals("CANCELLED", cancelled.getString("status"));
        assertEquals(300, cancelled.getJsonNumber("done").longValue(), "cancelled before the call it was held at: " + cancelled);
        assertEquals(300, api.samples(id).size(), "every call made is stored, and no more");

        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        assertEquals(2, resumed.getJsonObject("environment").getJsonArray("segments").size(), "a new environment segment");
        assertPlanCoveredOnce(api.samples(id), List.of("plain", "transport-ssl"), List.of(100, 1024), 3, 400);
    }

    /**
     * A precision run cancelled at a known call and resumed: a cell that had reached its interval
     * before the cancel makes no call after it (not even the repeated warm-up), the others go on from
     * where they were, and each cell stops, across both segments, the first time its interval is
     * within ±pct or at max_calls.
     */
    @Test
    void aResumedPrecisionRunKeepsEachCellsStopAcrossTheCancel() throws Exception {
        double pct = 30;
        int max = 14;
        int min = 6;
        int warmup = 2;
        // Interleaved, two cells of 2 + 14 planned calls each: call 18 is after 7 counted calls of each.
        long id = api.cancelledBefore(18, "{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"warmup\": " + warmup
                + ", \"order\": \"interleaved\", \"mode\": {\"precision\": {\"pct\": " + pct + ", \"max_calls\": " + max
                + ", \"min_calls\": " + min + "}}}");
        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());

        Map<String, List<CSVRecord>> cells = api.samples(id).stream()
                .sorted(Comparator.comparingInt((CSVRecord r) -> Integer.parseInt(r.get("segment")))
                        .thenComparingInt(r -> Integer.parseInt(r.get("seq"))))
                .collect(Collectors.groupingBy(r -> r.get("mechanism"), LinkedHashMap::new, Collectors.toList()));
        assertEquals(Set.of("plain", "transport-ssl"), cells.keySet());
        MedianInterval interval = new MedianInterval();
        Map<String, JsonObject> summary = api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(r -> r.getString("mechanism"), r -> r));
        for (Map.Entry<String, List<CSVRecord>> cell : cells.entrySet()) {
            String name = cell.getKey();
            // Segments are numbered from 0: the calls before the cancel are segment 0, the resumption's 1.
            List<CSVRecord> firstSegment = cell.getValue().stream().filter(r -> r.get("segment").equals("0")).toList();
            boolean stoppedBefore = reachedAt(interval, counted(firstSegment), pct, min) >= 0;
            List<CSVRecord> later = cell.getValue().stream().filter(r -> !r.get("segment").equals("0")).toList();
            if (stoppedBefore) {
                assertEquals(List.of(), later, name + " had reached its interval before the cancel: no call after it");
            }
            long[] counted = counted(cell.getValue());
            int reached = reachedAt(interval, counted, pct, min);
            long afterWarmup = cell.getValue().stream().filter(r -> !Boolean.parseBoolean(r.get("warmup"))).count();
            switch (summary.get(name).getString("stop_reason")) {
                case "precision" -> assertEquals(counted.length, reached, name + ": stopped the first time its interval was reached, "
                        + "across both segments");
                case "max_calls" -> {
                    assertEquals(-1, reached, name + ": never within ±" + pct + "%");
                    assertEquals(max, afterWarmup, name + ": stopped at its maximum, across both segments");
                }
                default -> fail(name + ": " + summary.get(name));
            }
        }
    }

    /** A cell's counted calls in the order made: neither warm-up nor initial, and not failed. */
    private static long[] counted(List<CSVRecord> calls) {
        return calls.stream().filter(r -> !Boolean.parseBoolean(r.get("warmup")) && !Boolean.parseBoolean(r.get("initial"))
                && r.get("error").isEmpty()).mapToLong(r -> Long.parseLong(r.get("rtt_ns"))).toArray();
    }

    /** How many counted calls it took for the median's interval to be within ±pct (at least min), or -1. */
    private static int reachedAt(MedianInterval interval, long[] counted, double pct, int min) {
        for (int n = min; n <= counted.length; n++) {
            Double halfWidth = interval.halfWidthPct(Arrays.copyOf(counted, n));
            if (halfWidth != null && halfWidth <= pct) {
                return n;
            }
        }
        return -1;
    }

    /**
     * The run's floor: every operation priced in the server, each cell's operations read from its probe
     * exchange and priced, the summary's floor_ms their sum, plain's floor nothing.
     */
    private static void assertFloor(JsonObject floor, Map<String, JsonObject> summaryRows) {
        assertEquals(Operation.all().size(), floor.getJsonArray("operations").size(), "every operation is priced: " + floor);
        for (JsonObject operation : floor.getJsonArray("operations").getValuesAs(JsonObject.class)) {
            assertTrue(operation.getJsonArray("timed").getValuesAs(JsonObject.class).stream().allMatch(t -> LabApi.number(t, "ms") > 0),
                    "timed in the server: " + operation);
        }
        for (JsonObject cell : floor.getJsonArray("cells").getValuesAs(JsonObject.class)) {
            String key = cell.getString("mechanism") + "@" + cell.getInt("size");
            double priced = cell.getJsonArray("operations").getValuesAs(JsonObject.class).stream()
                    .mapToDouble(o -> LabApi.number(o, "ms")).sum();
            assertEquals(priced, LabApi.number(cell, "floor_ms"), 1e-9, key + ": the floor is its operations priced");
            assertEquals(LabApi.number(cell, "floor_ms"), LabApi.number(summaryRows.get(key), "floor_ms"), 1e-9, key + " in the summary");
            assertEquals(0, cell.getJsonArray("unpriced").size(), key + ": every algorithm its messages name is priced");
            Map<String, Integer> counts = cell.getJsonArray("operations").getValuesAs(JsonObject.class).stream()
                    .collect(Collectors.toMap(o -> o.getString("operation"), o -> o.getInt("count")));
            switch (cell.getString("mechanism")) {
                case "plain" -> assertEquals(Map.of(), counts, key + ": the baseline does no cryptography");
                case "mutual-certificates" -> {
                    assertEquals(2, counts.get("rsa-sha1-sign"), key + ": one signature each way: " + counts);
                    assertEquals(2, counts.get("rsa-oaep-unwrap"), key + ": one key unwrapped each way: " + counts);
                }
                case "username-symmetric" -> {
                    assertEquals(1, counts.get("rsa-oaep-unwrap"), key + ": one key, wrapped for the service: " + counts);
                    assertEquals(4, counts.get("hmac-sha1"), key + ": each way signed and verified with it: " + counts);
                }
                default -> fail("a mechanism the run did not ask for: " + key);
            }
        }
    }

    /**
     * Every planned call is stored exactly once; the only repeats are warm-up calls of a later
     * segment (a resumed size's repeated warm-up).
     */
    static void assertPlanCoveredOnce(List<CSVRecord> samples, List<String> mechanisms, List<Integer> sizes, int warmup, int calls) {
        Set<String> seen = new HashSet<>();
        List<String> repeats = new ArrayList<>();
        for (CSVRecord sample : samples) {
            String key = sample.get("mechanism") + "@" + sample.get("size") + "#" + sample.get("seq");
            if (!seen.add(key)) {
                repeats.add(key);
                assertTrue(Boolean.parseBoolean(sample.get("warmup")) && Integer.parseInt(sample.get("segment")) > 0,
                        "only a later segment's warm-up repeats a call: " + sample);
            }
            assertEquals("", sample.get("error"), "no call failed: " + sample);
        }
        for (String mechanism : mechanisms) {
            for (int size : sizes) {
                for (int seq = 0; seq < warmup + calls; seq++) {
                    assertTrue(seen.contains(mechanism + "@" + size + "#" + seq),
                            "call " + mechanism + "@" + size + "#" + seq + " is missing");
                }
            }
        }
        assertEquals(mechanisms.size() * sizes.size() * (warmup + calls), seen.size(), "no call outside the plan");
        assertFalse(repeats.size() > mechanisms.size() * warmup, "at most one size's warm-up repeated: " + repeats);
    }

    /** A library's version as the server's Metro bundle (modules/webservices-osgi.jar) carries it in its Maven coordinates. */
    private static String bundledVersion(String coordinates) throws IOException {
        Path bundle = Path.of(System.getProperty("wsslab.it.glassfish"), "glassfish", "modules", "webservices-osgi.jar");
        try (JarFile jar = new JarFile(bundle.toFile())) {
            Properties pom = new Properties();
            try (InputStream in = jar.getInputStream(jar.getEntry("META-INF/maven/" + coordinates + "/pom.properties"))) {
                pom.load(in);
            }
            return pom.getProperty("version");
        }
    }
}
