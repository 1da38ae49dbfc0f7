package org.wsslab.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.util.JMeterUtils;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.run.jmeter.SampleMessage;
import org.wsslab.refusal.Refusal;

/** The sampler without a server: what it does with refused arguments, and with a call that fails. */
class LabEchoSamplerTest {

    @TempDir
    static Path dir;

    private static int closedPort;

    @BeforeAll
    static void pointTheEngineAtAPortNothingListensOn() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Path properties = dir.resolve("jmeter.properties");
        Files.writeString(properties, "wsslab.host=127.0.0.1\nwsslab.http.port=" + closedPort + "\nwsslab.https.port=" + closedPort
                + "\nwsslab.engine=unit test engine\n");
        JMeterUtils.loadJMeterProperties(properties.toString());
    }

    @Test
    void anUnknownMechanismFailsEverySampleWithTheCatalogsRefusal() {
        List<SampleResult> results = SamplerThread.run("echo",
                Map.of("endpoint", "no-such-mechanism", "plan", "run-3", "cell", "2", "warmup", "1"), 3);
        String refusal = Refusal.unknownMechanism("endpoint", "no-such-mechanism").getMessage();
        for (int i = 0; i < results.size(); i++) {
            SampleResult result = results.get(i);
            assertFalse(result.isSuccessful());
            assertEquals("500", result.getResponseCode());
            assertEquals(0, result.getBodySizeAsLong());
            SampleMessage message = SampleMessage.parse(result.getResponseMessage());
            assertEquals(refusal, message.error());
            assertEquals(i, message.iteration());
            assertEquals(i < 1, message.warmup());
            assertFalse(message.initial(), "no port was opened");
            assertEquals("run-3", message.plan());
            assertEquals(2, message.cell());
            assertEquals("unit_test_engine", message.engine(), "whitespace in the engine's name replaced");
        }
    }

    @Test
    void aBadSizeFailsEverySampleSayingWhatIsAllowed() {
        SampleMessage message = SampleMessage.parse(SamplerThread.run("echo", Map.of("size", "1 KB"), 1).getFirst().getResponseMessage());
        assertEquals("size: '1 KB' is not allowed; a size is a whole number of bytes from 1 to 16777216 (16 MB)", message.error());
    }

    @Test
    void aRefusedPlanIdOrCellStillGivesAMessageTheImportCanRead() {
        SampleMessage plan = SampleMessage.parse(SamplerThread.run("echo", Map.of("plan", "two words"), 1).getFirst().getResponseMessage());
        assertEquals("unknown", plan.plan());
        assertTrue(plan.error().startsWith("plan: 'two words' is not allowed"), plan.error());
        List<SampleResult> results = SamplerThread.run("echo", Map.of("cell", "x", "warmup", "1", "plan", "p"), 2);
        SampleMessage first = SampleMessage.parse(results.get(0).getResponseMessage());
        SampleMessage second = SampleMessage.parse(results.get(1).getResponseMessage());
        assertEquals(0, first.cell());
        assertEquals("p", first.plan());
        assertTrue(first.error().startsWith("cell: 'x' is not allowed"), first.error());
        assertTrue(first.warmup() && !second.warmup(), "the warm-up still counted: " + first + " / " + second);
    }

    @Test
    void anHttpsEndpointWithoutTheLabsKeyFolderFailsEverySampleSayingWhatIsMissing() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("no-keys"));
        String before = System.getProperty("wsslab.keys.dir");
        System.setProperty("wsslab.keys.dir", empty.toString());
        try {
            for (SampleResult result : SamplerThread.run("echo", Map.of("endpoint", "transport-ssl"), 2)) {
                assertFalse(result.isSuccessful());
                String error = SampleMessage.parse(result.getResponseMessage()).error();
                assertTrue(error.startsWith("Cannot read the lab's client key stores in " + empty), error);
            }
        } finally {
            if (before == null) {
                System.clearProperty("wsslab.keys.dir");
            } else {
                System.setProperty("wsslab.keys.dir", before);
            }
        }
    }

    @Test
    void aCallThatFailsIsAFailedSampleAndTheNextCallOpensANewPort() {
        List<SampleResult> results = SamplerThread.run("echo", Map.of("endpoint", "plain", "size", "100", "plan", "p"), 2);
        for (int i = 0; i < results.size(); i++) {
            SampleResult result = results.get(i);
            assertFalse(result.isSuccessful());
            assertEquals("500", result.getResponseCode());
            assertEquals(100, result.getSentBytes());
            SampleMessage message = SampleMessage.parse(result.getResponseMessage());
            assertTrue(message.initial(), "call " + i + " opened the port (the failed one was dropped)");
            assertTrue(message.ns() > 0, message.format());
            assertTrue(message.error().contains(String.valueOf(closedPort)) || message.error().contains("onnect"), message.error());
        }
    }
}
