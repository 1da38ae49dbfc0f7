package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.study.boundary.Studies;
import org.wsslab.study.verdict.boundary.Findings;

/**
 * The groups of runs of the REST API (docs/api.md, "Groups"): the list, and a group read as
 * replicates. A run joins a group when it is queued (POST /runs, {@code group}); its runs are
 * GET /runs?group=name. Reads need viewer or operator (web.xml).
 */
@RequestScoped
@Path("groups")
@Produces(MediaType.APPLICATION_JSON)
public class GroupsResource {

    @Inject
    Groups groups;

    @Inject
    Findings findings;

    @Inject
    Studies studies;

    @GET
    public JsonArray list() {
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        groups.list().forEach(group -> list.add(GroupJson.brief(group)));
        return list.build();
    }

    @GET
    @Path("{name}")
    public JsonObject get(@PathParam("name") String name) {
        return GroupJson.of(groups.view(name));
    }

    /** The studies' findings the group's completed runs answer as replicates (docs/verdicts.md); empty when they match no preset. */
    @GET
    @Path("{name}/findings")
    public JsonArray findings(@PathParam("name") String name) {
        return FindingJson.of(findings.ofGroup(name, PresetRequests::read), finding -> studies.published(finding.study(), finding.item()));
    }
}
