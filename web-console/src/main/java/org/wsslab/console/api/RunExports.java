package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.servlet.ServletContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import org.wsslab.console.export.GrowthCsv;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.console.export.ModeSection;
import org.wsslab.console.export.ReportAssets;
import org.wsslab.console.export.RunProtection;
import org.wsslab.console.export.RunReport;
import org.wsslab.console.export.TableCsv;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.run.CallDistributions;
import org.wsslab.console.run.ConvergenceResults;
import org.wsslab.console.run.EnvironmentFields;
import org.wsslab.console.run.ProfileTable;
import org.wsslab.console.run.RunResults;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.console.run.StatisticParameter;
import org.wsslab.profile.boundary.Profiles;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.verdict.boundary.Findings;
import org.wsslab.verification.boundary.Verifications;

/**
 * Downloads beside the API's own reads, under the same sign-in: a page's session reads them as a
 * script's HTTP Basic does (web.xml: viewer or operator), so the run page links here and there is
 * no second route. The calls' CSV is the API's {@code runs/{id}/samples}.
 * <pre>
 *   /api/runs/{id}/summary.csv                  every statistic per cell, as GET /api/runs/{id}/summary
 *   /api/runs/{id}/rtt.csv?statistic=median     the RTT table as shown
 *   /api/runs/{id}/overhead.csv?statistic=mean  the overhead table as shown
 *   /api/runs/{id}/report.html                  the offline report (with the studies' findings a completed run answers)
 * </pre>
 * A growth run has no cells: its summary is its series' table (as GET /api/runs/{id}/growth), its
 * RTT file the series itself, and it has no overhead table (the run page offers neither that nor the
 * decision view for it).
 */
@RequestScoped
@Path("runs/{id: \\d{1,18}}/{file: summary\\.csv|rtt\\.csv|overhead\\.csv|report\\.html}")
public class RunExports {

    @Inject
    Runs runs;

    @Inject
    RunViews views;

    @Inject
    Verifications verifications;

    @Inject
    Profiles profiles;

    @Inject
    Findings findings;

    @Inject
    Studies studies;

    @Context
    ServletContext servlet;

    @GET
    public Response export(@PathParam("id") long id, @PathParam("file") String file, @QueryParam("statistic") String statistic)
            throws IOException {
        Run run = runs.stored(id);
        ShownStatistic shown = StatisticParameter.shown(statistic);
        if (run.getGrowth().isPresent() && file.endsWith(".csv")) {
            return growthFile(run, file);
        }
        switch (file) {
            case "summary.csv" -> {
                List<JsonObject> rows = runs.summary(id).stream().map(row -> SummaryView.of(run.getWorkload(), row).build()).toList();
                return download("text/csv", "wsslab-run-" + id + "-summary.csv", out -> JsonRowsCsv.write(rows, out));
            }
            case "rtt.csv", "overhead.csv" -> {
                RunResults results = new RunResults(run, runs.summary(id), shown);
                String name = file.replace(".csv", "");
                return download("text/csv", "wsslab-run-" + id + "-" + name + "-" + shown.getLabel() + ".csv",
                        out -> TableCsv.write(name.equals("rtt") ? results.rttTable() : results.overheadTable(), out));
            }
            default -> {
                List<CellSummary> summary = runs.summary(id);
                RunReport report = new RunReport(new RunResults(run, summary, ShownStatistic.MEAN),
                        new RunResults(run, summary, ShownStatistic.MEDIAN), EnvironmentFields.parameters(run), starts(id),
                        ReportAssets.of(servlet));
                report.withStatistics(new RunResults(run, summary, ShownStatistic.P90), new RunResults(run, summary, ShownStatistic.P99),
                        new RunResults(run, summary, ShownStatistic.STDDEV))
                        .withCalls(new CallDistributions(run, runs.samples(id)));
                report.withProtection(RunProtection.covering(run, verifications).orElse(null));
                views.growth(id).ifPresent(series -> report.withMode(ModeSection.growth(run, series)));
                views.sequences(id).ifPresent(totals -> report.withMode(ModeSection.sequences(run, totals)));
                views.convergence(id).ifPresent(settling -> report.withConvergence(new ConvergenceResults(run, settling)));
                report.withProfiles(profiles.of(id).stream().map(ProfileTable::of).filter(ProfileTable::recorded).toList());
                if (run.getStatus() == RunStatus.COMPLETED) {
                    report.withFindings(FindingView.differsFirst(findings.ofRun(id, PresetRequests::read),
                            finding -> studies.published(finding.study(), finding.item())));
                }
                String html = report.html();
                return download("text/html", "wsslab-run-" + id + "-report.html", out -> out.write(html));
            }
        }
    }

    private Response growthFile(Run run, String file) {
        long id = run.getId();
        if (file.equals("overhead.csv")) {
            throw Refusal.conflict("run " + id + " is a growth run: one call per size, so no cell has an overhead with its interval;"
                    + " its last calls against plain's are in summary.csv (last_x_plain), its series in rtt.csv");
        }
        GrowthSeries series = views.growth(id).orElseThrow(() -> Refusal.conflict("run " + id + " is " + run.getStatus()
                + "; a growth run's series is read once it stops (its calls so far are in /runs/" + id + "/samples)"));
        if (file.equals("summary.csv")) {
            List<JsonObject> rows = ModeView.growth(series).getJsonArray("lines").getValuesAs(JsonObject.class);
            return download("text/csv", "wsslab-run-" + id + "-summary.csv", out -> JsonRowsCsv.write(rows, out));
        }
        return download("text/csv", "wsslab-run-" + id + "-rtt-series.csv",
                out -> GrowthCsv.write(series, run.getWorkload().shape(), out));
    }

    private List<Map.Entry<String, Map<String, String>>> starts(long id) {
        return runs.segments(id).stream().map(segment -> (Map.Entry<String, Map<String, String>>) new AbstractMap.SimpleImmutableEntry<>(
                EnvironmentFields.title(segment), EnvironmentFields.environment(segment))).toList();
    }

    interface Content {
        void write(Writer out) throws IOException;
    }

    /** A file to download, written as it is sent. */
    static Response download(String type, String file, Content content) {
        StreamingOutput body = stream -> {
            try (Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8)) { // the CSV printers close it too
                content.write(out);
            }
        };
        return Response.ok(body, type + "; charset=UTF-8").header("Content-Disposition", "attachment; filename=\"" + file + "\"").build();
    }
}
