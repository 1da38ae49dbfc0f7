package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.servlet.ServletContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.wsslab.console.export.ReportAssets;
import org.wsslab.console.export.StudyReport;
import org.wsslab.console.findings.FindingView;
import org.wsslab.console.tables.StudyTableView;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.boundary.StudyReproductions;
import org.wsslab.study.entity.Scale;
import org.wsslab.study.entity.Study;
import org.wsslab.study.entity.StudyItem;
import org.wsslab.study.verdict.boundary.Findings;
import org.wsslab.study.verdict.boundary.StudyTables;

/**
 * The five studies of the REST API (docs/api.md, "Studies"; docs/studies.md): the list, a study with its
 * items, presets and published values, one item, and an item reproduced as groups of runs. Reads need
 * viewer or operator, a reproduce operator (web.xml).
 */
@RequestScoped
@Path("studies")
@Produces(MediaType.APPLICATION_JSON)
public class StudiesResource {

    @Inject
    Studies studies;

    @Inject
    StudyReproductions reproductions;

    @Inject
    Runs runs;

    @Inject
    Groups groups;

    @Inject
    Findings findings;

    @Inject
    StudyTables tables;

    @Context
    ServletContext servlet;

    @GET
    public JsonArray list() {
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        studies.all().forEach(study -> list.add(StudyJson.brief(study)));
        return list.build();
    }

    @GET
    @Path("{study}")
    public JsonObject get(@PathParam("study") String id) {
        Study study = studies.study(id);
        return StudyJson.of(study, (preset, scale) -> PresetRequests.estimate(runs, preset, scale), studies::published,
                item -> groups.ofItem(study.id(), item.id()));
    }

    @GET
    @Path("{study}/items/{item}")
    public JsonObject item(@PathParam("study") String id, @PathParam("item") String itemId) {
        Study study = studies.study(id);
        StudyItem item = studies.item(study, itemId);
        return StudyJson.full(study, item, studies.published(item), groups.ofItem(study.id(), item.id())).add("study", study.id()).build();
    }

    /** Every finding of the study judged over its newest reproductions (docs/verdicts.md). */
    @GET
    @Path("{study}/findings")
    public JsonArray findings(@PathParam("study") String id) {
        return FindingJson.of(findings.ofStudy(id), finding -> studies.published(finding.study(), finding.item()));
    }

    /** The study's tables and figures in their own layout, the lab's newest reproduction beside the published values. */
    @GET
    @Path("{study}/tables")
    public JsonArray tables(@PathParam("study") String id) {
        return TableJson.of(tables.ofStudy(id));
    }

    /** One item's table or figure in its own layout; 404 for an item without one. */
    @GET
    @Path("{study}/items/{item}/table")
    public JsonObject table(@PathParam("study") String id, @PathParam("item") String itemId) {
        return TableJson.of(tables.ofItem(id, itemId));
    }

    /** The study's tables, figures and findings as one offline HTML file (docs/api.md, "Tables and figures"). */
    @GET
    @Path("{study}/report.html")
    @Produces(MediaType.TEXT_HTML)
    public Response report(@PathParam("study") String id) {
        Study study = studies.study(id);
        String html = new StudyReport(study, tables.ofStudy(id).stream().map(StudyTableView::of).toList(),
                FindingView.differsFirst(findings.ofStudy(id), finding -> studies.published(finding.study(), finding.item())),
                ReportAssets.of(servlet)).html();
        return RunExports.download("text/html", "wsslab-study-" + study.id() + "-report.html", out -> out.write(html));
    }

    @POST
    @Path("{study}/items/{item}/reproduce")
    @Consumes(MediaType.WILDCARD)
    public Response reproduce(@PathParam("study") String id, @PathParam("item") String itemId, String body) {
        Study study = studies.study(id);
        StudyItem item = studies.item(study, itemId);
        ReproduceBody asked = ReproduceBody.read(body);
        Scale scale = asked.scaleOrDefault();
        int replicates = asked.replicatesOrDefault();
        var made = reproductions.reproduce(study, item, scale, replicates, PresetRequests::read);
        return Response.accepted(StudyJson.reproduced(study, item, scale, replicates, made)).build();
    }
}
