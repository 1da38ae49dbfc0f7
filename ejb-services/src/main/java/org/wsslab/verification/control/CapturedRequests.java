package org.wsslab.verification.control;

import java.io.IOException;
import java.net.URI;
import java.security.GeneralSecurityException;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.UnavailableEndpoint;

/**
 * Requests the lab's own Metro client builds for one endpoint, captured before any server sees
 * them: the client is pointed at a loopback stand-in that keeps the request and answers 503. So a
 * captured request is as fresh as the client made it, and the attacks send it raw.
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
            port = services.ports().open(endpoint, address());
        }
        return sentBy(port).orElseThrow(() -> new IllegalStateException("the client sent nothing: " + lastFailure));
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
