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
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.Convergence;

/**
 * Where each cell's round trip settles (docs/api.md, docs/measuring.md "Convergence"), and its CSV.
 * Apart from {@link RunsResource} because it is a view computed once the run stops, as a mode's view
 * is (RunModesResource); refused (409) while the run is queued or runs, and for a growth or sequences
 * run, whose cells it does not read.
 *
 * <p>The class path is {@code runs}, as RunsResource's, so that JAX-RS pools these methods with its
 * own and matches every request as before (see {@link RunProfilesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunConvergenceResource {

    @Inject
    Runs runs;

    @Inject
    RunViews views;

    /** Each cell's calls, its mean and median, and the call it settles at by 000's definition and the robust one. */
    @GET
    @Path("{id}/convergence")
    public JsonObject convergence(@PathParam("id") long id) {
        return ConvergenceView.of(convergenceOf(id));
    }

    /** The same rows as CSV, a column per field. */
    @GET
    @Path("{id}/convergence.csv")
    @Produces("text/csv")
    public Response convergenceCsv(@PathParam("id") long id) {
        Convergence convergence = convergenceOf(id);
        return RunExports.download("text/csv", "wsslab-run-" + id + "-convergence.csv",
                out -> JsonRowsCsv.write(ConvergenceView.rows(convergence), out));
    }

    private Convergence convergenceOf(long id) {
        Run run = runs.stored(id);
        if (run.getGrowth().isPresent() || run.getSequences().isPresent()) {
            String mode = run.getGrowth().isPresent() ? "growth" : "sequences";
            throw Refusal.conflict("run " + id + " is a " + mode + " run: its calls are not a cell's series; its view is /runs/"
                    + id + "/" + mode);
        }
        return views.convergence(id).orElseThrow(() -> Refusal.conflict("run " + id + " is " + run.getStatus()
                + "; its convergence is computed once it stops (its calls so far are in /runs/" + id + "/samples)"));
    }
}
