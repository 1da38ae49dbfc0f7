package org.wsslab.console.export;

import static org.wsslab.console.export.ReportHtml.escape;

import java.util.List;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.findings.FindingView.CheckView;

/**
 * What a report shows of the studies' findings its run answers, as the run page does (FindingView,
 * those that differ first): a table of each finding's verdict and the check it rests on, so that a
 * reproduction sent to someone without a lab carries its verdicts.
 */
final class FindingsSection {

    private FindingsSection() {
    }

    /** The section of a run's report: the findings of any study the run answers. */
    static void write(StringBuilder html, List<FindingView> findings) {
        write(html, "Studies' findings", "The studies' findings this run answers: it measures what their presets measure"
                + " (counts aside; other counts are marked scaled). Each is held to its tolerance on an interval that survives"
                + " a rerun; those that differ first.", findings);
    }

    /** The section under a heading and what it says it holds: the code's own text, written as it is (HTML). */
    static void write(StringBuilder html, String heading, String intro, List<FindingView> findings) {
        html.append("<h2>").append(heading).append("</h2>\n<p>").append(intro)
                .append("</p>\n<div class=\"table-box\" tabindex=\"0\">\n")
                .append("<table class=\"results checks\" id=\"findings\">\n<tr><th>finding</th><th>verdict</th><th>compared</th>")
                .append("<th>the lab (95% interval)</th><th>the study</th><th>tolerance</th><th>why</th></tr>\n");
        for (FindingView finding : findings) {
            CheckView deciding = finding.deciding();
            html.append("<tr data-finding=\"").append(escape(finding.id())).append("\"><th scope=\"row\">").append(escape(finding.id()))
                    .append("<span class=\"reason\">").append(escape(finding.says())).append(finding.scaled() ? " (scaled)" : "")
                    .append("</span></th><td><span class=\"verdict ").append(finding.verdict()).append("\" data-verdict=\"")
                    .append(finding.verdict()).append("\">").append(finding.verdict()).append("</span></td>");
            if (deciding == null) {
                html.append("<td colspan=\"5\">no check</td>");
            } else {
                for (String cell : List.of(deciding.figure(), deciding.measured(), deciding.published(), deciding.tolerance(),
                        deciding.reason())) {
                    html.append("<td>").append(escape(cell)).append("</td>");
                }
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n</div>\n");
    }
}
