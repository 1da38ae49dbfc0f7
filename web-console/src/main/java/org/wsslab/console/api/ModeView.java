package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.SequenceSummary;

/** A run's mode as the API writes it, and the views of growth and sequences runs, times in milliseconds. */
final class ModeView {

    private ModeView() {
    }

    /** {@code "fixed"} or the mode object a request would give to make the same run. */
    static void add(JsonObjectBuilder parameters, Run run) {
        run.getMode().ifPresentOrElse(mode -> parameters.add("mode", Json.object().add(mode.id(), switch (mode) {
            case Precision rule -> Json.object().add("pct", rule.pct()).add("max_calls", rule.maxCalls())
                    .add("min_calls", rule.minCalls());
            case Growth growth -> growth(growth);
            case Sequences sequences -> (sequences.paired() ? Json.object().add("pairs", pairs(sequences))
                    : Json.object().add("lengths", array(sequences))).add("repeats", sequences.repeats());
            case Startup startup -> Json.object().add("repeats", startup.repeats()).add("steady_calls", startup.steadyCalls());
        })), () -> parameters.add("mode", "fixed"));
    }

    private static JsonArrayBuilder array(Sequences sequences) {
        JsonArrayBuilder lengths = jakarta.json.Json.createArrayBuilder();
        sequences.lengths().forEach(lengths::add);
        return lengths;
    }

    private static JsonArrayBuilder pairs(Sequences sequences) {
        JsonArrayBuilder pairs = jakarta.json.Json.createArrayBuilder();
        sequences.pairs().forEach(pair -> pairs.add(jakarta.json.Json.createArrayBuilder().add(pair.length()).add(pair.size())));
        return pairs;
    }

    private static JsonObjectBuilder growth(Growth growth) {
        return Json.object().add("start", growth.start()).add("step", growth.step()).add("calls", growth.calls())
                .add("wire_every", growth.wireEvery());
    }

    /** The series as its summary CSV flattens it: a row per line, without its wire points. */
    static JsonObject growth(GrowthSeries series) {
        return growth(series, null);
    }

    /**
     * The series, each line with its wire points ({@code wire}: size, request and response bytes, by
     * size), or without them for a null {@code wire}.
     */
    static JsonObject growth(GrowthSeries series, Map<Endpoint, List<GrowthWirePoint>> wire) {
        JsonArrayBuilder lines = jakarta.json.Json.createArrayBuilder();
        for (GrowthSeries.Line line : series.lines()) {
            JsonObjectBuilder json = Json.cell(line.endpoint(), series.growth().start());
            json.remove("size");
            json.add("calls_made", line.made()).add("failures", line.failures());
            Json.add(json, "first_min_ms", Figures.millis(line.firstMinNanos()));
            Json.add(json, "last_mean_ms", Figures.millis(line.lastMeanNanos()));
            Json.add(json, "growth_factor", line.growthFactor());
            Json.add(json, "last_x_plain", line.lastTimesPlain());
            if (wire != null) {
                JsonArrayBuilder points = jakarta.json.Json.createArrayBuilder();
                for (GrowthWirePoint point : wire.getOrDefault(line.endpoint(), List.of())) {
                    points.add(Json.object().add("size", point.size()).add("request_bytes", point.requestBytes())
                            .add("response_bytes", point.responseBytes()));
                }
                json.add("wire", points);
            }
            lines.add(json);
        }
        Growth growth = series.growth();
        return Json.object().add("growth", growth(growth))
                .add("end_calls", Growth.END_CALLS).add("lines", lines).build();
    }

    static JsonObject sequences(SequenceSummary summary) {
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        for (SequenceSummary.Row row : summary.rows()) {
            JsonObjectBuilder json = Json.cell(row.endpoint(), row.size()).add("length", row.length())
                    .add("completed", row.completed()).add("failed", row.failed());
            Json.add(json, "best_ms", Figures.millis(row.bestNanos()));
            Json.add(json, "median_ms", Figures.millis(row.medianNanos()));
            Json.add(json, "median_first_ms", Figures.millis(row.medianFirstNanos()));
            Json.add(json, "best_x_plain", row.bestTimesPlain());
            rows.add(json);
        }
        JsonArrayBuilder crossovers = jakarta.json.Json.createArrayBuilder();
        for (SequenceSummary.Crossover crossover : summary.crossovers()) {
            crossovers.add(Json.object().add("size", crossover.size()).add("length", crossover.length())
                    .add("cheaper", crossover.cheaper().id()).add("dearer", crossover.dearer().id()).add("call", crossover.call()));
        }
        return Json.object().add("rows", rows).add("crossovers", crossovers).build();
    }
}
