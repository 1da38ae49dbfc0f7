package org.wsslab.console.compare;

import static org.wsslab.console.export.ReportHtml.escape;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.wsslab.console.pages.Times;
import org.wsslab.console.export.ReportAssets;
import org.wsslab.console.export.ReportHtml;
import org.wsslab.run.entity.Run;

/**
 * A comparison of runs as one HTML file that opens with no server and no network, as the compare page
 * shows it: which cells the runs share, the RTT and overhead tables with their deltas, the charts (with
 * their exports) and the parameters and environment side by side.
 */
public final class CompareReport {

    private final RunComparison comparison;
    private final ReportAssets assets;

    public CompareReport(RunComparison comparison, ReportAssets assets) {
        this.comparison = comparison;
        this.assets = assets;
    }

    public String html() {
        List<Run> runs = comparison.runs();
        String ids = String.join(",", runs.stream().map(r -> String.valueOf(r.getId())).toList());
        Map<String, String> charts = new LinkedHashMap<>();
        if (!comparison.cells().isEmpty()) {
            charts.put("rttChart", comparison.rttChart());
            for (int later = 0; later < comparison.laterRuns().size(); later++) {
                charts.put("rttDeltaChart" + later, comparison.rttDeltaChart(later));
                charts.put("overheadDeltaChart" + later, comparison.overheadDeltaChart(later));
            }
        }
        StringBuilder html = new StringBuilder(400_000);
        html.append(assets.head("wsslab comparison of runs " + ids)).append("<body>\n")
                .append("<header class=\"masthead\"><span class=\"brand\">wsslab</span><span class=\"tagline\">comparison of runs ")
                .append(escape(ids)).append(" · report written ").append(escape(Times.utcSeconds(java.time.Instant.now())))
                .append("</span></header>\n<main>\n<h1>Runs ").append(escape(ids)).append(" compared</h1>\n")
                .append("<p id=\"sharing\">").append(escape(comparison.sharing())).append("</p>\n");
        workloads(html);
        if (!comparison.cells().isEmpty()) {
            String basis = comparison.shown().getLabel();
            table(html, "rttDeltas", basis + " RTT (ms) per run, and each later run's delta over " + comparison.titleOf(runs.get(0))
                    + " (%, 95% interval)", RunComparison.CellRow::values, RunComparison.CellRow::deltas);
            table(html, "overheadDeltas",
                    "overhead over plain on " + basis + "s per run (%, 95% interval), and its change in each later run"
                            + " (percentage points, 95% interval)",
                    RunComparison.CellRow::overheadValues, RunComparison.CellRow::overheadDeltaValues);
        }
        unshared(html);
        if (!charts.isEmpty()) {
            html.append("<h2>Charts</h2>\n");
            ReportHtml.charts(html, "wsslab-compare-" + ids.replace(',', '-'), charts);
        }
        html.append("<h2>Parameters and environment</h2>\n<table class=\"fields-table\" id=\"environment\">\n<tr><th>field</th>");
        runs.forEach(run -> html.append("<th>").append(escape(comparison.titleOf(run))).append("</th>"));
        html.append("</tr>\n");
        for (FieldRow field : comparison.fields()) {
            html.append("<tr class=\"").append(field.marking()).append("\"><th>").append(escape(field.field())).append("</th>");
            field.values().forEach(value -> html.append("<td>").append(escape(value)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</table>\n</main>\n");
        ReportHtml.chartScript(html, charts);
        html.append("</body></html>\n");
        return html.toString();
    }

    private void table(StringBuilder html, String id, String caption, Function<RunComparison.CellRow, List<String>> values,
            Function<RunComparison.CellRow, List<String>> deltas) {
        html.append("<table class=\"results\" id=\"").append(id).append("\"><caption>").append(escape(caption))
                .append("</caption>\n<tr><th>mechanism</th><th>payload</th>");
        comparison.runs().forEach(run -> html.append("<th>").append(escape(comparison.titleOf(run))).append("</th>"));
        comparison.laterRuns().forEach(run -> html.append("<th>Δ ").append(escape(comparison.titleOf(run))).append("</th>"));
        html.append("</tr>\n");
        for (RunComparison.CellRow cell : comparison.cells()) {
            html.append("<tr><th>").append(escape(cell.mechanism())).append("</th><th>").append(escape(cell.sizeLabel())).append("</th>");
            values.apply(cell).forEach(value -> html.append("<td>").append(escape(value)).append("</td>"));
            deltas.apply(cell).forEach(delta -> html.append("<td class=\"delta\">").append(escape(delta)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    private void unshared(StringBuilder html) {
        if (comparison.unshared().isEmpty()) {
            return;
        }
        html.append("<ul id=\"unshared\">\n");
        comparison.unshared().forEach(u -> html.append("<li>only in run ").append(u.run()).append(" (or not in every run): ")
                .append(escape(String.join(", ", u.cells()))).append("</li>\n"));
        html.append("</ul>\n");
    }

    /** Runs of different workloads: each mechanism's factor over its own run's plain, per run, as the page shows it. */
    private void workloads(StringBuilder html) {
        WorkloadPairs workloads = comparison.workloads();
        if (!workloads.applies()) {
            return;
        }
        html.append("<p id=\"workloadHow\">").append(escape(workloads.how())).append("</p>\n<table class=\"results\" id=\"workloadPairs\">")
                .append("<caption>each mechanism's ").append(escape(comparison.shown().getLabel()))
                .append(" over its own run's plain (×, 95% interval) per workload, and each later workload's factor over the reference's")
                .append("</caption>\n<tr><th>mechanism</th>");
        comparison.runs().forEach(run -> html.append("<th>").append(escape(comparison.titleOf(run) + " (" + run.getWorkload() + ")"))
                .append("</th>"));
        comparison.laterRuns().forEach(run -> html.append("<th>").append(escape(comparison.titleOf(run))).append(" ÷ ")
                .append(escape(comparison.titleOf(comparison.runs().get(0)))).append("</th>"));
        html.append("</tr>\n");
        for (WorkloadPairs.Pair pair : workloads.pairs()) {
            html.append("<tr><th>").append(escape(pair.mechanism())).append("</th>");
            for (int r = 0; r < pair.factors().size(); r++) {
                html.append("<td class=\"factor\">").append(escape(pair.sizeLabels().get(r) + ": " + pair.factors().get(r)))
                        .append("</td>");
            }
            pair.changes().forEach(change -> html.append("<td class=\"delta\">").append(escape(change)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }
}
