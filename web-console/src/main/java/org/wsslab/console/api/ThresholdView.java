package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Locale;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.run.GrowthPairThreshold;
import org.wsslab.console.run.PairThreshold;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.statistics.Statistic;
import org.wsslab.statistics.Threshold;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * GET /runs/{id}/compare/threshold: per size a's cost over b's with its interval and side of "about
 * the same", both endpoints' bytes, and the cost and bytes thresholds (docs/api.md, "Is A cheaper than
 * B?"); its CSV holds one row per threshold. A growth run answers windows of its series instead of
 * sizes, and its CSV the same rows, the thresholds lying between windows' centre sizes.
 */
final class ThresholdView {

    private ThresholdView() {
    }

    static JsonObject of(PairThreshold pair) {
        JsonArrayBuilder sizes = jakarta.json.Json.createArrayBuilder();
        for (PairThreshold.SizeRow row : pair.sizes()) {
            JsonObjectBuilder json = Json.object().add("size", row.size());
            SummaryView.overhead(json, "difference", row.difference());
            Json.add(json, "side", side(row.side()));
            Json.add(json, "a_bytes", row.aBytes());
            Json.add(json, "b_bytes", row.bBytes());
            Json.add(json, "bytes_difference", row.bytesDifference());
            sizes.add(json);
        }
        return pair(pair).add("similar_pct", Tolerances.SIMILAR_PCT).add("sizes", sizes)
                .add("cost_threshold", threshold(pair.cost())).add("bytes_threshold", threshold(pair.bytes())).build();
    }

    /**
     * A growth run's answer: its series, the window, each window's a over b with its interval and side,
     * and the thresholds between the windows' centres (bytes: null while growth runs record none).
     */
    static JsonObject of(GrowthPairThreshold pair, Growth growth) {
        JsonArrayBuilder windows = jakarta.json.Json.createArrayBuilder();
        for (GrowthThreshold.Window window : pair.cost().windows()) {
            JsonObjectBuilder json = Json.object().add("first_call", window.firstCall()).add("last_call", window.lastCall())
                    .add("first_size", window.firstSize()).add("last_size", window.lastSize()).add("centre_size", window.centreSize())
                    .add("calls", window.calls());
            SummaryView.overhead(json, "difference", window.difference());
            Json.add(json, "side", side(window.side()));
            windows.add(json);
        }
        JsonObjectBuilder series = Json.object().add("start", growth.start()).add("step", growth.step()).add("calls", growth.calls());
        return pair(pair.a(), pair.b(), Statistic.MEAN).add("similar_pct", Tolerances.SIMILAR_PCT).add("growth", series)
                .add("window", pair.cost().window()).add("windows", windows).add("cost_threshold", threshold(pair.cost().cost()))
                .add("bytes_threshold", threshold(pair.bytes())).build();
    }

    /** One row per threshold, cost then bytes (its fields null where none is found): what the CSV prints. */
    static List<JsonObject> rows(PairThreshold pair) {
        return List.of(row(pair(pair.a(), pair.b(), pair.statistic()), "cost", pair.cost()),
                row(pair(pair.a(), pair.b(), pair.statistic()), "bytes", pair.bytes()));
    }

    /** A growth run's rows, as a run's: the thresholds between windows' centre sizes. */
    static List<JsonObject> rows(GrowthPairThreshold pair) {
        return List.of(row(pair(pair.a(), pair.b(), Statistic.MEAN), "cost", pair.cost().cost()),
                row(pair(pair.a(), pair.b(), Statistic.MEAN), "bytes", pair.bytes()));
    }

    private static JsonObjectBuilder pair(PairThreshold pair) {
        return pair(pair.a(), pair.b(), pair.statistic());
    }

    private static JsonObjectBuilder pair(Endpoint a, Endpoint b, Statistic statistic) {
        return Json.object().add("a", a.id()).add("b", b.id()).add("statistic", statistic.name().toLowerCase(Locale.ROOT));
    }

    private static JsonObject row(JsonObjectBuilder pair, String kind, Threshold threshold) {
        JsonObjectBuilder row = pair.add("kind", kind);
        Json.add(row, "size", threshold == null ? null : threshold.size());
        Json.add(row, "below", threshold == null ? null : threshold.below());
        Json.add(row, "from", threshold == null ? null : side(threshold.from()));
        Json.add(row, "above", threshold == null ? null : threshold.above());
        Json.add(row, "to", threshold == null ? null : side(threshold.to()));
        return row.build();
    }

    private static JsonValue threshold(Threshold threshold) {
        if (threshold == null) {
            return JsonValue.NULL;
        }
        return Json.object().add("size", threshold.size()).add("below", threshold.below()).add("from", side(threshold.from()))
                .add("above", threshold.above()).add("to", side(threshold.to())).build();
    }

    /** "lower", "same" or "higher": where a's interval lies against the band of about the same around b. */
    private static String side(Threshold.Side side) {
        return side == null ? null : side.name().toLowerCase(Locale.ROOT);
    }
}
