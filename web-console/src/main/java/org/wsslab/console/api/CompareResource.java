package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.servlet.ServletContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.wsslab.console.compare.CompareReport;
import org.wsslab.console.compare.ComparisonRequest;
import org.wsslab.console.compare.RunComparison;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.console.export.ReportAssets;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.console.run.StatisticParameter;
import org.wsslab.run.boundary.Runs;

/**
 * Runs compared, as the compare page shows them: {@code GET /runs/compare?ids=3,5[&statistic=mean|median]}
 * (JSON), {@code /runs/compare/cells.csv} (one row per shared cell and later run) and
 * {@code /runs/compare/report.html} (offline). Under /runs, so it is read as runs are.
 */
@RequestScoped
@Path("runs/compare")
public class CompareResource {

    @Inject
    Runs runs;

    @Context
    ServletContext servlet;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject compare(@QueryParam("ids") String ids, @QueryParam("statistic") String statistic) {
        return ComparisonView.of(comparison(ids, statistic));
    }

    @GET
    @Path("cells.csv")
    public Response cells(@QueryParam("ids") String ids, @QueryParam("statistic") String statistic) {
        RunComparison comparison = comparison(ids, statistic);
        return RunExports.download("text/csv", "wsslab-compare-" + name(comparison) + ".csv",
                out -> JsonRowsCsv.write(ComparisonView.rows(comparison), out));
    }

    @GET
    @Path("report.html")
    public Response report(@QueryParam("ids") String ids, @QueryParam("statistic") String statistic) {
        RunComparison comparison = comparison(ids, statistic);
        String html = new CompareReport(comparison, ReportAssets.of(servlet)).html();
        return RunExports.download("text/html", "wsslab-compare-" + name(comparison) + "-report.html", out -> out.write(html));
    }

    private RunComparison comparison(String ids, String statistic) {
        ComparisonRequest request = ComparisonRequest.parse(ids);
        ShownStatistic shown = StatisticParameter.overheadBasis(statistic);
        request.missing(runs).ifPresent(id -> {
            throw Runs.notFound(id);
        });
        return request.compare(runs, shown);
    }

    private static String name(RunComparison comparison) {
        return String.join("-", comparison.runs().stream().map(r -> String.valueOf(r.getId())).toList());
    }
}
