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
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.wsslab.console.export.ProfileCsv;
import org.wsslab.console.run.ProfileTable;
import org.wsslab.profile.boundary.Profiles;
import org.wsslab.profile.entity.Profile;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;

/**
 * A run's profiles (docs/api.md): a cell recorded under the flight recorder, listed, read, and as a
 * CSV of its frames. Apart from {@link RunsResource} because profiles are records of their own,
 * made on request beside a run rather than by it, and read through {@link Profiles}.
 *
 * <p>The class path is {@code runs}, as RunsResource's: JAX-RS pools the methods of root resources
 * with the same path, so these routes match exactly as they did in RunsResource. A path of its own
 * ({@code runs/{id}/profiles}) would outrank {@code runs/compare} for a request such as
 * {@code /runs/compare/profiles}, which would then answer 400 (a run id that is no number) rather than 404.
 */
@RequestScoped
@Path("runs")
@Produces(MediaType.APPLICATION_JSON)
public class RunProfilesResource {

    @Inject
    Runs runs;

    @Inject
    Profiles profiles;

    @Context
    UriInfo uri;

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
        runs.stored(id);
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
}
