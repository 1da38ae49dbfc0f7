package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.ws.WebServiceException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.util.JMeterUtils;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPortOpener;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.client.control.WrongCredentials;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.jmeter.SampleMessage;
import org.wsslab.jmeter.SamplerThread;
import org.wsslab.refusal.Refusal;

/**
 * The lab's JMeter sampler (issue 47), run here in the tests' JVM as a JMeter thread runs it (setupTest, the
 * samples, teardownTest), against the test domain's endpoints with the domain's own client keys: outside
 * GlassFish, as a JMeter engine is. Secured calls (over HTTPS too) the endpoints accept, the record of each
 * call the import reads, and the catalog's refusal for a mechanism it does not know.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class LabEchoSamplerIT {

    private static final String KEYS = "wsslab.keys.dir";
    private static final int SAMPLES = 6;
    private static final int WARMUP = 2;

    @TempDir
    static Path dir;

    private static String keysBefore;

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    /** The engine's settings as bin/wsslab would give them (-J), and the domain's client keys as its JVM has them. */
    @BeforeAll
    static void pointTheEngineAtTheTestDomain() throws IOException {
        keysBefore = System.getProperty(KEYS);
        System.setProperty(KEYS, Path.of(System.getProperty("wsslab.it.glassfish"), "glassfish/domains/domain1/config/wsslab-client")
                .toString());
        Path properties = dir.resolve("engine.properties");
        Files.writeString(properties, "wsslab.host=localhost\nwsslab.http.port=" + target().httpPort() + "\nwsslab.https.port="
                + target().httpsPort() + "\nwsslab.engine=failsafe engine\n");
        JMeterUtils.loadJMeterProperties(properties.toString());
    }

    @AfterAll
    static void giveTheKeysPropertyBack() {
        if (keysBefore == null) {
            System.clearProperty(KEYS);
        } else {
            System.setProperty(KEYS, keysBefore);
        }
    }

    @Test
    void securedAndPlainCallsAreAcceptedAndRecordedAsTheImportReadsThem() {
        for (String endpoint : List.of("mutual-certificates", "plain", "transport-ssl")) {
            List<SampleResult> results = SamplerThread.run("echo " + endpoint, Map.of("endpoint", endpoint, "size", "1024", "warmup",
                    String.valueOf(WARMUP), "cell", "5", "plan", "it-plan"), SAMPLES);
            for (int i = 0; i < SAMPLES; i++) {
                SampleResult result = results.get(i);
                SampleMessage call = SampleMessage.parse(result.getResponseMessage());
                String seen = endpoint + " call " + i + ": " + call;
                assertTrue(result.isSuccessful(), seen);
                assertEquals("200", result.getResponseCode(), seen);
                assertEquals("echo " + endpoint, result.getSampleLabel(), "the element's name is the label");
                assertEquals(1024, result.getSentBytes(), seen);
                assertEquals(1024, result.getBodySizeAsLong(), seen);
                assertEquals(new SampleMessage("it-plan", 5, 0, i, i < WARMUP, i == 0, call.ns(), call.cpu(), call.processCpu(),
                        "failsafe_engine", null), call, "only the first call opens the port: " + seen);
                assertTrue(call.ns() > 0 && call.cpu() >= 0 && call.processCpu() > 0, seen);
                // JMeter's own elapsed is the sampler's round trip in whole ms (what the import holds the two to).
                assertEquals(Math.round(call.ns() / 1e6), result.getTime(), seen);
            }
        }
    }

    @Test
    void aPasswordMechanismAuthenticatesAsTheEndpointUser() {
        List<SampleResult> results = SamplerThread.run("echo username-symmetric", Map.of("endpoint", "username-symmetric", "size", "100"),
                3);
        for (SampleResult result : results) {
            assertTrue(result.isSuccessful(), result.getResponseMessage());
            assertEquals(100, result.getBodySizeAsLong());
        }
    }

    @Test
    void anUnknownMechanismFailsEverySampleWithTheCatalogsRefusal() {
        List<SampleResult> results = SamplerThread.run("echo unknown", Map.of("endpoint", "mutual-certificate"), 2);
        for (SampleResult result : results) {
            assertFalse(result.isSuccessful());
            assertEquals("500", result.getResponseCode());
            assertEquals(Refusal.unknownMechanism("endpoint", "mutual-certificate").getMessage(),
                    SampleMessage.parse(result.getResponseMessage()).error());
        }
    }

    /** What the sampler's calls go through (EchoPortOpener) does not merely send: the server checks the key it signs with. */
    @Test
    void theSameCallSignedWithAKeyTheLabDoesNotTrustIsRefused() {
        Endpoint endpoint = Mechanism.MUTUAL_CERTIFICATES.endpoint();
        EchoSession rogue = EchoPortOpener.session(target(), endpoint, EchoPortOpener.tokensOf(target()), target().address(endpoint),
                Clock.systemUTC(), Map.of(ClientAliasSelector.ALIAS_PROPERTY, WrongCredentials.ROGUE_CLIENT));
        byte[] payload = Payloads.random(100);
        WebServiceException refused = assertThrows(WebServiceException.class, () -> rogue.echo(payload));
        EchoSession trusted = EchoPortOpener.session(endpoint, target());
        assertTrue(Arrays.equals(payload, trusted.echo(payload)), "the lab's own key is accepted: " + refused);
    }

    private static TargetAddresses target() {
        return new TargetAddresses("localhost", Integer.getInteger("wsslab.it.httpPort", 28080),
                Integer.getInteger("wsslab.it.httpsPort", 28081));
    }
}
