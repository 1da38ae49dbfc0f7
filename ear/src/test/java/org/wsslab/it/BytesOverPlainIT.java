package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.statistics.distribution.TDistribution;
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
 * A small completed run of sign-only and encrypt-only at three sizes: its bytes over plain and the
 * threshold between the two agree with its summary and with "is A cheaper than B", and 000's finding
 * on bytes holds (signing adds a constant, encryption an amount growing with the payload). A short
 * growth run of the two: the threshold along its series pools the paired calls in windows, as worked
 * out again here from its stored calls. On a small run of records returned, 003's alpha and beta per
 * side are the lines through its summary's CPU.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class BytesOverPlainIT {

    private static final List<Integer> SIZES = List.of(100, 1_024, 10_240);
    private static final int GROWTH_CALLS = 60;

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void bytesOverPlainAndTheThresholdAgreeWithTheRunsSummary() throws Exception {
        long id = api.start("{\"mechanisms\": [\"sign-only\", \"encrypt-only\"], \"sizes\": [100, 1024, 10240], \"calls\": 3,"
                + " \"warmup\": 1}");
        assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(3)).getString("status"));
        Map<String, Long> bytes = new HashMap<>();
        for (JsonObject cell : api.summary(id).getValuesAs(JsonObject.class)) {
            bytes.put(cell.getString("mechanism") + "@" + cell.getInt("size"),
                    cell.getJsonNumber("request_bytes").longValue() + cell.getJsonNumber("response_bytes").longValue());
        }

        JsonObject wire = api.json("runs/" + id + "/bytes-over-plain");
        assertEquals("bytes", wire.getString("size_unit"));
        List<JsonObject> cells = wire.getJsonArray("cells").getValuesAs(JsonObject.class);
        assertEquals(6, cells.size(), "two mechanisms at three sizes; plain is the reference: " + wire);
        Map<String, double[]> lines = BytesOverPlainCheck.assertRowsAndFits(wire, bytes, SIZES);
        // 000 Fig 10: a signature adds what it adds whatever the payload; encryption's base64 a third of it each way.
        assertTrue(Math.abs(lines.get("sign-only")[1]) < 0.05, "sign-only's slope: " + lines.get("sign-only")[1]);
        assertTrue(lines.get("encrypt-only")[1] > 0.2, "encrypt-only's slope: " + lines.get("encrypt-only")[1]);
        List<CSVRecord> csv = api.csv("runs/" + id + "/bytes-over-plain.csv");
        assertEquals(6, csv.size());
        assertEquals(cells.get(0).getJsonNumber("bytes_over_plain").longValue(), Long.parseLong(csv.get(0).get("bytes_over_plain")));

        JsonObject threshold = api.json("runs/" + id + "/compare/threshold?a=encrypt-only&b=sign-only&statistic=median");
        List<JsonObject> compared = api.array("runs/" + id + "/compare?a=encrypt-only&b=sign-only&statistic=median")
                .getValuesAs(JsonObject.class);
        List<JsonObject> sizes = threshold.getJsonArray("sizes").getValuesAs(JsonObject.class);
        assertEquals(SIZES, sizes.stream().map(s -> s.getInt("size")).toList());
        for (int i = 0; i < sizes.size(); i++) {
            JsonObject size = sizes.get(i);
            for (String field : List.of("difference_pct", "difference_ci_low", "difference_ci_high")) {
                assertEquals(compared.get(i).getJsonNumber(field).doubleValue(), size.getJsonNumber(field).doubleValue(), 1e-9, field);
            }
            long a = bytes.get("encrypt-only@" + size.getInt("size"));
            long b = bytes.get("sign-only@" + size.getInt("size"));
            assertEquals(a, size.getJsonNumber("a_bytes").longValue());
            assertEquals(a - b, size.getJsonNumber("bytes_difference").longValue());
            assertEquals(side(size, threshold.getJsonNumber("similar_pct").doubleValue()), size.getString("side"), size.toString());
        }
        assertThreshold(threshold.get("bytes_threshold"), sizes, "bytes_difference", "bytes_difference", 0, 0);
        double similar = threshold.getJsonNumber("similar_pct").doubleValue();
        assertThreshold(threshold.get("cost_threshold"), sizes, "difference_ci_low", "difference_ci_high", 100 / (1 + similar / 100) - 100,
                similar);
        List<CSVRecord> thresholds = api.csv("runs/" + id + "/compare/threshold.csv?a=encrypt-only&b=sign-only&statistic=median");
        assertEquals(List.of("cost", "bytes"), thresholds.stream().map(r -> r.get("kind")).toList());

        HttpResponse<String> itself = api.get(Caller.VIEWER, "runs/" + id + "/compare/threshold?a=sign-only&b=sign-only");
        assertEquals(400, itself.statusCode(), itself.body());
        assertEquals("b", LabApi.object(itself.body()).getJsonArray("fields").getJsonObject(0).getString("path"), itself.body());
    }

    @Test
    void aGrowthRunsThresholdPoolsItsPairedCallsInWindows() throws Exception {
        long id = api.start("{\"mechanisms\": [\"sign-only\", \"encrypt-only\"], \"mode\": {\"growth\": {\"start\": 1024,"
                + " \"step\": 1024, \"calls\": " + GROWTH_CALLS + "}}}");
        assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(3)).getString("status"));
        // Each endpoint's round trip by call, from the stored calls (call k carries 1,024 × (k + 1) bytes).
        Map<String, Long[]> rtts = new HashMap<>();
        for (CSVRecord sample : api.samples(id)) {
            Long[] line = rtts.computeIfAbsent(sample.get("mechanism"), m -> new Long[GROWTH_CALLS]);
            if (sample.get("error").isEmpty()) {
                line[Integer.parseInt(sample.get("size")) / 1024 - 1] = Long.parseLong(sample.get("rtt_ns"));
            }
        }

        String asked = "runs/" + id + "/compare/threshold?a=encrypt-only&b=sign-only&window=10";
        JsonObject threshold = api.json(asked);
        assertEquals(List.of("encrypt-only", "sign-only", "mean"), List.of(threshold.getString("a"), threshold.getString("b"),
                threshold.getString("statistic")));
        assertEquals(10, threshold.getInt("window"));
        // Its bytes: encrypt-only's minus sign-only's at each size the series' wire was probed at (request + response, exact),
        // and where that changes sign.
        Map<String, Map<Integer, Long>> probed = new HashMap<>();
        for (JsonObject line : api.json("runs/" + id + "/growth").getJsonArray("lines").getValuesAs(JsonObject.class)) {
            Map<Integer, Long> points = probed.computeIfAbsent(line.getString("mechanism"), m -> new java.util.TreeMap<>());
            line.getJsonArray("wire").getValuesAs(JsonObject.class).forEach(p -> points.put(p.getInt("size"),
                    p.getJsonNumber("request_bytes").longValue() + p.getJsonNumber("response_bytes").longValue()));
        }
        List<JsonObject> differences = probed.get("encrypt-only").entrySet().stream().map(e -> jakarta.json.Json.createObjectBuilder()
                .add("size", e.getKey()).add("d", e.getValue() - probed.get("sign-only").get(e.getKey())).build()).toList();
        assertTrue(differences.size() >= 2, "the series' wire was probed along it: " + probed);
        assertThreshold(threshold.get("bytes_threshold"), differences, "d", "d", 0, 0);
        double similar = threshold.getJsonNumber("similar_pct").doubleValue();
        List<JsonObject> windows = threshold.getJsonArray("windows").getValuesAs(JsonObject.class);
        assertEquals(GROWTH_CALLS / 10, windows.size(), threshold.toString());
        int next = 1;
        for (JsonObject window : windows) {
            // The windows cover the series, ten calls each, in order.
            assertEquals(next, window.getInt("first_call"), window.toString());
            assertEquals(next + 9, window.getInt("last_call"), window.toString());
            assertEquals(1024 * next, window.getInt("first_size"));
            assertEquals(1024 * (next + 9), window.getInt("last_size"));
            assertEquals((1024 * next + 1024 * (next + 9)) / 2, window.getInt("centre_size"));
            // Its difference: the geometric mean of a's call over b's, with a t interval on their logarithms.
            List<Double> logs = new ArrayList<>();
            for (int k = next - 1; k < next + 9; k++) {
                Long a = rtts.get("encrypt-only")[k];
                Long b = rtts.get("sign-only")[k];
                if (a != null && b != null) {
                    logs.add(Math.log((double) a / b));
                }
            }
            assertEquals(logs.size(), window.getInt("calls"), window.toString());
            double mean = logs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            double sd = Math.sqrt(logs.stream().mapToDouble(l -> (l - mean) * (l - mean)).sum() / (logs.size() - 1));
            double half = TDistribution.of(logs.size() - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(logs.size());
            assertEquals((Math.exp(mean) - 1) * 100, window.getJsonNumber("difference_pct").doubleValue(), 1e-9, window.toString());
            assertEquals((Math.exp(mean - half) - 1) * 100, window.getJsonNumber("difference_ci_low").doubleValue(), 1e-9);
            assertEquals((Math.exp(mean + half) - 1) * 100, window.getJsonNumber("difference_ci_high").doubleValue(), 1e-9);
            assertEquals(side(window, similar), window.getString("side"), window.toString());
            next += 10;
        }
        List<JsonObject> atCentres = windows.stream().map(w -> jakarta.json.Json.createObjectBuilder(w)
                .add("size", w.getInt("centre_size")).build()).toList();
        assertThreshold(threshold.get("cost_threshold"), atCentres, "difference_ci_low", "difference_ci_high",
                100 / (1 + similar / 100) - 100, similar);
        List<CSVRecord> csv = api.csv(asked.replace("threshold?", "threshold.csv?"));
        assertEquals(List.of("cost", "bytes"), csv.stream().map(r -> r.get("kind")).toList());

        // The default window: about 50 windows of at least 10 calls, so 10 calls for this series.
        assertEquals(10, api.json("runs/" + id + "/compare/threshold?a=encrypt-only&b=sign-only").getInt("window"));
        for (String refused : List.of("b=encrypt-only", "b=sign-only&window=2", "b=sign-only&window=31", "b=sign-only&window=ten",
                "b=sign-only&statistic=median", "b=mutual-certificates")) {
            HttpResponse<String> answer = api.get(Caller.VIEWER, "runs/" + id + "/compare/threshold?a=encrypt-only&" + refused);
            assertEquals(400, answer.statusCode(), refused + ": " + answer.body());
            String field = refused.contains("window") ? "window" : refused.contains("statistic") ? "statistic" : "b";
            assertEquals(field, LabApi.object(answer.body()).getJsonArray("fields").getJsonObject(0).getString("path"), answer.body());
        }
        assertEquals(409, api.get(Caller.VIEWER, "runs/" + id + "/compare?a=encrypt-only&b=sign-only").statusCode(),
                "a growth run's other comparisons stay refused");
    }

    /**
     * 003's alpha and beta on a small run of records returned: each side's lines are those of the summary's
     * CPU per call against M (plain's, then encrypt-only's over plain's line), worked out again here; the
     * server secures and the client unsecures; refused while the run is held.
     */
    @Test
    void cpuFitsAreTheLinesThroughTheSummarysCpuFigures() throws Exception {
        long id;
        api.holdBefore(1);
        try {
            id = api.start("{\"mechanisms\": [\"encrypt-only\"], \"shape\": \"employees\", \"direction\": \"response\","
                    + " \"sizes\": [10, 100, 250], \"calls\": 4, \"warmup\": 2}");
            assertEquals(id, api.awaitHeld(Duration.ofMinutes(2)).getJsonNumber("id").longValue());
            for (String route : List.of("cpu-fits", "cpu-fits.csv")) {
                HttpResponse<String> running = api.get(Caller.VIEWER, "runs/" + id + "/" + route);
                assertEquals(409, running.statusCode(), running.body());
            }
        } finally {
            api.release();
        }
        assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(3)).getString("status"));
        List<JsonObject> summary = api.summary(id).getValuesAs(JsonObject.class);
        JsonObject fits = api.json("runs/" + id + "/cpu-fits");
        assertEquals("response", fits.getString("direction"));
        List<JsonObject> lines = fits.getJsonArray("fits").getValuesAs(JsonObject.class);
        assertEquals(4, lines.size(), "plain and encrypt-only on each side: " + fits);
        for (String side : List.of("client", "server")) {
            double[] plain = cpuLine(summary, "plain", side, null);
            double[] encrypted = cpuLine(summary, "encrypt-only", side, plain);
            for (JsonObject fit : lines.stream().filter(f -> f.getString("side").equals(side)).toList()) {
                double[] expected = fit.getString("mechanism").equals("plain") ? plain : encrypted;
                assertEquals(side.equals("server") ? "secures" : "unsecures", fit.getString("operation"), fit.toString());
                assertEquals(3, fit.getInt("points"), fit.toString());
                assertEquals(expected[0], fit.getJsonNumber("alpha_ms").doubleValue(), 1e-9 + 1e-6 * Math.abs(expected[0]), fit.toString());
                assertEquals(expected[1], fit.getJsonNumber("beta_ms_per_byte").doubleValue(), 1e-15 + 1e-6 * Math.abs(expected[1]),
                        fit.toString());
            }
        }
        List<CSVRecord> csv = api.csv("runs/" + id + "/cpu-fits.csv");
        assertEquals(lines.stream().map(f -> f.getString("side") + " " + f.getString("mechanism")).toList(),
                csv.stream().map(r -> r.get("side") + " " + r.get("mechanism")).toList());
        assertEquals(lines.get(1).getJsonNumber("alpha_ms").doubleValue(), Double.parseDouble(csv.get(1).get("alpha_ms")), 1e-12);
    }

    /**
     * A side's line of the summary's CPU per call against M (the larger of request and response bytes), less
     * plain's line {@code over} at M where given: {intercept, slope} in ms and ms per byte.
     */
    private static double[] cpuLine(List<JsonObject> summary, String mechanism, String side, double[] over) {
        List<JsonObject> cells = summary.stream().filter(c -> c.getString("mechanism").equals(mechanism)).toList();
        assertEquals(3, cells.size(), mechanism + ": " + summary);
        double[] x = new double[cells.size()];
        double[] y = new double[cells.size()];
        for (int i = 0; i < x.length; i++) {
            JsonObject cell = cells.get(i);
            x[i] = Math.max(cell.getJsonNumber("request_bytes").longValue(), cell.getJsonNumber("response_bytes").longValue());
            y[i] = LabApi.number(cell, side + "_cpu_ms") - (over == null ? 0 : over[0] + over[1] * x[i]);
        }
        return BytesOverPlainCheck.line(x, y);
    }

    /** The threshold's definition (docs/measuring.md), worked out again from the rows the route answers beside it. */
    private static void assertThreshold(JsonValue answered, List<JsonObject> sizes, String lowField, String highField, double lowEdge,
            double highEdge) {
        boolean found = false;
        for (int i = 1; i < sizes.size(); i++) {
            String from = side(sizes.get(i - 1), lowField, highField, lowEdge, highEdge);
            String to = side(sizes.get(i), lowField, highField, lowEdge, highEdge);
            if (!to.equals("same") && !to.equals(from)) {
                JsonObject threshold = answered.asJsonObject();
                assertEquals(sizes.get(i - 1).getInt("size"), threshold.getInt("below"));
                assertEquals(sizes.get(i).getInt("size"), threshold.getInt("above"));
                assertEquals(List.of(from, to), List.of(threshold.getString("from"), threshold.getString("to")));
                String bound = to.equals("higher") ? lowField : highField;
                double edge = to.equals("higher") ? highEdge : lowEdge;
                double before = sizes.get(i - 1).getJsonNumber(bound).doubleValue();
                double t = (edge - before) / (sizes.get(i).getJsonNumber(bound).doubleValue() - before);
                double expected = Math.exp(Math.log(threshold.getInt("below")) + t * Math.log((double) threshold.getInt("above")
                        / threshold.getInt("below")));
                assertEquals(expected, threshold.getJsonNumber("size").doubleValue(), 1e-6 * expected, threshold.toString());
                found = true;
                break;
            }
        }
        if (!found) {
            assertEquals(JsonValue.NULL, answered, "no size leaves the band after lying elsewhere");
        }
    }

    private static String side(JsonObject size, double similarPct) {
        return side(size, "difference_ci_low", "difference_ci_high", 100 / (1 + similarPct / 100) - 100, similarPct);
    }

    private static String side(JsonObject size, String lowField, String highField, double lowEdge, double highEdge) {
        double low = size.getJsonNumber(lowField).doubleValue();
        double high = size.getJsonNumber(highField).doubleValue();
        return low > highEdge ? "higher" : high < lowEdge ? "lower" : "same";
    }
}
