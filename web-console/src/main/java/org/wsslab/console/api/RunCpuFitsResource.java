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
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.CpuFits;

/**
 * A stopped run's CPU per call fitted per side as 003's alpha + beta · M (docs/api.md, "CPU fits"), as
 * JSON and CSV; refused as the bytes over plain are ({@link RunBytesResource#stoppedCells}), and for a
 * sequences run too.
 *
 * <p>The class path is {@code runs}, as RunsResource's, so that JAX-RS pools these methods with its
 * own and matches every request as before (see {@link RunProfilesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunCpuFitsResource {

    @Inject
    Runs runs;

    @Inject
    RunViews views;

    @GET
    @Path("{id}/cpu-fits")
    public JsonObject cpuFits(@PathParam("id") long id) {
        return CpuFitsView.of(runs.stored(id), view(id));
    }

    /** One row per side and endpoint: 003's Table 2. */
    @GET
    @Path("{id}/cpu-fits.csv")
    @Produces("text/csv")
    public Response cpuFitsCsv(@PathParam("id") long id) {
        CpuFits fits = view(id);
        return RunExports.download("text/csv", "wsslab-run-" + id + "-cpu-fits.csv", out -> JsonRowsCsv.write(CpuFitsView.fits(fits), out));
    }

    private CpuFits view(long id) {
        Run run = runs.stored(id);
        return RunBytesResource.stoppedCells(run, "CPU fits", () -> views.cpuFits(id));
    }
}
