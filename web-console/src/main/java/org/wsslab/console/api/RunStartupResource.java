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
import java.util.List;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.summary.boundary.StartupView;

/**
 * A startup run's view (docs/api.md, "Modes"): per mechanism its calls after deployment, on a new
 * session and steady, their ratios and the restarts, and its CSV. Refuses a run of another mode (409)
 * or one still running. The class path is {@code runs}, as RunsResource's (see {@link RunModesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunStartupResource {

    @Inject
    Runs runs;

    @Inject
    RunViews views;

    @GET
    @Path("{id}/startup")
    public JsonObject startup(@PathParam("id") long id) {
        return StartupJson.of(stopped(id));
    }

    @GET
    @Path("{id}/startup.csv")
    @Produces("text/csv")
    public Response startupCsv(@PathParam("id") long id) {
        List<JsonObject> rows = StartupJson.rows(stopped(id));
        return RunExports.download("text/csv", "wsslab-run-" + id + "-startup.csv", out -> JsonRowsCsv.write(rows, out));
    }

    private StartupView stopped(long id) {
        if (runs.stored(id).getStartup().isEmpty()) {
            throw Refusal.conflict("run " + id + " is not a startup run; its cells are in /runs/" + id + "/summary");
        }
        return views.startup(id).orElseThrow(() -> Refusal.conflict("run " + id
                + " is RUNNING; its view is computed once it stops (its calls so far are in /runs/" + id + "/samples)"));
    }
}
