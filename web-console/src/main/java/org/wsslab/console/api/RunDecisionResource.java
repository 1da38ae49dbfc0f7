package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Locale;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.decision.DecisionView;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.console.run.GrowthPairThreshold;
import org.wsslab.console.run.PairThreshold;
import org.wsslab.console.run.StatisticParameter;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.statistics.Statistic;
import org.wsslab.verification.boundary.Verifications;

/**
 * What a reader decides from one run (docs/api.md): the decision view at a size (each mechanism's
 * cost beside its claims and the newest verification's verdicts), as JSON and CSV, and whether one
 * mechanism is cheaper than another. Apart from {@link RunsResource} because these are computed on
 * request over the stored calls and verdicts, with a statistic the reader chooses; the run's own
 * routes read what is stored.
 *
 * <p>The class path is {@code runs}, as RunsResource's, so that JAX-RS pools these methods with its
 * own and matches every request as before (see {@link RunProfilesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunDecisionResource {

    @Inject
    Runs runs;

    @Inject
    Verifications verifications;

    @Inject
    RunViews views;

    /** The decision view at a size: each mechanism's cost beside its claims and the newest verification's verdicts. */
    @GET
    @Path("{id}/decision")
    public JsonObject decision(@PathParam("id") long id, @QueryParam("size") Integer size, @QueryParam("statistic") String statistic) {
        return DecisionRows.json(DecisionRows.view(runs, verifications, id, size, statistic));
    }

    @GET
    @Path("{id}/decision.csv")
    @Produces("text/csv")
    public Response decisionCsv(@PathParam("id") long id, @QueryParam("size") Integer size, @QueryParam("statistic") String statistic) {
        DecisionView view = DecisionRows.view(runs, verifications, id, size, statistic);
        return RunExports.download("text/csv", "wsslab-run-" + id + "-decision-" + view.size() + ".csv",
                out -> JsonRowsCsv.write(DecisionRows.rows(view), out));
    }

    /** Is a cheaper than b? Their ratio per size of the run, with its interval (docs/api.md, "Is A cheaper than B?"). */
    @GET
    @Path("{id}/compare")
    public JsonArray compare(@PathParam("id") long id, @QueryParam("a") String a, @QueryParam("b") String b,
            @QueryParam("statistic") String statistic) {
        refuseGrowth(id, "compare");
        Endpoint first = endpoint("a", a);
        Endpoint second = endpoint("b", b);
        Statistic on = StatisticParameter.compared(statistic);
        RunSummarizer summarizer = runs.summarizer(id);
        Run run = runs.find(id).orElseThrow();
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        for (int size : run.getSizes()) {
            var row = Json.object().add("a", first.id()).add("b", second.id()).add("size", size)
                    .add("statistic", on.name().toLowerCase(Locale.ROOT));
            SummaryView.overhead(row, "difference", summarizer.compare(first, second, size, on).orElse(null));
            rows.add(row);
        }
        return rows.build();
    }

    /**
     * Where a's cost and bytes first move to one side of b's as the payload grows: each size's figures
     * and the two thresholds (docs/api.md, "Is A cheaper than B?"). Once the run has stopped. A growth
     * run answers windows of its series instead of sizes, {@code window} calls each.
     */
    @GET
    @Path("{id}/compare/threshold")
    public JsonObject threshold(@PathParam("id") long id, @QueryParam("a") String a, @QueryParam("b") String b,
            @QueryParam("statistic") String statistic, @QueryParam("window") String window) {
        Run run = stopped(id);
        if (run.getGrowth().isPresent()) {
            return ThresholdView.of(growthPair(run, a, b, statistic, window), run.getGrowth().get());
        }
        return ThresholdView.of(pair(run, a, b, statistic, window));
    }

    @GET
    @Path("{id}/compare/threshold.csv")
    @Produces("text/csv")
    public Response thresholdCsv(@PathParam("id") long id, @QueryParam("a") String a, @QueryParam("b") String b,
            @QueryParam("statistic") String statistic, @QueryParam("window") String window) {
        Run run = stopped(id);
        List<JsonObject> rows = run.getGrowth().isPresent() ? ThresholdView.rows(growthPair(run, a, b, statistic, window))
                : ThresholdView.rows(pair(run, a, b, statistic, window));
        return RunExports.download("text/csv", "wsslab-run-" + id + "-threshold.csv", out -> JsonRowsCsv.write(rows, out));
    }

    /** The run, refused while it runs: thresholds are computed over a stopped run's calls. */
    private Run stopped(long id) {
        Run run = runs.stored(id);
        if (run.getStatus() == RunStatus.RUNNING) {
            throw Refusal.conflict("run " + id + " is RUNNING; its thresholds are computed once it stops (/runs/" + id
                    + (run.getGrowth().isPresent() ? "/samples has its calls so far)" : "/compare answers meanwhile)"));
        }
        return run;
    }

    private PairThreshold pair(Run run, String a, String b, String statistic, String window) {
        Endpoint[] pair = twoEndpoints(a, b);
        Statistic on = StatisticParameter.compared(statistic);
        if (window != null) {
            throw Refusal.at("window", "a run of fixed sizes is compared size by size; window is for growth runs");
        }
        return PairThreshold.of(run, runs.summarizer(run.getId()), runs.summary(run.getId()), pair[0], pair[1], on);
    }

    /**
     * A growth run's pair along its series. One call per size: a window's figure is the geometric mean
     * of its calls' paired ratios (the mean of their logarithms), so statistic is mean or absent.
     */
    private GrowthPairThreshold growthPair(Run run, String a, String b, String statistic, String window) {
        Endpoint[] pair = twoEndpoints(a, b);
        if (StatisticParameter.compared(statistic) != Statistic.MEAN) {
            throw Refusal.at(StatisticParameter.NAME, "'" + statistic + "' is not allowed for a growth run; it has one call per"
                    + " size, and a window's difference is the geometric mean of its calls' paired ratios: use mean, or leave it out");
        }
        Integer calls = window == null ? null : wholeNumber(window);
        GrowthSeries series = views.growth(run.getId()).orElseThrow(() -> Refusal.conflict("run " + run.getId() + " is "
                + run.getStatus() + "; a growth run's series is read once it stops"));
        return GrowthPairThreshold.of(series, views.growthWire(run.getId()), pair[0], pair[1], calls);
    }

    private static Integer wholeNumber(String window) {
        try {
            return Integer.valueOf(window.strip());
        } catch (NumberFormatException e) {
            throw Refusal.at("window", "'" + window + "' is not a whole number; give the calls per window, from "
                    + GrowthThreshold.MIN_WINDOW + " up to half the series");
        }
    }

    /** a and b, two different endpoints. */
    private static Endpoint[] twoEndpoints(String a, String b) {
        Endpoint first = endpoint("a", a);
        Endpoint second = endpoint("b", b);
        if (first.equals(second)) {
            throw Refusal.at("b", "'" + b + "' is a as well; a threshold lies between two different endpoints");
        }
        return new Endpoint[]{first, second};
    }

    private void refuseGrowth(long id, String what) {
        if (runs.stored(id).getGrowth().isPresent()) {
            throw Refusal.conflict("run " + id + " is a growth run: one call per size, no cells to " + what
                    + "; its view is /runs/" + id + "/growth");
        }
    }

    /** A cell's endpoint as the API names it: a mechanism id, or "mechanism-id/Suite" under another suite. */
    private static Endpoint endpoint(String parameter, String id) {
        return Endpoint.byId(id == null ? "" : id).orElseThrow(() -> Refusal.unknownMechanism(parameter, id));
    }
}
