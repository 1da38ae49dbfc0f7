package org.wsslab.target.control;

import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import org.wsslab.target.entity.TargetAdmin;

/**
 * One request to a target domain's GlassFish admin REST API ({@code http://localhost:ADMIN/management/domain/…}),
 * as GlassFish 8.0.0 answers it (tried by hand on a scratch domain): basic auth as {@code admin} with the
 * password file's content; a command is a POST with a JSON body and the header {@code X-Requested-By}
 * (without either GlassFish answers 400 and does nothing); the answer is a JSON object whose
 * {@code exit_code} is {@code SUCCESS} (HTTP 200) or {@code FAILURE} with a {@code message} (HTTP 500).
 * Loopback only, as the admin listener is; HttpURLConnection, no proxy, no thread of its own (as
 * {@link IdentityReader}).
 */
final class AdminConnection {

    /** The admin listener is on loopback only (docs/security.md, "What listens where"). */
    static final String HOST = "localhost";
    /** A disable or enable may take a while on a busy machine; a check answers at once. */
    static final Duration CONNECT = Duration.ofSeconds(2);

    /** What GlassFish answered: its HTTP status, and {@code exit_code} and {@code message} where it sent JSON. */
    record Answer(int status, String exitCode, String message) {

        boolean succeeded() {
            return status == 200 && (exitCode == null || "SUCCESS".equals(exitCode));
        }

        @Override
        public String toString() {
            return "HTTP " + status + (exitCode == null ? "" : " " + exitCode)
                    + (message == null || message.isBlank() ? "" : ": " + message);
        }
    }

    private AdminConnection() {
    }

    static URI uri(TargetAdmin admin, String path) {
        return URI.create("http://" + HOST + ":" + admin.port() + "/management/domain" + path);
    }

    static Answer get(TargetAdmin admin, String path, Duration within) throws IOException {
        return send(admin, "GET", path, null, within);
    }

    /** Runs a command: POST with a JSON body (its parameters) and the header GlassFish requires of a change. */
    static Answer post(TargetAdmin admin, String path, String json, Duration within) throws IOException {
        return send(admin, "POST", path, json, within);
    }

    private static Answer send(TargetAdmin admin, String method, String path, String json, Duration within) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) uri(admin, path).toURL().openConnection(Proxy.NO_PROXY);
        try {
            connection.setConnectTimeout((int) CONNECT.toMillis());
            connection.setReadTimeout((int) within.toMillis());
            connection.setRequestMethod(method);
            connection.setRequestProperty("Accept", "application/json");
            // Read now, used for this one header, never kept, logged or put in a message.
            String credentials = TargetAdmin.USER + ":" + AdminPasswordFile.read(admin.passwordFile());
            connection.setRequestProperty("Authorization",
                    "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
            if (json != null) {
                connection.setRequestProperty("X-Requested-By", "wsslab");
                connection.setRequestProperty("Content-Type", "application/json");
                connection.setDoOutput(true);
                try (OutputStream out = connection.getOutputStream()) {
                    out.write(json.getBytes(StandardCharsets.UTF_8));
                }
            }
            int status = connection.getResponseCode();
            InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream();
            if (body == null) {
                return new Answer(status, null, null);
            }
            try (InputStream in = body; JsonReader reader = Json.createReader(in)) {
                JsonObject answer = reader.readObject();
                return new Answer(status, answer.getString("exit_code", null), answer.getString("message", null));
            } catch (JsonException | ClassCastException e) {
                return new Answer(status, null, null);
            }
        } finally {
            connection.disconnect();
        }
    }
}
