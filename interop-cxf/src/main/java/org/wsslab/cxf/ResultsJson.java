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

    /** The lab's bounds (InteropReportReader): a reason of up to 4,000 characters, a client of up to 200. */
    static final int MAX_REASON = 4000;
    static final int MAX_CLIENT = 200;

    private ResultsJson() {
    }

    static JsonObject of(String client, List<InteropResult> results) {
        return of(client, null, results);
    }

    /** The report, naming the lab run that measured Metro beside it (null: none). */
    static JsonObject of(String client, Long metroRun, List<InteropResult> results) {
        JsonArrayBuilder rows = Json.createArrayBuilder();
        results.stream().map(ResultsJson::row).forEach(rows::add);
        JsonObjectBuilder report = Json.createObjectBuilder().add("client", cut(client, MAX_CLIENT));
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
        nullable(row, "reason", result.reason() == null ? null : cut(result.reason(), MAX_REASON));
        nullable(row, "refused_by", result.refusedBy());
        row.add("calls", result.calls());
        JsonArrayBuilder sizes = Json.createArrayBuilder();
        for (SizeRtt size : result.sizes()) {
            sizes.add(Json.createObjectBuilder().add("bytes", size.bytes()).add("rtt_median_ns", size.rttMedianNs()));
        }
        return row.add("sizes", sizes).build();
    }

    /** What the lab stores of a text at most (POST api/interop refuses longer ones, and the whole check with them). */
    static String cut(String text, int most) {
        return text.length() <= most ? text : text.substring(0, most - 1) + "…";
    }

    private static void nullable(JsonObjectBuilder json, String name, String value) {
        if (value == null) {
            json.addNull(name);
        } else {
            json.add(name, value);
        }
    }
}
