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
import java.util.Optional;
import java.util.function.Supplier;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.BytesOverPlain;

/**
 * A stopped run's bytes over plain against the payload (docs/api.md, "Bytes over plain"), as JSON and
 * CSV. Apart from {@link RunsResource} because it is computed once the run stops (kept beside its
 * summary), and refused while it runs. A growth run's rows are its wire points along the series.
 *
 * <p>The class path is {@code runs}, as RunsResource's, so that JAX-RS pools these methods with its
 * own and matches every request as before (see {@link RunProfilesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunBytesResource {

    @Inject
    Runs runs;

    @Inject
    RunViews views;

    @GET
    @Path("{id}/bytes-over-plain")
    public JsonObject bytesOverPlain(@PathParam("id") long id) {
        return BytesOverPlainView.of(runs.stored(id), view(id));
    }

    @GET
    @Path("{id}/bytes-over-plain.csv")
    @Produces("text/csv")
    public Response bytesOverPlainCsv(@PathParam("id") long id) {
        Run run = runs.stored(id);
        BytesOverPlain wire = view(id);
        return RunExports.download("text/csv", "wsslab-run-" + id + "-bytes-over-plain.csv",
                out -> JsonRowsCsv.write(BytesOverPlainView.rows(run, wire), out));
    }

    private BytesOverPlain view(long id) {
        // A growth run's rows are its wire points along the series, a sequences run's its cells' probes.
        return stopped(runs.stored(id), "bytes over plain", () -> views.bytesOverPlain(id));
    }

    /**
     * A view of a stopped run's steady cells (its CPU fits), or 409: a growth run has no cells, a
     * sequences run none of steady calls, and a running run's view is computed once it stops.
     */
    static <T> T stoppedCells(Run run, String what, Supplier<Optional<T>> view) {
        long id = run.getId();
        if (run.getGrowth().isPresent()) {
            throw Refusal.conflict("run " + id + " is a growth run: one call per size, no cells for its " + what + ";"
                    + " its view is /runs/" + id + "/growth");
        }
        if (run.getSequences().isPresent()) {
            throw Refusal.conflict("run " + id + " is a sequences run: each sequence on a new session, no steady cells for its "
                    + what + "; its view is /runs/" + id + "/sequences");
        }
        return stopped(run, what, view);
    }

    /** A stopped run's view, or 409 while it runs (the view's supplier is empty then). */
    static <T> T stopped(Run run, String what, Supplier<Optional<T>> view) {
        return view.get().orElseThrow(() -> Refusal.conflict("run " + run.getId() + " is " + run.getStatus() + "; its " + what
                + " are computed once it stops (its cells so far are in /runs/" + run.getId() + "/summary)"));
    }
}
