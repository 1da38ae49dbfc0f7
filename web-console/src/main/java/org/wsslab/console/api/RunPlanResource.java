package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.jmeter.JmeterCells;
import org.wsslab.run.jmeter.JmeterPlanWriter;

/**
 * A run's request as an Apache JMeter test plan (docs/jmeter.md): the same cells, clients, calls and
 * warm-up, made by the lab's sampler in JMeter's threads. Any run of fixed calls per cell on the lab's
 * own server has one, whatever its status: the plan repeats its request, not its results. Refused with
 * 409 for a run of a mode, of rounds or on another target. The class path is {@code runs}, as
 * RunsResource's.
 */
@RequestScoped
@Path("runs")
public class RunPlanResource {

    @Inject
    Runs runs;

    @GET
    @Path("{id}/plan.jmx")
    @Produces("application/xml")
    public Response plan(@PathParam("id") long id, @QueryParam("duration") String duration) {
        JmeterCells cells = JmeterCells.of(runs.stored(id), RunJmeterResource.seconds(duration));
        return RunExports.download("application/xml", "wsslab-run-" + id + "-plan.jmx", out -> new JmeterPlanWriter(cells).write(out));
    }
}
