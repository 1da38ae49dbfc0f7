package org.wsslab.console.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.pages.Times;
import org.wsslab.console.run.CallDistributions;
import org.wsslab.console.run.ConvergenceResults;
import org.wsslab.console.run.LoadResults;
import org.wsslab.console.run.ProfileTable;
import org.wsslab.console.run.ResultTable;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.SizeCharts;
import org.wsslab.console.verification.AttackMatrix;
import org.wsslab.run.entity.Run;

/**
 * One run as a single HTML file that opens with no server and no network: the style sheet, Chart.js,
 * the lab's chart additions and every chart's data are inside it. The tables and charts are the
 * console's own (RunResults), so the report shows what the pages show.
 */
public final class RunReport {

    private final RunResults means;
    private final RunResults medians;
    private final Map<String, String> parameters;
    private final List<Map.Entry<String, Map<String, String>>> starts;
    private final ReportAssets assets;
    private AttackMatrix protection;
    private boolean protectionSought;
    private ModeSection mode;
    private List<RunResults> tails = List.of();
    private CallDistributions calls;
    private List<ProfileTable> profiles = List.of();
    private List<FindingView> findings = List.of();
    private ConvergenceResults convergence;

    /**
     * @param starts each start of the run (title → its environment fields), first start first
     */
    public RunReport(RunResults means, RunResults medians, Map<String, String> parameters,
            List<Map.Entry<String, Map<String, String>>> starts, ReportAssets assets) {
        this.means = means;
        this.medians = medians;
        this.parameters = parameters;
        this.starts = starts;
        this.assets = assets;
    }

    /**
     * Adds the attack matrix of the verification that covers the run (not part of the run: RunProtection's,
     * the report says so), or, given null, the report's sentence that none does.
     */
    public RunReport withProtection(AttackMatrix matrix) {
        this.protection = matrix;
        this.protectionSought = true;
        return this;
    }

    /** Adds what a growth or a sequences run's mode shows (its series, or its sequences). */
    public RunReport withMode(ModeSection section) {
        this.mode = section;
        return this;
    }

    /** Adds the RTT tables of further statistics (the tails, the standard deviation), beside the mean and median ones. */
    public RunReport withStatistics(RunResults... tails) {
        this.tails = List.of(tails);
        return this;
    }

    /** Adds the charts drawn from the run's calls: RTT distributions at the smallest and largest size, RTT over the run. */
    public RunReport withCalls(CallDistributions calls) {
        this.calls = calls;
        return this;
    }

    /** Adds the run's profiles (those that completed). */
    public RunReport withProfiles(List<ProfileTable> tables) {
        this.profiles = List.copyOf(tables);
        return this;
    }

    /** Adds where each cell's round trip settles (a stopped run of fixed calls or a precision run), as the run page shows it. */
    public RunReport withConvergence(ConvergenceResults settling) {
        this.convergence = settling;
        return this;
    }

    /** Adds the studies' findings the run answers (those that differ first); none: the report has no such section. */
    public RunReport withFindings(List<FindingView> answered) {
        this.findings = List.copyOf(answered);
        return this;
    }

    public String html() {
        Run run = means.run();
        Map<String, String> charts = new LinkedHashMap<>();
        List<Integer> sizes = run.getSizes();
        // A growth run has no cells (no sizes): no table or chart of them, only its mode's.
        boolean cells = !sizes.isEmpty();
        if (mode != null) {
            charts.putAll(mode.charts());
        }
        if (cells) {
            charts.put("rttChart", means.rttChart());
            charts.put("overheadChart", means.overheadChart());
        }
        // The first and the largest size; a growth run has none (its series is its mode's).
        List<Integer> charted = sizes.isEmpty() ? List.of()
                : List.of(sizes.get(0), sizes.get(sizes.size() - 1)).stream().distinct().toList();
        SizeCharts atSize = new SizeCharts(means);
        for (int size : charted) {
            charts.put("cpuChart" + size, atSize.cpu(size));
            charts.put("wireChart" + size, atSize.wire(size));
            charts.put("floorChart" + size, atSize.floor(size));
            charts.put("splitChart" + size, atSize.split(size));
            if (means.underLoad()) {
                charts.put("loadChart" + size, new LoadResults(means).chart(size));
            }
            if (calls != null && calls.any()) {
                charts.put("cdfChart" + size, calls.cdfChart(size));
            }
        }
        if (calls != null && calls.any()) {
            charts.put("overTimeChart", calls.overTimeChart());
        }
        if (convergence != null) {
            charts.put(ConvergenceSection.CHART, convergence.chart());
        }
        StringBuilder html = new StringBuilder(400_000);
        html.append(assets.head("wsslab run " + run.getId() + " report")).append("<body>\n")
                .append("<header class=\"masthead\"><span class=\"brand\">wsslab</span><span class=\"tagline\">run ")
                .append(run.getId()).append(" · ").append(escape(run.getStatus().name())).append(" · report written ")
                .append(escape(Times.utcSeconds(java.time.Instant.now()))).append("</span></header>\n<main>\n")
                .append("<h1>Run ").append(run.getId()).append(run.getName() == null ? "" : " · " + escape(run.getName()))
                .append("</h1>\n");
        if (run.getNotes() != null) {
            html.append("<p class=\"notes\" id=\"notes\">").append(escape(run.getNotes())).append("</p>\n");
        }
        html.append("<h2>Parameters</h2>\n");
        fields(html, "parameters", parameters);
        if (mode != null) {
            mode.write(html);
        }
        if (cells) {
            cellTables(html);
        }
        if (convergence != null) {
            ConvergenceSection.write(html, convergence);
        }
        if (!findings.isEmpty()) {
            FindingsSection.write(html, findings);
        }
        if (!profiles.isEmpty()) {
            html.append("<h2>Where the CPU goes: profiles</h2>\n");
            profiles.forEach(table -> profile(html, table));
        }
        if (protectionSought) {
            ProtectionSection.write(html, protection);
        }
        html.append("<h2>Charts</h2>\n");
        ReportHtml.charts(html, "wsslab-run-" + run.getId(), charts);
        html.append("<h2>Environment</h2>\n");
        for (Map.Entry<String, Map<String, String>> start : starts) {
            html.append("<h3>").append(escape(start.getKey())).append("</h3>\n");
            fields(html, null, start.getValue());
        }
        html.append("</main>\n");
        ReportHtml.chartScript(html, charts);
        html.append("</body></html>\n");
        return html.toString();
    }

    /** The tables of the run's cells (mechanism × size), each statistic's, and the machine's noise while they were measured. */
    private void cellTables(StringBuilder html) {
        html.append("<h2>Round-trip time and overhead</h2>\n");
        List<ResultTable> tables = new ArrayList<>(List.of(means.rttTable(), medians.rttTable()));
        tails.forEach(tail -> tables.add(tail.rttTable()));
        tables.addAll(List.of(means.overheadTable(), medians.overheadTable()));
        if (means.paired()) {
            tables.add(means.pairedTable());
        }
        tables.addAll(List.of(means.errorsTable(), means.wireTable(), means.floorTable(), means.splitTable()));
        for (ResultTable table : tables) {
            table(html, table);
        }
        if (means.underLoad()) {
            table(html, new LoadResults(means).table());
        }
        noise(html, means);
    }

    private static void table(StringBuilder html, ResultTable table) {
        html.append("<table class=\"results\"><caption>").append(escape(table.title())).append("</caption>\n<tr><th>mechanism</th>");
        table.sizeLabels().forEach(size -> html.append("<th>").append(size).append("</th>"));
        html.append("</tr>\n");
        for (ResultTable.Row row : table.rows()) {
            html.append("<tr><th>").append(escape(row.mechanism())).append("</th>");
            for (int i = 0; i < row.cells().size(); i++) {
                html.append("<td data-mechanism=\"").append(escape(row.mechanism())).append("\" data-size=\"")
                        .append(table.sizes().get(i)).append("\">").append(escape(row.cells().get(i))).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    private static void profile(StringBuilder html, ProfileTable table) {
        html.append("<h3>").append(escape(table.title())).append("</h3>\n<p>").append(escape(table.summary())).append("</p>\n")
                .append("<table class=\"results profile\" id=\"profile-").append(table.profile().id()).append("\">\n")
                .append("<tr><th>group</th><th>samples</th><th>share</th><th>calling thread</th><th>other threads</th><th>top frames</th></tr>\n");
        for (ProfileTable.Row row : table.rows()) {
            html.append("<tr data-group=\"").append(row.group()).append("\"><th>").append(escape(row.label())).append("</th><td>")
                    .append(row.samples()).append("</td><td>").append(escape(row.share())).append("</td><td>").append(row.clientSamples())
                    .append("</td><td>").append(row.otherSamples()).append("</td><td><ol class=\"frames\">");
            row.frames().forEach(
                    frame -> html.append("<li>").append(escape(frame.frame())).append(" (").append(frame.samples()).append(")</li>"));
            html.append("</ol></td></tr>\n");
        }
        html.append("</table>\n");
    }

    private static void noise(StringBuilder html, RunResults results) {
        List<RunResults.NoisyCell> noisy = results.noisyCells();
        html.append("<div id=\"noise\" class=\"noise ").append(noisy.isEmpty() ? "quiet" : "busy").append("\"><p>")
                .append(escape(results.noiseSummary())).append("</p>\n<ul>\n");
        for (RunResults.NoisyCell cell : noisy) {
            html.append("<li class=\"noisy-cell\" data-mechanism=\"").append(escape(cell.mechanism())).append("\" data-size=\"")
                    .append(cell.size()).append("\">").append(escape(cell.mechanism())).append(" at ").append(escape(cell.sizeLabel()))
                    .append(": ")
                    .append(escape(cell.reason())).append("</li>\n");
        }
        html.append("</ul></div>\n");
    }

    private static void fields(StringBuilder html, String id, Map<String, String> fields) {
        html.append("<table class=\"fields-table\"").append(id == null ? "" : " id=\"" + id + "\"").append(">\n");
        fields.forEach((name, value) -> html.append("<tr><th>").append(escape(name)).append("</th><td>").append(escape(value))
                .append("</td></tr>\n"));
        html.append("</table>\n");
    }

    private static String escape(String text) {
        return ReportHtml.escape(text);
    }
}
