package org.wsslab.console.export;

import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.wsslab.console.api.SummaryView;
import org.wsslab.console.results.AttackMatrix;
import org.wsslab.console.results.EnvironmentFields;
import org.wsslab.console.results.RunResults;
import org.wsslab.console.results.ShownStatistic;
import org.wsslab.run.boundary.CellSummary;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * Downloads for signed-in console users (the ConsoleAccess filter guards /runs/*): the API keeps its
 * own HTTP Basic sign-in, which a page's session does not carry, so the pages link here.
 * <pre>
 *   /runs/export/{id}/summary.csv                  every statistic per cell, as GET /api/runs/{id}/summary
 *   /runs/export/{id}/rtt.csv?statistic=median     the RTT table as shown
 *   /runs/export/{id}/overhead.csv?statistic=mean  the overhead table as shown
 *   /runs/export/{id}/samples.csv                  every call, as GET /api/runs/{id}/samples
 *   /runs/export/{id}/report.html                  the offline report
 * </pre>
 */
@WebServlet("/runs/export/*")
public class RunExports extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final Pattern PATH = Pattern.compile("/(\\d{1,18})/(summary\\.csv|rtt\\.csv|overhead\\.csv|samples\\.csv|report\\.html)");

    @Inject
    transient Runs runs;

    @Inject
    transient Verifications verifications;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Matcher path = PATH.matcher(Optional.ofNullable(request.getPathInfo()).orElse(""));
        if (!path.matches()) {
            refuse(response, HttpServletResponse.SC_NOT_FOUND, "no such export; use /runs/export/{id}/ followed by summary.csv, "
                    + "rtt.csv, overhead.csv, samples.csv or report.html");
            return;
        }
        long id = Long.parseLong(path.group(1));
        Optional<Run> found = runs.find(id);
        if (found.isEmpty()) {
            refuse(response, HttpServletResponse.SC_NOT_FOUND, "there is no run " + id);
            return;
        }
        ShownStatistic shown;
        try {
            shown = ShownStatistic.parse(request.getParameter("statistic"));
        } catch (IllegalArgumentException e) {
            refuse(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        Run run = found.get();
        String file = path.group(2);
        switch (file) {
            case "summary.csv" -> {
                List<JsonObject> rows = runs.summary(id).stream().map(row -> SummaryView.of(row).build()).toList();
                try (Writer out = download(response, "text/csv", "wsslab-run-" + id + "-summary.csv")) {
                    SummaryCsv.write(rows, out);
                }
            }
            case "rtt.csv", "overhead.csv" -> {
                RunResults results = new RunResults(run, runs.summary(id), shown);
                String name = file.replace(".csv", "");
                try (Writer out = download(response, "text/csv", "wsslab-run-" + id + "-" + name + "-" + shown.getLabel() + ".csv")) {
                    TableCsv.write(name.equals("rtt") ? results.rttTable() : results.overheadTable(), out);
                }
            }
            case "samples.csv" -> {
                response.setContentType("text/csv; charset=UTF-8");
                response.setHeader("Content-Disposition", "attachment; filename=\"wsslab-run-" + id + "-samples.csv\"");
                SamplesCsv.of(runs.samples(id)).write(response.getOutputStream());
            }
            default -> {
                List<CellSummary> summary = runs.summary(id);
                RunReport report = new RunReport(new RunResults(run, summary, ShownStatistic.MEAN),
                        new RunResults(run, summary, ShownStatistic.MEDIAN), EnvironmentFields.parameters(run), starts(id),
                        new RunReport.Assets(resource("/resources/wsslab/console.css"), ChartJsSource.read(),
                                resource("/resources/wsslab/charts.js")));
                verifications.all().stream().filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst()
                        .ifPresent(v -> report.withProtection(AttackMatrix.of(v, verifications.verdicts(v.id()))));
                try (Writer out = download(response, "text/html", "wsslab-run-" + id + "-report.html")) {
                    out.write(report.html());
                }
            }
        }
    }

    private List<Map.Entry<String, Map<String, String>>> starts(long id) {
        return runs.segments(id).stream().map(segment -> (Map.Entry<String, Map<String, String>>) new AbstractMap.SimpleImmutableEntry<>(
                EnvironmentFields.title(segment), EnvironmentFields.environment(segment))).toList();
    }

    private String resource(String path) throws IOException {
        try (InputStream in = getServletContext().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the console");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Writer download(HttpServletResponse response, String type, String file) throws IOException {
        response.setContentType(type + "; charset=UTF-8");
        response.setHeader("Content-Disposition", "attachment; filename=\"" + file + "\"");
        return response.getWriter();
    }

    private static void refuse(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain; charset=UTF-8");
        response.getWriter().write(message + "\n");
    }
}
