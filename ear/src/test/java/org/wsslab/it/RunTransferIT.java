package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Runs travel between labs: a run exported and imported again (as a second lab would) has the same
 * calls, summary and environment under a new id, says where it came from, and cannot be resumed
 * here; a file written before a column was added imports with that column empty; a file that is no
 * run, or holds what this lab does not know, is refused and leaves nothing.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class RunTransferIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void anExportedRunImportedAgainHasTheSameCallsSummaryAndEnvironmentAndSaysWhereItCameFrom() throws Exception {
        long original = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 4, \"warmup\": 1}");
        api.awaitEnd(original, Duration.ofMinutes(2));
        String file = LabApi.ok(api.get(Caller.VIEWER, "runs/" + original + "/export"));

        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", file);
        assertEquals(201, imported.statusCode(), imported.body());
        long copy = LabApi.object(imported.body()).getJsonNumber("id").longValue();
        assertTrue(copy != original);
        JsonObject run = api.run(copy);
        assertTrue(run.getString("imported_from").startsWith("run " + original + " of "), run.getString("imported_from"));
        assertEquals(api.run(original).getString("status"), run.getString("status"));

        assertEquals(withoutRunIds(api.summary(original)), withoutRunIds(api.summary(copy)), "the same summary, to the last digit");
        assertEquals(api.samples(original).stream().map(r -> r.toList()).toList(), api.samples(copy).stream().map(r -> r.toList()).toList(),
                "the same calls");
        assertEquals(api.run(original).get("environment"), run.get("environment"), "the same environment");

        JsonObject comparison = api.json("runs/compare?ids=" + original + "," + copy);
        for (JsonObject cell : comparison.getJsonArray("cells").getValuesAs(JsonObject.class)) {
            assertEquals(0.0, LabApi.number(cell, "rtt_delta_pct"), 0.0, "RTT delta of " + cell);
            if (!cell.getString("mechanism").equals("plain")) {
                assertEquals(0.0, LabApi.number(cell, "overhead_delta_pts"), 0.0, "overhead change of " + cell);
            }
        }
        assertEquals(4, comparison.getJsonArray("cells").size(), "every cell is shared");

        HttpResponse<String> resume = api.call(Caller.OPERATOR, "POST", "runs/" + copy + "/resume", null);
        assertEquals(409, resume.statusCode(), "an imported run is not resumed here: " + resume.body());
        assertEquals(403, api.call(Caller.VIEWER, "POST", "runs/import", file).statusCode(), "a viewer imports nothing");
    }

    @Test
    void aFileWrittenBeforeTheLabCountedAllocationImportsWithoutIt() throws Exception {
        long original = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1}");
        api.awaitEnd(original, Duration.ofMinutes(2));
        JsonObject file = LabApi.object(LabApi.ok(api.get(Caller.VIEWER, "runs/" + original + "/export")));
        JsonObject tables = file.getJsonObject("tables");
        var older = Json.createArrayBuilder();
        for (JsonObject sample : tables.getJsonArray("SAMPLE").getValuesAs(JsonObject.class)) {
            assertTrue(sample.containsKey("CLIENT_ALLOC_BYTES") && sample.containsKey("SERVER_ALLOC_BYTES"), sample.toString());
            older.add(Json.createObjectBuilder(sample).remove("CLIENT_ALLOC_BYTES").remove("SERVER_ALLOC_BYTES"));
        }
        String before = Json.createObjectBuilder(file).add("tables", Json.createObjectBuilder(tables).add("SAMPLE", older)).build()
                .toString();

        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", before);
        assertEquals(201, imported.statusCode(), imported.body());
        long copy = LabApi.object(imported.body()).getJsonNumber("id").longValue();
        List<JsonObject> rows = api.summary(copy).getValuesAs(JsonObject.class);
        for (JsonObject row : rows) {
            assertTrue(row.isNull("client_alloc_bytes") && row.isNull("server_alloc_bytes"), "not counted, not made up: " + row);
        }
        for (JsonObject row : api.summary(original).getValuesAs(JsonObject.class)) {
            assertTrue(row.getJsonNumber("client_alloc_bytes").longValue() > 0 && row.getJsonNumber("server_alloc_bytes").longValue() > 0,
                    "the run as measured counted both sides: " + row);
        }
        assertEquals(withoutAllocation(withoutRunIds(api.summary(original))), withoutAllocation(rows), "the rest of the summary as it was");
    }

    @Test
    void aFileThatIsNoRunOrHoldsWhatThisLabDoesNotKnowIsRefusedAndLeavesNothing() throws Exception {
        long original = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1}");
        api.awaitEnd(original, Duration.ofMinutes(2));
        JsonObject file = LabApi.object(LabApi.ok(api.get(Caller.VIEWER, "runs/" + original + "/export")));
        assertFalse(file.containsKey("findings"), "a run that measures what no study's preset measures answers no finding");
        JsonObject tables = file.getJsonObject("tables");
        JsonObject sample = tables.getJsonArray("SAMPLE").getJsonObject(0);

        // Each file, what its refusal says and the fields it names: where in the file the fault is.
        Map<String, List<String>> refused = new LinkedHashMap<>();
        refused.put("not json", List.of("not JSON"));
        refused.put("{\"format\": \"something else\"}", List.of("not a wsslab run", "format"));
        refused.put(Json.createObjectBuilder(file).add("format_version", 2).build().toString(),
                List.of("this lab reads 1", "format_version"));
        refused.put(Json.createObjectBuilder(file)
                .add("tables", Json.createObjectBuilder(tables).add("MOON_PHASE", Json.createArrayBuilder())).build()
                .toString(), List.of("exported by a newer lab", "tables.MOON_PHASE"));
        int added = tables.getJsonArray("SAMPLE").size();
        JsonArray newerSamples = Json.createArrayBuilder(tables.getJsonArray("SAMPLE"))
                .add(Json.createObjectBuilder(sample).add("SEQ", 9_999).add("TIDE_NS", 1)).build();
        refused.put(
                Json.createObjectBuilder(file).add("tables", Json.createObjectBuilder(tables).add("SAMPLE", newerSamples)).build()
                        .toString(),
                List.of("SAMPLE.TIDE_NS is in the file but not in this lab", "tables.SAMPLE[" + added + "].TIDE_NS"));
        JsonArray badValue = Json.createArrayBuilder(tables.getJsonArray("SAMPLE"))
                .add(Json.createObjectBuilder(sample).add("SEQ", 9_998).add("RTT_NS", "fast")).build();
        refused.put(
                Json.createObjectBuilder(file).add("tables", Json.createObjectBuilder(tables).add("SAMPLE", badValue)).build().toString(),
                List.of("SAMPLE.RTT_NS is \"fast\"", "tables.SAMPLE[" + added + "].RTT_NS"));
        JsonObject running = Json.createObjectBuilder(tables.getJsonArray("RUN").getJsonObject(0)).add("STATUS", "RUNNING").build();
        refused.put(Json.createObjectBuilder(file)
                .add("tables", Json.createObjectBuilder(tables).add("RUN", Json.createArrayBuilder().add(running)))
                .build().toString(), List.of("only an ended run", "tables.RUN[0].STATUS"));
        JsonObject badLab = Json.createObjectBuilder(tables.getJsonArray("RUN").getJsonObject(0)).add("LAB", "lab b").build();
        refused.put(Json.createObjectBuilder(file)
                .add("tables", Json.createObjectBuilder(tables).add("RUN", Json.createArrayBuilder().add(badLab)))
                .build().toString(), List.of("a lab name is", "tables.RUN[0].LAB"));

        int before = api.runCount();
        for (Map.Entry<String, List<String>> bad : refused.entrySet()) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "runs/import", bad.getKey());
            assertEquals(400, response.statusCode(), response.body());
            JsonObject error = LabApi.object(response.body());
            assertTrue(error.getString("error").contains(bad.getValue().get(0)), response.body() + " should say: " + bad.getValue().get(0));
            assertEquals(bad.getValue().subList(1, bad.getValue().size()),
                    error.getJsonArray("fields").stream().map(field -> field.asJsonObject().getString("path")).toList(), response.body());
        }
        assertEquals(before, api.runCount(), "a refused import leaves no run behind, not even half of one");
    }

    /** Another lab, of a name new in each test run: the test domain's store keeps the runs of the runs before. */
    private static final String OTHER_LAB = "other-" + Long.toString(System.nanoTime(), 36);

    /**
     * Issue 46: a run keeps the lab that measured it. Exported from another lab (its file's RUN.LAB), it imports as that
     * lab's run, listed under that lab only and compared as that lab's; a file written before labs had names imports
     * as this lab's.
     */
    @Test
    void anImportedRunKeepsTheLabThatMeasuredItAndIsListedAndComparedAsThatLabs() throws Exception {
        long original = api.start("{\"mechanisms\": [\"transport-ssl\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1}");
        api.awaitEnd(original, Duration.ofMinutes(2));
        String here = api.run(original).getString("lab");
        JsonObject file = LabApi.object(LabApi.ok(api.get(Caller.VIEWER, "runs/" + original + "/export")));
        JsonObject tables = file.getJsonObject("tables");
        JsonObject row = tables.getJsonArray("RUN").getJsonObject(0);
        assertEquals(here, row.getString("LAB"), "the file says which lab measured the run");
        assertEquals(here, file.getJsonObject("origin").getString("lab"));
        assertEquals(here, api.run(original).getJsonObject("environment").getJsonArray("segments").getJsonObject(0).getString("lab"),
                "the environment records the lab too");

        String fromOther = Json.createObjectBuilder(file).add("tables", Json.createObjectBuilder(tables)
                .add("RUN", Json.createArrayBuilder().add(Json.createObjectBuilder(row).add("LAB", OTHER_LAB)))).build().toString();
        long theirs = imported(fromOther);
        assertEquals(OTHER_LAB, api.run(theirs).getString("lab"), "an imported run keeps the lab that measured it");

        JsonArray ofOther = api.array("runs?lab=" + OTHER_LAB);
        assertEquals(List.of(theirs), ofOther.getValuesAs(JsonObject.class).stream().map(r -> r.getJsonNumber("id").longValue()).toList());
        List<Long> ofHere = api.array("runs?lab=" + here).getValuesAs(JsonObject.class).stream()
                .peek(r -> assertEquals(here, r.getString("lab"))).map(r -> r.getJsonNumber("id").longValue()).toList();
        assertTrue(ofHere.contains(original) && !ofHere.contains(theirs), ofHere.toString());
        HttpResponse<String> malformed = api.get(Caller.VIEWER, "runs?lab=-nope");
        assertEquals(400, malformed.statusCode(), malformed.body());
        assertEquals("lab", LabApi.object(malformed.body()).getJsonArray("fields").getJsonObject(0).getString("path"), malformed.body());

        List<String> compared = api.json("runs/compare?ids=" + original + "," + theirs).getJsonArray("runs").getValuesAs(JsonObject.class)
                .stream().map(r -> r.getString("lab")).toList();
        assertEquals(List.of(here, OTHER_LAB), compared, "each compared run says its lab");

        JsonObject olderRow = Json.createObjectBuilder(row).remove("LAB").build();
        String older = Json.createObjectBuilder(file).add("origin", Json.createObjectBuilder(file.getJsonObject("origin")).remove("lab"))
                .add("tables", Json.createObjectBuilder(tables).add("RUN", Json.createArrayBuilder().add(olderRow))).build().toString();
        assertEquals(here, api.run(imported(older)).getString("lab"), "a file from before labs had names: this lab's");
    }

    private long imported(String file) throws Exception {
        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", file);
        assertEquals(201, imported.statusCode(), imported.body());
        return LabApi.object(imported.body()).getJsonNumber("id").longValue();
    }

    private static List<JsonObject> withoutAllocation(List<JsonObject> rows) {
        return rows.stream()
                .map(row -> Json.createObjectBuilder(row).remove("run").remove("client_alloc_bytes").remove("server_alloc_bytes")
                        .build())
                .toList();
    }

    /** Summary rows as they compare between two runs: everything but which run they belong to. */
    private static List<JsonObject> withoutRunIds(JsonArray rows) {
        return rows.getValuesAs(JsonObject.class).stream().map(row -> {
            var copy = Json.createObjectBuilder(row);
            row.keySet().stream().filter(k -> k.equals("run")).forEach(copy::remove);
            return copy.build();
        }).toList();
    }
}
