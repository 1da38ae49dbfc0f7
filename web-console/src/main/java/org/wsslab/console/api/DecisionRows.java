package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsslab.console.decision.DecisionView;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.console.run.StatisticParameter;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.Overhead;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.Outcome;

/**
 * The decision view of a run at one size as the API serves it ({@code GET /runs/{id}/decision?size=…},
 * {@code /runs/{id}/decision.csv}): each mechanism's cost, claims and verdicts, one flat row each.
 */
final class DecisionRows {

    private DecisionRows() {
    }

    static DecisionView view(Runs runs, Verifications verifications, long id, Integer size, String statistic) {
        Run run = runs.stored(id);
        if (size == null && run.getSizes().isEmpty()) {
            // About the size left out: this run has none to take by default.
            throw Refusal.about("size", "run " + id + " grew its payload call by call: it has no sizes to decide at; give size=<bytes>,"
                    + " or read its series at runs/" + id + "/growth").as(Refusal.Kind.CONFLICT);
        }
        ShownStatistic shown = StatisticParameter.overheadBasis(statistic);
        return new DecisionView(new RunResults(run, runs.summary(id), shown), size == null ? run.getSizes().get(0) : size,
                AttackMatrix.newestCompleted(verifications).orElse(null));
    }

    static JsonObject json(DecisionView view) {
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        rows(view).forEach(rows::add);
        JsonObjectBuilder json = Json.object().add("run", view.run().getId()).add("size", view.size())
                .add("statistic", view.statistic().getLabel());
        Json.add(json, "verification", view.matrix() == null ? null : view.matrix().verification().id());
        return json.add("verdicts_source", view.verdictsSource()).add("mechanisms", rows).build();
    }

    static List<JsonObject> rows(DecisionView view) {
        List<JsonObject> rows = new ArrayList<>();
        for (DecisionView.Row row : view.rows()) {
            JsonObjectBuilder json = Json.cell(row.endpoint(), view.size());
            Overhead cost = row.overhead();
            Json.add(json, "ms", row.millis());
            Json.add(json, "overhead_pct", cost == null ? null : cost.pct());
            Json.add(json, "overhead_ci_low", cost == null ? null : cost.ciLow());
            Json.add(json, "overhead_ci_high", cost == null ? null : cost.ciHigh());
            json.add("authentication", row.authentication()).add("integrity", row.integrity()).add("confidentiality",
                    row.confidentiality());
            for (Outcome outcome : Outcome.values()) {
                Json.add(json, outcome.name().toLowerCase(Locale.ROOT), row.verdicts().isEmpty() ? null : row.count(outcome));
            }
            Json.add(json, "applicable", row.verdicts().isEmpty() ? null : row.applicable());
            Json.add(json, "protection_pct", row.protectionPct());
            rows.add(json.build());
        }
        return rows;
    }
}
