package org.wsslab.relay.control;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The body sizes of the HTTP requests and responses that crossed a relay, as they cross HTTP. */
public final class BodyCounts {

    private final BlockingQueue<Long> requests = new LinkedBlockingQueue<>();
    private final BlockingQueue<Long> responses = new LinkedBlockingQueue<>();

    /** Forgets bodies counted so far, so that the next exchange is read alone. */
    public void clear() {
        requests.clear();
        responses.clear();
    }

    /**
     * The body sizes of the next request and response to cross, waiting for them briefly: a response
     * without a length is counted only when its connection closes, a moment after the client returned.
     */
    public long[] nextExchange() throws InterruptedException {
        Long request = requests.poll(10, TimeUnit.SECONDS);
        Long response = responses.poll(10, TimeUnit.SECONDS);
        if (request == null || response == null) {
            throw new IllegalStateException("no complete HTTP exchange crossed the relay");
        }
        return new long[] {request, response};
    }

    Watch requestFraming() {
        return new HttpFraming(message -> requests.add(message.bodyLength()), false);
    }

    Watch responseFraming() {
        return new HttpFraming(message -> responses.add(message.bodyLength()), false);
    }
}
