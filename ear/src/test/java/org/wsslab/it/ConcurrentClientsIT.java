package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
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
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Concurrent clients: a cell's client threads really call at once, every planned call is stored once,
 * and each cell under load reports throughput and CPU per side; a run that names no clients is the
 * run of before; combinations the heap or the mode cannot take are refused.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class ConcurrentClientsIT {

    private static final int CLIENTS = 4;
    private static final int CALLS = 6;
    private static final int WARMUP = 2;

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void fourClientsOverlapEveryCallIsStoredOnceAndEachSideHasItsCpu() throws Exception {
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [1024], \"calls\": " + CALLS
                + ", \"warmup\": " + WARMUP + ", \"clients\": [" + CLIENTS + "]}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        int planned = 2 * CLIENTS * (CALLS + WARMUP);
        assertEquals(planned, run.getInt("total"));
        assertEquals(planned, run.getInt("done"));
        assertEquals(List.of(CLIENTS), run.getJsonObject("parameters").getJsonArray("clients").getValuesAs(JsonNumber.class)
                .stream().map(JsonNumber::intValue).toList());

        List<CSVRecord> samples = api.samples(id);
        assertEquals(planned, samples.size(), "every planned call stored");
        Set<String> calls = samples.stream().map(s -> s.get("mechanism") + "#" + s.get("seq")).collect(Collectors.toSet());
        assertEquals(planned, calls.size(), "each exactly once");
        for (String mechanism : List.of("plain", "mutual-certificates")) {
            List<CSVRecord> cell = samples.stream().filter(s -> s.get("mechanism").equals(mechanism)).toList();
            assertEquals(Set.of(String.valueOf(CLIENTS)), cell.stream().map(s -> s.get("clients")).collect(Collectors.toSet()));
            assertEquals(CLIENTS, cell.stream().filter(s -> s.get("initial").equals("true")).count(), "each thread opened its own port");
            assertEquals(WARMUP * CLIENTS, cell.stream().filter(s -> s.get("warmup").equals("true")).count());
            assertEveryTwoThreadsOverlap(mechanism, cell);
        }

        Map<String, JsonObject> rows = api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(row -> row.getString("mechanism"), row -> row));
        for (JsonObject row : rows.values()) {
            assertEquals(CLIENTS, row.getInt("clients"), row.toString());
            assertEquals(CLIENTS * CALLS, row.getInt("n"), row.toString());
            assertTrue(number(row, "throughput_per_s") > 0, row.toString());
            assertEquals(row.getInt("n") / number(row, "window_s"), number(row, "throughput_per_s"), 1e-6, row.toString());
            assertTrue(number(row, "client_cpu_util_pct") > 0 && number(row, "client_cpu_util_pct") <= 100,
                    "the client threads' CPU (thread clocks, in ns) is a share of all cores: " + row);
            // The process's CPU time comes in 10 ms clock ticks: at each end of a short window up to one tick off.
            double ticks = 100 * 2 * 0.010 / (number(row, "window_s") * Runtime.getRuntime().availableProcessors());
            assertTrue(number(row, "server_cpu_util_pct") > 0 && number(row, "server_cpu_util_pct") <= 100 + ticks,
                    "the rest of the process's CPU is a share of all cores, within two clock ticks: " + row);
            assertTrue(number(row, "client_cpu_per_call_ms") > 0 && number(row, "server_cpu_per_call_ms") > 0, row.toString());
        }
        assertTrue(number(rows.get("mutual-certificates"), "server_cpu_per_call_ms") > number(rows.get("plain"), "server_cpu_per_call_ms"),
                "the server's CPU per call of mutual-certificates above plain's: " + rows);
    }

    @Test
    void aRunThatNamesNoClientsMakesOneCallAtATime() throws Exception {
        long id = api.start("{\"mechanisms\": [\"sign-only\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(2));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(List.of(1), run.getJsonObject("parameters").getJsonArray("clients").getValuesAs(JsonNumber.class)
                .stream().map(JsonNumber::intValue).toList());
        for (JsonObject row : api.summary(id).getValuesAs(JsonObject.class)) {
            assertEquals(1, row.getInt("clients"));
            assertEquals(JsonValue.NULL, row.get("throughput_per_s"), "no window under load: " + row);
        }
        assertTrue(api.samples(id).stream().allMatch(s -> s.get("clients").equals("1")));
    }

    @Test
    void clientsTheHeapOrTheModeCannotTakeAreRefused() throws Exception {
        api.assertRunsRefused(Map.of(
                "{\"clients\": [0]}", "clients: 0 is not allowed; a number of concurrent client threads is from 1 to 32",
                "{\"clients\": [33]}", "from 1 to 32",
                "{\"clients\": []}", "give 1 to 10 numbers",
                "{\"clients\": [4, 4]}", "clients",
                "{\"clients\": [8], \"sizes\": [1048576]}", "8 clients at 1048576 B would have 8192 KB of payloads under way at once",
                "{\"clients\": [4], \"order\": \"interleaved\"}", "order: interleaved interleaves calls of different cells",
                "{\"clients\": [4], \"mode\": {\"growth\": {\"start\": 10, \"step\": 10, \"calls\": 5}}}",
                "a growth run makes one call at a time",
                "{\"clients\": [\"four\"]}", "clients"));
    }

    /** Every two threads of the cell had calls under way at the same moment. */
    private static void assertEveryTwoThreadsOverlap(String mechanism, List<CSVRecord> cell) {
        Map<Integer, List<Instant[]>> byThread = new HashMap<>();
        for (CSVRecord call : cell) {
            Instant start = Instant.parse(call.get("taken"));
            Instant end = start.plusNanos(Long.parseLong(call.get("rtt_ns")));
            byThread.computeIfAbsent(Integer.parseInt(call.get("seq")) % CLIENTS, t -> new ArrayList<>()).add(new Instant[]{start, end});
        }
        assertEquals(CLIENTS, byThread.size());
        Set<String> apart = new HashSet<>();
        for (int a = 0; a < CLIENTS; a++) {
            for (int b = a + 1; b < CLIENTS; b++) {
                if (!overlap(byThread.get(a), byThread.get(b))) {
                    apart.add(a + "-" + b);
                }
            }
        }
        assertEquals(Set.of(), apart, mechanism + ": threads whose calls never overlapped");
    }

    private static boolean overlap(List<Instant[]> a, List<Instant[]> b) {
        return a.stream().anyMatch(x -> b.stream().anyMatch(y -> x[0].isBefore(y[1]) && y[0].isBefore(x[1])));
    }

    private static double number(JsonObject row, String field) {
        return row.getJsonNumber(field).doubleValue();
    }
}
