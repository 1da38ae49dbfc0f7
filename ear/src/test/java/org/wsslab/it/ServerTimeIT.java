package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.time.Duration;
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
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLog;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Every call's time split between client, server and transport, by the lab's Metro tubes: the server's
 * time and CPU present for every measured call, inside the client's exchange and so below its round
 * trip; growing with the payload and with the mechanism's cost; the summary's shares adding up to the
 * mean; the heap each call allocated on the client's thread and the server's, stored per call and
 * averaged over the counted calls in the summary; and nothing written to the server's log per call.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class ServerTimeIT {

    private static final int KB_100 = 102_400;
    private static final int MB_1 = 1_048_576;
    private static final int CALLS = 12;

    private final LabApi api = LabApi.ofTestDomain();
    private final ServerLog serverLog = new ServerLog();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void everyCallIsSplitAndTheServersShareFollowsThePayloadAndTheMechanism() throws Exception {
        long logBefore = serverLog.mark();
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, " + KB_100 + ", " + MB_1 + "],"
                + " \"calls\": " + CALLS + ", \"warmup\": 2}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        long records = ServerLog.records(serverLog.since(logBefore)).results().count();

        List<CSVRecord> samples = api.samples(id);
        assertEquals(2 * 3 * (CALLS + 2), samples.size());
        for (CSVRecord call : samples) {
            assertEquals("", call.get("error"), call.toString());
            assertEquals("", call.get("split_missing"), "every call split: " + call);
            long rtt = Long.parseLong(call.get("rtt_ns"));
            long server = Long.parseLong(call.get("server_ns"));
            long exchange = Long.parseLong(call.get("exchange_ns"));
            long cpu = Long.parseLong(call.get("server_cpu_ns"));
            assertTrue(0 < server && server <= exchange && exchange <= rtt,
                    "the server's time inside the client's exchange, inside the round trip: " + call);
            assertTrue(cpu > 0, "the server thread's CPU for the call: " + call);
            assertTrue(Long.parseLong(call.get("client_alloc_bytes")) > 0, "the client thread's allocation for the call: " + call);
            assertTrue(Long.parseLong(call.get("server_alloc_bytes")) > 0, "the server thread's allocation for the call: " + call);
        }

        Map<String, JsonObject> rows = api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(row -> row.getString("mechanism") + "#" + row.getInt("size"), row -> row));
        for (JsonObject row : rows.values()) {
            assertEquals(row.getInt("n"), row.getInt("split_n"), "every counted call split: " + row);
            double shares = row.getJsonNumber("client_ms").doubleValue() + row.getJsonNumber("server_ms").doubleValue()
                    + row.getJsonNumber("transport_ms").doubleValue();
            assertEquals(row.getJsonNumber("mean_ms").doubleValue(), shares, 1e-6, "client + server + transport = mean RTT: " + row);
            assertTrue(row.getJsonNumber("server_cpu_ms").doubleValue() > 0, row.toString());
            for (String side : List.of("client_alloc_bytes", "server_alloc_bytes")) {
                assertEquals(Math.round(countedMean(samples, row, side)), row.getJsonNumber(side).longValue(),
                        side + " is the mean over the cell's counted calls: " + row);
            }
        }
        for (String side : List.of("client_alloc_bytes", "server_alloc_bytes")) {
            for (String mechanism : List.of("plain", "mutual-certificates")) {
                // A 1 MB echo is unmarshalled and marshalled again on each side's thread: at least its payload once.
                assertTrue(bytes(rows, mechanism, MB_1, side) > MB_1, mechanism + "'s " + side + " at 1 MB: " + rows);
            }
            assertTrue(bytes(rows, "mutual-certificates", 100, side) > bytes(rows, "plain", 100, side),
                    "signing and encrypting allocate more than plain on either side, " + side + ": " + rows);
        }
        for (String mechanism : List.of("plain", "mutual-certificates")) {
            assertTrue(serverMs(rows, mechanism, MB_1) > serverMs(rows, mechanism, 100),
                    mechanism + ": the server works longer on 1 MB than on 100 B: " + rows);
        }
        assertTrue(serverMs(rows, "mutual-certificates", KB_100) > serverMs(rows, "plain", KB_100),
                "mutual-certificates' server side costs more than plain's at 100 KB: " + rows);

        // Per-call logging would write at least one record for each of the run's calls.
        assertTrue(records < CALLS, records + " records in server.log during a run of " + samples.size() + " calls: "
                + "none is written per call");
    }

    /** A side's allocation per call over a summary row's counted calls (not warm-up, not initial), from the samples. */
    private static double countedMean(List<CSVRecord> samples, JsonObject row, String side) {
        return samples.stream()
                .filter(call -> call.get("mechanism").equals(row.getString("mechanism"))
                        && call.get("size").equals(row.get("size").toString())
                        && call.get("warmup").equals("false") && call.get("initial").equals("false"))
                .mapToLong(call -> Long.parseLong(call.get(side))).average().orElseThrow();
    }

    private static long bytes(Map<String, JsonObject> rows, String mechanism, int size, String side) {
        return rows.get(mechanism + "#" + size).getJsonNumber(side).longValue();
    }

    private static double serverMs(Map<String, JsonObject> rows, String mechanism, int size) {
        return rows.get(mechanism + "#" + size).getJsonNumber("server_ms").doubleValue();
    }
}
