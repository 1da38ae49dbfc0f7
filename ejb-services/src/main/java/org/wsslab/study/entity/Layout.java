package org.wsslab.study.entity;

import jakarta.json.JsonNumber;
import java.util.List;

/**
 * A table or figure of a study in its own layout (docs/studies.md, "Layouts"): its rows as the study
 * lists them (mechanisms, sizes, or the (mechanism, size) entries its text gives), and its columns, each
 * the published values the study gives for it beside the figure the lab measures in their place. Every
 * row × column is a <em>point</em>: a cell of a role's run at a size, read for a figure. A figure item is
 * drawn from the same points: the rows along the x axis, a line per column, the published values as
 * marks over it.
 *
 * @param rows    in the study's order
 * @param columns in the study's order
 */
public record Layout(List<Row> rows, List<Column> columns) {

    /**
     * One row: its label as the study writes it, and the cell or size it fixes for every column (null
     * where the column fixes it).
     */
    public record Row(String label, String cell, Integer size) {
    }

    /**
     * One column: its title, the role, cell and size it fixes (null where the row does), the lab's figure
     * and how it is shown, or why the lab has none yet; and the published values, one per row (null where
     * the study gives none), exactly as reference.json holds them.
     */
    public record Column(String title, String role, String cell, Integer size, ClaimStatistic figure, Shown shown, String missing,
            List<JsonNumber> published) {

        public boolean measured() {
            return missing == null;
        }
    }

    /** How a column shows the lab's figure. */
    public enum Shown {
        /** As measured: milliseconds, bytes, or a factor. */
        VALUE("value"),
        /** As its increase over plain's same figure at the same size, in %: (cell ÷ plain − 1) × 100. */
        PCT_OVER_PLAIN("pct-over-plain"),
        /** A factor as an increase in %: (factor − 1) × 100 (a growth run's increase). */
        PCT("pct");

        private final String id;

        Shown(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static java.util.Optional<Shown> byId(String id) {
            return java.util.Arrays.stream(values()).filter(shown -> shown.id.equals(id)).findFirst();
        }
    }

    /** The cell a row × column reads: the column's, else the row's. */
    public String cell(Row row, Column column) {
        return column.cell() != null ? column.cell() : row.cell();
    }

    /** The size a row × column reads: the column's, else the row's (null for a growth run's figure). */
    public Integer size(Row row, Column column) {
        return column.size() != null ? column.size() : row.size();
    }
}
