package org.wsslab.client.control;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.StringReader;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.wsslab.timing.ServerTime;

/**
 * Reads a target's times of the lab's marked calls from its reader ({@code POST /wsslab-target/server-times},
 * target-web's {@code ServerTimesServlet}), in pages of at most {@link #PAGE} marks. Called after a cell,
 * never while a call is timed; what the target did not time is absent from the answer.
 */
public final class ServerTimesClient {

    /** The reader's page: it refuses more marks in one request. */
    static final int PAGE = 10_000;
    /** Each mark may wait up to 5 s on the target for a response still being written: a page may take a while. */
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private final URI reader;

    /** @param base the target's HTTP base, e.g. {@code http://localhost:9080/} */
    public ServerTimesClient(URI base) {
        this.reader = base.resolve("/wsslab-target/server-times");
    }

    /**
     * The target's records of these marks, by mark; a mark it timed no request of is not in the map.
     * HttpURLConnection without a proxy, as the targets' identity is read: no client thread outlives the
     * read (the lab is redeployed in a running server) and no proxy of the environment stands between.
     */
    public Map<Long, ServerTime> take(Collection<Long> marks) throws IOException {
        Map<Long, ServerTime> taken = new HashMap<>();
        List<Long> all = new ArrayList<>(marks);
        for (int from = 0; from < all.size(); from += PAGE) {
            String body = all.subList(from, Math.min(all.size(), from + PAGE)).stream().map(String::valueOf)
                    .collect(Collectors.joining("\n"));
            HttpURLConnection connection = (HttpURLConnection) reader.toURL().openConnection(Proxy.NO_PROXY);
            try {
                connection.setConnectTimeout((int) CONNECT_TIMEOUT.toMillis());
                connection.setReadTimeout((int) READ_TIMEOUT.toMillis());
                connection.setRequestMethod("POST");
                connection.setDoOutput(true);
                connection.setRequestProperty("Content-Type", "text/plain; charset=utf-8");
                try (OutputStream out = connection.getOutputStream()) {
                    out.write(body.getBytes(StandardCharsets.UTF_8));
                }
                if (connection.getResponseCode() != 200) {
                    throw new IOException(reader + " answered " + connection.getResponseCode());
                }
                try (InputStream in = connection.getInputStream()) {
                    taken.putAll(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
                }
            } finally {
                connection.disconnect();
            }
        }
        return taken;
    }

    /** The reader's answer, by mark. */
    static Map<Long, ServerTime> parse(String json) throws IOException {
        Map<Long, ServerTime> times = new HashMap<>();
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            for (JsonObject record : reader.readObject().getJsonArray("records").getValuesAs(JsonObject.class)) {
                List<long[]> windows = new ArrayList<>();
                for (JsonArray window : record.getJsonArray("windows").getValuesAs(JsonArray.class)) {
                    windows.add(new long[]{window.getJsonNumber(0).longValueExact(), window.getJsonNumber(1).longValueExact()});
                }
                times.put(Long.parseLong(record.getString("mark")), new ServerTime(windows, longOrNull(record, "cpu_ns"),
                        longOrNull(record, "alloc_bytes"), record.isNull("missing") ? null : record.getString("missing")));
            }
        } catch (RuntimeException e) {
            // A malformed answer (not JSON, a field missing or of another type) is the target's fault, not the run's.
            throw new IOException("the target's server times are not what a wsslab target answers: " + e.getMessage(), e);
        }
        return times;
    }

    private static Long longOrNull(JsonObject record, String field) {
        JsonValue value = record.get(field);
        return value == null || value.getValueType() == JsonValue.ValueType.NULL ? null : record.getJsonNumber(field).longValueExact();
    }
}
