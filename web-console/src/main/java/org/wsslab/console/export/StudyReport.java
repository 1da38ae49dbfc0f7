package org.wsslab.console.export;

import static org.wsslab.console.export.ReportHtml.escape;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.pages.Times;
import org.wsslab.console.tables.StudyTableView;
import org.wsslab.study.entity.Study;

/**
 * A study's reproduction as one HTML file that opens with no server and no network, as the Studies page
 * shows it: the study's method, its tables and figures in its own layout with the lab's figures beside
 * the published ones (the figures drawn, with their exports), and its findings with their verdicts, those
 * that differ first. What someone without a lab is sent.
 */
public final class StudyReport {

    private final Study study;
    private final List<StudyTableView> tables;
    private final List<FindingView> findings;
    private final ReportAssets assets;

    public StudyReport(Study study, List<StudyTableView> tables, List<FindingView> findings, ReportAssets assets) {
        this.study = study;
        this.tables = tables;
        this.findings = findings;
        this.assets = assets;
    }

    public String html() {
        Map<String, String> charts = new LinkedHashMap<>();
        StringBuilder html = new StringBuilder(400_000);
        html.append(assets.head("wsslab study " + study.id() + " reproduced")).append("<body>\n")
                .append("<header class=\"masthead\"><span class=\"brand\">wsslab</span><span class=\"tagline\">study ")
                .append(escape(study.id())).append(" reproduced · report written ").append(escape(Times.utcSeconds(Instant.now())))
                .append("</span></header>\n<main>\n<h1>").append(escape(study.id() + ": " + study.title())).append("</h1>\n<p>")
                .append(escape(study.authors() + " · " + study.stack() + " · " + study.machine()))
                .append("</p>\n<dl class=\"outcomes\">\n");
        study.method().forEach((name, value) -> html.append("<dt>").append(escape(name)).append("</dt><dd>")
                .append(escape(value instanceof jakarta.json.JsonString text ? text.getString() : value.toString())).append("</dd>\n"));
        html.append("</dl>\n<h2>Tables and figures beside the lab's</h2>\n<p>Each value the study published beside the lab's figure from")
                .append(" its newest reproduction, both also as a multiple of plain where plain stands beside them. The study's machine")
                .append(" was slower than the lab's: read milliseconds as ratios, never as values.</p>\n");
        for (StudyTableView table : tables) {
            html.append("<section class=\"study-table\" data-item=\"").append(escape(table.item())).append("\">\n<h3>")
                    .append(escape(table.item() + ": " + table.title())).append("</h3>\n<p class=\"hint\">Read from ")
                    .append(escape(table.runs())).append(table.scaled() ? " (scaled: counts other than the study’s)" : "")
                    .append(".</p>\n");
            if (table.chart() != null) {
                String id = "studyFigure" + charts.size();
                charts.put(id, table.chart());
                ReportHtml.charts(html, "wsslab-" + table.item(), Map.of(id, table.chart()));
            }
            layout(html, table);
            html.append("</section>\n");
        }
        FindingsSection.write(html, "Findings", "The study's findings judged on the lab's newest reproduction of their runs: each is"
                + " held to its tolerance on an interval that survives a rerun; those that differ first.", findings);
        html.append("</main>\n");
        ReportHtml.chartScript(html, charts);
        html.append("</body></html>\n");
        return html.toString();
    }

    private static void layout(StringBuilder html, StudyTableView table) {
        html.append("<div class=\"table-box\" tabindex=\"0\">\n<table class=\"results study-layout\" data-item=\"")
                .append(escape(table.item())).append("\">\n<tr><th rowspan=\"2\">").append("figure".equals(table.kind()) ? "point" : "row")
                .append("</th>");
        table.columns().forEach(column -> html.append("<th colspan=\"2\">").append(escape(column.title())).append("</th>"));
        html.append("</tr>\n<tr>");
        table.columns().forEach(column -> html.append("<th>the study</th><th>the lab")
                .append(column.unit() == null ? "" : " (" + escape(column.unit()) + ")").append("</th>"));
        html.append("</tr>\n");
        for (int r = 0; r < table.rows().size(); r++) {
            StudyTableView.RowView row = table.rows().get(r);
            html.append("<tr data-row=\"").append(r).append("\"><th scope=\"row\">").append(escape(row.label())).append("</th>");
            for (int c = 0; c < row.cells().size(); c++) {
                StudyTableView.CellView cell = row.cells().get(c);
                html.append("<td class=\"published\" data-column=\"").append(c).append("\" data-published=\"")
                        .append(escape(cell.published()))
                        .append("\">").append(escape(cell.publishedText())).append("</td><td class=\"lab")
                        .append(cell.noisy().isEmpty() ? "" : " noisy").append("\" data-column=\"").append(c).append("\" data-lab=\"")
                        .append(escape(cell.lab())).append("\" title=\"").append(escape(cell.noisy())).append("\">")
                        .append(escape(cell.labText())).append(cell.noisy().isEmpty() ? "" : " (noisy)").append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n</div>\n");
    }
}
