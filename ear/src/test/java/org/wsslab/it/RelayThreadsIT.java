package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.enterprise.concurrent.ManageableThread;
import jakarta.inject.Inject;
import jakarta.xml.ws.WebServiceException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.echo.contract.Echo;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.relay.control.HttpMessage;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.Relays;
import org.wsslab.relay.control.UnavailableEndpoint;
import org.wsslab.run.execution.control.WireProbe;

/**
 * The loopback relays in the server: their threads are the platform's managed threads, and none
 * outlives its relay (a run's wire probe, a verification's capture).
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class RelayThreadsIT {

    private static final String PREFIX = "wsslab-relay-";

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    Relays relays;

    @Inject
    WireProbe wire;

    @Inject
    EchoPorts ports;

    @Inject
    EndpointAddresses addresses;

    @Test
    void aRunsWireProbeCountsOnManagedThreadsThatEndWithIt() {
        Set<Thread> before = relayThreads("");
        Set<Thread> during;
        try (WireProbe.Probes probes = wire.forRun()) {
            for (Mechanism mechanism : List.of(Mechanism.PLAIN, Mechanism.TRANSPORT_SSL)) {
                WireProbe.Reading size = probes.read(mechanism, 100);
                assertNotNull(size.requestBytes(), mechanism.id() + ": request body counted");
                assertTrue(size.requestBytes() > 100 && size.responseBytes() > 100, mechanism.id() + ": " + size);
            }
            during = relayThreads("");
            during.removeAll(before);
        }
        // The probe's client keeps its connections alive, so their pumps still run until the relays close.
        assertTrue(during.stream().anyMatch(thread -> thread.getName().endsWith("-response")), "pumps among " + during);
        assertEnded(during);
    }

    @Test
    void aCaptureKeepsTheClientsRequestOnManagedThreadsThatEndWithIt() throws Exception {
        Mechanism mechanism = Mechanism.TRANSPORT_SSL;
        UnavailableEndpoint standIn = new UnavailableEndpoint();
        Set<Thread> during;
        try (LoopbackRelay capture = relays.capturing(mechanism.transport(), standIn)) {
            Echo port = ports.open(mechanism, addresses.through(mechanism, capture.port()));
            byte[] payload = Payloads.random(100);
            assertThrows(WebServiceException.class, () -> port.echo(payload), "the stand-in answers 503");
            HttpMessage kept = standIn.poll().orElseThrow(() -> new AssertionError("no request kept"));
            assertTrue(kept.head().startsWith("POST " + mechanism.path() + " "), kept.head());
            assertTrue(new String(kept.body(), StandardCharsets.UTF_8).contains(Payloads.base64Marker(payload)),
                    "the kept body is the client's request, read through the relay's TLS");
            during = relayThreads(capture.port() + "-");
        }
        // The connection's pumps end by themselves once the 503 is sent; the acceptor waits for the next.
        assertFalse(during.isEmpty(), "the capture's acceptor runs until closed");
        assertEnded(during);
    }

    /** Relay threads alive now, of the relay on a port when {@code port} is "port-". */
    private static Set<Thread> relayThreads(String port) {
        Set<Thread> threads = new HashSet<>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().startsWith(PREFIX + port)) {
                threads.add(thread);
            }
        }
        return threads;
    }

    private static void assertEnded(Set<Thread> threads) {
        assertAll(threads.stream().map(thread -> () -> {
            assertTrue(thread instanceof ManageableThread, thread.getName() + " is a managed thread: " + thread.getClass());
            assertFalse(thread.isAlive(), thread.getName() + " ended with its relay");
        }));
    }
}
