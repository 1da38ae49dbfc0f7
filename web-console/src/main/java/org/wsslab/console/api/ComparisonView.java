package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.compare.RunComparison;
import org.wsslab.console.compare.WorkloadPairs;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.Overhead;

/**
 * GET /runs/compare?ids=3,5: the runs, which cells they share, and per shared cell each run's value
 * (ms) and overhead over plain, and each later run's RTT delta (%) and overhead change (percentage
 * points) over the reference, all with their 95% intervals. The page, the CSV and the report show these.
 */
final class ComparisonView {

    private ComparisonView() {
    }

    static JsonObject of(RunComparison comparison) {
        JsonArrayBuilder runs = jakarta.json.Json.createArrayBuilder();
        for (Run run : comparison.runs()) {
            runs.add(Json.add(
                    Json.object().add("id", run.getId()).add("lab", run.getLab()).add("status", run.getStatus().name()).add("workload",
                            run.getWorkload().toString()),
                    "imported_from", run.getOrigin()));
        }
        JsonArrayBuilder unshared = jakarta.json.Json.createArrayBuilder();
        comparison.unshared().forEach(u -> unshared.add(Json.object().add("run", u.run())
                .add("cells", jakarta.json.Json.createArrayBuilder(u.cells()))));
        JsonArrayBuilder cells = jakarta.json.Json.createArrayBuilder();
        rows(comparison).forEach(cells::add);
        JsonArrayBuilder pairs = jakarta.json.Json.createArrayBuilder();
        comparison.workloads().pairs().forEach(pair -> pairs.add(pair(pair)));
        return Json.object().add("reference", comparison.runs().get(0).getId()).add("statistic", comparison.shown().getLabel())
                .add("runs", runs).add("sharing", comparison.sharing()).add("unshared", unshared).add("cells", cells)
                .add("workload_pairs", pairs).build();
    }

    /** A mechanism's factor over plain in each run of another workload, at the sizes that pair (WorkloadPairs). */
    private static JsonObject pair(WorkloadPairs.Pair pair) {
        JsonObjectBuilder json = Json.add(Json.object().add("mechanism", pair.endpoint().mechanism().id()), "suite",
                pair.endpoint().suite().assertion());
        JsonArrayBuilder sizes = jakarta.json.Json.createArrayBuilder();
        pair.sizes().forEach(sizes::add);
        JsonArrayBuilder ms = jakarta.json.Json.createArrayBuilder();
        pair.millis().forEach(value -> ChartJson.addNumber(ms, value));
        JsonArrayBuilder overheads = jakarta.json.Json.createArrayBuilder();
        pair.overheads().forEach(overhead -> {
            JsonObjectBuilder one = Json.object();
            interval(one, "overhead_pct", overhead);
            overheads.add(one);
        });
        JsonArrayBuilder changes = jakarta.json.Json.createArrayBuilder();
        pair.factorChanges().forEach(change -> ChartJson.addNumber(changes, change));
        return json.add("sizes", sizes).add("ms", ms).add("overheads", overheads).add("factor_changes", changes).build();
    }

    /** One row per shared cell and later run, flat: what the CSV prints, column for column. */
    static List<JsonObject> rows(RunComparison comparison) {
        List<JsonObject> rows = new ArrayList<>();
        Run reference = comparison.runs().get(0);
        for (RunComparison.CellRow cell : comparison.cells()) {
            for (int later = 0; later < comparison.laterRuns().size(); later++) {
                JsonObjectBuilder row = Json.cell(cell.endpoint(), cell.size())
                        .add("reference_run", reference.getId()).add("run", comparison.laterRuns().get(later).getId());
                Json.add(row, "reference_ms", cell.millis().get(0));
                Json.add(row, "ms", cell.millis().get(later + 1));
                interval(row, "rtt_delta_pct", cell.rttDeltas().get(later));
                Json.add(row, "reference_overhead_pct", pct(cell.overheads().get(0)));
                Json.add(row, "overhead_pct", pct(cell.overheads().get(later + 1)));
                interval(row, "overhead_delta_pts", cell.overheadDeltas().get(later));
                rows.add(row.build());
            }
        }
        return rows;
    }

    private static Double pct(Overhead overhead) {
        return overhead == null ? null : overhead.pct();
    }

    private static void interval(JsonObjectBuilder row, String name, Overhead value) {
        Json.add(row, name, pct(value));
        Json.add(row, name.replaceAll("_(pct|pts)$", "") + "_ci_low", value == null ? null : value.ciLow());
        Json.add(row, name.replaceAll("_(pct|pts)$", "") + "_ci_high", value == null ? null : value.ciHigh());
    }
}
