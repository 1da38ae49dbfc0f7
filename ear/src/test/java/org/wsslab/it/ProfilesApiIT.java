package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
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
import org.wsslab.profile.entity.ProfileGroup;

/**
 * A cell's profile through the API: refused beside a run and for anything that is not a cell of the
 * run, then recorded in the real server's JVM, its samples grouped so that the groups add up to the
 * total, exported as CSV and in the report, and gone with its run.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class ProfilesApiIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aCellsProfileHoldsSamplesAndItsGroupsAddUpToTheTotal() throws Exception {
        long run;
        api.holdBefore(3);
        try {
            // mutual-certificates under Basic256 only: a profile is of a cell, suite included.
            run = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"suites\": [\"Basic256\"], \"sizes\": [100, 2048],"
                    + " \"calls\": 3, \"warmup\": 2}");
            assertEquals(run, api.awaitHeld(Duration.ofMinutes(3)).getJsonNumber("id").longValue());
            HttpResponse<String> beside = api.call(Caller.OPERATOR, "POST", "runs/" + run + "/profiles",
                    "{\"mechanism\": \"mutual-certificates\", \"suite\": \"Basic256\", \"size\": 100}");
            assertEquals(409, beside.statusCode(), beside.body());
            assertTrue(LabApi.object(beside.body()).getString("error").contains("run " + run + " is RUNNING"), beside.body());
        } finally {
            api.release();
        }
        assertEquals("COMPLETED", api.awaitEnd(run, Duration.ofMinutes(4)).getString("status"));

        refusals(run);

        HttpResponse<String> accepted = api.call(Caller.OPERATOR, "POST", "runs/" + run + "/profiles",
                "{\"mechanism\": \"mutual-certificates\", \"suite\": \"Basic256\", \"size\": 100, \"seconds\": 3}");
        assertEquals(202, accepted.statusCode(), accepted.body());
        JsonObject recording = LabApi.object(accepted.body());
        assertEquals("Basic256", recording.getString("suite"), "the profile is of the cell asked for");
        long id = recording.getJsonNumber("id").longValue();
        assertEquals("RECORDING", recording.getString("status"));
        assertTrue(accepted.headers().firstValue("Location").orElseThrow().endsWith("/runs/" + run + "/profiles/" + id));

        JsonObject profile = api.awaitProfile(run, id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", profile.getString("status"), profile.toString());
        assertEquals(api.run(run).getString("lab"), profile.getString("lab"), "a profile is stamped by the lab that recorded it");
        assertEquals(2, profile.getInt("warmup_calls"), "the run's warm-up");
        assertTrue(profile.getInt("calls") > 0 && profile.getInt("failed_calls") == 0, profile.toString());
        long samples = profile.getJsonNumber("samples").longValue();
        assertTrue(samples > 0, "the recording holds samples: " + profile);
        Map<String, JsonObject> groups = profile.getJsonArray("groups").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(g -> g.getString("group"), g -> g, (a, b) -> a, LinkedHashMap::new));
        assertEquals(List.of("crypto", "xml", "base64", "transport", "lab", "rest"), List.copyOf(groups.keySet()), "every group, in order");
        assertEquals(samples, groups.values().stream().mapToLong(g -> g.getJsonNumber("samples").longValue()).sum(), "the groups add up");
        for (JsonObject group : groups.values()) {
            long count = group.getJsonNumber("samples").longValue();
            assertEquals(count, group.getJsonNumber("client_samples").longValue() + group.getJsonNumber("other_samples").longValue());
            long framed = group.getJsonArray("frames").getValuesAs(JsonObject.class).stream()
                    .mapToLong(f -> f.getJsonNumber("samples").longValue()).sum();
            assertTrue(framed <= count && (count == 0) == group.getJsonArray("frames").isEmpty(), group.toString());
        }
        assertTrue(groups.get("crypto").getJsonNumber("samples").longValue() > 0,
                "two RSA signatures a call show: " + groups.get("crypto"));
        assertTrue(groups.get("xml").getJsonNumber("samples").longValue() > 0, "so does Metro's XML: " + groups.get("xml"));
        assertTrue(groups.get("crypto").getJsonNumber("client_samples").longValue() > 0
                && groups.get("crypto").getJsonNumber("other_samples").longValue() > 0,
                "both sides sign in the one JVM: the calling thread and the endpoint's: " + groups.get("crypto"));

        assertEquals(List.of(profile), api.profiles(run).getValuesAs(JsonObject.class), "the run's profiles, as stored");
        assertCsvAddsUp(run, id, samples);
        String report = LabApi.ok(api.get(Caller.VIEWER, "runs/" + run + "/report.html"));
        assertTrue(report.contains("id=\"profile-" + id + "\""), "the report carries the profile");

        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + run, null).statusCode());
        assertEquals(404, api.get(Caller.VIEWER, "runs/" + run + "/profiles/" + id).statusCode(), "gone with its run");
    }

    private void refusals(long run) throws Exception {
        Map<String, String> cases = new LinkedHashMap<>();
        String cells = "not measured in run " + run + "; its cells are [plain, mutual-certificates/Basic256]";
        cases.put("{\"mechanism\": \"username-symmetric\", \"size\": 100}", cells);
        cases.put("{\"mechanism\": \"mutual-certificates\", \"size\": 100}", cells);
        cases.put("{\"mechanism\": \"mutual-certificates\", \"suite\": \"TripleDes\", \"size\": 100}", cells);
        cases.put("{\"mechanism\": \"mutual-certificates\", \"suite\": \"Basic512\", \"size\": 100}", "not an algorithm suite");
        cases.put("{\"mechanism\": \"mutual-certificates\", \"suite\": 7, \"size\": 100}", "not a suite id");
        cases.put("{\"mechanism\": \"no-such\", \"size\": 100}", "is not a mechanism");
        cases.put("{\"mechanism\": \"plain\", \"size\": 1024}", "its sizes are [100, 2048]");
        cases.put("{\"mechanism\": \"plain\"}", "size: missing");
        cases.put("{\"size\": 100}", "mechanism: missing");
        cases.put("{\"mechanism\": \"plain\", \"size\": 100, \"seconds\": 0}", "from 1 to " + 300 + " seconds");
        cases.put("{\"mechanism\": \"plain\", \"size\": 100, \"seconds\": 301}", "from 1 to " + 300 + " seconds");
        cases.put("{\"mechanism\": \"plain\", \"size\": 100, \"seconds\": 2.5}", "whole number");
        cases.put("{\"mechanism\": 7, \"size\": 100}", "not a mechanism id");
        cases.put("{\"mechanism\": \"plain\", \"size\": 100, \"calls\": 5}", "unknown field 'calls'");
        cases.put("", "the request is empty");
        for (Map.Entry<String, String> bad : cases.entrySet()) {
            HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "runs/" + run + "/profiles", bad.getKey());
            assertEquals(400, response.statusCode(), bad.getKey() + " -> " + response.body());
            String error = LabApi.object(response.body()).getString("error");
            assertTrue(error.contains(bad.getValue()), bad.getKey() + " -> " + error);
        }
        JsonObject fraction = LabApi.object(api.call(Caller.OPERATOR, "POST", "runs/" + run + "/profiles",
                "{\"mechanism\": \"plain\", \"size\": 100, \"seconds\": 2.5}").body());
        assertEquals("seconds: 2.5 is not a whole number", fraction.getString("error"));
        assertEquals("seconds", fraction.getJsonArray("fields").getJsonObject(0).getString("path"), "the refusal names its field");
        JsonObject suite = LabApi.object(api.call(Caller.OPERATOR, "POST", "runs/" + run + "/profiles",
                "{\"mechanism\": \"mutual-certificates\", \"suite\": \"Basic512\", \"size\": 100}").body());
        assertEquals("suite", suite.getJsonArray("fields").getJsonObject(0).getString("path"), suite.toString());
        assertEquals(404,
                api.call(Caller.OPERATOR, "POST", "runs/999999999/profiles", "{\"mechanism\": \"plain\", \"size\": 100}").statusCode());
        assertEquals(403,
                api.call(Caller.VIEWER, "POST", "runs/" + run + "/profiles", "{\"mechanism\": \"plain\", \"size\": 100}").statusCode(),
                "only the operator records profiles");
        assertEquals(0, api.profiles(run).size(), "no refused request left a profile behind");
    }

    private void assertCsvAddsUp(long run, long id, long samples) throws Exception {
        HttpResponse<String> response = api.get(Caller.VIEWER, "runs/" + run + "/profiles/" + id + ".csv");
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/csv"));
        List<CSVRecord> rows = CSVFormat.RFC4180.builder().setCommentMarker('#').setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(response.body())).getRecords();
        List<CSVRecord> groupRows = rows.stream().filter(r -> r.get("frame").isEmpty()).toList();
        assertEquals(ProfileGroup.values().length, groupRows.size());
        assertEquals(Set.of(ProfileGroup.values()).size(), groupRows.stream().map(r -> r.get("group")).distinct().count());
        assertEquals(samples, groupRows.stream().mapToLong(r -> Long.parseLong(r.get("samples"))).sum(), "the CSV's groups add up too");
    }
}
