package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
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

/**
 * A run's priming through the API: N unmeasured calls per endpoint and size before each segment. The
 * run stores exactly its planned calls (no priming call among its samples, its ports still opening on
 * their first measured call), each segment's environment records what its priming made, the run's
 * parameters carry it to be posted again, replicates must share it, and a bad one is refused.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class PrimingIT {

    private static final int PRIMING = 4;
    private static final int CALLS = 3;
    private static final int WARMUP = 1;
    private static final String PRIMED = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": " + CALLS
            + ", \"warmup\": " + WARMUP + ", \"order\": \"blocks\", \"priming\": {\"calls\": " + PRIMING + "}}";
    /** Two endpoints (plain with mutual-certificates) at two sizes. */
    private static final int CELLS = 2 * 2;

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aPrimedRunStoresExactlyItsMeasuredCallsAndRecordsItsPriming() throws Exception {
        long id = api.start(PRIMED);
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(PRIMING, run.getJsonObject("parameters").getJsonObject("priming").getInt("calls"), "posted again as it is");

        List<CSVRecord> samples = api.samples(id);
        assertEquals(CELLS * (WARMUP + CALLS), samples.size(), "the plan's calls, no priming call among them");
        Map<String, List<Integer>> seqs = samples.stream().collect(Collectors.groupingBy(s -> s.get("mechanism") + "@" + s.get("size"),
                LinkedHashMap::new, Collectors.mapping(s -> Integer.parseInt(s.get("seq")), Collectors.toList())));
        seqs.forEach((cell, made) -> assertEquals(List.of(0, 1, 2, 3), made.stream().sorted().toList(), cell + ": each planned call once"));
        assertEquals(Set.of("plain", "mutual-certificates"), samples.stream().filter(s -> Boolean.parseBoolean(s.get("initial")))
                .map(s -> s.get("mechanism")).collect(Collectors.toSet()), "the run's own ports open on its first measured calls");
        assertEquals(2, samples.stream().filter(s -> Boolean.parseBoolean(s.get("initial"))).count(), "once each");
        assertTrue(samples.stream().allMatch(s -> s.get("error").isEmpty()), "no call failed");

        JsonObject priming = priming(run, 0);
        assertEquals(PRIMING, priming.getInt("calls_per_endpoint_and_size"));
        assertEquals(PRIMING * CELLS, priming.getInt("calls_made"), "every endpoint at every size, PRIMING times");
        assertEquals(0, priming.getInt("failed"));
        assertTrue(LabApi.number(priming, "seconds") > 0, priming.toString());
    }

    @Test
    void aRunThatAsksForNoPrimingPrimesNothingAndSaysNothingOfIt() throws Exception {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(2));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(JsonValue.NULL, run.getJsonObject("parameters").get("priming"));
        JsonObject segment = api.json("runs/" + id).getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertFalse(segment.containsKey("priming"), segment.toString());
    }

    /** Each resumption primes again before its first measured call (a resumed run may find a restarted server). */
    @Test
    void aResumedRunPrimesAgainBeforeItsNextCall() throws Exception {
        long id = api.cancelledBefore(6, PRIMED);
        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(PRIMING * CELLS, priming(run, 0).getInt("calls_made"));
        assertEquals(PRIMING * CELLS, priming(run, 1).getInt("calls_made"), "the resumption's own priming");
        List<CSVRecord> samples = api.samples(id);
        List<String> counted = samples.stream().filter(s -> !Boolean.parseBoolean(s.get("warmup")))
                .map(s -> s.get("mechanism") + "@" + s.get("size") + "#" + s.get("seq")).toList();
        assertEquals(CELLS * CALLS, Set.copyOf(counted).size(), "every counted call made once: " + counted);
        assertEquals(CELLS * CALLS, counted.size(), "and no other: " + counted);
        assertEquals(CELLS * (WARMUP + CALLS) + WARMUP, samples.size(),
                "the plan's calls and the repeated warm-up of the block it continued in, no priming call");
    }

    @Test
    void primingOutsideItsRangeOrMalformedIsRefusedAndReplicatesMustShareIt() throws Exception {
        api.assertRunsRefused(Map.of(
                "{\"priming\": {\"calls\": 0}}",
                "priming.calls: 0 is not allowed; priming calls per endpoint and size are from 1 to 100000",
                "{\"priming\": {\"calls\": 100001}}", "priming.calls: 100001 is not allowed",
                "{\"priming\": 5}", "priming: {\"calls\": n}",
                "{\"priming\": {\"count\": 5}}", "unknown field 'count'"));
        HttpResponse<String> refused = api.call(Caller.OPERATOR, "POST", "runs", "{\"priming\": {\"calls\": 0}}");
        assertEquals("priming.calls", LabApi.object(refused.body()).getJsonArray("fields").getJsonObject(0).getString("path"));

        String group = "\"group\": \"primed alike " + System.nanoTime() + "\"";
        long first = api.start(PRIMED.replace("}}", "}, " + group + "}"));
        api.awaitEnd(first, Duration.ofMinutes(4));
        api.assertRunsRefused(Map.of(PRIMED.replace("\"priming\": {\"calls\": " + PRIMING + "}", group), "priming"));
    }

    private JsonObject priming(JsonObject ended, int segment) throws Exception {
        return api.json("runs/" + ended.getJsonNumber("id").longValue()).getJsonObject("environment").getJsonArray("segments")
                .getJsonObject(segment).getJsonObject("priming");
    }

}
