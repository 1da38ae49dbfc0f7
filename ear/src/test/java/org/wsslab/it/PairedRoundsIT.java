package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashSet;
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
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.plan.control.CallOrder;

/**
 * A run in the paired order {@code rounds} through the API: its settle calls stored, flagged and not
 * counted, its summary's paired overheads, and a run cancelled mid-visit and resumed that ends with
 * the plan of an uninterrupted one.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class PairedRoundsIT {

    private static final int WARMUP = 2;
    private static final int CALLS = 6;
    private static final Rounds ROUNDS = new Rounds(3, 2);
    private static final String RUN = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": " + CALLS
            + ", \"warmup\": " + WARMUP + ", \"order\": \"rounds\", \"rounds\": " + ROUNDS.count() + ", \"settle\": " + ROUNDS.settle()
            + "}";
    private static final List<String> MECHANISMS = List.of("plain", "mutual-certificates");
    private static final List<Integer> SIZES = List.of(100, 1024);

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void settleCallsAreStoredFlaggedAndNotCountedAndTheSummaryCarriesThePairedOverhead() throws Exception {
        long id = api.start(RUN);
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        int perCell = WARMUP + ROUNDS.count() * ROUNDS.settle() + CALLS;
        assertEquals(2L * 2 * perCell, run.getJsonNumber("total").longValue(), "the plan counts the settle calls");
        JsonObject parameters = run.getJsonObject("parameters");
        assertEquals(ROUNDS.count(), parameters.getInt("rounds"));
        assertEquals(ROUNDS.settle(), parameters.getInt("settle"));

        List<CSVRecord> samples = api.samples(id);
        assertEquals(2 * 2 * perCell, samples.size(), "every call stored, settle calls too");
        Map<String, List<CSVRecord>> cells = samples.stream().collect(Collectors.groupingBy(r -> r.get("mechanism") + "@" + r.get("size")));
        for (List<CSVRecord> cell : cells.values()) {
            List<CSVRecord> settle = cell.stream().filter(r -> Boolean.parseBoolean(r.get("settle"))).toList();
            assertEquals(ROUNDS.count() * ROUNDS.settle(), settle.size(), "each visit's settle calls: " + cell.get(0).get("mechanism"));
            assertTrue(settle.stream().allMatch(r -> Boolean.parseBoolean(r.get("warmup"))),
                    "a settle call is stored as warm-up, never counted");
            for (int round = 0; round < ROUNDS.count(); round++) {
                String r = String.valueOf(round);
                assertEquals(ROUNDS.share(round, CALLS), cell.stream().filter(s -> r.equals(s.get("round")))
                        .filter(s -> !Boolean.parseBoolean(s.get("warmup"))).count(), "round " + round + "'s counted calls");
            }
            assertEquals(WARMUP, cell.stream().filter(s -> s.get("round").isEmpty()).count(), "the warm-up has no round");
        }

        for (JsonObject row : api.summary(id).getValuesAs(JsonObject.class)) {
            assertEquals(CALLS - initialCalls(samples, row), row.getInt("n"), "only counted calls are in n: " + row);
            assertEquals(ROUNDS.count(), row.getInt("rounds"), "every round gave a ratio: " + row);
            if (row.getString("mechanism").equals("plain")) {
                assertEquals(0.0, row.getJsonNumber("paired_overhead_pct").doubleValue(), "the baseline over itself");
                continue;
            }
            double pct = row.getJsonNumber("paired_overhead_pct").doubleValue();
            assertTrue(row.getJsonNumber("paired_ci_low").doubleValue() <= pct && pct <= row.getJsonNumber("paired_ci_high").doubleValue(),
                    "the interval holds its estimate: " + row);
            assertNotNull(row.get("paired_median_pct"));
        }
    }

    @Test
    void aRunCancelledMidVisitAndResumedEndsWithThePlanOfAnUninterruptedOne() throws Exception {
        // Size 100 B: 2 × 2 warm-up calls, then round 0's first visit: 2 settle calls and 2 counted; held
        // before its second counted call, so the resumption continues mid-visit.
        int heldAt = 2 * WARMUP + ROUNDS.settle() + 1;
        long id;
        api.holdBefore(heldAt);
        try {
            id = api.start(RUN);
            assertEquals(id, api.awaitHeld(Duration.ofMinutes(2)).getJsonNumber("id").longValue());
            assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null).statusCode());
        } finally {
            api.release();
        }
        assertEquals("CANCELLED", api.awaitEnd(id, Duration.ofSeconds(30)).getString("status"));
        assertEquals(heldAt, api.samples(id).size());
        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());

        // The planned calls, each once, in the plan's order; the second segment repeats only warm-up and settle calls first.
        List<CSVRecord> made = api.samples(id).stream().sorted(Comparator.comparing(s -> Instant.parse(s.get("taken")))).toList();
        Set<String> seen = new HashSet<>();
        List<String> firstTime = made.stream().map(s -> s.get("mechanism") + "@" + s.get("size") + "#" + s.get("seq"))
                .filter(seen::add).toList();
        CallOrder plan = CallOrder.paired(Order.ROUNDS, MECHANISMS.stream().map(m -> Mechanism.byId(m).orElseThrow().endpoint()).toList(),
                SIZES, WARMUP, CALLS, ROUNDS, resumed.getJsonObject("environment").getJsonNumber("bootstrap_seed").longValue());
        assertEquals(plan.stream().map(c -> c.endpoint().id() + "@" + c.size() + "#" + c.seq()).toList(), firstTime);
        List<CSVRecord> again = made.stream().filter(s -> s.get("segment").equals("1")).toList();
        List<CSVRecord> repeated = again.subList(0, made.size() - plan.size());
        assertEquals(2 * WARMUP + ROUNDS.settle(), repeated.size(), "the size's warm-up and the visit's settle calls, made again");
        assertTrue(repeated.stream().allMatch(s -> Boolean.parseBoolean(s.get("warmup"))), "nothing counted is made twice");
        assertTrue(Boolean.parseBoolean(repeated.get(repeated.size() - 1).get("settle")), "the visit's settle calls come last");
    }

    @Test
    void roundsWithoutACountedCallEachAreRefusedNamingTheFieldAndNothingIsStored() throws Exception {
        int before = runsStored();
        HttpResponse<String> refused = api.call(Caller.OPERATOR, "POST", "runs",
                "{\"sizes\": [100], \"calls\": 5, \"order\": \"rounds\", \"rounds\": 10}");
        assertEquals(400, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("rounds") && refused.body().contains("give at most 5 rounds"), refused.body());
        HttpResponse<String> settle = api.call(Caller.OPERATOR, "POST", "runs", "{\"sizes\": [100], \"order\": \"blocks\", \"settle\": 3}");
        assertEquals(400, settle.statusCode(), settle.body());
        assertTrue(settle.body().contains("settle belongs to the paired orders"), settle.body());
        assertEquals(before, runsStored(), "nothing stored");
    }

    private int runsStored() throws Exception {
        try (JsonReader list = Json.createReader(new StringReader(api.get(Caller.VIEWER, "runs").body()))) {
            return list.readArray().size();
        }
    }

    /** A cell's initial calls (a port's first) are not counted either: n is its counted calls less those. */
    private static int initialCalls(List<CSVRecord> samples, JsonObject row) {
        return (int) samples.stream().filter(s -> s.get("mechanism").equals(row.getString("mechanism")))
                .filter(s -> s.get("size").equals(String.valueOf(row.getInt("size"))))
                .filter(s -> Boolean.parseBoolean(s.get("initial")) && !Boolean.parseBoolean(s.get("warmup"))).count();
    }
}
