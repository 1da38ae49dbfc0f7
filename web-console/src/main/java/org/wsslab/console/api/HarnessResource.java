package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.lang.management.MemoryUsage;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Harness;
import org.wsslab.run.soak.boundary.SoakRequest;
import org.wsslab.run.soak.boundary.Soaks;
import org.wsslab.run.soak.entity.SoakReport;
import org.wsslab.statistics.CellStatistics;

/**
 * What the operator's benchmarks and soak check ask the server beside a run (operator only, web.xml):
 * a bare loop's round trips over a Metro port, the heap after a full collection, a soak. Not part of
 * the lab's measuring contract (docs/api.md, "Harness routes"). The routes only tests use are the test
 * deployment's (test-hooks), never in the EAR a user deploys.
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
        Mechanism mechanism = Mechanism.byId(id).orElseThrow(() -> Refusal.unknownMechanism("mechanism", id));
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
     * Starts a soak and answers 202 at once; GET follows it. {@code wrong_credential} (a mechanism id)
     * gives that one mechanism a credential the server must refuse. Not one long request: GlassFish interrupts
     * a request's worker thread after the listener's request-timeout-seconds (900 by default), and a
     * client that gave up would leave no one to read the report.
     */
    @POST
    @Path("soak")
    public Response startSoak(@QueryParam("seconds") @DefaultValue("" + SoakRequest.DEFAULT_SECONDS) int seconds,
            @QueryParam("threads") @DefaultValue("" + SoakRequest.DEFAULT_THREADS) int threads,
            @QueryParam("size") @DefaultValue("" + SoakRequest.DEFAULT_SIZE) int size,
            @QueryParam(SoakRequest.WRONG_CREDENTIAL) String wrongCredential) {
        SoakReport soak = soaks.start(new SoakRequest(seconds, threads, size, wrongCredential));
        return Response.accepted(SoakView.of(soak)).location(uri.getAbsolutePath()).build();
    }

    /** The soak in progress, or the last one since the server started. */
    @GET
    @Path("soak")
    public JsonObject soak() {
        return SoakView.of(soaks.latest().orElseThrow(
                () -> Refusal.missing("no soak since the server started; POST harness/soak?seconds=600&threads=4&size=10240 starts one")));
    }
}
