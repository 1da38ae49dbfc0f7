package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.BytesOverPlainCheck;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * A growth run stores its wire sizes along the series (issue 43): probed after the rounds of its first
 * call, every {@code wire_every}-th and its last, for every endpoint, by calls that are none of its
 * measured ones; bytes over plain answers it with its fits, and its file carries the points.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class GrowthWireIT {

    private static final String MODE = "{\"growth\": {\"start\": 1000, \"step\": 1000, \"calls\": 30, \"wire_every\": 10}}";
    /** The sizes of calls 1, 10, 20 and 30 of the series. */
    private static final List<Integer> PROBED = List.of(1_000, 10_000, 20_000, 30_000);
    private static final List<String> MECHANISMS = List.of("encrypt-only", "plain", "sign-only");

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aGrowthRunStoresWireSizesAlongItsSeriesOutsideItsCalls() throws Exception {
        long id = api.start("{\"name\": \"growth wire\", \"mechanisms\": [\"sign-only\", \"encrypt-only\"], \"mode\": " + MODE + "}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject mode = run.getJsonObject("parameters").getJsonObject("mode");
        assertEquals(LabApi.object(MODE), mode, "the mode as asked, wire_every with it");
        assertEquals(90, run.getInt("total"), "30 calls of each of three endpoints");

        // Its measured calls are exactly the series: the probes are no samples.
        Map<String, List<CSVRecord>> calls = api.samples(id).stream().collect(Collectors.groupingBy(s -> s.get("mechanism")));
        assertEquals(MECHANISMS, calls.keySet().stream().sorted().toList());
        List<Integer> series = new ArrayList<>();
        for (int k = 0; k < 30; k++) {
            series.add(1_000 + 1_000 * k);
        }
        for (List<CSVRecord> line : calls.values()) {
            assertEquals(series, line.stream().map(s -> Integer.parseInt(s.get("size"))).sorted().toList(), "one call per size");
        }
        JsonObject growth = api.json("runs/" + id + "/growth");
        Map<String, Long> bytes = new HashMap<>();
        for (JsonObject line : growth.getJsonArray("lines").getValuesAs(JsonObject.class)) {
            String mechanism = line.getString("mechanism");
            assertEquals(30, line.getInt("calls_made"), line.toString());
            List<JsonObject> wire = line.getJsonArray("wire").getValuesAs(JsonObject.class);
            assertEquals(PROBED, wire.stream().map(p -> p.getInt("size")).toList(), mechanism + "'s points: " + line);
            long before = 0;
            for (JsonObject point : wire) {
                long request = point.getJsonNumber("request_bytes").longValue();
                long response = point.getJsonNumber("response_bytes").longValue();
                assertTrue(request > point.getInt("size") && response > point.getInt("size"), "the payload goes each way: " + point);
                assertTrue(request + response > before, mechanism + "'s bytes grow with the size: " + wire);
                before = request + response;
                bytes.put(mechanism + "@" + point.getInt("size"), request + response);
            }
        }
        assertEquals(3 * PROBED.size(), bytes.size(), "every endpoint at every probed size: " + growth);

        JsonObject overPlain = api.json("runs/" + id + "/bytes-over-plain");
        assertEquals(2 * PROBED.size(), overPlain.getJsonArray("cells").size(),
                "two mechanisms at four sizes; plain is the reference: " + overPlain);
        Map<String, Double> slopes = new HashMap<>();
        BytesOverPlainCheck.assertRowsAndFits(overPlain, bytes, PROBED).forEach((mechanism, line) -> slopes.put(mechanism, line[1]));
        // 000 Fig 10 along a series: a signature adds a constant, encryption's base64 a third of the payload each way.
        assertTrue(Math.abs(slopes.get("sign-only")) < 0.05, "sign-only's slope: " + slopes);
        assertTrue(slopes.get("encrypt-only") > 0.2, "encrypt-only's slope: " + slopes);
        assertEquals(2 * PROBED.size(), api.csv("runs/" + id + "/bytes-over-plain.csv").size());

        // The run's file carries its points; one written before them imports with none.
        JsonObject file = LabApi.object(LabApi.ok(api.get(Caller.VIEWER, "runs/" + id + "/export")));
        assertEquals(3 * PROBED.size(), file.getJsonObject("tables").getJsonArray("GROWTH_WIRE").size());
        long copy = imported(file.toString());
        assertEquals(growth.getJsonArray("lines"), api.json("runs/" + copy + "/growth").getJsonArray("lines"), "the same points");
        JsonObject runRow = Json.createObjectBuilder(file.getJsonObject("tables").getJsonArray("RUN").getJsonObject(0))
                .remove("GROWTH_WIRE_EVERY").build();
        JsonObject tables = Json.createObjectBuilder(file.getJsonObject("tables")).remove("GROWTH_WIRE")
                .add("RUN", Json.createArrayBuilder().add(runRow)).build();
        long older = imported(Json.createObjectBuilder(file).add("tables", tables).build().toString());
        assertEquals(1, api.run(older).getJsonObject("parameters").getJsonObject("mode").getJsonObject("growth").getInt("wire_every"),
                "a run stored before wire_every shows the default (30 calls / 20, at least 1)");
        assertEquals(0, api.json("runs/" + older + "/bytes-over-plain").getJsonArray("cells").size(), "no points, none made up");
        for (JsonObject line : api.json("runs/" + older + "/growth").getJsonArray("lines").getValuesAs(JsonObject.class)) {
            assertEquals(0, line.getJsonArray("wire").size(), line.toString());
        }

        // The mode as the run shows it is a request's: posted again, it is accepted. Cancelled after the series'
        // 10th call (planned call 20 of plain and sign-only), it has the points of calls 1 and 10; resumed, it
        // probes call 10's round again (the same points) and goes on to the end.
        long again = api.cancelledBefore(20, "{\"name\": \"growth wire again\", \"mechanisms\": [\"sign-only\"], \"mode\": " + mode + "}");
        assertEquals(mode, api.run(again).getJsonObject("parameters").getJsonObject("mode"));
        assertEquals(Map.of("plain", PROBED.subList(0, 2), "sign-only", PROBED.subList(0, 2)), probedSizes(again));
        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + again + "/resume", null).statusCode());
        assertEquals("COMPLETED", api.awaitEnd(again, Duration.ofMinutes(3)).getString("status"));
        assertEquals(Map.of("plain", PROBED, "sign-only", PROBED), probedSizes(again));
        assertEquals(60, api.samples(again).size(), "the series' calls and no more");
        for (long done : List.of(id, copy, older, again)) {
            assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + done, null).statusCode());
        }
    }

    @Test
    void aProbeRateOutsideTheSeriesIsRefusedAtItsField() throws Exception {
        api.assertRunsRefused(Map.of(
                "{\"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 30, \"wire_every\": 0}}}",
                "mode.growth.wire_every: 0 is not allowed; the wire is probed every 1 to 30 calls of the series",
                "{\"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 30, \"wire_every\": 31}}}",
                "mode.growth.wire_every: 31 is not allowed"));
        HttpResponse<String> refused = api.call(Caller.OPERATOR, "POST", "runs",
                "{\"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 30, \"wire_every\": 40}}}");
        assertEquals("mode.growth.wire_every", LabApi.object(refused.body()).getJsonArray("fields").getJsonObject(0).getString("path"),
                refused.body());
    }

    /** Each mechanism's sizes with a wire point, as the run's growth view gives them (409 while it runs). */
    private Map<String, List<Integer>> probedSizes(long id) throws Exception {
        Map<String, List<Integer>> sizes = new HashMap<>();
        for (JsonObject line : api.json("runs/" + id + "/growth").getJsonArray("lines").getValuesAs(JsonObject.class)) {
            sizes.put(line.getString("mechanism"),
                    line.getJsonArray("wire").getValuesAs(JsonObject.class).stream().map(p -> p.getInt("size")).toList());
        }
        return sizes;
    }

    private long imported(String file) throws Exception {
        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/import", file);
        assertEquals(201, imported.statusCode(), imported.body());
        return LabApi.object(imported.body()).getJsonNumber("id").longValue();
    }
}
