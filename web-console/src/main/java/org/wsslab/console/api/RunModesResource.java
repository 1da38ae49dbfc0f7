package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.function.Predicate;
import org.wsslab.console.export.SequencesCsv;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;

/**
 * The views of a run's mode (docs/api.md): a growth run's series, a sequences run's totals and their
 * CSV. Apart from {@link RunsResource} because only a run of that mode has them, and each refuses a
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

    /** A growth run's series: each mechanism's minimum of its first calls against the mean of its last. */
    @GET
    @Path("{id}/growth")
    public JsonObject growth(@PathParam("id") long id) {
        requireMode(id, run -> run.getGrowth().isPresent(), "growth");
        return ModeView.growth(runs.growth(id).orElseThrow(() -> stillRunning(id)));
    }

    /** A sequences run's totals: best and median of each length's repetitions, and where cumulative costs cross. */
    @GET
    @Path("{id}/sequences")
    public JsonObject sequences(@PathParam("id") long id) {
        requireMode(id, run -> run.getSequences().isPresent(), "sequences");
        return ModeView.sequences(runs.sequences(id).orElseThrow(() -> stillRunning(id)));
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
