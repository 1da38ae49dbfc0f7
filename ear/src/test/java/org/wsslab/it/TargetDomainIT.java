package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ListeningSockets;
import org.wsslab.it.support.ListeningSockets.Listener;
import org.wsslab.it.support.NeedsTargetDomain;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.RawSoap;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.it.support.TargetDomain;

/**
 * The tests' target (issue 45, {@link TargetDomain}): a GlassFish of its own holding wsslab-target.ear
 * answers as another JVM with the lab's keys, serves the echo endpoints with their policies, and holds
 * nothing of the lab's engine, console or results. The shared test domain is the lab it is compared with.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
@NeedsTargetDomain
class TargetDomainIT {

    /** The target's set-up, start and first deployment, on a loaded machine. */
    private static final Duration READY_WITHIN = Duration.ofMinutes(10);
    private static final URI LAB = URI.create("http://localhost:" + System.getProperty("wsslab.it.httpPort") + "/");

    private static TargetDomain target;

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @BeforeAll
    static void target() throws Exception {
        target = TargetDomain.started(READY_WITHIN);
    }

    @Test
    void theTargetIsAnotherJvm() throws Exception {
        JsonObject own = identity(target.identity());
        JsonObject lab = identity(LAB.resolve("wsslab-target/identity"));

        assertEquals("wsslab-target", own.getString("application"), own.toString());
        assertNotEquals(lab.getString("jvm_id"), own.getString("jvm_id"), "the target's JVM is not the lab's: " + own + " / " + lab);
        assertFalse(own.getString("jvm_id").isBlank(), own.toString());
        assertEquals(target.httpPort(), own.getInt("http_port"), own.toString());
        assertEquals(target.httpsPort(), own.getInt("https_port"), own.toString());
        assertEquals(Integer.parseInt(System.getProperty("wsslab.it.httpPort")), lab.getInt("http_port"), lab.toString());
    }

    /** Both set up by bin/domain-setup with the build's stores: the lab CA's fingerprint is the same. */
    @Test
    void theTargetHoldsTheLabsKeys() throws Exception {
        JsonObject own = identity(target.identity());
        JsonObject lab = identity(LAB.resolve("wsslab-target/identity"));

        assertEquals(JsonValue.ValueType.STRING, own.get("keys").getValueType(), "the keys it holds: " + own);
        assertEquals(lab.getString("keys"), own.getString("keys"), "the same keys as the lab");
    }

    @Test
    void thePlainEndpointEchoesAnUnsecuredCall() throws Exception {
        byte[] payload = Payloads.random(100);

        HttpResponse<String> response = RawSoap.post(at(Mechanism.PLAIN.endpoint()), RawSoap.envelope(payload));

        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.body().contains(Base64.getEncoder().encodeToString(payload)), response.body());
    }

    /** Every message-secured endpoint under every suite: the target's policies are the lab's, attached. */
    @Test
    void everySecuredEndpointRefusesAnUnsecuredCall() {
        List<Executable> checks = new ArrayList<>();
        for (Endpoint endpoint : Endpoint.all()) {
            if (!endpoint.mechanism().secured() || endpoint.mechanism().transport() != Transport.HTTP) {
                continue;
            }
            checks.add(() -> {
                HttpResponse<String> response = RawSoap.post(at(endpoint), RawSoap.envelope(Payloads.random(100)));
                String body = response.body();
                assertTrue(body.contains("Fault>") && body.contains("faultstring"), endpoint + " answers a SOAP fault: " + body);
                assertFalse(body.contains("echoResponse"), endpoint + " does not echo");
            });
        }
        assertFalse(checks.isEmpty(), "the catalog has message-secured endpoints");
        assertAll(checks);
    }

    @Test
    void itHoldsNoEngineConsoleOrResults() throws Exception {
        for (String path : List.of("wsslab/", "wsslab/api/runs", "wsslab/api/mechanisms", "wsslab/runs/")) {
            assertEquals(404, TargetDomain.get(target.address().resolve(path)).statusCode(), path + " on the target");
        }
        assertEquals(200, TargetDomain.get(LAB.resolve("wsslab/api/mechanisms")).statusCode(), "while the lab answers it");
    }

    /** As the lab's domain (DomainListenersIT): bin/domain-setup closes every door to loopback unless --listen names more. */
    @Test
    void everySocketTheTargetListensOnIsOnLoopback() throws Exception {
        List<Listener> listeners = ListeningSockets.of(target.pid());

        assertTrue(listeners.stream().map(Listener::port).toList().containsAll(List.of(target.httpPort(), target.httpsPort())),
                "the HTTP and HTTPS listeners are among those found: " + listeners);
        assertEquals(List.of(), listeners.stream().filter(listener -> !listener.loopback()).toList(), "listeners outside loopback");
    }

    /** What a test that kills a target mid-run relies on: kill() ends its JVM at once, start() brings up another. */
    @Test
    void aKilledTargetStartsAgainAsAnotherJvm() throws Exception {
        String before = identity(target.identity()).getString("jvm_id");

        target.kill();
        assertFalse(target.answers(), "a killed target answers nothing");
        target.start();

        String after = identity(target.identity()).getString("jvm_id");
        assertNotEquals(before, after, "a new JVM");
        assertEquals(200, RawSoap.post(at(Mechanism.PLAIN.endpoint()), RawSoap.envelope(Payloads.random(10))).statusCode(),
                "its endpoints answer again");
    }

    private static URI at(Endpoint endpoint) {
        return target.address().resolve(endpoint.path());
    }

    private static JsonObject identity(URI address) throws Exception {
        HttpResponse<String> response = TargetDomain.get(address);
        assertEquals(200, response.statusCode(), address + ": " + response.body());
        try (var reader = Json.createReader(new StringReader(response.body()))) {
            return reader.readObject();
        }
    }
}
