package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.summary.boundary.Convergence;

/** GET /runs/{id}/convergence and its CSV: a row per cell, the call it settles at by each definition; times in milliseconds. */
final class ConvergenceView {

    private ConvergenceView() {
    }

    static JsonObject of(Convergence convergence) {
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        rows(convergence).forEach(rows::add);
        return Json.object().add("window", Convergence.WINDOW).add("band_pct", Convergence.BAND_PCT).add("rows", rows).build();
    }

    /** The rows, as the CSV writes them too. */
    static List<JsonObject> rows(Convergence convergence) {
        return convergence.cells().stream().map(ConvergenceView::row).toList();
    }

    private static JsonObject row(Convergence.Cell cell) {
        JsonObjectBuilder json = Json.cell(cell.endpoint(), cell.size()).add("clients", cell.clients())
                .add("calls", cell.calls()).add("n", cell.counted()).add("failed", cell.failed());
        Json.add(json, "mean_ms", Figures.millis(cell.meanNanos()));
        Json.add(json, "mean_call", cell.meanCall());
        Json.add(json, "median_ms", Figures.millis(cell.medianNanos()));
        Json.add(json, "band_call", cell.bandCall());
        return json.build();
    }
}
