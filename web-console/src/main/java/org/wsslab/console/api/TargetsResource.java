package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.wsslab.target.boundary.Targets;

/**
 * The servers a run may call (docs/api.md, "Targets"): listed with their reachability read now,
 * registered, removed. Reads need viewer or operator, writes operator (web.xml). A run names its
 * target in POST /runs ({@code target}).
 */
@RequestScoped
@Path("targets")
@Produces(MediaType.APPLICATION_JSON)
public class TargetsResource {

    @Inject
    Targets targets;

    /** Every target, the lab's own first, each read now (an unreachable one answers within ~2 s). */
    @GET
    public JsonArray list() {
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        targets.list().forEach(target -> list.add(TargetView.of(target)));
        return list.build();
    }

    /** Registers a target that answers as a wsslab target holding the lab's keys; 201 with it. */
    @POST
    @Consumes(MediaType.WILDCARD)
    public Response register(String body) {
        JsonObject target = TargetView.of(targets.register(TargetRequestReader.read(body)));
        return Response.status(Response.Status.CREATED).entity(target).build();
    }

    /** Removes a registered target; 409 for the lab's own and for one a queued or running run names. */
    @DELETE
    @Path("{name}")
    public Response remove(@PathParam("name") String name) {
        targets.remove(name);
        return Response.noContent().build();
    }
}
