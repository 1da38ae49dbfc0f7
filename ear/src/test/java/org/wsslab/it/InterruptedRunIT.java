package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * A server killed mid-run (no shutdown, as in a crash) leaves the run INTERRUPTED with every call it
 * committed; resumed, it completes with no call missing and none repeated.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class InterruptedRunIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void runCutOffByAKilledServerResumesToCompleted() throws Exception {
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 150, \"warmup\": 4}");
        long doneBeforeKill = api.await(id, Duration.ofMinutes(3), run -> run.getJsonNumber("done").longValue() >= 200)
                .getJsonNumber("done").longValue();

        killServer();
        asadmin("start-domain", "domain1");
        awaitApplication(Duration.ofMinutes(3));

        JsonObject interrupted = api.run(id);
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        List<CSVRecord> kept = api.samples(id);
        assertTrue(kept.size() >= doneBeforeKill, "every call committed before the kill is kept: " + kept.size() + " < " + doneBeforeKill);
        assertEquals(kept.size(), interrupted.getJsonNumber("done").longValue(), "progress is what is stored");
        assertTrue(kept.size() < interrupted.getJsonNumber("total").longValue(), "the kill came before the end");

        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        assertEquals(resumed.getJsonNumber("total").longValue(), resumed.getJsonNumber("done").longValue());
        var segments = resumed.getJsonObject("environment").getJsonArray("segments");
        assertEquals(2, segments.size(), "the resumption recorded its own environment");
        long firstCall = segments.getJsonObject(1).getJsonNumber("first_call").longValue();
        assertTrue(firstCall >= kept.size() && firstCall <= kept.size() + 2 * 4,
                "the second segment starts where the first stopped, or after the warm-up it repeats whole: " + firstCall);
        RunsApiIT.assertPlanCoveredOnce(api.samples(id), List.of("plain", "mutual-certificates"), List.of(100, 1024), 4, 150);
    }

    /**
     * SIGKILL, as a crash or an OOM killer would: no shutdown hook runs. (asadmin stop-domain --kill
     * lets the JVM wind down first, and the engine then stores a last "connection refused".)
     */
    private static void killServer() throws Exception {
        Path pidFile = Path.of(System.getProperty("wsslab.it.glassfish"), "glassfish/domains/domain1/config/pid");
        long pid = Long.parseLong(java.nio.file.Files.readString(pidFile).trim());
        ProcessHandle server = ProcessHandle.of(pid).orElseThrow(() -> new AssertionError("no server process " + pid));
        server.destroyForcibly();
        server.onExit().get(1, TimeUnit.MINUTES);
    }

    private static void asadmin(String... command) throws IOException, InterruptedException {
        Path glassfish = Path.of(System.getProperty("wsslab.it.glassfish"));
        List<String> line = new java.util.ArrayList<>(List.of(glassfish.resolve("bin/asadmin").toString(), "--interactive=false"));
        line.addAll(List.of(command));
        ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true);
        // asadmin needs JDK 21+, which the build runs on.
        builder.environment().put("AS_JAVA", System.getProperty("java.home"));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes());
        if (!process.waitFor(3, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new AssertionError("asadmin " + String.join(" ", command) + " failed: " + output);
        }
    }

    private void awaitApplication(Duration within) throws InterruptedException {
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            try {
                if (api.get(Caller.VIEWER, "runs").statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the application did not come back within " + within);
    }
}
