package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.BytesOverPlain;
import org.wsslab.statistics.StraightLine;

/**
 * GET /runs/{id}/bytes-over-plain: per endpoint and size its bytes on the wire beside plain's, and per
 * endpoint the fitted constant and slope of its bytes over plain against the size (docs/api.md, "Bytes
 * over plain"). The CSV holds the rows with their endpoint's fit beside each.
 */
final class BytesOverPlainView {

    private BytesOverPlainView() {
    }

    static JsonObject of(Run run, BytesOverPlain wire) {
        JsonArrayBuilder cells = jakarta.json.Json.createArrayBuilder();
        rows(run, wire).forEach(cells::add);
        JsonArrayBuilder fits = jakarta.json.Json.createArrayBuilder();
        for (BytesOverPlain.Fit fit : wire.fits()) {
            fits.add(line(Json.add(Json.object().add("mechanism", fit.endpoint().mechanism().id()), "suite",
                    fit.endpoint().suite().assertion()).add("sizes", fit.sizes()), fit.line()));
        }
        return Json.object().add("run", run.getId()).add("size_unit", run.getWorkload().shape().unit()).add("cells", cells)
                .add("fits", fits).build();
    }

    /** One row per endpoint and size, flat, its endpoint's fit beside it: what the CSV prints. */
    static List<JsonObject> rows(Run run, BytesOverPlain wire) {
        List<JsonObject> rows = new ArrayList<>();
        for (BytesOverPlain.Row row : wire.rows()) {
            JsonObjectBuilder json = Json.cell(row.endpoint(), row.size()).add("request_bytes", row.requestBytes())
                    .add("response_bytes", row.responseBytes()).add("bytes", row.bytes()).add("plain_bytes", row.plainBytes())
                    .add("bytes_over_plain", row.overPlain()).add("times_plain", row.timesPlain());
            rows.add(line(json, wire.fit(row.endpoint()).map(BytesOverPlain.Fit::line).orElse(null)).build());
        }
        return rows;
    }

    private static JsonObjectBuilder line(JsonObjectBuilder json, StraightLine line) {
        Json.add(json, "constant_bytes", line == null ? null : line.intercept());
        return Json.add(json, "bytes_per_size_unit", line == null ? null : line.slope());
    }
}
