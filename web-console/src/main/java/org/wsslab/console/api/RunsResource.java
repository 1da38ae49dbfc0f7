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
import java.util.Map;
import org.wsslab.console.export.SamplesCsv;
import org.wsslab.lab.LabName;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.run.jmeter.JmeterImport;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.verdict.boundary.Findings;
import org.wsslab.run.summary.boundary.CellSummary;

/**
 * The runs of the REST API (docs/api.md): queue, list, read, label, cancel, resume and delete a run,
 * and read what it stored (summary, floor, calls). Who may call what is web.xml's: reads need viewer
 * or operator, writes operator. The routes under a run that are not the run's own are resources of
 * their own, under the same class path: its profiles ({@link RunProfilesResource}), its mode's views
 * ({@link RunModesResource}), the decision and a against b ({@link RunDecisionResource}), its file
 * ({@link RunTransferResource}).
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunsResource {

    @Inject
    Runs runs;

    @Inject
    Groups groups;

    @Inject
    Findings findings;

    @Inject
    Studies studies;

    @Inject
    JmeterImport jmeter;

    @Context
    UriInfo uri;

    @POST
    @Consumes(MediaType.WILDCARD)
    public Response queue(String body) {
        Run run = runs.queue(RunRequestReader.read(body));
        return Response.accepted(Json.object().add("id", run.getId()).add("status", run.getStatus().name()).build())
                .location(uri.getAbsolutePathBuilder().path(String.valueOf(run.getId())).build()).build();
    }

    /**
     * Every run, or with {@code ?group=name} the runs of that group (404 for a name no group has), and with
     * {@code ?lab=name} those a lab made (400 for what is not a lab name), newest first.
     */
    @GET
    public JsonArray list(@QueryParam("group") String group, @QueryParam("lab") String lab) {
        String ofLab = LabName.requested("lab", lab);
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        Map<Long, String> grouped = groups.byRun();
        (group == null ? runs.newestFirst(ofLab) : groups.runsOf(group)).stream()
                .filter(run -> ofLab == null || ofLab.equals(run.getLab()))
                .forEach(run -> list.add(RunView.brief(run, runs.remaining(run), grouped.get(run.getId()))));
        return list.build();
    }

    /** Names a run or changes its notes: {"name": "...", "notes": "..."}; answers the run as GET does. */
    @PATCH
    @Path("{id}")
    @Consumes(MediaType.WILDCARD)
    public JsonObject relabel(@PathParam("id") long id, String body) {
        Run run = runs.stored(id);
        runs.label(id, RunRequestReader.relabel(body, run.getLabel()));
        return get(id);
    }

    @GET
    @Path("{id}")
    public JsonObject get(@PathParam("id") long id) {
        Run run = runs.stored(id);
        return RunView.full(run, runs.remaining(run), groups.of(id).orElse(null), runs.segments(id), runs.cells(id));
    }

    @GET
    @Path("{id}/summary")
    public JsonArray summary(@PathParam("id") long id) {
        Run run = runs.stored(id);
        JsonArrayBuilder rows = jakarta.json.Json.createArrayBuilder();
        for (CellSummary row : runs.summary(id)) {
            rows.add(SummaryView.of(run.getWorkload(), row));
        }
        return rows.build();
    }

    /** The studies' findings the completed run answers (docs/verdicts.md); empty when it matches no study's preset. */
    @GET
    @Path("{id}/findings")
    public JsonArray findings(@PathParam("id") long id) {
        return FindingJson.of(findings.ofRun(id, PresetRequests::read), finding -> studies.published(finding.study(), finding.item()));
    }

    /** The run's cryptographic floor: its prices, and each cell's operations priced. */
    @GET
    @Path("{id}/floor")
    public JsonObject floor(@PathParam("id") long id) {
        runs.stored(id);
        return FloorView.of(runs.prices(id), runs.cells(id));
    }

    @GET
    @Path("{id}/samples")
    @Produces("text/csv")
    public Response samples(@PathParam("id") long id) {
        Run run = runs.stored(id);
        return Response.ok(SamplesCsv.of(run, runs.samples(id), jmeter.rows(id)), "text/csv; charset=UTF-8")
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
}
