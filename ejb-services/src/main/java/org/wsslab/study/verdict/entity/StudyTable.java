package org.wsslab.study.verdict.entity;

import jakarta.json.JsonNumber;
import java.util.List;

/**
 * A study's table or figure in its own layout filled from the lab's runs (docs/verdicts.md, "Tables and
 * figures"): per row and column the value the study published (as reference.json holds it) beside the
 * lab's figure, both also as a multiple of plain where the layout has plain's figure too: milliseconds
 * measured on machines 3 to 60 times apart are read side by side as ratios, never as values.
 *
 * @param kind    table or figure (a figure is drawn from the same rows and columns)
 * @param columns in the study's order
 * @param rows    in the study's order, a cell per column
 * @param runs    the runs read, per role (none for a role not reproduced yet)
 */
public record StudyTable(String study, String item, String kind, String title, List<Column> columns, List<Row> rows, List<RoleRuns> runs) {

    /**
     * A column: its title, the role it reads, the lab's figure (id and words) and its unit as shown (ms,
     * B, %, ×), or why the lab has none yet.
     */
    public record Column(String title, String role, String figure, String words, String unit, String missing) {
    }

    public record Row(String label, List<Cell> cells) {
    }

    /**
     * One row × column. {@code lab} is the runs' own figure in the column's unit (null where not measured
     * or not run: {@code why} says which); {@code low}/{@code high} its 95% interval where one survives a
     * rerun (an increase over plain, paired); {@code timesPlain} the lab's figure over plain's at the same
     * size with its interval; {@code publishedTimesPlain} the published value over the published plain
     * one, where the study gives both.
     */
    public record Cell(String cell, Integer size, JsonNumber published, Double publishedTimesPlain, Double lab, Double low, Double high,
            Estimate timesPlain, List<String> noisy, String why) {
    }

    /** Whether any run read is a scaled (or a user's own) version of the study's preset. */
    public boolean scaled() {
        return runs.stream().anyMatch(RoleRuns::scaled);
    }
}
