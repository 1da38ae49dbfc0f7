package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
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
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.Predicate;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.export.ProfileCsv;
import org.wsslab.console.export.SamplesCsv;
import org.wsslab.console.export.SequencesCsv;
import org.wsslab.console.results.ProfileTable;
import org.wsslab.profile.boundary.Profiles;
import org.wsslab.profile.entity.Profile;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.CellSummary;
import org.wsslab.run.boundary.RunSummarizer;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.control.RunTransfer;
import org.wsslab.console.export.JsonRowsCsv;
import org.wsslab.console.results.DecisionView;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.Statistic;

/**
 * The runs of the REST API (docs/api.md). Who may call what is web.xml's: reads need viewer or
 * operator, writes operator.
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunsResource {

    @Inject
    Runs runs;

    @Inject
    Profiles profiles;

    @Inject
    Verifications verifications;

    @Context
    UriInfo uri;

    @POST
    @Consumes(MediaType.WILDCARD)
    public Response queue(String body) {
        Run run = runs.queue(RunRequestReader.read(body));
        return Response.accepted(Json.object().add("id", run.getId()).add("status", run.getStatus().name()).build())
                .location(uri.getAbsolutePathBuilder().path(String.valueOf(run.getId())).build()).build();
    }

    @GET
    public JsonArray list() {
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        runs.newestFirst().forEach(run -> list.add(RunView.brief(run, runs.remaining(run))));
        return list.build();
    }

    /** Names a run or changes its notes: {"name": "...", "notes": "..."}; answers the run as GET does. */
    @PATCH
    @Path("{id}")
    @Consumes(MediaType.WILDCARD)
    public JsonObject relabel(@PathParam("id") long id, String body) {
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        runs.label(id, RunRequestReader.relabel(body, run.getLabel()));
        return get(id);
    }

    @GET
    @Path("{id}")
    public JsonObject get(@PathParam("id") long id) {
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        return RunView.full(run, runs.remaining(run), runs.segments(id), runs.cells(id));
    }

    @GET
    @Path("{id}/summary")
    public JsonArray summary(@PathParam("id") long id) {
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        for (CellSummary row : runs.summary(id)) {
            rows.add(SummaryView.of(run.getWorkload(), row));
        }
        return rows.build();
    }

    /** The run's cryptographic floor: its prices, and each cell's operations priced. */
    @GET
    @Path("{id}/floor")
    public JsonObject floor(@PathParam("id") long id) {
        runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        return FloorView.of(runs.prices(id), runs.cells(id));
    }

    /** The run as one portable file (every stored row of it), to import into another lab. */
    @GET
    @Path("{id}/export")
    @Produces(MediaType.APPLICATION_JSON)
    public Response export(@PathParam("id") long id) {
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        if (!RunTransfer.exportable(run.getStatus().name())) {
            throw Refusal.conflict("run " + id + " is " + run.getStatus() + "; a run is exported once it has ended");
        }
        return RunExports.download("application/json", "wsslab-run-" + id + ".json", out -> runs.export(id, out));
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
                        .add("imported_from", run.getOrigin()).build()).build();
    }

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
        Statistic on = statistic(statistic);
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
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        return RunExports.download("text/csv", "wsslab-run-" + id + "-sequences.csv",
                out -> SequencesCsv.write(run.getWorkload(), runs.sequenceTotals(id), out));
    }

    /** Refuses a run of another mode (409), or none (404). */
    private void requireMode(long id, Predicate<Run> isOfMode, String mode) {
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        if (!isOfMode.test(run)) {
            throw Refusal.conflict("run " + id + " is not a " + mode + " run; its cells are in /runs/" + id + "/summary");
        }
    }

    private static Refusal stillRunning(long id) {
        return Refusal.conflict("run " + id + " is RUNNING; its view is computed once it stops (its calls so far are in /runs/"
                + id + "/samples)");
    }

    private void refuseGrowth(long id, String what) {
        if (runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id)).getGrowth().isPresent()) {
            throw Refusal.conflict("run " + id + " is a growth run: one call per size, no cells to " + what
                    + "; its view is /runs/" + id + "/growth");
        }
    }

    /** Records a cell of the run under the flight recorder; 202 with the RECORDING profile, GET follows it. */
    @POST
    @Path("{id}/profiles")
    @Consumes(MediaType.WILDCARD)
    public Response profile(@PathParam("id") long id, String body) {
        Profile profile = profiles.start(id, ProfileRequestReader.read(body));
        return Response.accepted(ProfileView.of(profile))
                .location(uri.getAbsolutePathBuilder().path(String.valueOf(profile.id())).build()).build();
    }

    /** The run's profiles, newest first. */
    @GET
    @Path("{id}/profiles")
    public JsonArray profiles(@PathParam("id") long id) {
        runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        profiles.of(id).forEach(profile -> list.add(ProfileView.of(profile)));
        return list.build();
    }

    @GET
    @Path("{id}/profiles/{profile: \\d{1,18}}")
    public JsonObject profile(@PathParam("id") long id, @PathParam("profile") long profile) {
        return ProfileView.of(existingProfile(id, profile));
    }

    @GET
    @Path("{id}/profiles/{profile: \\d{1,18}}.csv")
    @Produces("text/csv")
    public Response profileCsv(@PathParam("id") long id, @PathParam("profile") long profile) {
        ProfileTable table = ProfileTable.of(existingProfile(id, profile));
        return RunExports.download("text/csv", "wsslab-run-" + id + "-profile-" + profile + ".csv", out -> ProfileCsv.write(table, out));
    }

    private Profile existingProfile(long run, long profile) {
        return profiles.find(run, profile).orElseThrow(() -> Refusal.notFound("profile " + profile + " of run " + run));
    }

    @GET
    @Path("{id}/samples")
    @Produces("text/csv")
    public Response samples(@PathParam("id") long id) {
        Run run = runs.find(id).orElseThrow(() -> Refusal.notFound("run " + id));
        return Response.ok(SamplesCsv.of(run.getWorkload(), runs.samples(id)), "text/csv; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"wsslab-run-" + id + "-samples.csv\"").build();
    }

    @POST
    @Path("{id}/cancel")
    public Response cancel(@PathParam("id") long id) {
        runs.cancel(id);
        return Response.accepted().build();
    }

    @POST
    @Path("{id}/resume")
    public Response resume(@PathParam("id") long id) {
        runs.resume(id);
        return Response.accepted().build();
    }

    @DELETE
    @Path("{id}")
    public Response delete(@PathParam("id") long id) {
        runs.delete(id);
        return Response.noContent().build();
    }

    /** A cell's endpoint as the API names it: a mechanism id, or "mechanism-id/Suite" under another suite. */
    private static Endpoint endpoint(String parameter, String id) {
        return Endpoint.byId(id == null ? "" : id).orElseThrow(() -> Refusal.unknownMechanism(parameter, id));
    }

    private static Statistic statistic(String name) {
        if (name == null) {
            return Statistic.MEAN;
        }
        try {
            return Statistic.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Refusal.invalid("statistic: '" + name + "' is not allowed; use mean or median");
        }
    }
}
