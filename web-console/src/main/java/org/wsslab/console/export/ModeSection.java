package org.wsslab.console.export;

import static org.wsslab.console.export.ReportHtml.escape;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.wsslab.console.run.ModeResults;
import org.wsslab.console.run.SequenceCosts;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * What a report shows of a growth or a sequences run's own mode, as its run page does (ModeResults'
 * rows and charts): the growth series' table and chart, or the sequences' totals, crossovers,
 * ratios and charts (the totals' and the cumulative cost's). A growth run has nothing else to show: it has no cells.
 */
public final class ModeSection {

    private final Consumer<StringBuilder> section;
    private final Map<String, String> charts;

    private ModeSection(Consumer<StringBuilder> section, Map<String, String> charts) {
        this.section = section;
        this.charts = charts;
    }

    public static ModeSection growth(Run run, GrowthSeries series) {
        ModeResults results = new ModeResults(run);
        List<ModeResults.GrowthRow> rows = results.growthRows(series);
        return new ModeSection(html -> {
            html.append("<h2>Growing payload</h2>\n<p>One call per size, the payload growing by the step each call (")
                    .append(escape(series.growth().sizesInWords())).append(" ").append(escape(run.getWorkload().shape().unit()))
                    .append("); every mechanism makes call k in one round. The minimum of the first ").append(Growth.END_CALLS)
                    .append(" calls against the mean of the last ").append(Growth.END_CALLS)
                    .append(": how much the growth cost, apart from any one slow call.</p>\n")
                    .append("<table class=\"results\" id=\"growthTable\">\n<tr><th>mechanism</th><th>min of first calls (ms)</th>")
                    .append("<th>mean of last calls (ms)</th><th>last ÷ first</th><th>last × plain</th><th>failed calls</th></tr>\n");
            for (ModeResults.GrowthRow row : rows) {
                html.append("<tr data-mechanism=\"").append(escape(row.mechanism())).append("\"><th>").append(escape(row.mechanism()));
                cells(html, row.firstMin(), row.lastMean(), row.factor(), row.timesPlain(), String.valueOf(row.failures()));
            }
            html.append("</table>\n");
        }, Map.of("growthChart", results.growthChart(series)));
    }

    public static ModeSection sequences(Run run, SequenceSummary summary) {
        ModeResults results = new ModeResults(run);
        SequenceCosts costs = new SequenceCosts(run);
        return new ModeSection(html -> {
            html.append("<h2>Sequences on a new session</h2>\n<p>Each sequence is its length's calls on a new port and session,")
                    .append(" the session's first call included, their round trips added up; best and median of its repetitions.</p>\n")
                    .append("<table class=\"results\" id=\"sequenceTable\">\n<tr><th>mechanism</th><th>payload</th><th>calls</th>")
                    .append("<th>repetitions</th><th>best total (ms)</th><th>median total (ms)</th><th>median first call (ms)</th>")
                    .append("<th>best × plain</th></tr>\n");
            for (ModeResults.SequenceRow row : results.sequenceRows(summary)) {
                html.append("<tr data-mechanism=\"").append(escape(row.mechanism())).append("\" data-length=\"").append(row.length())
                        .append("\"><th>").append(escape(row.mechanism()));
                cells(html, row.size(), String.valueOf(row.length()),
                        row.completed() + (row.failed() > 0 ? " (+" + row.failed() + " failed)" : ""), row.best(), row.median(),
                        row.medianFirst(), row.timesPlain());
            }
            html.append("</table>\n<p id=\"crossovers\">Crossovers in the longest sequences (cumulative cost of the first calls,")
                    .append(" medians of the repetitions):");
            List<ModeResults.CrossoverRow> crossovers = results.crossovers(summary);
            html.append(crossovers.isEmpty() ? " none: no mechanism that began dearer ended cheaper.</p>\n" : "</p>\n<ul>\n");
            for (ModeResults.CrossoverRow c : crossovers) {
                html.append("<li class=\"crossover\">").append(escape(c.cheaper())).append(" begins dearer than ")
                        .append(escape(c.dearer()))
                        .append(" at ").append(escape(c.size())).append(" and is cheaper in total from call ").append(c.call())
                        .append(" of ").append(c.length()).append(" on</li>\n");
            }
            html.append(crossovers.isEmpty() ? "" : "</ul>\n");
            html.append("<h3>Ratios</h3>\n<p>One mechanism's totals over another's, repetition by repetition: the geometric mean")
                    .append(" with its 95% interval.</p>\n<table class=\"results\" id=\"sequenceRatios\">\n<tr><th>a</th><th>b</th>")
                    .append("<th>payload</th><th>calls</th><th>repetitions</th><th>a ÷ b</th><th>95% interval</th></tr>\n");
            for (SequenceCosts.RatioRow row : costs.ratioRows(summary)) {
                html.append("<tr><th>").append(escape(row.a()));
                cells(html, row.b(), row.size(), String.valueOf(row.length()), String.valueOf(row.repetitions()), row.ratio(),
                        row.interval());
            }
            html.append("</table>\n");
        }, charts("sequencesChart", results.sequencesChart(summary), "cumulativeChart", costs.cumulativeChart(summary)));
    }

    /** Two charts in the order the report draws them. */
    private static Map<String, String> charts(String firstId, String first, String secondId, String second) {
        Map<String, String> charts = new LinkedHashMap<>();
        charts.put(firstId, first);
        charts.put(secondId, second);
        return charts;
    }

    /** The row's cells after its heading, and its end. */
    private static void cells(StringBuilder html, String... cells) {
        html.append("</th>");
        for (String cell : cells) {
            html.append("<td>").append(escape(cell)).append("</td>");
        }
        html.append("</tr>\n");
    }

    void write(StringBuilder html) {
        section.accept(html);
    }

    /** The section's charts, by canvas id. */
    Map<String, String> charts() {
        return charts;
    }
}
