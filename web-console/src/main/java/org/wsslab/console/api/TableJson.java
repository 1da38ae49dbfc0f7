package org.wsslab.console.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import org.wsslab.console.findings.FindingFigures;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.StudyTable;

/**
 * A study's table or figure in its own layout as GET /studies/{id}/tables and /studies/{id}/items/{item}/table
 * answer it (docs/api.md, "Tables and figures"): its columns, and per row and column the published value as
 * the study data holds it beside the lab's figure, each also as a multiple of plain where there is one.
 * Figures are written to four significant figures, as the findings' are.
 */
public final class TableJson {

    private TableJson() {
    }

    public static JsonArray of(List<StudyTable> tables) {
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        tables.forEach(table -> list.add(of(table)));
        return list.build();
    }

    public static JsonObject of(StudyTable table) {
        JsonArrayBuilder columns = jakarta.json.Json.createArrayBuilder();
        table.columns().forEach(column -> {
            JsonObjectBuilder json = Json.object().add("title", column.title()).add("role", column.role());
            Json.add(json, "figure", column.figure());
            Json.add(json, "words", column.words());
            Json.add(json, "unit", column.unit());
            columns.add(Json.add(json, "missing", column.missing()));
        });
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        table.rows().forEach(row -> {
            JsonArrayBuilder cells = jakarta.json.Json.createArrayBuilder();
            row.cells().forEach(cell -> cells.add(cell(cell)));
            rows.add(Json.object().add("label", row.label()).add("cells", cells));
        });
        JsonArrayBuilder roles = jakarta.json.Json.createArrayBuilder();
        table.runs().forEach(role -> roles.add(FindingJson.role(role)));
        JsonObjectBuilder json = Json.object().add("study", table.study()).add("item", table.item()).add("kind", table.kind());
        Json.add(json, "title", table.title());
        return json.add("scaled", table.scaled()).add("columns", columns).add("rows", rows).add("roles", roles).build();
    }

    private static JsonObject cell(StudyTable.Cell cell) {
        JsonObjectBuilder json = Json.object();
        Json.add(json, "cell", cell.cell());
        Json.add(json, "size", cell.size());
        if (cell.published() == null) {
            json.addNull("published");
        } else {
            json.add("published", cell.published());
        }
        number(json, "published_times_plain", cell.publishedTimesPlain());
        number(json, "lab", cell.lab());
        json.add("interval", interval(cell.low(), cell.high()));
        Estimate times = cell.timesPlain();
        number(json, "times_plain", times == null ? null : times.value());
        json.add("times_plain_interval", times == null ? jakarta.json.JsonValue.NULL : interval(times.low(), times.high()));
        Json.add(json, "basis", times == null ? null : times.basis());
        JsonArrayBuilder noisy = jakarta.json.Json.createArrayBuilder();
        cell.noisy().forEach(noisy::add);
        json.add("noisy", noisy);
        return Json.add(json, "why", cell.why()).build();
    }

    private static jakarta.json.JsonValue interval(Double low, Double high) {
        return low == null || high == null ? jakarta.json.JsonValue.NULL
                : jakarta.json.Json.createArrayBuilder().add(FindingFigures.round(low)).add(FindingFigures.round(high)).build();
    }

    private static void number(JsonObjectBuilder json, String name, Double value) {
        if (value == null) {
            json.addNull(name);
        } else {
            json.add(name, FindingFigures.round(value));
        }
    }
}
