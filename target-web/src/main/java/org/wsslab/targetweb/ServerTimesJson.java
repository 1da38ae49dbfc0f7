package org.wsslab.targetweb;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.Map;
import java.util.Optional;
import org.wsslab.timing.ServerTime;

/**
 * Server times as the lab reads them: {@code {"records": [{"mark": "…", "windows": [[start, end], …],
 * "cpu_ns", "alloc_bytes", "missing"}]}}, a mark as a string (a 63-bit number is not safe in every
 * JSON reader), a value not known as null; a mark this server timed no request of is left out.
 */
final class ServerTimesJson {

    private ServerTimesJson() {
    }

    static JsonObject write(Map<Long, Optional<ServerTime>> taken) {
        JsonArrayBuilder records = Json.createArrayBuilder();
        taken.forEach((mark, time) -> time.ifPresent(t -> records.add(record(mark, t))));
        return Json.createObjectBuilder().add("records", records).build();
    }

    private static JsonObjectBuilder record(long mark, ServerTime time) {
        JsonArrayBuilder windows = Json.createArrayBuilder();
        for (long[] window : time.windows()) {
            windows.add(Json.createArrayBuilder().add(window[0]).add(window[1]));
        }
        JsonObjectBuilder json = Json.createObjectBuilder().add("mark", Long.toString(mark)).add("windows", windows);
        if (time.cpuNanos() == null) {
            json.addNull("cpu_ns");
        } else {
            json.add("cpu_ns", time.cpuNanos());
        }
        if (time.allocBytes() == null) {
            json.addNull("alloc_bytes");
        } else {
            json.add("alloc_bytes", time.allocBytes());
        }
        if (time.missing() == null) {
            json.addNull("missing");
        } else {
            json.add("missing", time.missing());
        }
        return json;
    }
}
