package org.wsslab.it.support;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * A server on this machine's loopback, in the test's JVM, that answers {@code /wsslab-target/identity}
 * as the test tells it: a target the lab can register and then find gone (closed), or one holding
 * other keys, without a second GlassFish. It serves no endpoint: a run is never made on it.
 */
public final class StandInTarget implements AutoCloseable {

    private final HttpServer server;

    private StandInTarget(int status, String body) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
    }

    /** Answers {@code identity} with some fields changed (e.g. another jvm_id, other keys). */
    public static StandInTarget answering(JsonObject identity, String field, String value, String otherField, String otherValue)
            throws IOException {
        JsonObjectBuilder changed = Json.createObjectBuilder(identity).add(field, value);
        if (otherField != null) {
            changed.add(otherField, otherValue);
        }
        return new StandInTarget(200, changed.build().toString());
    }

    /** Answers every path with this status and body: a server that is not a wsslab target. */
    public static StandInTarget answering(int status, String body) throws IOException {
        return new StandInTarget(status, body);
    }

    public int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
