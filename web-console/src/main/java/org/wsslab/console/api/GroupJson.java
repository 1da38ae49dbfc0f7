package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.wsslab.run.group.boundary.GroupCell;
import org.wsslab.run.group.boundary.GroupSummary;
import org.wsslab.run.group.entity.Reproduces;
import org.wsslab.run.group.boundary.GroupView;
import org.wsslab.run.group.boundary.ReplicateEstimate;
import org.wsslab.statistics.PooledRatio;

/** A group as GET /groups and GET /groups/{name} answer it (the fields of docs/api.md, "Groups"). */
final class GroupJson {

    private GroupJson() {
    }

    /** What the list shows of a group. */
    static JsonObjectBuilder brief(GroupSummary group) {
        JsonObjectBuilder json = Json.object().add("name", group.name()).add("kind", group.kind().id())
                .add("created", group.created().toString()).add("runs", group.runs()).add("completed", group.completed());
        Reproduces reproduces = group.reproduces();
        // A group a study's Reproduce made says what it reproduces; one a person named has no such fields.
        return reproduces == null ? json
                : json.add("study", reproduces.study()).add("item", reproduces.item()).add("role", reproduces.role())
                        .add("scale", reproduces.scale());
    }

    /** The group read as replicates: its completed runs, and per secured cell the pooled overhead and each replicate's own. */
    static JsonObject of(GroupView view) {
        JsonArrayBuilder replicates = jakarta.json.Json.createArrayBuilder();
        view.replicates().forEach(replicates::add);
        JsonArrayBuilder cells = jakarta.json.Json.createArrayBuilder();
        for (GroupCell cell : view.cells()) {
            PooledRatio pooled = cell.pooled();
            JsonObjectBuilder row = Json.cell(cell.endpoint(), cell.size()).add("clients", cell.clients()).add("k", pooled.k());
            Json.add(row, "pooled_overhead_pct", pooled.pct());
            Json.add(row, "pooled_ci_low", pooled.ciLow());
            Json.add(row, "pooled_ci_high", pooled.ciHigh());
            Json.add(row, "cv_pct", pooled.cvPct());
            row.add("within_run", pooled.withinRun()).add("interval", cell.intervalWords(view.group().kind()));
            JsonArrayBuilder own = jakarta.json.Json.createArrayBuilder();
            for (ReplicateEstimate estimate : cell.replicates()) {
                JsonObjectBuilder replicate = Json.object().add("run", estimate.run());
                SummaryView.overhead(replicate, "overhead", estimate.overhead());
                own.add(replicate);
            }
            cells.add(row.add("replicates", own));
        }
        return brief(view.group()).add("kind_words", view.group().kind().words()).add("replicate_runs", replicates).add("cells", cells)
                .build();
    }
}
