package org.wsslab.target.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.target.entity.TargetIdentity;

/**
 * Reads a target's identity ({@code GET {http base}/wsslab-target/identity}) within a short time, so
 * that listing targets or queuing a run on an unreachable one answers in seconds: never during a run's
 * timed calls. HttpURLConnection, no proxy: no thread of its own outlives the read (the lab is
 * redeployed in a running server), and a proxy of the environment is never between the lab and a target.
 */
@ApplicationScoped
public class IdentityReader {

    /** How long a target has to connect, and then to answer. */
    public static final Duration TIMEOUT = Duration.ofSeconds(2);

    /** A target's identity, or why there is none: exactly one of the two is null. */
    public record Reading(TargetIdentity identity, String reason) {
    }

    public Reading read(TargetAddresses target) {
        URI uri = URI.create(target.httpBase() + TargetIdentity.PATH);
        try {
            HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection(Proxy.NO_PROXY);
            connection.setConnectTimeout((int) TIMEOUT.toMillis());
            connection.setReadTimeout((int) TIMEOUT.toMillis());
            connection.setRequestProperty("Accept", "application/json");
            try {
                int status = connection.getResponseCode();
                if (status != 200) {
                    return refused("not a wsslab target: " + uri + " answered HTTP " + status
                            + " (deploy wsslab-target.ear there)");
                }
                try (InputStream in = connection.getInputStream(); JsonReader reader = Json.createReader(in)) {
                    return identity(uri, reader.readObject());
                }
            } finally {
                connection.disconnect();
            }
        } catch (UnknownHostException e) {
            return refused("unknown host: '" + target.host() + "' does not resolve");
        } catch (ConnectException e) {
            return refused("connection refused: nothing listens at " + target.httpBase());
        } catch (SocketTimeoutException e) {
            return refused("timeout: " + uri + " did not answer within " + TIMEOUT.toSeconds() + " s");
        } catch (JsonException | ClassCastException e) {
            return refused("not a wsslab target: " + uri + " did not answer a JSON object (" + e.getMessage() + ")");
        } catch (IOException e) {
            return refused("not reachable: " + uri + " failed (" + e + ")");
        }
    }

    /** The identity in a target's answer; refused when it is not a wsslab target's. */
    static Reading identity(URI uri, JsonObject json) {
        String application = text(json, "application");
        String jvmId = text(json, "jvm_id");
        if (!TargetIdentity.APPLICATION.equals(application) || jvmId == null) {
            return refused("not a wsslab target: " + uri + " answered " + abbreviated(json)
                    + ", not the identity of " + TargetIdentity.APPLICATION + " (application and jvm_id)");
        }
        return new Reading(new TargetIdentity(application, text(json, "glassfish"), text(json, "jvm"), jvmId, whole(json, "started"),
                text(json, "keys"), (int) whole(json, "http_port"), (int) whole(json, "https_port")), null);
    }

    private static Reading refused(String reason) {
        return new Reading(null, reason);
    }

    private static String text(JsonObject json, String field) {
        return json.get(field) instanceof JsonString string ? string.getString() : null;
    }

    /** A whole number the identity gives; 0 where it gives none. */
    private static long whole(JsonObject json, String field) {
        JsonValue value = json.get(field);
        return value instanceof JsonNumber number ? number.longValue() : 0;
    }

    private static String abbreviated(JsonObject json) {
        String text = json.toString();
        return text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }
}
