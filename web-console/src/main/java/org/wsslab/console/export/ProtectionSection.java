package org.wsslab.console.export;

import static org.wsslab.console.export.ReportHtml.escape;

import org.wsslab.console.pages.Times;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;

/**
 * What a run's report shows of the protection of its mechanisms: the attack matrix of the newest
 * verification that covers them (RunProtection's; not part of the run, and the report says so), or the
 * sentence that none does. Apart from RunReport, which stays under 300 lines.
 */
final class ProtectionSection {

    private ProtectionSection() {
    }

    /** The section: the matrix's rows for the run's mechanisms, or (null) the sentence that no verification covers them. */
    static void write(StringBuilder html, AttackMatrix matrix) {
        if (matrix == null) {
            html.append("<h2>Protection: attack matrix</h2>\n<p id=\"protection\">No completed verification on this lab attacked every")
                    .append(" mechanism of this run when this report was written: run the attack matrix on them to see their verdicts here.</p>\n");
            return;
        }
        Verification verification = matrix.verification();
        html.append("<h2>Protection: attack matrix</h2>\n<p>Verification ").append(verification.id()).append(", finished ")
                .append(escape(Times.utcSeconds(verification.finished())))
                .append(": the newest completed one that attacked every mechanism of this run when this report was written, on the same lab,")
                .append(" not part of the run; its rows for this run's mechanisms.</p>\n")
                .append("<table class=\"results matrix\" id=\"protection\">\n<tr class=\"attack-classes\"><td></td>");
        matrix.groups().forEach(group -> html.append("<th scope=\"colgroup\" colspan=\"").append(group.span()).append("\" title=\"")
                .append(escape(group.attackClass().description())).append("\">").append(escape(group.attackClass().label()))
                .append("</th>"));
        html.append("</tr>\n<tr><th>mechanism</th>");
        matrix.attacks().forEach(attack -> html.append("<th title=\"").append(escape(attack.description())).append("\">")
                .append(escape(attack.label())).append("</th>"));
        html.append("</tr>\n");
        for (AttackMatrix.Row row : matrix.rows()) {
            html.append("<tr><th>").append(escape(row.endpoint().id())).append("</th>");
            for (int i = 0; i < row.cells().size(); i++) {
                Verdict cell = row.cells().get(i);
                String outcome = cell == null ? "PENDING" : cell.outcome().name();
                html.append("<td class=\"outcome ").append(outcome).append("\" data-mechanism=\"")
                        .append(escape(row.endpoint().mechanism().id())).append("\" data-suite=\"").append(escape(row.endpoint().suiteId()))
                        .append("\" data-attack=\"").append(matrix.attacks().get(i).name()).append("\" title=\"")
                        .append(escape(cell == null ? "" : cell.detail())).append("\">").append(cell == null ? "…" : cell.outcome().label())
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }
}
