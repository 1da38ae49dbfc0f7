package org.wsslab.study.verdict.control;

import jakarta.json.JsonNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.study.entity.ClaimStatistic;
import org.wsslab.study.entity.Layout;
import org.wsslab.study.entity.Layout.Column;
import org.wsslab.study.entity.Layout.Row;
import org.wsslab.study.entity.Layout.Shown;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.control.FindingJudge.RoleEvidence;
import org.wsslab.study.verdict.entity.Estimate;
import org.wsslab.study.verdict.entity.RoleRuns;
import org.wsslab.study.verdict.entity.StudyTable;

/**
 * Fills a study's layout from the lab's runs: each point's figure as the runs measured it, and beside
 * it the figure over plain's at the same size, paired unit by unit as a verdict's ratio is
 * ({@link Ratios}), so its interval survives a rerun. The published values stay as the study gives them;
 * where it gives plain's value too, the published multiple of plain stands beside the lab's.
 */
public final class TableFiller {

    /** Figures read as a multiple of plain's: times and bytes; not a spread, nor a growth run's own factor. */
    private static final Set<ClaimStatistic> OVER_PLAIN = Set.of(ClaimStatistic.MEAN, ClaimStatistic.MEDIAN, ClaimStatistic.BEST,
            ClaimStatistic.SEQUENCE_BEST_TOTAL, ClaimStatistic.FIRST_CALL, ClaimStatistic.STARTUP_SUBSEQUENT,
            ClaimStatistic.REQUEST_BYTES, ClaimStatistic.RESPONSE_BYTES);
    private static final double NANOS_PER_MS = 1e6;
    private static final String PLAIN = Mechanism.PLAIN.id();

    private final Layout layout;
    private final Map<String, RoleEvidence> byRole;

    private TableFiller(Layout layout, Map<String, RoleEvidence> byRole) {
        this.layout = layout;
        this.byRole = byRole;
    }

    /** The item's layout filled from the evidence of its roles (a role absent from the map was not run). */
    public static StudyTable fill(Study study, StudyItem item, Layout layout, Map<String, RoleEvidence> byRole) {
        TableFiller filler = new TableFiller(layout, byRole);
        List<StudyTable.Column> columns = layout.columns().stream().map(TableFiller::header).toList();
        List<StudyTable.Row> rows = layout.rows().stream().map(row -> new StudyTable.Row(row.label(),
                layout.columns().stream().map(column -> filler.cell(row, column)).toList())).toList();
        List<RoleRuns> runs = item.roles().stream().filter(byRole::containsKey).map(role -> byRole.get(role).runs()).toList();
        return new StudyTable(study.id(), item.id(), item.kind().id(), item.title(), columns, rows, runs);
    }

    private static StudyTable.Column header(Column column) {
        if (!column.measured()) {
            return new StudyTable.Column(column.title(), column.role(), null, null, null, column.missing());
        }
        String unit = switch (column.shown()) {
            case PCT, PCT_OVER_PLAIN -> "%";
            case VALUE -> switch (column.figure().source()) {
                case WIRE -> "B";
                case CONVERGENCE -> "call";
                case GROWTH -> column.figure() == ClaimStatistic.GROWTH_INCREASE ? "×" : "ms";
                default -> "ms";
            };
        };
        String words = column.figure().words() + (column.shown() == Shown.PCT_OVER_PLAIN ? ", its increase over plain's" : "");
        return new StudyTable.Column(column.title(), column.role(), column.figure().id(), words, unit, null);
    }

    private StudyTable.Cell cell(Row row, Column column) {
        String cell = layout.cell(row, column);
        Integer size = layout.size(row, column);
        JsonNumber published = column.published().get(layout.rows().indexOf(row));
        Double publishedTimesPlain = publishedTimesPlain(row, column, published);
        if (!column.measured()) {
            return new StudyTable.Cell(cell, size, published, publishedTimesPlain, null, null, null, null, List.of(),
                    "the lab does not measure it yet: " + column.missing());
        }
        RoleEvidence evidence = byRole.get(column.role());
        if (evidence == null) {
            return new StudyTable.Cell(cell, size, published, publishedTimesPlain, null, null, null, null, List.of(),
                    "no completed run of role " + column.role() + " was read: reproduce the item");
        }
        Measurements measured = evidence.measured();
        int at = size == null ? 0 : size;
        Double figure = measured.figure(cell, at, column.figure());
        if (figure == null) {
            return new StudyTable.Cell(cell, size, published, publishedTimesPlain, null, null, null, null, List.of(),
                    "runs " + measured.runs() + " have no " + column.figure().words() + " of " + cell
                            + (size == null ? "" : " at " + size));
        }
        Estimate timesPlain = OVER_PLAIN.contains(column.figure()) && !cell.equals(PLAIN)
                ? Ratios.of(measured.units(cell, at, column.figure()), measured.units(PLAIN, at, column.figure())) : null;
        List<String> noisy = new ArrayList<>(measured.noisy(cell, at));
        if (timesPlain != null) {
            measured.noisy(PLAIN, at).stream().map(run -> "plain in " + run).forEach(noisy::add);
        }
        return switch (column.shown()) {
            case VALUE -> new StudyTable.Cell(cell, size, published, publishedTimesPlain, shown(column.figure(), figure), null, null,
                    timesPlain, noisy, null);
            case PCT -> new StudyTable.Cell(cell, size, published, publishedTimesPlain, pct(figure), null, null, null, noisy, null);
            case PCT_OVER_PLAIN -> timesPlain == null
                    ? new StudyTable.Cell(cell, size, published, publishedTimesPlain, cell.equals(PLAIN) ? 0.0 : null, null, null, null,
                            noisy,
                            cell.equals(PLAIN) ? null : "plain was not measured beside it")
                    : new StudyTable.Cell(cell, size, published, publishedTimesPlain, pct(timesPlain.value()),
                            timesPlain.hasInterval() ? pct(timesPlain.low()) : null,
                            timesPlain.hasInterval() ? pct(timesPlain.high()) : null,
                            timesPlain, noisy, null);
        };
    }

    /** The published value over plain's published one: the same column's or row's plain point of the same role, figure and size. */
    private Double publishedTimesPlain(Row row, Column column, JsonNumber published) {
        if (published == null || !column.measured() || column.shown() != Shown.VALUE || !OVER_PLAIN.contains(column.figure())
                || PLAIN.equals(layout.cell(row, column))) {
            return null;
        }
        return plainPoint(row, column).filter(plain -> plain.doubleValue() > 0).map(plain -> published.doubleValue() / plain.doubleValue())
                .orElse(null);
    }

    private Optional<JsonNumber> plainPoint(Row row, Column column) {
        for (Row other : layout.rows()) {
            for (Column beside : layout.columns()) {
                boolean samePoint = (other == row || beside == column) && PLAIN.equals(layout.cell(other, beside))
                        && beside.measured() && beside.figure() == column.figure() && beside.role().equals(column.role())
                        && java.util.Objects.equals(layout.size(other, beside), layout.size(row, column));
                JsonNumber value = samePoint ? beside.published().get(layout.rows().indexOf(other)) : null;
                if (value != null) {
                    return Optional.of(value);
                }
            }
        }
        return Optional.empty();
    }

    private static double shown(ClaimStatistic figure, double value) {
        boolean nanos = figure.source() != ClaimStatistic.Source.WIRE && figure.source() != ClaimStatistic.Source.CONVERGENCE
                && figure != ClaimStatistic.GROWTH_INCREASE;
        return nanos ? value / NANOS_PER_MS : value;
    }

    private static double pct(double factor) {
        return (factor - 1) * 100;
    }
}
