package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.function.Predicate;
import org.wsslab.console.export.CumulativeCsv;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.console.export.SequencesCsv;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * The views of a run's mode (docs/api.md): a growth run's series, a sequences run's totals, cumulative
 * costs and ratios, and their CSVs. Apart from {@link RunsResource} because only a run of that mode has them, and each refuses a
 * run of another (409) or one still running: the cell summary is not what they read.
 *
 * <p>The class path is {@code runs}, as RunsResource's, so that JAX-RS pools these methods with its
 * own and matches every request as before (see {@link RunProfilesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunModesResource {

    @Inject
    Runs runs;

    @Inject
    RunViews views;

    /**
     * A growth run's series: each mechanism's minimum of its first calls against the mean of its last,
     * and its wire sizes where the series probed them.
     */
    @GET
    @Path("{id}/growth")
    public JsonObject growth(@PathParam("id") long id) {
        requireMode(id, run -> run.getGrowth().isPresent(), "growth");
        return ModeView.growth(views.growth(id).orElseThrow(() -> stillRunning(id)), views.growthWire(id));
    }

    /**
     * A sequences run's totals: best and median of each length's repetitions, each endpoint's cumulative cost
     * in the longest sequences, where cumulative costs cross, and with {@code a} and {@code b} a's totals over b's.
     */
    @GET
    @Path("{id}/sequences")
    public JsonObject sequences(@PathParam("id") long id, @QueryParam("a") String a, @QueryParam("b") String b) {
        SequenceSummary summary = stopped(id);
        JsonObjectBuilder json = jakarta.json.Json.createObjectBuilder(ModeView.sequences(summary))
                .add("cumulative", SequenceAnalysis.cumulative(summary));
        if (a != null || b != null) {
            JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
            SequenceAnalysis.rows(SequenceAnalysis.ratios(runs.stored(id), summary, a, b, false)).forEach(rows::add);
            json.add("ratio", jakarta.json.Json.createObjectBuilder().add("a", a).add("b", b).add("rows", rows));
        }
        return json.build();
    }

    /** Each endpoint's cumulative cost in the longest sequences of each size, one row per call. */
    @GET
    @Path("{id}/sequences-cumulative.csv")
    @Produces("text/csv")
    public Response cumulativeCsv(@PathParam("id") long id) {
        SequenceSummary summary = stopped(id);
        return RunExports.download("text/csv", "wsslab-run-" + id + "-sequences-cumulative.csv",
                out -> CumulativeCsv.write(summary, out));
    }

    /** a's totals over b's per size and length, or every endpoint's over every other's without a and b. */
    @GET
    @Path("{id}/sequence-ratios.csv")
    @Produces("text/csv")
    public Response ratiosCsv(@PathParam("id") long id, @QueryParam("a") String a, @QueryParam("b") String b) {
        SequenceSummary summary = stopped(id);
        List<JsonObject> rows = SequenceAnalysis.rows(SequenceAnalysis.ratios(runs.stored(id), summary, a, b, true));
        return RunExports.download("text/csv", "wsslab-run-" + id + "-sequence-ratios.csv", out -> JsonRowsCsv.write(rows, out));
    }

    /** A stopped sequences run's view; refuses another mode or a run still running (409). */
    private SequenceSummary stopped(long id) {
        requireMode(id, run -> run.getSequences().isPresent(), "sequences");
        return views.sequences(id).orElseThrow(() -> stillRunning(id));
    }

    /** Every stored sequence total of the run, one row each; read while the run runs too (no computation). */
    @GET
    @Path("{id}/sequences.csv")
    @Produces("text/csv")
    public Response sequencesCsv(@PathParam("id") long id) {
        Run run = runs.stored(id);
        return RunExports.download("text/csv", "wsslab-run-" + id + "-sequences.csv",
                out -> SequencesCsv.write(run.getWorkload(), runs.sequenceTotals(id), out));
    }

    /** Refuses a run of another mode (409), or none (404). */
    private void requireMode(long id, Predicate<Run> isOfMode, String mode) {
        Run run = runs.stored(id);
        if (!isOfMode.test(run)) {
            throw Refusal.conflict("run " + id + " is not a " + mode + " run; its cells are in /runs/" + id + "/summary");
        }
    }

    private static Refusal stillRunning(long id) {
        return Refusal.conflict("run " + id + " is RUNNING; its view is computed once it stops (its calls so far are in /runs/"
                + id + "/samples)");
    }
}
