package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.CpuFits;
import org.wsslab.statistics.StraightLine;

/**
 * GET /runs/{id}/cpu-fits: per side the points (each cell's message bytes M and CPU per call, and over
 * plain's line) and per endpoint the line alpha + beta · M, plain's absolute and any other's over plain's
 * (docs/api.md, "CPU fits"); milliseconds, beta in ms per byte as 003 gives it. The CSV holds the fits.
 */
final class CpuFitsView {

    private CpuFitsView() {
    }

    static JsonObject of(Run run, CpuFits fits) {
        JsonArrayBuilder points = jakarta.json.Json.createArrayBuilder();
        for (CpuFits.Point point : fits.points()) {
            JsonObjectBuilder json = Json.cell(point.endpoint(), point.size()).add("side", point.side().id())
                    .add("message_bytes", point.messageBytes());
            Json.add(json, "cpu_ms", Figures.millis(point.cpuNanos()));
            Json.add(json, "plain_line_ms", Figures.millis(point.plainNanos()));
            points.add(Json.add(json, "over_plain_ms", Figures.millis(point.excessNanos())));
        }
        JsonArrayBuilder lines = jakarta.json.Json.createArrayBuilder();
        fits(fits).forEach(lines::add);
        return Json.object().add("run", run.getId()).add("direction", fits.direction().id())
                .add("size_unit", run.getWorkload().shape().unit()).add("points", points).add("fits", lines).build();
    }

    /** One per side and endpoint, with the operation the side's lines stand for: what the CSV prints. */
    static List<JsonObject> fits(CpuFits fits) {
        return fits.fits().stream().map(fit -> {
            Endpoint endpoint = fit.endpoint();
            JsonObjectBuilder json = Json.add(Json.object().add("side", fit.side().id()).add("operation",
                    fits.operation(fit.side()).id()).add("mechanism", endpoint.mechanism().id()), "suite", endpoint.suite().assertion())
                    .add("points", fit.points());
            StraightLine line = fit.line();
            Json.add(json, "alpha_ms", line == null ? null : Figures.millis(line.intercept()));
            Json.add(json, "beta_ms_per_byte", line == null ? null : Figures.millis(line.slope()));
            Json.add(json, "residual_ms", Figures.millis(fit.residualNanos()));
            return Json.add(json, "reason", fit.reason()).build();
        }).toList();
    }
}
