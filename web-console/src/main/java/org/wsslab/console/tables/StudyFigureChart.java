package org.wsslab.console.tables;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.stream.IntStream;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.findings.FindingFigures;
import org.wsslab.study.verdict.entity.StudyTable;

/**
 * A study's figure redrawn from the lab's runs (Chart.js, through ChartJson as every chart of the lab):
 * the layout's rows along the x axis, a line (bars, when the rows are mechanisms) per column of the lab's
 * figures, and the values the study published as marks of the same colour over them. The lab's values are
 * the API's; absolute milliseconds of two machines sit on one axis, which is why the tables beside say
 * each as a multiple of plain.
 */
final class StudyFigureChart {

    private StudyFigureChart() {
    }

    static String of(StudyTable table) {
        boolean byMechanism = table.rows().size() > 1 && table.rows().get(0).cells().get(0).cell() != null
                && !table.rows().get(0).cells().get(0).cell().equals(table.rows().get(1).cells().get(0).cell());
        JsonArrayBuilder labels = Json.createArrayBuilder();
        table.rows().forEach(row -> labels.add(row.label()));
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        List<StudyTable.Column> columns = table.columns();
        String unit = columns.stream().filter(column -> column.unit() != null).map(StudyTable.Column::unit).findFirst().orElse("");
        for (int c = 0; c < columns.size(); c++) {
            int at = c;
            if (columns.get(c).unit() == null) {
                continue;
            }
            JsonArrayBuilder lab = Json.createArrayBuilder();
            JsonArrayBuilder published = Json.createArrayBuilder();
            table.rows().forEach(row -> {
                StudyTable.Cell cell = row.cells().get(at);
                ChartJson.addNumber(lab, cell.lab() == null ? null : FindingFigures.round(cell.lab()));
                ChartJson.addNumber(published, cell.published() == null ? null : cell.published().numberValue());
            });
            String title = columns.get(c).title();
            datasets.add(dataset(table, c, title + ", the lab", lab));
            if (IntStream.range(0, table.rows().size()).anyMatch(r -> table.rows().get(r).cells().get(at).published() != null)) {
                datasets.add(dataset(table, c, title + ", published", published).add("type", "line").add("showLine", false)
                        .add("pointStyle", "rectRot").add("pointRadius", 7).add("order", 0));
            }
        }
        String y = columns.stream().filter(column -> column.unit() != null).findFirst().map(column -> column.words() + " (" + unit + ")")
                .orElse(unit);
        return ChartJson.config(byMechanism ? "bar" : "line", labels, datasets,
                ChartJson.axis("category", byMechanism ? "mechanism, as the study names it" : "payload, as the study sizes it"),
                ChartJson.zeroBasedAxis(y), table.item() + ": " + (table.title() == null ? "" : table.title()),
                List.of("the lab's figures (lines or bars) and the study's published values (diamonds) on one axis: the machines differ,"
                        + " compare them as multiples of plain in the table below"));
    }

    /** A column's dataset in its mechanism's colour where the column reads one cell, else in the column's place. */
    private static JsonObjectBuilder dataset(StudyTable table, int column, String label, JsonArrayBuilder data) {
        String cell = table.rows().get(0).cells().get(column).cell();
        boolean oneCell = cell != null && table.rows().stream().allMatch(row -> cell.equals(row.cells().get(column).cell()));
        JsonObjectBuilder dataset = oneCell ? Endpoint.byId(cell).map(endpoint -> ChartJson.dataset(endpoint, data))
                .orElseGet(() -> ChartJson.part(label, data, column)) : ChartJson.part(label, data, column);
        return dataset.add("label", label);
    }
}
