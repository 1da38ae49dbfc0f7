package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
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
 * A warm-up until steady through the API: each cell's warm-up ends once the medians of its last three
 * windows lie within the rule's % of the one before (read again here from the samples), or at the cap;
 * the summary says how many warm-up calls each cell took, the samples flagged warm-up are exactly those,
 * and the counted calls are the run's calls. Runs that cannot use it are refused.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class SteadyWarmupIT {

    private static final double WITHIN_PCT = 5;
    private static final int WINDOW = 5;
    private static final int MAX = 60;
    private static final int CALLS = 5;

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void eachCellWarmsUpUntilSteadyOrItsCapAndSaysHowLong() throws Exception {
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": " + CALLS
                + ", \"warmup\": {\"until_steady\": {\"within_pct\": " + WITHIN_PCT + ", \"window\": " + WINDOW + ", \"max\": " + MAX
                + "}}, \"name\": \"steady warm-up IT\"}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject rule = run.getJsonObject("parameters").getJsonObject("warmup").getJsonObject("until_steady");
        assertEquals(List.of(WITHIN_PCT, (double) WINDOW, (double) MAX),
                List.of(LabApi.number(rule, "within_pct"), LabApi.number(rule, "window"), LabApi.number(rule, "max")));
        assertEquals(run.getJsonNumber("total").longValue(), run.getJsonNumber("done").longValue(), "every planned call made or skipped");

        Map<String, List<CSVRecord>> cells = api.samples(id).stream()
                .collect(Collectors.groupingBy(r -> r.get("mechanism") + "@" + r.get("size")));
        List<JsonObject> rows = api.summary(id).getValuesAs(JsonObject.class);
        assertEquals(2, rows.size(), "plain and mutual-certificates at 100 B");
        for (JsonObject row : rows) {
            String cell = row.getString("mechanism") + "@" + row.getInt("size");
            int took = row.getInt("warmup_calls");
            boolean steady = row.getBoolean("warmup_steady");
            assertTrue(took >= 3 * WINDOW && took <= MAX, cell + ": " + took + " warm-up calls");
            List<CSVRecord> warmup = cells.get(cell).stream().filter(r -> Boolean.parseBoolean(r.get("warmup")))
                    .sorted(Comparator.comparingInt(r -> Integer.parseInt(r.get("seq")))).toList();
            assertEquals(IntStream.range(0, took).boxed().toList(), warmup.stream().map(r -> Integer.parseInt(r.get("seq"))).toList(),
                    cell + ": the stored warm-up calls are the ones it took, each once");
            List<CSVRecord> counted = cells.get(cell).stream().filter(r -> !Boolean.parseBoolean(r.get("warmup"))).toList();
            assertEquals(IntStream.range(MAX, MAX + CALLS).boxed().toList(),
                    counted.stream().map(r -> Integer.parseInt(r.get("seq"))).sorted().toList(), cell + ": the counted calls unchanged");
            assertEquals(CALLS, row.getInt("n"), cell);
            int steadyAt = steadyAt(warmup);
            if (steady) {
                assertEquals(took, steadyAt, cell + ": steady at the first call the rule holds (read from the samples)");
            } else {
                assertEquals(MAX, took, cell + ": not steady, so at the cap");
                assertEquals(-1, steadyAt, cell + ": the rule never held before the cap");
            }
        }
    }

    /**
     * Cancelled among mutual-certificates' counted calls and resumed: the resumption repeats that cell's
     * warm-up (the block it continues in) until steady again, on fresh ports, then makes only the counted
     * calls not stored; plain's warm-up is not made again, and each cell's record says how its last
     * warm-up ended.
     */
    @Test
    void aResumedRunWarmsUpOnlyTheBlockItContinuesInAndMakesEachCountedCallOnce() throws Exception {
        // Blocks: plain's MAX + CALLS places, then mutual-certificates': place MAX + CALLS + MAX + 2 is its third counted call.
        long id = api.cancelledBefore(2 * MAX + CALLS + 2, "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": "
                + CALLS + ", \"order\": \"blocks\", \"warmup\": {\"until_steady\": {\"within_pct\": " + WITHIN_PCT + ", \"window\": "
                + WINDOW + ", \"max\": " + MAX + "}}}");
        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        assertEquals(resumed.getJsonNumber("total").longValue(), resumed.getJsonNumber("done").longValue());

        Map<String, List<CSVRecord>> cells = api.samples(id).stream()
                .collect(Collectors.groupingBy(r -> r.get("mechanism") + "/" + r.get("segment")));
        Map<String, JsonObject> rows = api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(r -> r.getString("mechanism"), r -> r));
        assertNull(cells.get("plain/1"), "plain's block was done: nothing of it made again");
        List<CSVRecord> again = cells.get("mutual-certificates/1").stream().filter(r -> Boolean.parseBoolean(r.get("warmup")))
                .sorted(Comparator.comparingInt(r -> Integer.parseInt(r.get("seq")))).toList();
        int took = rows.get("mutual-certificates").getInt("warmup_calls");
        assertEquals(IntStream.range(0, took).boxed().toList(), again.stream().map(r -> Integer.parseInt(r.get("seq"))).toList(),
                "the repeated warm-up is the cell's record: " + rows.get("mutual-certificates"));
        assertEquals(rows.get("mutual-certificates").getBoolean("warmup_steady") ? took : -1, steadyAt(again),
                "the repeated warm-up ended once steady, or at the cap");
        List<Integer> counted = api.samples(id).stream().filter(r -> !Boolean.parseBoolean(r.get("warmup")))
                .filter(r -> r.get("mechanism").equals("mutual-certificates")).map(r -> Integer.parseInt(r.get("seq"))).sorted().toList();
        assertEquals(IntStream.range(MAX, MAX + CALLS).boxed().toList(), counted, "each counted call made once, across the cancel");
        assertTrue(cells.get("mutual-certificates/1").stream().filter(r -> !Boolean.parseBoolean(r.get("warmup")))
                .allMatch(r -> Integer.parseInt(r.get("seq")) >= MAX + 2), "after the cancel, only the calls not stored");
    }

    /** The rule read from the samples: the warm-up call (seq + 1) after which three windows of timed calls' medians each lie within the %. */
    private static int steadyAt(List<CSVRecord> warmup) {
        List<Long> timed = new ArrayList<>();
        for (CSVRecord call : warmup) {
            if (Boolean.parseBoolean(call.get("initial")) || !call.get("error").isEmpty()) {
                continue;
            }
            timed.add(Long.parseLong(call.get("rtt_ns")));
            int n = timed.size();
            if (n >= 3 * WINDOW) {
                double a = median(timed.subList(n - 3 * WINDOW, n - 2 * WINDOW));
                double b = median(timed.subList(n - 2 * WINDOW, n - WINDOW));
                double c = median(timed.subList(n - WINDOW, n));
                if (Math.abs(b - a) <= a * WITHIN_PCT / 100 && Math.abs(c - b) <= b * WITHIN_PCT / 100) {
                    return Integer.parseInt(call.get("seq")) + 1;
                }
            }
        }
        return -1;
    }

    private static double median(List<Long> window) {
        long[] sorted = window.stream().mapToLong(Long::longValue).sorted().toArray();
        int m = sorted.length;
        return m % 2 == 1 ? sorted[m / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2.0;
    }

    @Test
    void runsThatCannotUseItAreRefusedWithWhatIsAllowed() throws Exception {
        Map<String, String> cases = new LinkedHashMap<>();
        String rule = "\"warmup\": {\"until_steady\": {}}";
        cases.put("{" + rule + ", \"order\": \"interleaved\"}", "warmup.until_steady: interleaved spreads a cell's warm-up over rounds");
        cases.put("{" + rule + ", \"clients\": [1, 4]}", "warmup.until_steady: under load");
        cases.put("{" + rule + ", \"mode\": {\"growth\": {\"start\": 100, \"step\": 100, \"calls\": 5}}}", "a growth run makes no warm-up");
        cases.put("{\"warmup\": {\"until_steady\": {\"window\": 2}}}", "from 3 to 1000");
        cases.put("{\"warmup\": {\"until_steady\": {\"window\": 10, \"max\": 20}}}", "from 3 × window (30");
        api.assertRunsRefused(cases);
        HttpResponse<String> refused = api.call(Caller.OPERATOR, "POST", "runs", "{\"warmup\": {\"until_steady\": {\"within_pct\": 0}}}");
        assertEquals(400, refused.statusCode(), refused.body());
        assertEquals("warmup.until_steady.within_pct",
                LabApi.object(refused.body()).getJsonArray("fields").getJsonObject(0).getString("path"));
    }
}
