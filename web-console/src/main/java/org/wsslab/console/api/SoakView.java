package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.soak.entity.SoakReport;
import org.wsslab.run.soak.entity.SoakTally;

/**
 * A soak as POST and GET harness/soak answer it: parameters (the wrong credential null unless asked
 * for), state, measured seconds, and per mechanism the raw counts beside the throughput and mean round
 * trip made from them.
 */
final class SoakView {

    private SoakView() {
    }

    static JsonObject of(SoakReport soak) {
        JsonObjectBuilder json = Json.object().add("state", soak.state().name()).add("seconds", soak.seconds())
                .add("threads", soak.threads()).add("size", soak.size());
        SoakReport.WrongCredential wrong = soak.wrongCredential();
        if (wrong == null) {
            json.addNull("wrong_credential");
        } else {
            json.add("wrong_credential", Json.object().add("mechanism", wrong.mechanism()).add("credential", wrong.credential()));
        }
        Json.add(json, "started", soak.started());
        Json.add(json, "elapsed_s", soak.elapsed().toNanos() / 1e9);
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        soak.rows().forEach(row -> rows.add(row(row, soak)));
        json.add("mechanisms", rows);
        json.add("total", row(soak.total(), soak));
        json.add("problems", jakarta.json.Json.createArrayBuilder(soak.problems()));
        return json.build();
    }

    private static JsonObjectBuilder row(SoakTally.Row row, SoakReport soak) {
        JsonObjectBuilder json = Json.object().add("mechanism", row.mechanism()).add("attempts", row.attempts())
                .add("calls", row.calls()).add("errors", row.errors());
        Json.add(json, "rtt_sum_ms", Figures.millis(row.rttNanos()));
        Json.add(json, "calls_per_s", row.callsPerSecond(soak.elapsed()));
        Json.add(json, "mean_rtt_ms", row.meanRttMillis());
        json.add("first_errors", jakarta.json.Json.createArrayBuilder(row.firstErrors()));
        return json;
    }
}
