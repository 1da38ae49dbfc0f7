package org.wsslab.verification.control;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The attacker's address: an HTTP listener on a loopback port that keeps whatever is sent to it and
 * answers 202, as an asynchronous receiver would. Each attack message names an address of its own
 * ({@link #next(String)}), so whatever arrives is known to be that message's doing, however late.
 */
public final class AttackerAddress implements AutoCloseable {

    /** Kept of one arrival; the body cut as stored evidence is. */
    public record Arrival(String method, String path, String contentType, String body) {

        /** What arrived, as the verdict's evidence shows it. */
        public String evidence() {
            return method + " " + path + " (" + contentType + ", " + body.length() + " characters)\n" + body;
        }

        /** Whether what arrived is a SOAP fault (else the reply). */
        public boolean fault() {
            return new Answer(200, body).fault();
        }
    }

    private static final String PREFIX = "/wsslab-attacker/";

    private final HttpServer server;
    private final Map<String, BlockingQueue<Arrival>> arrivals = new ConcurrentHashMap<>();
    private final AtomicLong named = new AtomicLong();

    private AttackerAddress(HttpServer server) {
        this.server = server;
    }

    /** A listener on a free loopback port, started. */
    public static AttackerAddress listen() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        AttackerAddress address = new AttackerAddress(server);
        server.createContext(PREFIX, address::keep);
        server.start();
        return address;
    }

    /** A new address on the listener, named after what will be sent there (for the evidence's reader). */
    public URI next(String what) {
        String slug = what.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        return URI.create("http://" + server.getAddress().getAddress().getHostAddress() + ":" + server.getAddress().getPort()
                + PREFIX + named.incrementAndGet() + "-" + slug);
    }

    /** What arrived at {@code address}, waiting up to {@code wait} for it (zero: only what is already here). */
    public Optional<Arrival> arrivedAt(URI address, Duration wait) throws InterruptedException {
        return Optional.ofNullable(queue(address.getPath()).poll(wait.toMillis(), TimeUnit.MILLISECONDS));
    }

    private void keep(HttpExchange exchange) throws IOException {
        try (exchange; InputStream in = exchange.getRequestBody()) {
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
            queue(exchange.getRequestURI().getPath()).add(new Arrival(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                    contentType == null ? "no content type" : contentType, TrialJudge.text(body.getBytes(StandardCharsets.UTF_8))));
            exchange.sendResponseHeaders(202, -1);
        }
    }

    private BlockingQueue<Arrival> queue(String path) {
        return arrivals.computeIfAbsent(path, p -> new LinkedBlockingQueue<>());
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
