package org.wsslab.run.control;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A loopback relay in front of an endpoint port that counts the HTTP bodies crossing it, request
 * and response. Used only for the wire-size probe calls, never for measured calls (a relay adds its
 * own hop). For HTTPS the relay's listening socket speaks TLS itself, so it sees the HTTP bodies as
 * they cross HTTP, before TLS, and opens its own TLS connection to the endpoint.
 */
final class CountingRelay implements AutoCloseable {

    /** How the relay reaches the endpoint. */
    interface Upstream {
        Socket connect() throws IOException;
    }

    private static final Logger LOG = Logger.getLogger(CountingRelay.class.getName());

    private final ServerSocket listening;
    private final Upstream upstream;
    private final BlockingQueue<Long> requests = new LinkedBlockingQueue<>();
    private final BlockingQueue<Long> responses = new LinkedBlockingQueue<>();

    CountingRelay(ServerSocket listening, Upstream upstream) {
        this.listening = listening;
        this.upstream = upstream;
        Thread acceptor = new Thread(this::accept, "wsslab-wire-relay-" + listening.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listening.getLocalPort();
    }

    /** Forgets bodies counted so far, so that the next exchange is read alone. */
    void clear() {
        requests.clear();
        responses.clear();
    }

    /**
     * The body sizes of the next request and response to cross, waiting for them briefly: the
     * response pump reports after forwarding, so it may finish a moment after the client returned.
     */
    long[] nextExchange() throws InterruptedException {
        Long request = requests.poll(10, TimeUnit.SECONDS);
        Long response = responses.poll(10, TimeUnit.SECONDS);
        if (request == null || response == null) {
            throw new IllegalStateException("no complete HTTP exchange crossed the wire probe");
        }
        return new long[] {request, response};
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Socket server = upstream.connect();
                pump(client, server, requests, "request");
                pump(server, client, responses, "response");
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    LOG.log(Level.WARNING, "wire probe relay on port " + port() + " failed to connect", e);
                }
            }
        }
    }

    private static void pump(Socket from, Socket to, BlockingQueue<Long> bodies, String direction) {
        Thread thread = new Thread(() -> {
            try (from; to) {
                new HttpBodyCounter(new BufferedInputStream(from.getInputStream()),
                        new BufferedOutputStream(to.getOutputStream()), bodies::add).pump();
            } catch (IOException e) {
                LOG.log(Level.FINE, "wire probe " + direction + " pump ended", e);
            }
        }, "wsslab-wire-relay-" + direction);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listening.close();
    }
}
