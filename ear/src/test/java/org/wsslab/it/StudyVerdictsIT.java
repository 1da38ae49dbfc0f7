package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.wsslab.it.support.StudyRuns;

/**
 * The verdicts of the studies' findings (docs/verdicts.md) from real runs: a scaled reproduce of 004 (this
 * suite's one: made here or by the Studies page's test)
 * gives every 004 finding a verdict, read alike for the study, the run and its group; a run with the
 * 004 preset's cells and other counts answers the same findings, scaled; the same run with made-up
 * round trips (exported, changed, imported) comes back with the verdicts the made-up figures force, so
 * "all inconclusive" cannot pass; a run that matches no preset answers an empty list.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class StudyVerdictsIT {

    private static final List<String> FINDINGS_004 = List.of("004-j1", "004-j2", "004-j3", "004-j4", "004-j5", "004-j6", "004-j7");
    private static final Set<String> VERDICTS = Set.of("holds", "differs", "inconclusive");
    /** The 004 preset's cells and sizes with the fewest calls a paired run takes: one counted call a round, no settle calls, a warm-up call (a port's first call is never counted). */
    private static final String SMALL_004 = """
            {"mechanisms": ["endorsing-certificate", "message-auth-ssl", "mutual-certificates", "saml-authorization-ssl",
              "saml-holder-of-key", "saml-sender-vouches", "transport-ssl", "username-symmetric", "username-derived-keys"],
             "sizes": [100, 1024, 10240, 102400, 1048576], "order": "rounds", "rounds": 2, "settle": 0, "calls": 2, "warmup": 1}""";

    private final LabApi api = LabApi.ofTestDomain().patient(Duration.ofMinutes(2));

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aScaledReproduceOf004GivesEveryFindingAVerdictReadAlikeForTheStudyTheRunAndTheGroup() throws Exception {
        JsonObject role = reproduction();
        String group = role.getString("group");
        long run = role.getJsonArray("runs").getJsonNumber(0).longValue();
        assertEquals("COMPLETED", api.run(run).getString("status"));

        JsonArray ofStudy = findings("studies/004/findings");
        assertEquals(FINDINGS_004, ids(ofStudy), "every 004 finding, in the study's order");
        for (JsonObject finding : ofStudy.getValuesAs(JsonObject.class)) {
            String id = finding.getString("id");
            assertTrue(VERDICTS.contains(finding.getString("verdict")), id + ": " + finding.getString("verdict"));
            assertEquals(List.of(run), finding.getJsonArray("runs").getValuesAs(jakarta.json.JsonNumber.class).stream()
                    .map(jakarta.json.JsonNumber::longValue).toList(), id);
            JsonObject read = finding.getJsonArray("roles").getJsonObject(0);
            assertEquals(group, read.getString("group"), id + " reads the reproduce's group");
            assertTrue(read.getBoolean("scaled") && finding.getBoolean("scaled"), id + " says it is scaled");
            assertFalse(finding.getString("tolerance").isBlank(), id);
            assertFalse(finding.getJsonArray("differences").isEmpty(), id + " names the differences of method");
            for (JsonObject claim : finding.getJsonArray("claims").getValuesAs(JsonObject.class)) {
                for (JsonObject check : claim.getJsonArray("checks").getValuesAs(JsonObject.class)) {
                    // A paired run's every check has a figure and an interval across its rounds; only noise may leave it undecided.
                    assertFalse(check.isNull("measured"), id + " measured: " + check);
                    assertFalse(check.isNull("interval"), id + " interval: " + check);
                    assertTrue(check.getString("basis").contains("paired rounds of run " + run), check.getString("basis"));
                }
            }
        }
        assertEquals(verdicts(ofStudy), verdicts(findings("runs/" + run + "/findings")), "the run reads as its study does");
        assertEquals(verdicts(ofStudy), verdicts(findings("groups/" + java.net.URLEncoder.encode(group, "UTF-8")
                .replace("+", "%20") + "/findings")), "and so does its group");
    }

    @Test
    void madeUpRoundTripsForceTheVerdictsTheyMakeUp() throws Exception {
        long small = api.start(SMALL_004);
        assertEquals("COMPLETED", api.awaitEnd(small, Duration.ofMinutes(10)).getString("status"));
        JsonArray answered = findings("runs/" + small + "/findings");
        assertEquals(FINDINGS_004, ids(answered), "a run of the preset's cells with other counts answers its findings");
        answered.getValuesAs(JsonObject.class).forEach(finding -> assertTrue(finding.getBoolean("scaled"), finding.getString("id")));

        // saml-authorization-ssl twice transport-ssl and username-derived-keys three times, call for call; no cell noisy.
        JsonObject file = LabApi.object(LabApi.ok(api.get(Caller.VIEWER, "runs/" + small + "/export")));
        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", madeUp(file).toString());
        assertEquals(201, imported.statusCode(), imported.body());
        long forced = LabApi.object(imported.body()).getJsonNumber("id").longValue();

        Map<String, JsonObject> byId = new HashMap<>();
        findings("runs/" + forced + "/findings").getValuesAs(JsonObject.class).forEach(f -> byId.put(f.getString("id"), f));
        JsonObject similar = byId.get("004-j3");
        assertEquals("differs", similar.getString("verdict"), "auth over SSL is not about transport SSL at 2×: " + similar);
        assertEquals(2.0, similar.getJsonNumber("measured").doubleValue(), 1e-9);
        assertEquals(List.of(2.0, 2.0), interval(similar), "every round's ratio is 2: no spread");
        JsonObject ordering = byId.get("004-j5");
        assertEquals("holds", ordering.getString("verdict"), "derived keys dearer than transport SSL at 3×: " + ordering);
        assertEquals(3.0, ordering.getJsonNumber("measured").doubleValue(), 1e-9);
    }

    @Test
    void aRunThatMatchesNoPresetAnswersAnEmptyListAndAnUnknownRunIsRefused() throws Exception {
        long other = api.start("{\"mechanisms\": [\"sign-only\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        assertEquals("COMPLETED", api.awaitEnd(other, Duration.ofMinutes(5)).getString("status"));
        assertEquals(0, findings("runs/" + other + "/findings").size());
        HttpResponse<String> unknown = api.get(Caller.VIEWER, "runs/987654321/findings");
        assertEquals(404, unknown.statusCode(), unknown.body());
        assertEquals(401, api.get(Caller.ANONYMOUS, "runs/" + other + "/findings").statusCode(),
                "findings are read by the console's users");
    }

    /** The exported run with saml-authorization-ssl's round trips 2× and username-derived-keys' 3× transport-ssl's, no cell noisy. */
    private static JsonObject madeUp(JsonObject file) {
        JsonObject tables = file.getJsonObject("tables");
        Map<String, Long> transport = new HashMap<>();
        tables.getJsonArray("SAMPLE").getValuesAs(JsonObject.class).stream()
                .filter(row -> row.getString("MECHANISM").equals("transport-ssl"))
                .forEach(row -> transport.put(row.getInt("SIZE_BYTES") + "/" + row.getInt("SEQ"), row.getJsonNumber("RTT_NS").longValue()));
        var samples = Json.createArrayBuilder();
        for (JsonObject row : tables.getJsonArray("SAMPLE").getValuesAs(JsonObject.class)) {
            int factor = switch (row.getString("MECHANISM")) {
                case "saml-authorization-ssl" -> 2;
                case "username-derived-keys" -> 3;
                default -> 0;
            };
            Long base = transport.get(row.getInt("SIZE_BYTES") + "/" + row.getInt("SEQ"));
            samples.add(factor == 0 || base == null ? row : Json.createObjectBuilder(row).add("RTT_NS", factor * base).build());
        }
        var cells = Json.createArrayBuilder();
        tables.getJsonArray("CELL").getValuesAs(JsonObject.class)
                .forEach(cell -> cells.add(Json.createObjectBuilder(cell).add("NOISY", false).addNull("NOISE_REASON")));
        JsonObjectBuilder changed = Json.createObjectBuilder(tables).add("SAMPLE", samples).add("CELL", cells);
        return Json.createObjectBuilder(file).add("tables", changed).build();
    }

    @Test
    void the004TablesShowThePublishedValuesAsGivenBesideTheReproductionsOwnFigures() throws Exception {
        long run = reproduction().getJsonArray("runs").getJsonNumber(0).longValue();
        JsonObject table = api.json("studies/004/items/004-rtt-table/table");
        JsonArray given = api.json("studies/004/items/004-rtt-table").getJsonObject("published").getJsonArray("average_rtt_ms");
        JsonArray rows = table.getJsonArray("rows");
        assertEquals(given.size(), rows.size(), "a row per average the study's text gives");
        Map<String, JsonObject> summary = new HashMap<>();
        api.summary(run).getValuesAs(JsonObject.class)
                .forEach(cell -> summary.put(cell.getString("mechanism") + "@" + cell.getInt("size"), cell));
        for (int i = 0; i < rows.size(); i++) {
            JsonObject entry = given.getJsonObject(i);
            JsonObject cell = rows.getJsonObject(i).getJsonArray("cells").getJsonObject(0);
            assertEquals(entry.getJsonNumber("ms"), cell.getJsonNumber("published"), "published exactly as the study data holds it");
            assertEquals(entry.getString("mechanism"), cell.getString("cell"));
            double mean = summary.get(entry.getString("mechanism") + "@" + entry.getInt("size")).getJsonNumber("mean_ms").doubleValue();
            assertEquals(mean, cell.getJsonNumber("lab").doubleValue(), 0.001 * mean + 0.01, "the run's own mean at " + entry);
            assertTrue(cell.getJsonNumber("times_plain").doubleValue() > 0, entry.toString());
            assertEquals(2, cell.getJsonArray("times_plain_interval").size(), "paired rounds: an interval that survives a rerun");
        }
        assertEquals(List.of(run),
                table.getJsonArray("roles").getJsonObject(0).getJsonArray("runs").getValuesAs(jakarta.json.JsonNumber.class)
                        .stream().map(jakarta.json.JsonNumber::longValue).toList());
        assertTrue(table.getBoolean("scaled"));

        JsonObject increments = api.json("studies/004/items/004-increment-table/table");
        JsonObject hok = increments.getJsonArray("rows").getJsonObject(0).getJsonArray("cells").getJsonObject(0);
        assertEquals("%", increments.getJsonArray("columns").getJsonObject(0).getString("unit"));
        assertEquals(163, hok.getJsonNumber("published").intValue());
        assertEquals((hok.getJsonNumber("times_plain").doubleValue() - 1) * 100, hok.getJsonNumber("lab").doubleValue(),
                0.01 * Math.abs(hok.getJsonNumber("lab").doubleValue()) + 0.1, "an increase over plain is the multiple of plain in %");

        JsonArray all = api.array("studies/004/tables");
        assertTrue(all.getValuesAs(JsonObject.class).stream().anyMatch(t -> t.getString("item").equals("004-fig-2")
                && t.getString("kind").equals("figure")), "the figures too");
        assertEquals(404, api.get(Caller.VIEWER, "studies/004/items/004-j1/table").statusCode(), "a finding has no layout");
        assertEquals(401, api.get(Caller.ANONYMOUS, "studies/004/tables").statusCode());
    }

    /** The suite's one scaled reproduction of 004, its first role: the Studies page's test may have made it already (its runs take minutes). */
    private JsonObject reproduction() throws Exception {
        JsonObject earlier = findings("studies/004/findings").getJsonObject(0).getJsonArray("roles").stream().findFirst()
                .map(JsonValue::asJsonObject).orElse(null);
        return earlier != null ? earlier : StudyRuns.reproduceScaled(api, "004", "004-j1").getJsonArray("groups").getJsonObject(0);
    }

    private JsonArray findings(String path) throws Exception {
        return Json.createReader(new StringReader(LabApi.ok(api.get(Caller.VIEWER, path)))).readArray();
    }

    private static List<String> ids(JsonArray findings) {
        return findings.getValuesAs(JsonObject.class).stream().map(f -> f.getString("id")).toList();
    }

    private static Map<String, String> verdicts(JsonArray findings) {
        Map<String, String> verdicts = new HashMap<>();
        findings.getValuesAs(JsonObject.class).forEach(f -> verdicts.put(f.getString("id"), f.getString("verdict")));
        return verdicts;
    }

    private static List<Double> interval(JsonObject finding) {
        JsonValue interval = finding.get("interval");
        assertNotNull(interval);
        return interval.asJsonArray().getValuesAs(jakarta.json.JsonNumber.class).stream().map(jakarta.json.JsonNumber::doubleValue)
                .toList();
    }
}
