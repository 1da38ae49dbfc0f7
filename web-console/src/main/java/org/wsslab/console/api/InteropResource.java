package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
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
import org.wsslab.console.api.InteropReportReader.InteropReport;
import org.wsslab.interop.boundary.Interop;
import org.wsslab.interop.entity.InteropCheck;
import org.wsslab.refusal.Refusal;

/**
 * Interoperability with a second stack (issue 23): {@code POST /interop} stores what a client of
 * another stack found at each endpoint (bin/wsslab interop posts it), {@code GET /interop} answers the
 * newest check, {@code GET /interop/{id}} any, each result beside Metro's medians from the run made for
 * it. Roles as for runs: viewers read, operators post.
 */
@RequestScoped
@Path("interop")
@Produces(MediaType.APPLICATION_JSON)
public class InteropResource {

    @Inject
    Interop interop;

    @Context
    UriInfo uri;

    @POST
    @Consumes(MediaType.WILDCARD)
    public Response record(String body) {
        InteropReport report = InteropReportReader.read(body);
        InteropCheck check = interop.record(report.client(), report.metroRun(), report.results());
        return Response.created(uri.getAbsolutePathBuilder().path(String.valueOf(check.id())).build())
                .entity(InteropView.of(check, interop.metroMedians(check))).build();
    }

    @GET
    public Response newest() {
        InteropCheck check = interop.newest().orElseThrow(() -> Refusal.missing(
                "no interoperability check yet: bin/wsslab interop runs one against the running lab"));
        return Response.ok(InteropView.of(check, interop.metroMedians(check))).build();
    }

    @GET
    @Path("{id: \\d{1,18}}")
    public Response get(@PathParam("id") long id) {
        InteropCheck check = interop.find(id).orElseThrow(() -> Interop.notFound(id));
        return Response.ok(InteropView.of(check, interop.metroMedians(check))).build();
    }
}
