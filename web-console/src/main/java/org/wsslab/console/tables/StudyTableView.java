package org.wsslab.console.tables;

import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.findings.FindingFigures;
import org.wsslab.study.verdict.entity.StudyTable;

/**
 * A study's table or figure as the Studies page shows it: per column the study's value and the lab's side
 * by side, each written as the API writes it (FindingFigures: a page shows the API's numbers), with its
 * multiple of plain; where the lab has no figure, why. A figure is also drawn (StudyFigureChart).
 *
 * @param chart the Chart.js configuration of a figure; null for a table
 */
public record StudyTableView(String item, String kind, String title, boolean scaled, List<ColumnView> columns, List<RowView> rows,
        String runs, String chart) {

    public record ColumnView(String title, String unit, String words, String missing) {
    }

    public record RowView(String label, List<CellView> cells) {
    }

    /**
     * One row × column. {@code published}: the study's value exactly as the study data holds it (empty where
     * its text gives none); {@code lab}: the API's number; the texts add units, intervals and multiples of plain.
     */
    public record CellView(String published, String publishedText, String lab, String labText, String noisy) {
    }

    public static StudyTableView of(StudyTable table) {
        List<ColumnView> columns = table.columns().stream().map(column -> new ColumnView(column.title(), column.unit(), column.words(),
                column.missing())).toList();
        List<RowView> rows = table.rows().stream().map(row -> new RowView(row.label(), java.util.stream.IntStream
                .range(0, row.cells().size()).mapToObj(i -> cell(row.cells().get(i), table.columns().get(i))).toList())).toList();
        String runs = table.runs().isEmpty() ? "not reproduced yet"
                : table.runs().stream().map(role -> role.role() + ": " + (role.group() == null ? "" : "group " + role.group() + ", ")
                        + "runs " + role.runs().stream().map(String::valueOf).collect(Collectors.joining(", ")))
                        .collect(Collectors.joining("; "));
        return new StudyTableView(table.item(), table.kind(), table.title(), table.scaled(), columns, rows, runs,
                "figure".equals(table.kind()) ? StudyFigureChart.of(table) : null);
    }

    private static CellView cell(StudyTable.Cell cell, StudyTable.Column column) {
        String published = cell.published() == null ? "" : cell.published().toString();
        String publishedText = published.isEmpty() ? Figures.NONE
                : published
                        + (cell.publishedTimesPlain() == null ? "" : " (" + FindingFigures.number(cell.publishedTimesPlain()) + "× plain)");
        if (cell.lab() == null) {
            return new CellView(published, publishedText, "", cell.why() == null ? Figures.NONE : cell.why(), "");
        }
        String lab = FindingFigures.number(cell.lab());
        StringBuilder text = new StringBuilder(lab).append(' ').append(column.unit());
        if (cell.low() != null && cell.high() != null) {
            text.append(' ').append(Figures.interval(FindingFigures.number(cell.low()), FindingFigures.number(cell.high())));
        }
        if (cell.timesPlain() != null && !"%".equals(column.unit())) {
            text.append(" · ").append(FindingFigures.number(cell.timesPlain().value())).append("× plain ")
                    .append(FindingFigures.interval(cell.timesPlain()));
        }
        return new CellView(published, publishedText, lab, text.toString(), String.join("; ", cell.noisy()));
    }
}
