package org.wsslab.verification.control;

import jakarta.xml.ws.BindingProvider;
import java.io.IOException;
import java.net.URI;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Session;
import org.wsslab.echo.contract.Echo;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.UnavailableEndpoint;

/**
 * Requests the lab's own Metro client builds for one endpoint, captured before any server sees
 * them: the client is pointed at a loopback stand-in that keeps the request and answers 503. So a
 * captured request is as fresh as the client made it, and the attacks send it raw. A session
 * mechanism's port first makes one real call to the server, which sets up its context; only then is
 * it pointed at the stand-in, so what is captured is a message under a context the server holds.
 */
final class CapturedRequests implements AutoCloseable {

    static final int PAYLOAD_BYTES = 100;

    private final Endpoint endpoint;
    private final AttackTrials.Services services;
    private final UnavailableEndpoint standIn = new UnavailableEndpoint();
    private final LoopbackRelay capture;
    private Echo port;
    /** Why the last client call failed, for a request that was never sent. */
    private String lastFailure;

    CapturedRequests(Endpoint endpoint, AttackTrials.Services services) throws IOException, GeneralSecurityException {
        this.endpoint = endpoint;
        this.services = services;
        this.capture = services.relays().capturing(endpoint.mechanism().transport(), standIn);
    }

    /** A request the lab's client builds now. */
    CapturedRequest fresh() throws InterruptedException {
        if (port == null) {
            port = endpoint.mechanism().session() == Session.NONE ? services.ports().open(endpoint, address()) : inSession();
        }
        return sentBy(port).orElseThrow(() -> new IllegalStateException("the client sent nothing: " + lastFailure));
    }

    /** A port whose context the server has set up (one real call), from then on pointed at {@link #address()}. */
    private Echo inSession() {
        Echo session = services.ports().open(endpoint);
        byte[] payload = payload();
        if (!Arrays.equals(payload, session.echo(payload))) {
            throw new IllegalStateException("the call that sets up the session's context did not echo its payload");
        }
        ((BindingProvider) session).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, address().toString());
        return session;
    }

    /** The request a port (pointed at {@link #address()}) sends for a random payload; empty if it sent none. */
    Optional<CapturedRequest> sentBy(Echo client) throws InterruptedException {
        standIn.clear();
        try {
            client.echo(payload());
        } catch (RuntimeException expected) {
            // The stand-in answers 503: the call fails once its request is kept. A failure before
            // sending (e.g. a token service refusing) leaves nothing captured.
            lastFailure = expected.getMessage();
        }
        return standIn.poll().map(request -> new CapturedRequest(request.head(), request.body()));
    }

    /** Why the last port sent nothing, in the client's words. */
    String lastFailure() {
        return lastFailure;
    }

    /** The address a port must call for its request to be captured. */
    URI address() {
        return services.addresses().through(endpoint, capture.port());
    }

    static byte[] payload() {
        byte[] payload = new byte[PAYLOAD_BYTES];
        ThreadLocalRandom.current().nextBytes(payload);
        return payload;
    }

    @Override
    public void close() throws IOException {
        capture.close();
    }
}
