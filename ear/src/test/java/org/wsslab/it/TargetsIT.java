package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.it.support.LabApi.Caller.OPERATOR;
import static org.wsslab.it.support.LabApi.Caller.VIEWER;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
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
import org.wsslab.it.support.StandInTarget;

/**
 * Targets (issue 45) as scripts use them: the lab's own server is always one; a target registered at
 * the lab's own port (its wsslab-target application answers the identity) is measured and says so in the
 * run's parameters and environment; bad fields, unreachable servers, other keys and taken names are
 * refused with nothing stored; a target a queued or running run names stays. Servers that are not the
 * lab are stand-ins in this JVM ({@link StandInTarget}), so no second GlassFish is needed.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class TargetsIT {

    private static final Duration RUN_ENDS = Duration.ofMinutes(4);
    private static final String HTTP = System.getProperty("wsslab.it.httpPort", "28080");
    private static final String HTTPS = System.getProperty("wsslab.it.httpsPort", "28081");

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    private JsonArray targets() throws IOException, InterruptedException {
        return api.array("targets");
    }

    private Optional<JsonObject> target(String name) throws IOException, InterruptedException {
        return targets().getValuesAs(JsonObject.class).stream().filter(t -> t.getString("name").equals(name)).findFirst();
    }

    private static String body(String name, String host, Object http, Object https) {
        return "{\"name\": \"" + name + "\", \"host\": \"" + host + "\", \"http_port\": " + http + ", \"https_port\": " + https + "}";
    }

    /** Posts a registration that must be refused with this status at this field, its error holding the words; nothing is stored. */
    private void refused(String body, int status, String field, String words) throws IOException, InterruptedException {
        int before = targets().size();
        HttpResponse<String> answer = api.call(OPERATOR, "POST", "targets", body);
        assertEquals(status, answer.statusCode(), body + " -> " + answer.body());
        JsonObject error = LabApi.object(answer.body());
        assertTrue(error.getString("error").contains(words), body + " -> " + error);
        assertEquals(field, error.getJsonArray("fields").getJsonObject(0).getString("path"), error.toString());
        assertEquals(before, targets().size(), "a refused target is not stored: " + body);
    }

    @Test
    void theLabsOwnServerIsAlwaysTheFirstTargetInServerAndStays() throws Exception {
        JsonObject lab = targets().getJsonObject(0);
        assertEquals("lab", lab.getString("name"));
        assertEquals("http://localhost:" + HTTP, lab.getString("address"));
        assertEquals(Integer.parseInt(HTTPS), lab.getInt("https_port"));
        assertTrue(lab.getBoolean("reachable") && lab.getBoolean("keys_match"), lab.toString());
        assertEquals("in-server", lab.getString("placement"));
        assertFalse(lab.getString("glassfish").isBlank() || lab.getString("jvm").isBlank(), lab.toString());
        assertTrue(lab.isNull("reason"), lab.toString());

        assertEquals(409, api.call(OPERATOR, "DELETE", "targets/lab", null).statusCode());
        assertEquals(403, api.call(VIEWER, "DELETE", "targets/lab", null).statusCode());
        assertEquals(404, api.call(OPERATOR, "DELETE", "targets/no-such-target", null).statusCode());
        refused(body("lab", "localhost", HTTP, HTTPS), 400, "name", "the lab's own server");
    }

    @Test
    void aRunOnATargetAtTheLabsOwnPortIsMeasuredThereAndItsRecordsSaySo() throws Exception {
        String name = "self-" + Long.toString(System.nanoTime(), 36);
        HttpResponse<String> registered = api.call(OPERATOR, "POST", "targets", body(name, "127.0.0.1", HTTP, HTTPS));
        assertEquals(201, registered.statusCode(), registered.body());
        JsonObject target = LabApi.object(registered.body());
        assertEquals("in-server", target.getString("placement"), "the lab's own JVM answered: " + target);
        assertTrue(target.getBoolean("reachable") && target.getBoolean("keys_match"), target.toString());
        assertEquals("http://127.0.0.1:" + HTTP, target.getString("address"));
        assertEquals(target.getString("placement"), target(name).orElseThrow().getString("placement"), "listed as registered");
        refused(body(name, "localhost", HTTP, HTTPS), 409, "name", "is taken");

        // sts-issued-token's token comes from the target's own STS (http://127.0.0.1:port/sts/issue), not the lab's address.
        long id = api.start("{\"mechanisms\": [\"sign-only\", \"sts-issued-token\"], \"sizes\": [100, 1024], \"calls\": 3,"
                + " \"warmup\": 1, \"target\": \"" + name + "\"}");
        JsonObject run = api.awaitEnd(id, RUN_ENDS);
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(name, run.getJsonObject("parameters").getString("target"));
        List<CSVRecord> samples = api.samples(id);
        assertEquals(3 * 2 * (3 + 1), samples.size(), "plain, sign-only and sts-issued-token, two sizes, warm-up and calls");
        assertTrue(samples.stream().allMatch(s -> s.get("error").isEmpty()), "every call answered");
        JsonObject segment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertEquals(name, segment.getString("target"));
        assertEquals("http://127.0.0.1:" + HTTP, segment.getString("target_address"));
        assertEquals("in-server", segment.getString("placement"));
        assertEquals(target.getString("glassfish"), segment.getString("target_glassfish"));
        assertEquals(target.getString("jvm"), segment.getString("target_jvm"));
        assertEquals(6, api.summary(id).size(), "a summary row per cell");
        // The compare page lists every parameter and environment field, marking where the runs differ.
        String report = LabApi.ok(api.get(VIEWER, "runs/compare/report.html?ids=" + lab() + "," + id));
        for (String field : List.of("target", "target_address", "placement", "target_glassfish", "target_jvm")) {
            assertTrue(report.contains("<th>" + field + "</th>"), "the compare report lists " + field);
        }
        assertTrue(report.contains("<th>target</th><td>lab</td><td>" + name + "</td>"), "and marks the target that differs");

        // A target a queued or running run names stays registered; once the run has ended it may go.
        api.holdBefore(0);
        long held;
        try {
            held = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0, \"target\": \"" + name + "\"}");
            api.awaitHeld(RUN_ENDS);
            HttpResponse<String> kept = api.call(OPERATOR, "DELETE", "targets/" + name, null);
            assertEquals(409, kept.statusCode(), kept.body());
            assertTrue(kept.body().contains(String.valueOf(held)), "the error names the run: " + kept.body());
        } finally {
            api.release();
        }
        assertEquals("COMPLETED", api.awaitEnd(held, RUN_ENDS).getString("status"));
        assertEquals(204, api.call(OPERATOR, "DELETE", "targets/" + name, null).statusCode());
        assertTrue(target(name).isEmpty(), "removed");
        assertEquals(404, api.call(OPERATOR, "DELETE", "targets/" + name, null).statusCode());
        assertEquals(name, api.run(id).getJsonObject("parameters").getString("target"), "its runs keep the name");
    }

    /** A small run on the lab's own server, by default: target lab, in-server, as every run before targets. */
    private long lab() throws IOException, InterruptedException {
        long id = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 0}");
        JsonObject run = api.awaitEnd(id, RUN_ENDS);
        assertEquals("lab", run.getJsonObject("parameters").getString("target"));
        JsonObject segment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertEquals("lab", segment.getString("target"));
        assertEquals("in-server", segment.getString("placement"));
        assertEquals("http://localhost:" + HTTP, segment.getString("target_address"));
        return id;
    }

    @Test
    void badFieldsUnreachableServersOtherKeysAndUnknownTargetsAreRefusedStoringNothing() throws Exception {
        refused(body("Bad Name", "localhost", HTTP, HTTPS), 400, "name", "lower-case letters");
        refused(body("b", "http://localhost", HTTP, HTTPS), 400, "host", "host name");
        refused(body("b", "localhost", 0, HTTPS), 400, "http_port", "from 1 to 65535");
        refused(body("b", "localhost", HTTP, 70000), 400, "https_port", "from 1 to 65535");
        refused(body("b", "localhost", "\"x\"", HTTPS), 400, "http_port", "whole number");
        refused(body("b", "localhost", closedPort(), HTTPS), 400, "host", "connection refused");
        try (StandInTarget notOurs = StandInTarget.answering(404, "no such page")) {
            refused(body("b", "127.0.0.1", notOurs.port(), HTTPS), 400, "host", "not a wsslab target");
        }
        JsonObject identity = LabApi.object(LabApi.ok(api.get(VIEWER, "../../wsslab-target/identity")));
        try (StandInTarget other = StandInTarget.answering(identity, "jvm_id", "1@elsewhere", "keys", "other-keys")) {
            refused(body("b", "127.0.0.1", other.port(), HTTPS), 400, "host", "holds other keys than the lab");
        }
        api.assertRunsRefused(java.util.Map.of("{\"target\": \"no-such-target\"}", "target: 'no-such-target' is not a target",
                "{\"target\": 7}", "target: 7 is not a string"));

        // Another JVM on this host holding the lab's keys: a separate process; gone at queue time, a run on it is refused.
        String name = "stand-in-" + Long.toString(System.nanoTime(), 36);
        try (StandInTarget twin = StandInTarget.answering(identity, "jvm_id", "1@elsewhere", null, null)) {
            HttpResponse<String> registered = api.call(OPERATOR, "POST", "targets", body(name, "127.0.0.1", twin.port(),
                    identity.getInt("https_port")));
            assertEquals(201, registered.statusCode(), registered.body());
            assertEquals("separate-process", LabApi.object(registered.body()).getString("placement"));
        }
        JsonObject gone = target(name).orElseThrow();
        assertFalse(gone.getBoolean("reachable"), gone.toString());
        assertTrue(gone.getString("reason").startsWith("connection refused") && gone.isNull("placement"), gone.toString());
        api.assertRunsRefused(java.util.Map.of("{\"mechanisms\": [\"plain\"], \"target\": \"" + name + "\"}", "is not reachable now"));
        assertEquals(204, api.call(OPERATOR, "DELETE", "targets/" + name, null).statusCode());
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
