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
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.lang.management.MemoryUsage;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.Harness;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.SoakRequest;
import org.wsslab.run.boundary.Soaks;
import org.wsslab.run.control.RunHold;
import org.wsslab.run.control.SampleWriteTrial;
import org.wsslab.run.control.SoakReport;
import org.wsslab.run.control.SyntheticRun;
import org.wsslab.statistics.CellStatistics;

/**
 * What the sweep benchmark and the soak check ask the server beside a run (operator only, web.xml):
 * a bare loop's round trips over a Metro port, the heap after a full collection, a soak, the time
 * to store samples by JDBC or JPA, a run of made-up calls to read at scale; and what the tests use:
 * a hold on a run at a known call, and how often a run's summary was computed. Not part of the
 * lab's measuring contract (docs/api.md, "Harness routes").
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

    /** Stores {@code rows} samples of a scratch run one way (jdbc, the engine's; or jpa), reads them back, deletes the run. */
    @POST
    @Path("sample-writes")
    public JsonObject sampleWrites(@QueryParam("way") @DefaultValue("jdbc") String way, @QueryParam("rows") @DefaultValue("10000") int rows) {
        SampleWriteTrial.Way chosen = java.util.Arrays.stream(SampleWriteTrial.Way.values()).filter(w -> w.name().equalsIgnoreCase(way))
                .findFirst().orElseThrow(() -> Refusal.at("way", "'" + way + "' is neither jdbc nor jpa"));
        SampleWriteTrial.Timing timing = harness.sampleWrites(chosen, rows);
        var json = Json.object().add("way", timing.way().name().toLowerCase(java.util.Locale.ROOT)).add("rows", timing.rows())
                .add("batch", timing.batch());
        Json.add(json, "store_ms", timing.storeNanos() / 1e6);
        Json.add(json, "read_ms", timing.readNanos() / 1e6);
        return json.build();
    }

    /**
     * Stores {@code rows} made-up calls as a run of every mechanism at the default sizes, in the
     * engine's batches, and keeps the run: 201 with its address, to read its summary and then delete
     * it (the scale benchmark).
     */
    @POST
    @Path("synthetic-runs")
    public Response syntheticRun(@QueryParam("rows") @DefaultValue("1000000") int rows) {
        SyntheticRun.Stored stored = harness.syntheticRun(rows);
        var json = Json.object().add("run", stored.runId()).add("rows", stored.rows()).add("batch", stored.batch());
        Json.add(json, "store_ms", stored.storeNanos() / 1e6);
        Json.add(json, "store_cpu_ms", stored.storeCpuNanos() / 1e6);
        return Response.created(uri.getBaseUriBuilder().path("runs/{id}").build(stored.runId())).entity(json.build()).build();
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

    /** How many times a run's summary was computed since the server started: once per stored state, never per read. */
    @GET
    @Path("summaries/{id}")
    public JsonObject summaryComputations(@PathParam("id") long id) {
        return Json.object().add("run", id).add("computations", harness.summaryComputations(id)).build();
    }

    /** How many published WSDLs the catalog read since the application started: once per endpoint that proved available. */
    @GET
    @Path("wsdl-reads")
    public JsonObject wsdlReads() {
        return Json.object().add("reads", harness.wsdlReads()).build();
    }

    /** The soak in progress, or the last one since the server started. */
    @GET
    @Path("soak")
    public JsonObject soak() {
        return SoakView.of(soaks.latest().orElseThrow(() -> Refusal.missing("no soak since the server started; POST harness/soak?seconds=600&threads=4&size=10240 starts one")));
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
