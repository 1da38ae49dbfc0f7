package org.wsslab.jmeter;

import java.io.IOException;
import java.net.InetAddress;
import java.util.function.Function;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;

/**
 * What a JMeter engine is told by JMeter properties ({@code -J} locally, {@code -G} to remote engines): the
 * server whose endpoints it calls, and the name its samples carry. Properties, not sampler arguments, because
 * they belong to where an engine runs: one plan runs unchanged on every engine.
 */
record EngineSettings(TargetAddresses target, String engine) {

    static final String HOST = "wsslab.host";
    static final String HTTP_PORT = "wsslab.http.port";
    static final String HTTPS_PORT = "wsslab.https.port";
    static final String ENGINE = "wsslab.engine";

    /** Reads the settings; {@code property} answers null for one not set. */
    static EngineSettings read(Function<String, String> property) {
        String host = or(property.apply(HOST), "localhost");
        int http = port(HTTP_PORT, or(property.apply(HTTP_PORT), "8080"));
        int https = port(HTTPS_PORT, or(property.apply(HTTPS_PORT), "8181"));
        String engine = or(property.apply(ENGINE), defaultEngine()).replaceAll("\\s+", "_");
        return new EngineSettings(new TargetAddresses(host, http, https), engine);
    }

    /** {@code host/pid}: tells apart engines on one host as well as hosts. */
    static String defaultEngine() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown-host";
        }
        return host + "/" + ProcessHandle.current().pid();
    }

    private static int port(String name, String given) {
        try {
            int port = Integer.parseInt(given.strip());
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // refused below, as a port out of range is
        }
        throw Refusal.at(name, "'" + given + "' is not allowed; a port is a whole number from 1 to 65535");
    }

    private static String or(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value.strip();
    }
}
