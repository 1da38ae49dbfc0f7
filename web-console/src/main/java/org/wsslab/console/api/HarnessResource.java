package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.lang.management.MemoryUsage;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.Harness;
import org.wsslab.run.boundary.RunRefusal;
import org.wsslab.statistics.CellStatistics;

/**
 * What the sweep benchmark asks the server beside a run (operator only, web.xml): a bare loop's
 * round trips over a Metro port, and the heap after a full collection. Not part of DESIGN's contract.
 */
@RequestScoped
@Path("harness")
@Produces(MediaType.APPLICATION_JSON)
public class HarnessResource {

    @Inject
    Harness harness;

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
}
