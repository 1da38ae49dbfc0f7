package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.NeedsTargetDomain;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.it.support.TargetDomain;

/**
 * Runs on a target in another JVM (issue 45): the tests' second GlassFish domain, holding only
 * wsslab-target.ear, registered in the lab by its address. Every call reaches the target (none the
 * lab's own endpoints), is stored, and gets the server's share read from the target after its block;
 * a target killed under a run leaves the calls made, the failure that found it gone with its reason,
 * and the run INTERRUPTED, to be resumed once the target is back.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
@NeedsTargetDomain
class TargetRunIT {

    private static final Duration READY_WITHIN = Duration.ofMinutes(10);
    private static final String NAME = "second-domain";
    private static final LabApi API = LabApi.ofTestDomain();

    private static TargetDomain target;

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @BeforeAll
    static void registerTheTarget() throws Exception {
        target = TargetDomain.started(READY_WITHIN);
        HttpResponse<String> registered = API.call(Caller.OPERATOR, "POST", "targets",
                "{\"name\": \"" + NAME + "\", \"host\": \"localhost\", \"http_port\": " + target.httpPort() + ", \"https_port\": "
                        + target.httpsPort() + "}");
        assertEquals(201, registered.statusCode(), registered.body());
        assertEquals("separate-process", LabApi.object(registered.body()).getString("placement"), registered.body());
    }

    @AfterAll
    static void removeTheTarget() throws Exception {
        API.call(Caller.OPERATOR, "DELETE", "targets/" + NAME, null);
    }

    @Test
    void aRunOnTheTargetStoresEveryCallAndTheServersShareReadAfterItsBlocks() throws Exception {
        Map<String, Long> labCallsBefore = labEchoCalls(List.of("plain", "mutual-certificates", "transport-ssl"));
        long id = API.start("{\"target\": \"" + NAME + "\", \"mechanisms\": [\"plain\", \"mutual-certificates\", \"transport-ssl\"],"
                + " \"sizes\": [100, 10240], \"calls\": 20, \"warmup\": 5}");
        JsonObject run = API.awaitEnd(id, Duration.ofMinutes(5));
        assertEquals("COMPLETED", run.getString("status"), run.toString());

        List<CSVRecord> samples = API.samples(id);
        assertEquals(3 * 2 * 25, samples.size(), "every planned call stored");
        assertEquals(List.of(), samples.stream().filter(s -> !s.get("error").isEmpty()).map(s -> s.get("error")).toList());
        for (CSVRecord call : samples) {
            if (!Boolean.parseBoolean(call.get("initial"))) {
                assertEquals("", call.get("split_missing"), "the target's share read after the block: " + call.toMap());
                long server = Long.parseLong(call.get("server_ns"));
                assertTrue(server > 0 && server <= Long.parseLong(call.get("exchange_ns")), "within the exchanges: " + call.toMap());
                assertTrue(Long.parseLong(call.get("server_cpu_ns")) > 0, call.toMap().toString());
            }
        }
        assertEquals(labCallsBefore, labEchoCalls(List.of("plain", "mutual-certificates", "transport-ssl")),
                "no call reached the lab's own endpoints");
        JsonObject segment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertEquals(NAME, segment.getString("target"), segment.toString());
        assertEquals("separate-process", segment.getString("placement"), segment.toString());
    }

    @Test
    void aTargetKilledUnderARunLeavesItsCallsAndTheRunResumable() throws Exception {
        String request = "{\"target\": \"" + NAME + "\", \"mechanisms\": [\"plain\", \"sign-only\"], \"sizes\": [100], \"calls\": 20,"
                + " \"warmup\": 5}";
        long id;
        API.holdBefore(30);
        try {
            id = API.start(request);
            JsonObject held = API.awaitHeld(Duration.ofMinutes(3));
            assertEquals(id, held.getJsonNumber("id").longValue(), held.toString());
            target.kill();
        } finally {
            API.release();
        }
        JsonObject interrupted = API.awaitEnd(id, Duration.ofMinutes(2));
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        assertTrue(interrupted.getString("failure").contains("its target " + NAME + " stopped answering"), interrupted.toString());

        List<CSVRecord> stored = API.samples(id);
        assertEquals(31, stored.size(), "the 30 calls before the kill and the one that found the target gone");
        List<CSVRecord> failed = stored.stream().filter(s -> !s.get("error").isEmpty()).toList();
        assertEquals(1, failed.size(), failed.toString());

        target.start();
        assertEquals(202, API.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = API.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        List<CSVRecord> all = API.samples(id);
        assertTrue(
                all.stream()
                        .anyMatch(s -> s.get("error").equals(failed.get(0).get("error")) && s.get("seq").equals(failed.get(0).get("seq"))),
                "the failure is kept with its reason");
        Map<String, Long> measured = all.stream().filter(s -> !Boolean.parseBoolean(s.get("warmup")))
                .collect(Collectors.groupingBy(s -> s.get("mechanism"), Collectors.counting()));
        assertEquals(Map.of("plain", 20L, "sign-only", 20L), measured, "every planned call made once, the failed one as a failure");
    }

    private static Map<String, Long> labEchoCalls(List<String> mechanisms) throws Exception {
        Map<String, Long> calls = new java.util.TreeMap<>();
        for (String mechanism : mechanisms) {
            calls.put(mechanism, LabApi.object(API.get(Caller.OPERATOR, "harness/echo-calls/" + mechanism).body()).getJsonNumber("calls")
                    .longValue());
        }
        return calls;
    }
}
