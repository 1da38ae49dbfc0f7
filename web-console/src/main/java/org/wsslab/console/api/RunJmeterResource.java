package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.run.jmeter.JmeterImport;
import org.wsslab.run.transfer.RunTransfer;

/**
 * A run's plan as Apache JMeter's engines ran it, imported (docs/api.md): {@code POST /runs/{id}/jmeter}
 * with JMeter's results file (.jtl, CSV) stores a new run of the lab, answered as GET /runs/{id} answers
 * it. The file's size is bounded here, before it is read; what it must hold is {@link JmeterImport}'s.
 * The class path is {@code runs}, as RunsResource's, so JAX-RS pools these methods with its own (see
 * {@link RunTransferResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunJmeterResource {

    /**
     * The largest results file imported: a run file's bound (read whole, then every row held to its plan
     * in the lab's heap, whose 1 GB the measuring shares). A .jtl row is some 300-400 bytes, so some
     * 170,000 calls: a plan of that many calls is imported in parts (one run per plan of fewer cells).
     */
    static final int MAX_FILE_BYTES = RunTransfer.MAX_FILE_BYTES;

    @Inject
    Runs runs;

    @Inject
    Groups groups;

    @Inject
    JmeterImport jmeter;

    @Context
    UriInfo uri;

    /** Stores JMeter's results of run {@code id}'s plan ({@code ?duration=S}: the plan of S seconds per cell) as a new run. */
    @POST
    @Path("{id}/jmeter")
    @Consumes(MediaType.WILDCARD)
    public Response importResults(@PathParam("id") long id, @QueryParam("duration") String duration, InputStream body) throws IOException {
        Integer seconds = seconds(duration);
        byte[] file = body.readNBytes(MAX_FILE_BYTES + 1);
        if (file.length > MAX_FILE_BYTES) {
            throw Refusal.at("results", "the file is larger than " + MAX_FILE_BYTES / 1_048_576 + " MB, the most this lab imports (some"
                    + " 170,000 calls); import a plan of fewer cells at a time");
        }
        long made = jmeter.importResults(id, seconds, new String(file, StandardCharsets.UTF_8));
        Run run = runs.stored(made);
        return Response.created(uri.getBaseUriBuilder().path("runs").path(String.valueOf(made)).build())
                .entity(RunView.full(run, runs.remaining(run), groups.of(made).orElse(null), runs.segments(made), runs.cells(made)))
                .build();
    }

    /** The plan's duration per cell, or null for a plan of fixed calls; JmeterCells holds it to its range. The plan's route reads it too. */
    static Integer seconds(String duration) {
        if (duration == null || duration.isEmpty()) {
            return null;
        }
        if (!duration.matches("\\d{1,9}")) {
            throw Refusal.at("duration", "'" + duration + "' is not a whole number of seconds; give the duration the plan was written"
                    + " for (GET /runs/{id}/plan.jmx?duration=S), or none for a plan of fixed calls");
        }
        return Integer.valueOf(duration);
    }
}
