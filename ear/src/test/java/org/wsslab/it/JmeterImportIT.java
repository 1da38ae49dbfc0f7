package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.JmeterResultsFile;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * JMeter's results of a run's plan imported as a run (issue 47): a file of two engines, written by hand as
 * JMeter and the lab's sampler write one, becomes a COMPLETED run whose samples are its rows (each with its
 * engine and thread) and whose summary has the load figures of an in-server load run, and which travels in a
 * run file with its JMeter facts; a tampered copy and a truncated one are refused at their line and store nothing.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class JmeterImportIT {

    private static final List<String> ENGINES = List.of("engine-b", "engine-a");
    private static final int CLIENTS = 2;
    private static final int WARMUP = 1;
    private static final int CALLS = 3;
    /** mutual-certificates' call i = 2 of engine-b's thread 1: the cell's 16 calls come after plain's 16, 4 per iteration. */
    private static final int FAILING = 16 + 2 * 4 + 1;

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void twoEnginesResultsBecomeALoadRunAndATamperedOrTruncatedFileStoresNothing() throws Exception {
        long source = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100], \"calls\": " + CALLS + ", \"warmup\": "
                + WARMUP + ", \"clients\": [" + CLIENTS + "]}");
        JsonObject measured = api.awaitEnd(source, Duration.ofMinutes(3));
        assertEquals("COMPLETED", measured.getString("status"), measured.toString());
        JmeterResultsFile file = new JmeterResultsFile(source, measured.getString("lab"), List.of(Mechanism.PLAIN,
                Mechanism.MUTUAL_CERTIFICATES), 100, CLIENTS, WARMUP, CALLS, ENGINES, FAILING);
        assertRefusedWhileACellIsMeasured(source, file);
        int runs = api.runCount();

        List<String> tampered = new ArrayList<>(file.lines());
        tampered.set(7, tampered.get(7).replaceFirst(",1,", ",9,")); // call 6's JMeter time: 9 ms for a 1.6 ms round trip
        assertRefused(source, String.join("\n", tampered), "results: line 8: elapsed is 9 ms and the message's round trip 1.622 ms");
        List<String> truncated = file.lines().subList(0, file.lines().size() - 3);
        assertRefused(source, String.join("\n", truncated) + "\n", "results: line " + truncated.size() + ": the file ends before every"
                + " call was made: cell \"mutual-certificates 100 B ×2\" thread 0 of engine engine-a made 3 of 4 calls");
        assertEquals(404, api.call(Caller.OPERATOR, "POST", "runs/999999999/jmeter", file.text()).statusCode());
        assertEquals(403, api.call(Caller.VIEWER, "POST", "runs/" + source + "/jmeter", file.text()).statusCode());
        assertEquals(runs, api.runCount(), "a refused file leaves no run");

        HttpResponse<String> imported = api.call(Caller.OPERATOR, "POST", "runs/" + source + "/jmeter", file.text());
        assertEquals(201, imported.statusCode(), imported.body());
        JsonObject run = LabApi.object(imported.body());
        long id = run.getJsonNumber("id").longValue();
        assertTrue(imported.headers().firstValue("Location").orElseThrow().endsWith("/runs/" + id));
        assertEquals(api.run(id), run, "answered as GET /runs/{id} answers it");
        assertEquals(runs + 1, api.runCount());
        assertEquals("COMPLETED", run.getString("status"));
        assertTrue(run.getString("imported_from").startsWith("JMeter: run " + source + "'s plan " + file.plan().planId()
                + " on 2 engine(s): engine-a, engine-b"), run.getString("imported_from"));
        assertEquals(List.of(CLIENTS * ENGINES.size()), run.getJsonObject("parameters").getJsonArray("clients").getValuesAs(
                jakarta.json.JsonNumber.class).stream().map(jakarta.json.JsonNumber::intValue).toList());
        JsonObject environment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertEquals("jmeter", environment.getString("client"));
        assertEquals(List.of("engine-a", "engine-b"), environment.getJsonArray("jmeter_engines").getValuesAs(jakarta.json.JsonString.class)
                .stream().map(jakarta.json.JsonString::getString).toList());

        assertSamplesAreTheRows(file, api.samples(id));
        assertFalse(api.samples(source).get(0).isMapped("engine"), "a run the lab made keeps its columns");
        assertSummaryHasLoadFigures(id);

        // JMETER_SAMPLE is a run's table like any: a run file carries it, and the copy's samples have their engines and threads.
        HttpResponse<String> copy = api.call(Caller.OPERATOR, "POST", "runs/import",
                LabApi.ok(api.get(Caller.VIEWER, "runs/" + id + "/export")));
        assertEquals(201, copy.statusCode(), copy.body());
        assertEquals(api.samples(id).stream().map(CSVRecord::toList).toList(),
                api.samples(LabApi.object(copy.body()).getJsonNumber("id").longValue()).stream().map(CSVRecord::toList).toList());
    }

    /** Reading a results file takes the lab's CPU: refused (409) while a run holds the endpoints' turn, nothing stored. */
    private void assertRefusedWhileACellIsMeasured(long source, JmeterResultsFile file) throws Exception {
        long held;
        api.holdBefore(0);
        try {
            held = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
            assertEquals(held, api.awaitHeld(Duration.ofMinutes(2)).getJsonNumber("id").longValue());
            int runs = api.runCount();
            HttpResponse<String> busy = api.call(Caller.OPERATOR, "POST", "runs/" + source + "/jmeter", file.text());
            assertEquals(409, busy.statusCode(), busy.body());
            assertTrue(busy.body().contains("measuring"), busy.body());
            assertEquals(runs, api.runCount());
        } finally {
            api.release();
        }
        assertEquals("COMPLETED", api.awaitEnd(held, Duration.ofMinutes(2)).getString("status"));
    }

    /** Every row is one sample: the seq a load cell gives its client (engines by name), its round trip, flags, engine and thread. */
    private static void assertSamplesAreTheRows(JmeterResultsFile file, List<CSVRecord> samples) {
        assertEquals(file.calls().size(), samples.size());
        Map<String, CSVRecord> bySeq = samples.stream().collect(Collectors.toMap(s -> s.get("mechanism") + "#" + s.get("seq"), s -> s));
        List<String> byName = ENGINES.stream().sorted().toList();
        Map<String, Integer> checked = new HashMap<>();
        for (JmeterResultsFile.Call call : file.calls()) {
            int seq = call.i() * CLIENTS * ENGINES.size() + byName.indexOf(call.engine()) * CLIENTS + call.thread();
            CSVRecord sample = bySeq.get(call.cell().endpoint().mechanism().id() + "#" + seq);
            assertNotNull(sample, call + " stored as seq " + seq);
            assertEquals(String.valueOf(call.warmup()), sample.get("warmup"), call.toString());
            assertEquals(String.valueOf(call.i() == 0), sample.get("initial"), call.toString());
            assertEquals(call.error() == null ? String.valueOf(call.ns()) : "", sample.get("rtt_ns"), call.toString());
            assertEquals(call.error() == null ? "" : call.error(), sample.get("error"), call.toString());
            assertEquals(String.valueOf(CLIENTS * ENGINES.size()), sample.get("clients"));
            assertEquals(call.engine(), sample.get("engine"));
            assertEquals(String.valueOf(call.thread()), sample.get("thread"));
            assertTrue(sample.get("thread_name").startsWith(call.engine() + ":1099-"), sample.get("thread_name"));
            assertEquals(String.valueOf(call.ns() / 1_000_000), sample.get("jmeter_elapsed_ms"));
            checked.merge(call.engine(), 1, Integer::sum);
        }
        assertEquals(Map.of("engine-a", 16, "engine-b", 16), checked);
    }

    /** The summary reads as an in-server load run's: clients of both engines, n from every counted call, throughput in its window. */
    private void assertSummaryHasLoadFigures(long id) throws Exception {
        for (JsonObject row : api.summary(id).getValuesAs(JsonObject.class)) {
            boolean plain = row.getString("mechanism").equals("plain");
            assertEquals(CLIENTS * ENGINES.size(), row.getInt("clients"), row.toString());
            assertEquals(CLIENTS * ENGINES.size() * CALLS - (plain ? 0 : 1), row.getInt("n"), "the failed call is no sample: " + row);
            assertTrue(LabApi.number(row, "throughput_per_s") > 0, row.toString());
            assertEquals(row.getInt("n") / LabApi.number(row, "window_s"), LabApi.number(row, "throughput_per_s"), 1e-6, row.toString());
            assertNotNull(LabApi.number(row, "client_cpu_util_pct"), "the engines' process CPU: " + row);
            assertNull(LabApi.number(row, "server_cpu_util_pct"), "an engine does not see the server's: " + row);
        }
    }

    private void assertRefused(long source, String jtl, String says) throws Exception {
        HttpResponse<String> refused = api.call(Caller.OPERATOR, "POST", "runs/" + source + "/jmeter", jtl);
        assertEquals(400, refused.statusCode(), refused.body());
        JsonObject error = LabApi.object(refused.body());
        assertTrue(error.getString("error").startsWith(says), error.getString("error"));
        assertEquals("results", error.getJsonArray("fields").getJsonObject(0).getString("path"));
    }
}
