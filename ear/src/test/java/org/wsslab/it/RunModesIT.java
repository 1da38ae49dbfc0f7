package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
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
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Growth and sequences runs through the API: what each stores, call for call, and the views made of
 * it; modes that exclude each other or a run's other fields are refused, nothing stored.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class RunModesIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aGrowthRunStoresOneCallPerSizeTheSizesSteppingExactly() throws Exception {
        long id = api.start("{\"mechanisms\": [\"username-symmetric\"], \"shape\": \"text\","
                + " \"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 40}}}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject growth = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("growth");
        assertEquals(List.of(12, 12, 40), List.of(growth.getInt("start"), growth.getInt("step"), growth.getInt("calls")));
        assertEquals(80, run.getInt("total"), "40 calls for each of plain and username-symmetric");

        Map<String, List<CSVRecord>> byMechanism = api.samples(id).stream().collect(Collectors.groupingBy(s -> s.get("mechanism")));
        assertEquals(List.of("plain", "username-symmetric"), byMechanism.keySet().stream().sorted().toList());
        for (List<CSVRecord> calls : byMechanism.values()) {
            List<Integer> sizes = calls.stream().map(s -> Integer.parseInt(s.get("size"))).sorted().toList();
            List<Integer> expected = new ArrayList<>();
            for (int k = 0; k < 40; k++) {
                expected.add(12 + 12 * k);
            }
            assertEquals(expected, sizes, "one call per size, 12 bytes more each");
            assertTrue(calls.stream().allMatch(s -> s.get("warmup").equals("false") && s.get("error").isEmpty()
                    && s.get("shape").equals("text")), "no warm-up, no failure, text payloads");
            assertEquals(1, calls.stream().filter(s -> s.get("initial").equals("true")).count(), "the port opens once");
        }

        JsonObject view = api.json("runs/" + id + "/growth");
        assertEquals(2, view.getJsonArray("lines").size(), view.toString());
        for (JsonObject line : view.getJsonArray("lines").getValuesAs(JsonObject.class)) {
            assertEquals(40, line.getInt("calls_made"), line.toString());
            // The view's figures, from the stored calls: the minimum of the first ten, the mean of the last ten.
            List<Long> rtts = byMechanism.get(line.getString("mechanism")).stream()
                    .sorted(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.get("size"))))
                    .map(s -> Long.parseLong(s.get("rtt_ns"))).toList();
            double firstMin = rtts.subList(0, 10).stream().mapToLong(Long::longValue).min().orElseThrow() / 1e6;
            double lastMean = rtts.subList(30, 40).stream().mapToLong(Long::longValue).average().orElseThrow() / 1e6;
            assertEquals(firstMin, line.getJsonNumber("first_min_ms").doubleValue(), 1e-9, line.toString());
            assertEquals(lastMean, line.getJsonNumber("last_mean_ms").doubleValue(), 1e-6, line.toString());
            assertEquals(lastMean / firstMin, line.getJsonNumber("growth_factor").doubleValue(), 1e-6, line.toString());
        }
        assertEquals(0, api.summary(id).size(), "no cell of a growth run has calls to summarise");
        assertEquals(409, api.get(Caller.VIEWER, "runs/" + id + "/compare?a=plain&b=username-symmetric").statusCode(),
                "a growth run has no cells to compare");
        assertEquals(409, api.get(Caller.VIEWER, "runs/" + id + "/sequences").statusCode(), "not a sequences run");
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void aSequencesRunStoresEachSequenceTotalAndFirstCallEachOnANewSession() throws Exception {
        long id = api.start("{\"mechanisms\": [\"secure-conversation\", \"sts-issued-token\"], \"sizes\": [100], \"warmup\": 2,"
                + " \"mode\": {\"sequences\": {\"lengths\": [1, 4], \"repeats\": 3}}}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(3 * (2 + 3 * (1 + 4)), run.getInt("total"), "three mechanisms × (warm-up + the sequences' calls)");

        Map<String, CSVRecord> calls = new HashMap<>();
        for (CSVRecord sample : api.samples(id)) {
            calls.put(sample.get("mechanism") + "#" + sample.get("seq"), sample);
        }
        List<CSVRecord> totals = api.csv("runs/" + id + "/sequences.csv");
        assertEquals(3 * 2 * 3, totals.size(), "a total per mechanism, length and repetition");
        for (CSVRecord total : totals) {
            String mechanism = total.get("mechanism");
            int first = Integer.parseInt(total.get("first_seq"));
            int length = Integer.parseInt(total.get("length"));
            assertEquals("0", total.get("failed_calls"), total.toString());
            long sum = 0;
            for (int i = 0; i < length; i++) {
                CSVRecord call = calls.get(mechanism + "#" + (first + i));
                assertNotNull(call, "call " + (first + i) + " of " + total);
                assertEquals(i == 0, Boolean.parseBoolean(call.get("initial")),
                        "only a sequence's first call opens a new port and session: " + call);
                assertFalse(Boolean.parseBoolean(call.get("warmup")), call.toString());
                sum += Long.parseLong(call.get("rtt_ns"));
            }
            assertEquals(sum, Long.parseLong(total.get("total_ns")), "the total adds up its calls: " + total);
            assertEquals(calls.get(mechanism + "#" + first).get("rtt_ns"), total.get("first_ns"), total.toString());
        }

        JsonObject view = api.json("runs/" + id + "/sequences");
        assertEquals(3 * 2, view.getJsonArray("rows").size(), view.toString());
        for (JsonObject row : view.getJsonArray("rows").getValuesAs(JsonObject.class)) {
            assertEquals(3, row.getInt("completed"), row.toString());
            assertTrue(row.getJsonNumber("best_ms").doubleValue() <= row.getJsonNumber("median_ms").doubleValue(), row.toString());
        }
        JsonObject sequences = run.getJsonObject("parameters").getJsonObject("mode").getJsonObject("sequences");
        assertEquals(3, sequences.getInt("repeats"));
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void modesThatCannotRunAreRefusedSayingWhatIsAllowedAndStoreNothing() throws Exception {
        api.assertRunsRefused(Map.of(
                "{\"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 10}, \"sequences\": {\"lengths\": [1], \"repeats\": 1}}}",
                "mode: \"fixed\" (calls per cell, the default), or one of",
                "{\"sizes\": [100], \"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 10}}}",
                "sizes: a growth run takes no sizes",
                "{\"mode\": {\"growth\": {\"start\": 12, \"step\": 12}}}", "mode.growth.calls: give a whole number",
                "{\"shape\": \"books\", \"mode\": {\"growth\": {\"start\": 1, \"step\": 1000, \"calls\": 101}}}",
                "start + step × (calls − 1) is at most 100000 for books",
                "{\"mode\": {\"growth\": {\"start\": 12, \"step\": 12, \"calls\": 10, \"end\": 3}}}", "mode.growth: unknown field 'end'",
                "{\"calls\": 5, \"mode\": {\"sequences\": {\"lengths\": [10], \"repeats\": 2}}}", "calls: a sequences run takes no calls",
                "{\"mode\": {\"sequences\": {\"lengths\": [], \"repeats\": 2}}}", "mode.sequences.lengths: give 1 to 10 sequence lengths",
                "{\"mode\": {\"sequences\": {\"lengths\": [10], \"repeats\": 0}}}", "mode.sequences.repeats: 0 is not allowed",
                "{\"mode\": {\"sequences\": {\"lengths\": [100000, 50000], \"repeats\": 2}}}", "at most 100000"));
    }
}
