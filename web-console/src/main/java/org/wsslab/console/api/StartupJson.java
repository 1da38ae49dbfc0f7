package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.summary.boundary.StartupView;

/**
 * A startup run's view as the API writes it (GET /runs/{id}/startup, and flat, one row per mechanism, its
 * CSV): per kind of call ({@code deployment}, {@code session}, {@code steady}) and for the restarts,
 * {@code _n}, {@code _errors}, {@code _median_ms}, {@code _min_ms}, {@code _max_ms}; per ratio
 * ({@code deployment_x_steady}, {@code session_x_steady}, {@code deployment_x_session}) its geometric mean
 * over the repetitions, {@code _ci_low}, {@code _ci_high} (null below two repetitions) and {@code _k}.
 */
final class StartupJson {

    private StartupJson() {
    }

    static JsonObject of(StartupView view) {
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        rows(view).forEach(rows::add);
        return Json.object().add("repeats", view.startup().repeats()).add("steady_calls", view.startup().steadyCalls())
                .add("size", view.size()).add("rows", rows).build();
    }

    static List<JsonObject> rows(StartupView view) {
        return view.rows().stream().map(row -> {
            JsonObjectBuilder json = Json.cell(row.endpoint(), view.size());
            times(json, "deployment", row.deployment());
            times(json, "session", row.session());
            times(json, "steady", row.steady());
            ratio(json, "deployment_x_steady", row.deploymentOverSteady());
            ratio(json, "session_x_steady", row.sessionOverSteady());
            ratio(json, "deployment_x_session", row.deploymentOverSession());
            times(json, "restart", row.restart());
            return json.build();
        }).toList();
    }

    private static void times(JsonObjectBuilder json, String kind, StartupView.Times times) {
        json.add(kind + "_n", times.n()).add(kind + "_errors", times.errors());
        Json.add(json, kind + "_median_ms", Figures.millis(times.medianNanos()));
        Json.add(json, kind + "_min_ms", Figures.millis(times.minNanos()));
        Json.add(json, kind + "_max_ms", Figures.millis(times.maxNanos()));
    }

    private static void ratio(JsonObjectBuilder json, String name, StartupView.Ratio ratio) {
        Json.add(json, name, ratio.ratio());
        Json.add(json, name + "_ci_low", ratio.ciLow());
        Json.add(json, name + "_ci_high", ratio.ciHigh());
        json.add(name + "_k", ratio.k());
    }
}
