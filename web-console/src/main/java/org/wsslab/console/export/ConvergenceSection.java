package org.wsslab.console.export;

import static org.wsslab.console.export.ReportHtml.escape;

import org.wsslab.console.run.ConvergenceResults;
import org.wsslab.run.summary.boundary.Convergence;

/**
 * What a report shows of a stopped run's convergence, as the run page does (w:convergence): per cell
 * the call its round trip settles at by 000's definition (the first call at or below the mean of all)
 * and by the robust one (the moving median stays in a band), with the chart of every call. A run of
 * fixed calls or a precision run; a growth or a sequences run has no such section.
 */
final class ConvergenceSection {

    /** The id its chart has in the report. */
    static final String CHART = "convergenceChart";

    private ConvergenceSection() {
    }

    static void write(StringBuilder html, ConvergenceResults convergence) {
        html.append("<h2>Convergence</h2>\n<p>Every measured call of each cell in seq order, warm-up and the port's first call")
                .append(" included, numbered from 1 (in a paired run the cell's calls of all its rounds, in seq order). 000's definition:")
                .append(" the first call at or below the mean of all of them. Robust: the first call from which the median of the ")
                .append(Convergence.WINDOW).append(" calls centred on each call stays within ±").append(Convergence.BAND_PCT)
                .append("% of the median of all of them; ").append(ConvergenceResults.NEVER).append(" where it never does.</p>\n")
                .append("<div class=\"table-box\" tabindex=\"0\">\n<table class=\"results\" id=\"convergence\">\n<tr><th>mechanism</th>")
                .append("<th>payload</th><th>clients</th><th>calls</th><th>counted</th><th>failed</th><th>mean (ms)</th>")
                .append("<th>settles (000: ≤ mean)</th><th>median (ms)</th><th>settles (moving median)</th></tr>\n");
        for (ConvergenceResults.Row row : convergence.rows()) {
            html.append("<tr data-mechanism=\"").append(escape(row.mechanism())).append("\" data-size=\"").append(escape(row.size()))
                    .append("\"><th>").append(escape(row.mechanism())).append("</th><td>").append(escape(row.size())).append("</td><td>")
                    .append(row.clients()).append("</td><td class=\"calls\">").append(row.calls()).append("</td><td class=\"counted\">")
                    .append(row.counted()).append("</td><td>").append(row.failed()).append("</td><td>").append(escape(row.mean()))
                    .append("</td><td class=\"mean-call\">").append(escape(row.meanCall())).append("</td><td>")
                    .append(escape(row.median())).append("</td><td class=\"band-call\">").append(escape(row.bandCall()))
                    .append("</td></tr>\n");
        }
        html.append("</table>\n</div>\n");
    }
}
