package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.util.Map;
import java.nio.charset.StandardCharsets;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.transfer.RunTransfer;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.verdict.boundary.Findings;

/**
 * A run between labs (docs/api.md): exported as one portable file, and a file imported as a new
 * run. Apart from {@link RunsResource} because a run file is every stored row of a run, written and
 * read by {@link RunTransfer}, not one of the run's views; its size is bounded here, before it is read.
 *
 * <p>The class path is {@code runs}, as RunsResource's, so that JAX-RS pools these methods with its
 * own: {@code POST /runs/import} is matched as before, a literal beside {@code POST /runs/{id}/…}
 * (see {@link RunProfilesResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunTransferResource {

    @Inject
    Runs runs;

    @Inject
    Findings findings;

    @Inject
    Studies studies;

    @Context
    UriInfo uri;

    /**
     * The run as one portable file (every stored row of it), to import into another lab; for a completed
     * run that answers studies' findings, with them as {@code "findings"} (as GET /runs/{id}/findings
     * answers them), which an import leaves aside: a lab judges its runs itself.
     */
    @GET
    @Path("{id}/export")
    @Produces(MediaType.APPLICATION_JSON)
    public Response export(@PathParam("id") long id) {
        Run run = runs.stored(id);
        if (!RunTransfer.exportable(run.getStatus().name())) {
            throw Refusal.conflict("run " + id + " is " + run.getStatus() + "; a run is exported once it has ended");
        }
        // Judged before the file is streamed: a refusal or a failure then answers as one, not as half a file.
        JsonArray answered = run.getStatus() == RunStatus.COMPLETED
                ? FindingJson.of(findings.ofRun(id, PresetRequests::read), finding -> studies.published(finding.study(), finding.item()))
                : JsonValue.EMPTY_JSON_ARRAY;
        return RunExports.download("application/json", "wsslab-run-" + id + ".json",
                out -> runs.export(id, out, answered.isEmpty() ? Map.of() : Map.of("findings", answered)));
    }

    /** Stores a run another lab exported, under a new id; listed as imported, with its origin. */
    @POST
    @Path("import")
    @Consumes(MediaType.WILDCARD)
    public Response importRun(InputStream body) throws IOException {
        // Read whole (the file is parsed whole) but bounded: the server's heap is the lab's too.
        byte[] file = body.readNBytes(RunTransfer.MAX_FILE_BYTES + 1);
        if (file.length > RunTransfer.MAX_FILE_BYTES) {
            throw Refusal.invalid("the file is larger than " + RunTransfer.MAX_FILE_BYTES / 1_048_576 + " MB, the most this lab imports "
                    + "(a default run's file is a few MB)");
        }
        long id = runs.importRun(new StringReader(new String(file, StandardCharsets.UTF_8)));
        Run run = runs.find(id).orElseThrow();
        return Response.created(uri.getBaseUriBuilder().path("runs").path(String.valueOf(run.getId())).build())
                .entity(Json.object().add("id", run.getId()).add("status", run.getStatus().name())
                        .add("imported_from", run.getOrigin()).build())
                .build();
    }
}
