package org.wsslab.relay.control;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The HTTP requests and responses that crossed a relay, as they cross HTTP, bodies kept: what the
 * wire probe counts (body sizes) and reads (which cryptography each side had to do).
 */
public final class HttpExchanges {

    /** One request and the response to it. */
    public record Exchange(HttpMessage request, HttpMessage response) {
    }

    private final BlockingQueue<HttpMessage> requests = new LinkedBlockingQueue<>();
    private final BlockingQueue<HttpMessage> responses = new LinkedBlockingQueue<>();

    /** Forgets the exchanges kept so far, so that the next one is read alone. */
    public void clear() {
        requests.clear();
        responses.clear();
    }

    /**
     * The next request and response to cross, waiting for them briefly: a response without a length
     * is complete only when its connection closes, a moment after the client returned.
     */
    public Exchange next() throws InterruptedException {
        HttpMessage request = requests.poll(10, TimeUnit.SECONDS);
        HttpMessage response = responses.poll(10, TimeUnit.SECONDS);
        if (request == null || response == null) {
            throw new IllegalStateException("no complete HTTP exchange crossed the relay");
        }
        return new Exchange(request, response);
    }

    Watch requestFraming() {
        return new HttpFraming(requests::add, true);
    }

    Watch responseFraming() {
        return new HttpFraming(responses::add, true);
    }
}
