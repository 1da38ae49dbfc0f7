package org.wsslab.cxf;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.stream.JsonGenerator;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;

/** The report in the shape {@code POST api/interop} takes, which is also what the client prints. */
final class ResultsJson {

    private ResultsJson() {
    }

    static JsonObject of(String client, List<InteropResult> results) {
        return of(client, null, results);
    }

    /** The report, naming the lab run that measured Metro beside it (null: none). */
    static JsonObject of(String client, Long metroRun, List<InteropResult> results) {
        JsonArrayBuilder rows = Json.createArrayBuilder();
        results.stream().map(ResultsJson::row).forEach(rows::add);
        JsonObjectBuilder report = Json.createObjectBuilder().add("client", client);
        if (metroRun != null) {
            report.add("metro_run", metroRun);
        }
        return report.add("results", rows).build();
    }

    static String pretty(JsonObject report) {
        StringWriter text = new StringWriter();
        try (var writer = Json.createWriterFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createWriter(text)) {
            writer.write(report);
        }
        return text.toString().strip();
    }

    private static JsonObject row(InteropResult result) {
        JsonObjectBuilder row = Json.createObjectBuilder().add("mechanism", result.mechanism());
        nullable(row, "suite", result.suite());
        row.add("outcome", result.outcome().name());
        nullable(row, "reason", result.reason());
        nullable(row, "refused_by", result.refusedBy());
        row.add("calls", result.calls());
        JsonArrayBuilder sizes = Json.createArrayBuilder();
        for (SizeRtt size : result.sizes()) {
            sizes.add(Json.createObjectBuilder().add("bytes", size.bytes()).add("rtt_median_ns", size.rttMedianNs()));
        }
        return row.add("sizes", sizes).build();
    }

    private static void nullable(JsonObjectBuilder json, String name, String value) {
        if (value == null) {
            json.addNull(name);
        } else {
            json.add(name, value);
        }
    }
}
