package org.wsslab.console.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.figures.Figures;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.SequenceRatio;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * What a stopped sequences run's view adds to its totals (docs/api.md, "Sequences"): each endpoint's
 * cumulative cost in the longest sequences of a size, and one endpoint's totals over another's with
 * their interval. The endpoints of a ratio are read here, as the API names them ({@code a}, {@code b}).
 */
final class SequenceAnalysis {

    private SequenceAnalysis() {
    }

    /** {@code [{"mechanism", "suite", "size", "length", "cumulative_ms": [first call, first two, …]}]}. */
    static JsonArray cumulative(SequenceSummary summary) {
        JsonArrayBuilder curves = jakarta.json.Json.createArrayBuilder();
        for (SequenceSummary.Curve curve : summary.curves()) {
            JsonArrayBuilder sums = jakarta.json.Json.createArrayBuilder();
            for (double nanos : curve.cumulativeNanos()) {
                sums.add(Figures.millis(nanos));
            }
            curves.add(Json.cell(curve.endpoint(), curve.size()).add("length", curve.length()).add("cumulative_ms", sums));
        }
        return curves.build();
    }

    /**
     * The ratios asked for: a over b if both are given (each an endpoint of the run, not the same),
     * else, if {@code everyPair}, each endpoint over each other one, else none.
     */
    static List<SequenceRatio> ratios(Run run, SequenceSummary summary, String a, String b, boolean everyPair) {
        if (a == null && b == null) {
            List<SequenceRatio> all = new ArrayList<>();
            if (everyPair) {
                for (Endpoint first : run.getEndpoints()) {
                    run.getEndpoints().stream().filter(second -> !second.equals(first))
                            .forEach(second -> all.addAll(summary.ratios(first, second)));
                }
            }
            return all;
        }
        Endpoint first = measured(run, "a", a);
        Endpoint second = measured(run, "b", b);
        if (first.equals(second)) {
            throw Refusal.at("b", "b is a (" + a + "): give two different mechanisms of the run, e.g. a=" + first.id() + "&b="
                    + run.getEndpoints().stream().filter(other -> !other.equals(first)).findFirst().map(Endpoint::id).orElse("plain"));
        }
        return summary.ratios(first, second);
    }

    /** {@code [{"a", "b", "size", "length", "repetitions", "ratio", "ci_low", "ci_high"}]}. */
    static List<JsonObject> rows(List<SequenceRatio> ratios) {
        List<JsonObject> rows = new ArrayList<>();
        for (SequenceRatio ratio : ratios) {
            JsonObjectBuilder row = Json.object().add("a", ratio.a().id()).add("b", ratio.b().id()).add("size", ratio.size())
                    .add("length", ratio.length()).add("repetitions", ratio.repetitions());
            Json.add(row, "ratio", ratio.ratio());
            Json.add(row, "ci_low", ratio.low());
            Json.add(row, "ci_high", ratio.high());
            rows.add(row.build());
        }
        return rows;
    }

    private static Endpoint measured(Run run, String parameter, String id) {
        if (id == null) {
            throw Refusal.at(parameter,
                    "give both a and b, each a mechanism of the run (" + ids(run) + "): the ratio is a's totals over b's");
        }
        Endpoint endpoint = Endpoint.byId(id).orElseThrow(() -> Refusal.unknownMechanism(parameter, id));
        if (!run.getEndpoints().contains(endpoint)) {
            throw Refusal.at(parameter, id + " is not measured by run " + run.getId() + "; its mechanisms are " + ids(run));
        }
        return endpoint;
    }

    private static String ids(Run run) {
        return String.join(", ", run.getEndpoints().stream().map(Endpoint::id).toList());
    }
}
