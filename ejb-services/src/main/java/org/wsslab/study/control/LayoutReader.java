package org.wsslab.study.control;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.wsslab.study.entity.ClaimStatistic;
import org.wsslab.study.entity.ItemKind;
import org.wsslab.study.entity.ItemRun;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Layout.Column;
import org.wsslab.study.entity.Layout.Row;
import org.wsslab.study.entity.Layout.Shown;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;

/**
 * Reads a table's or figure's {@code layout} (docs/studies.md, "Layouts") against the published values:
 * its rows (cells, sizes, or the entries of a published list), its columns with the values the study gives
 * for each row, and checks that every point reads a cell and size its role's run measures, in a way its
 * figure can be shown. Problems are said with the item and the field, and the layout is then left out.
 */
final class LayoutReader {

    private final Study study;
    private final StudyItem item;
    private final JsonObject reference;
    private final List<String> problems;

    private LayoutReader(Study study, StudyItem item, JsonObject reference, List<String> problems) {
        this.study = study;
        this.item = item;
        this.reference = reference;
        this.problems = problems;
    }

    /** The item's layout resolved, or empty when it has none or it does not hold (each problem added to {@code problems}). */
    static Optional<Layout> of(Study study, StudyItem item, JsonObject reference, List<String> problems) {
        if (item.layout() == null) {
            return Optional.empty();
        }
        int before = problems.size();
        Layout layout = new LayoutReader(study, item, reference, problems).read(item.layout());
        return problems.size() == before ? Optional.of(layout) : Optional.empty();
    }

    private Layout read(JsonObject json) {
        if (item.kind() == ItemKind.FINDING || !item.runnable()) {
            problem("layout", "a runnable table's or figure's");
        }
        String role = json.getString("role", item.roles().size() == 1 ? item.roles().get(0) : null);
        Integer size = json.containsKey("size") ? json.getInt("size") : null;
        List<Row> rows = rows(json.getJsonObject("rows"), size);
        List<Column> columns = new ArrayList<>();
        JsonArray given = json.getJsonArray("columns");
        if (given == null || given.isEmpty()) {
            problem("layout.columns", "a list of one column or more");
        } else {
            given.getValuesAs(JsonObject.class).forEach(column -> columns.add(column(column, role, rows)));
        }
        Layout layout = new Layout(rows, columns);
        columns.stream().filter(column -> column.figure() != null).forEach(column -> rows.forEach(row -> point(layout, row, column)));
        return layout;
    }

    private List<Row> rows(JsonObject json, Integer size) {
        if (json == null) {
            problem("layout.rows", "cells, sizes or entries");
            return List.of();
        }
        if (json.containsKey("cells")) {
            List<String> cells = json.getJsonArray("cells").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
            List<String> labels = labels(json, cells);
            return IntStream.range(0, cells.size()).mapToObj(i -> new Row(labels.get(i), cells.get(i), size)).toList();
        }
        if (json.containsKey("sizes")) {
            List<Integer> sizes = array(json.get("sizes"), "layout.rows.sizes").stream().map(v -> ((JsonNumber) v).intValue()).toList();
            List<String> labels = labels(json, sizes.stream().map(String::valueOf).toList());
            return IntStream.range(0, sizes.size()).mapToObj(i -> new Row(labels.get(i), null, sizes.get(i))).toList();
        }
        if (json.get("entries") instanceof JsonString pointer) {
            return array(pointer, "layout.rows.entries").stream().map(JsonValue::asJsonObject).map(entry -> new Row(
                    entry.getString("mechanism") + " at " + entry.getInt("size"), entry.getString("mechanism"), entry.getInt("size")))
                    .toList();
        }
        problem("layout.rows", "cells, sizes or entries");
        return List.of();
    }

    /** The rows' labels: the study's own (a pointer or a list, one per row), else the rows' keys. */
    private List<String> labels(JsonObject rows, List<String> keys) {
        if (!rows.containsKey("labels")) {
            return keys;
        }
        List<String> labels = array(rows.get("labels"), "layout.rows.labels").stream().map(v -> ((JsonString) v).getString()).toList();
        if (labels.size() != keys.size()) {
            problem("layout.rows.labels", "one label per row (" + keys.size() + "), not " + labels.size());
            return keys;
        }
        return labels;
    }

    private Column column(JsonObject json, String role, List<Row> rows) {
        String title = json.getString("title", "");
        String where = "layout.columns '" + title + "'";
        if (title.isBlank()) {
            problem("layout.columns", "columns with a title");
        }
        ClaimStatistic figure = null;
        String missing = json.getString("missing", null);
        if (missing == null) {
            figure = ClaimStatistic.byId(json.getString("lab", "")).orElse(null);
            if (figure == null || figure.source() == ClaimStatistic.Source.NONE) {
                problem(where + ".lab", "a figure the lab measures (docs/studies.md, \"Claims\"), or \"missing\" with why");
            }
        }
        Shown shown = Shown.byId(json.getString("shown", Shown.VALUE.id())).orElse(null);
        if (shown == null || figure != null && !shows(figure, shown)) {
            problem(where + ".shown", "value, pct-over-plain (a time or bytes) or pct (a growth factor)");
        }
        Integer size = json.containsKey("size") ? json.getInt("size") : null;
        Column column = new Column(title, json.getString("role", role), json.getString("cell", null), size, figure, shown, missing,
                List.of());
        return new Column(title, column.role(), column.cell(), size, figure, shown, missing, published(json.get("published"), column, rows,
                where));
    }

    private static boolean shows(ClaimStatistic figure, Shown shown) {
        return switch (shown) {
            case VALUE -> true;
            case PCT -> figure == ClaimStatistic.GROWTH_INCREASE;
            case PCT_OVER_PLAIN -> figure != ClaimStatistic.STDDEV && figure.source() != ClaimStatistic.Source.GROWTH
                    && figure.source() != ClaimStatistic.Source.CONVERGENCE;
        };
    }

    /** One published value per row: a list beside the rows, or the entry of a published list that names the row's cell and size. */
    private List<JsonNumber> published(JsonValue json, Column column, List<Row> rows, String where) {
        List<JsonNumber> values = new ArrayList<>();
        if (json == null) {
            rows.forEach(row -> values.add(null));
        } else if (json instanceof JsonString pointer) {
            List<JsonValue> given = array(pointer, where + ".published");
            if (given.size() != rows.size()) {
                problem(where + ".published", "one value per row (" + rows.size() + "), not " + given.size());
            }
            IntStream.range(0, rows.size())
                    .forEach(i -> values.add(i < given.size() && given.get(i) instanceof JsonNumber number ? number : null));
        } else {
            JsonObject entries = json.asJsonObject();
            List<JsonObject> given = array(entries.get("entries"), where + ".published.entries").stream().map(JsonValue::asJsonObject)
                    .toList();
            String field = entries.getString("value", "");
            Layout partial = new Layout(rows, List.of(column));
            for (Row row : rows) {
                values.add(given.stream().filter(entry -> entry.getString("mechanism", "").equals(partial.cell(row, column))
                        && entry.get("size") instanceof JsonNumber size
                        && Integer.valueOf(size.intValue()).equals(partial.size(row, column)))
                        .findFirst().map(entry -> entry.get(field) instanceof JsonNumber number ? number : null).orElse(null));
            }
            if (!given.stream().allMatch(entry -> entry.get(field) instanceof JsonNumber && entry.get("mechanism") instanceof JsonString
                    && entry.get("size") instanceof JsonNumber)) {
                problem(where + ".published", "entries each with a mechanism, a size and a number at " + field);
            }
        }
        return values;
    }

    /** A point reads a cell its role's run has, at a size it measures (a growth run's figures have none). */
    private void point(Layout layout, Row row, Column column) {
        String where = "layout.columns '" + column.title() + "', row '" + row.label() + "'";
        Optional<ItemRun> run = item.runs().stream().filter(r -> r.role().equals(column.role())).findFirst();
        if (run.isEmpty()) {
            problem(where + ".role", "a role of the item's runs " + item.roles() + "; " + column.role() + " is not one");
            return;
        }
        JsonObject request = study.preset(run.get()).request();
        String cell = layout.cell(row, column);
        if (cell == null || !StudyChecks.isCell(cell) || !StudyChecks.measures(request, cell)) {
            problem(where + ".cell", "a cell of the " + column.role() + " run; " + cell + " is not one");
        }
        boolean growth = column.figure().source() == ClaimStatistic.Source.GROWTH;
        if (growth != (StudyChecks.growth(request) != null)) {
            problem(where + ".lab", growth ? "a growth run's figure read from a growth run" : "a figure a growth run has");
        }
        Integer size = layout.size(row, column);
        if (!growth && (size == null || !StudyChecks.sizes(request).contains(size))) {
            problem(where + ".size", "a size the " + column.role() + " run measures " + StudyChecks.sizes(request) + "; " + size
                    + " is not one");
        }
    }

    private List<JsonValue> array(JsonValue given, String field) {
        JsonValue value = given instanceof JsonString pointer ? resolve(pointer.getString(), field) : given;
        if (value instanceof JsonArray array) {
            return array;
        }
        problem(field, "a list, or a pointer to one under " + study.publishedIn());
        return List.of();
    }

    private JsonValue resolve(String pointer, String field) {
        if (!pointer.startsWith(study.publishedIn() + "/")) {
            problem(field, "a pointer under " + study.publishedIn() + ", not " + pointer);
            return null;
        }
        return StudyChecks.resolve(reference, pointer);
    }

    private void problem(String field, String allowed) {
        problems.add(item.id() + ": " + field + " must be " + allowed);
    }
}
