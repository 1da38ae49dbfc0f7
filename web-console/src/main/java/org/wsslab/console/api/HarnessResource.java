package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.lang.management.MemoryUsage;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.Harness;
import org.wsslab.run.boundary.RunRefusal;
import org.wsslab.run.boundary.SoakRequest;
import org.wsslab.run.boundary.Soaks;
import org.wsslab.run.control.RunHold;
import org.wsslab.run.control.SoakReport;
import org.wsslab.statistics.CellStatistics;

/**
 * What the sweep benchmark and the soak check ask the server beside a run (operator only, web.xml):
 * a bare loop's round trips over a Metro port, the heap after a full collection, and a soak; and
 * what the tests use to hold a run at a known call. Not part of DESIGN's contract.
 */
@RequestScoped
@Path("harness")
@Produces(MediaType.APPLICATION_JSON)
public class HarnessResource {

    @Inject
    Harness harness;

    @Inject
    Soaks soaks;

    @Context
    UriInfo uri;

    @POST
    @Path("bare-loop")
    public JsonObject bareLoop(@QueryParam("mechanism") @DefaultValue("plain") String id, @QueryParam("size") int size,
                               @QueryParam("warmup") @DefaultValue("20") int warmup, @QueryParam("calls") @DefaultValue("100") int calls) {
        Mechanism mechanism = Mechanism.byId(id).orElseThrow(() -> RunRefusal.unknownMechanism("mechanism", id));
        long[] rtts = harness.bareLoop(mechanism, size, warmup, calls);
        long[] noCpu = new long[rtts.length];
        CellStatistics statistics = CellStatistics.of(rtts, noCpu, 0);
        var json = Json.object().add("mechanism", mechanism.id()).add("size", size).add("n", statistics.n());
        Json.add(json, "mean_ms", statistics.meanNanos() / 1e6);
        Json.add(json, "median_ms", statistics.medianNanos() / 1e6);
        Json.add(json, "sum_ms", java.util.Arrays.stream(rtts).sum() / 1e6);
        return json.build();
    }

    @POST
    @Path("gc")
    public JsonObject heapAfterGc() {
        MemoryUsage heap = harness.heapAfterGc();
        return Json.object().add("heap_used_bytes", heap.getUsed()).add("heap_max_bytes", heap.getMax()).build();
    }

    /**
     * Starts a soak and answers 202 at once; GET follows it. Not one long request: GlassFish interrupts
     * a request's worker thread after the listener's request-timeout-seconds (900 by default), and a
     * client that gave up would leave no one to read the report.
     */
    @POST
    @Path("soak")
    public Response startSoak(@QueryParam("seconds") @DefaultValue("" + SoakRequest.DEFAULT_SECONDS) int seconds,
                              @QueryParam("threads") @DefaultValue("" + SoakRequest.DEFAULT_THREADS) int threads,
                              @QueryParam("size") @DefaultValue("" + SoakRequest.DEFAULT_SIZE) int size) {
        SoakReport soak = soaks.start(new SoakRequest(seconds, threads, size));
        return Response.accepted(SoakView.of(soak)).location(uri.getAbsolutePath()).build();
    }

    /** The soak in progress, or the last one since the server started. */
    @GET
    @Path("soak")
    public JsonObject soak() {
        return SoakView.of(soaks.latest().orElseThrow(() -> new RunRefusal(RunRefusal.Kind.NOT_FOUND,
                "no soak since the server started; POST harness/soak?seconds=600&threads=4&size=10240 starts one")));
    }

    /** Holds the next run that reaches planned call {@code before} until DELETE; GET says when it is held. */
    @PUT
    @Path("hold")
    public JsonObject holdBefore(@QueryParam("before") @DefaultValue("-1") int before) {
        return hold(harness.holdBefore(before));
    }

    @GET
    @Path("hold")
    public JsonObject hold() {
        return hold(harness.hold());
    }

    @DELETE
    @Path("hold")
    public JsonObject release() {
        return hold(harness.release());
    }

    private static JsonObject hold(RunHold.Status status) {
        var json = Json.object().add("state", status.state().name());
        Json.add(json, "before", status.beforeCall());
        return Json.add(json, "run", status.run()).build();
    }
}
