package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Session;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.hooks.boundary.TestHooks;
import org.wsslab.hooks.control.RunHold;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.MetroContexts;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.relay.control.HttpExchanges;
import org.wsslab.relay.control.HttpMessage;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.Relays;
import org.wsslab.relay.control.WireRecord;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.store.entity.Sample;

/**
 * WS-SecureConversation as the engine's client path uses it: a port's first call is the handshake,
 * every later one a message under the context; the server refuses a message under a context it does
 * not hold without running the implementation, and the engine then sets up a new one.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class SecureConversationIT {

    private static final Pattern CONTEXT_ID = Pattern.compile("(<(?:[\\w.-]+:)?Identifier>)([^<]+)(</)");

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @Inject
    EndpointAddresses addresses;

    @Inject
    Relays relays;

    @EJB
    InvocationCounter invocations;

    @EJB
    Runs runs;

    @EJB
    TestHooks hooks;

    @Test
    void aPortsFirstCallIsTheHandshakeAndLaterCallsUseTheContextWithThePayloadNeverInClear() throws Exception {
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : sessionMechanisms()) {
            WireRecord wire = new WireRecord();
            List<String> calls = new ArrayList<>();
            List<byte[]> payloads = new ArrayList<>();
            try (LoopbackRelay tap = relays.recording(mechanism.transport(), wire)) {
                EchoSession session = ports.session(mechanism.endpoint(), addresses.through(mechanism.endpoint(), tap.port()));
                int seen = 0;
                for (int size : new int[]{100, 1_048_576, 100}) {
                    byte[] payload = Payloads.random(size);
                    assertArrayEquals(payload, session.echo(payload), mechanism + " at " + size + " B");
                    String sent = new String(wire.sent(), StandardCharsets.ISO_8859_1);
                    calls.add(sent.substring(seen));
                    seen = sent.length();
                    payloads.add(payload);
                }
            }
            checks.add(() -> {
                String handshake = calls.get(0);
                assertEquals(2, count(handshake, "POST "), mechanism + ": the first call is two requests, the handshake and the echo");
                assertTrue(handshake.indexOf("RequestSecurityToken") < handshake.lastIndexOf("POST "),
                        mechanism + ": the first request asks for a token");
                assertTrue(handshake.contains("http://docs.oasis-open.org/ws-sx/ws-secureconversation/200512/sct"),
                        mechanism + ": a SecurityContextToken");
                for (int i = 1; i < calls.size(); i++) {
                    String call = calls.get(i);
                    assertEquals(1, count(call, "POST "), mechanism + ": call " + (i + 1) + " is one request");
                    assertFalse(call.contains("RequestSecurityToken"), mechanism + ": no new handshake");
                    assertFalse(call.contains("BinarySecurityToken"), mechanism + ": no certificate");
                    assertFalse(call.contains("UsernameToken"), mechanism + ": no user name");
                    assertTrue(call.contains("SecurityContextToken") && call.contains("DerivedKeyToken"),
                            mechanism + ": the context, and keys derived from it");
                }
                for (int i = 0; i < calls.size(); i++) {
                    assertFalse(calls.get(i).contains(Payloads.base64Marker(payloads.get(i))), mechanism + ": payload " + (i + 1)
                            + " in clear");
                }
            });
        }
        assertAll(checks);
    }

    @Test
    void aMessageUnderAContextTheServerDoesNotHoldIsRefusedWithoutRunningTheImplementation() throws Exception {
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : sessionMechanisms()) {
            Endpoint endpoint = mechanism.endpoint();
            HttpExchanges exchanges = new HttpExchanges();
            HttpMessage request;
            try (LoopbackRelay relay = relays.reading(mechanism.transport(), exchanges)) {
                EchoSession session = ports.session(endpoint, addresses.through(endpoint, relay.port()));
                session.echo(Payloads.random(100));
                exchanges.clear();
                session.echo(Payloads.random(100));
                request = exchanges.next().request();
            }
            String sent = new String(request.body(), StandardCharsets.UTF_8);
            Matcher context = CONTEXT_ID.matcher(sent);
            assertTrue(context.find(), mechanism + ": the message names its context");
            String unknown = context.replaceAll(m -> Matcher.quoteReplacement(m.group(1) + "urn:uuid:" + UUID.randomUUID() + m.group(3)));
            assertNotEquals(sent, unknown);

            long before = invocations.count(endpoint);
            HttpResponse<String> refused = post(endpoint, request, unknown);
            long ranRefused = invocations.count(endpoint) - before;
            // The control: the very message, its context unchanged, is accepted (an exact replay, which Metro accepts).
            HttpResponse<String> control = post(endpoint, request, sent);
            long ranControl = invocations.count(endpoint) - before - ranRefused;
            checks.add(() -> {
                assertEquals(200, control.statusCode(), mechanism + ": the control is accepted: " + control.body());
                assertEquals(1, ranControl, mechanism + ": the control ran the implementation");
                assertTrue(refused.body().contains("Fault"), mechanism + ": a fault for an unknown context: " + refused.body());
                assertEquals(0, ranRefused, mechanism + ": the implementation never ran for it");
            });
        }
        assertAll(checks);
    }

    /**
     * Holds a run of secure-conversation once its session is set up, has the server forget every
     * context it holds, and lets the run go on: its next call is refused and made again on a new
     * session, so the run completes without a failure and the renewing call is flagged initial.
     */
    @Test
    void aContextTheServerDroppedIsRenewedByTheEngineAndTheRenewingCallFlagged() throws Exception {
        int calls = 10;
        long id;
        int dropped;
        // plain's 10 calls and the session's 10, in whichever order: before call 14 the session has made 4 or more.
        hooks.holdBefore(14);
        try {
            id = runs.queue(List.of(Mechanism.SECURE_CONVERSATION), List.of(100), calls, 0).getId();
            RunHold.Status held = Poll.until("the hold", Duration.ofMinutes(2), Duration.ofMillis(100), hooks::hold,
                    hold -> hold.state() == RunHold.State.HELD);
            assertEquals(id, held.run(), "the run just queued is held");
            dropped = MetroContexts.dropAll();
        } finally {
            hooks.release();
        }
        Run run = Poll.until("run " + id, Duration.ofMinutes(2), Duration.ofMillis(200), () -> runs.find(id).orElseThrow(),
                r -> r.getStatus() != RunStatus.QUEUED && r.getStatus() != RunStatus.RUNNING);

        assertTrue(dropped > 0, "the server held the run's context, and forgot it");
        assertEquals(RunStatus.COMPLETED, run.getStatus(), run.getFailure());
        List<Sample> session = runs.samples(id).stream().filter(s -> s.endpoint().mechanism() == Mechanism.SECURE_CONVERSATION).toList();
        assertEquals(calls, session.size(), "every call stored once");
        assertEquals(List.of(), session.stream().filter(s -> s.error() != null).toList(), "no failure: the context was renewed");
        List<Integer> initial = session.stream().filter(Sample::initial).map(Sample::seq).toList();
        assertEquals(2, initial.size(), "the first call and the renewing one are flagged initial: " + initial);
        assertEquals(session.stream().map(Sample::seq).min(Integer::compare).orElseThrow(), initial.get(0), "the first");
    }

    private HttpResponse<String> post(Endpoint endpoint, HttpMessage captured, String body) throws Exception {
        HttpRequest.Builder post = HttpRequest.newBuilder(addresses.address(endpoint))
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .header("Content-Type", captured.header("Content-Type").orElseThrow());
        captured.header("SOAPAction").ifPresent(action -> post.header("SOAPAction", action));
        return HttpClient.newHttpClient().send(post.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static List<Mechanism> sessionMechanisms() {
        List<Mechanism> sessions = Mechanism.all().stream().filter(m -> m.session() == Session.SECURE_CONVERSATION).toList();
        assertEquals(3, sessions.size(), "bootstrapped by certificates and by a user name, and one that only encrypts");
        return sessions;
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
