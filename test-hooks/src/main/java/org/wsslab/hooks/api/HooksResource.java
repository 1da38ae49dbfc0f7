package org.wsslab.hooks.api;

import org.wsslab.catalog.entity.Mechanism;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
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
import java.util.Arrays;
import java.util.Locale;
import org.wsslab.hooks.boundary.TestHooks;
import org.wsslab.hooks.control.RunHold;
import org.wsslab.hooks.control.SampleWriteTrial;
import org.wsslab.hooks.control.SyntheticRun;
import org.wsslab.hooks.control.VerificationHold;
import org.wsslab.refusal.Refusal;

/**
 * The test hooks' routes, beside the lab's harness routes under /wsslab/api/harness (JAX-RS joins
 * resources of one path): a hold on a run at a known call and one on a verification, how often a run's summary was computed and
 * how many WSDLs the catalog read, the time to store samples by JDBC or JPA, a run of made-up calls to
 * read at scale. In the test deployment only (test-hooks-openapi.json describes them).
 */
@RequestScoped
@Path("harness")
@Produces(MediaType.APPLICATION_JSON)
public class HooksResource {

    @Inject
    TestHooks hooks;

    @Context
    UriInfo uri;

    /** Holds the next run that reaches planned call {@code before} until DELETE; GET says when it is held. */
    @PUT
    @Path("hold")
    public JsonObject holdBefore(@QueryParam("before") @DefaultValue("-1") int before) {
        return hold(hooks.holdBefore(before));
    }

    @GET
    @Path("hold")
    public JsonObject hold() {
        return hold(hooks.hold());
    }

    @DELETE
    @Path("hold")
    public JsonObject release() {
        return hold(hooks.release());
    }

    /** Holds the next verification that has stored {@code after} verdicts, before its next attack, until DELETE. */
    @PUT
    @Path("verification-hold")
    public JsonObject holdVerificationAfter(@QueryParam("after") @DefaultValue("-1") int after) {
        return verificationHold(hooks.holdVerificationAfter(after));
    }

    @GET
    @Path("verification-hold")
    public JsonObject verificationHold() {
        return verificationHold(hooks.verificationHold());
    }

    @DELETE
    @Path("verification-hold")
    public JsonObject releaseVerification() {
        return verificationHold(hooks.releaseVerification());
    }

    /** How many times a run's summary was computed since the deployment started: once per stored state, never per read. */
    @GET
    @Path("summaries/{id}")
    public JsonObject summaryComputations(@PathParam("id") long id) {
        return Json.createObjectBuilder().add("run", id).add("computations", hooks.summaryComputations(id)).build();
    }

    /** How many published WSDLs the catalog read since the deployment started: once per endpoint that proved available. */
    @GET
    @Path("wsdl-reads")
    public JsonObject wsdlReads() {
        return Json.createObjectBuilder().add("reads", hooks.wsdlReads()).build();
    }

    /** How often the mechanism's endpoint ran since the deployment started: a test waits for a call the server answered. */
    @GET
    @Path("echo-calls/{mechanism}")
    public JsonObject echoCalls(@PathParam("mechanism") String mechanism) {
        Mechanism named = Mechanism.byId(mechanism)
                .orElseThrow(() -> Refusal.at("mechanism", "'" + mechanism + "' is not a mechanism of the catalog; allowed: "
                        + Mechanism.all().stream().map(Mechanism::id).toList()));
        return Json.createObjectBuilder().add("mechanism", named.id()).add("calls", hooks.echoCalls(named)).build();
    }

    /**
     * Fails as no route of the lab should: the exception a future bug would throw, so a test sees the
     * answer every unexpected failure gets (a sentence, the exception in the server log only). Left
     * out of test-hooks-openapi.json: ApiDescriptionIT calls every described route to a success, and
     * this one never succeeds.
     */
    @GET
    @Path("failure")
    public JsonObject failure() {
        throw new IllegalStateException(FailingPage.MESSAGE);
    }

    /** Stores {@code rows} samples of a scratch run one way (jdbc, the engine's; or jpa), reads them back, deletes the run. */
    @POST
    @Path("sample-writes")
    public JsonObject sampleWrites(@QueryParam("way") @DefaultValue("jdbc") String way,
            @QueryParam("rows") @DefaultValue("10000") int rows) {
        SampleWriteTrial.Way chosen = Arrays.stream(SampleWriteTrial.Way.values()).filter(w -> w.name().equalsIgnoreCase(way))
                .findFirst().orElseThrow(() -> Refusal.at("way", "'" + way + "' is neither jdbc nor jpa"));
        SampleWriteTrial.Timing timing = hooks.sampleWrites(chosen, rows);
        return Json.createObjectBuilder().add("way", timing.way().name().toLowerCase(Locale.ROOT)).add("rows", timing.rows())
                .add("batch", timing.batch()).add("store_ms", timing.storeNanos() / 1e6).add("read_ms", timing.readNanos() / 1e6).build();
    }

    /**
     * Stores {@code rows} made-up calls as a run of every mechanism at the default sizes, in the
     * engine's batches, and keeps the run: 201 with its address, to read its summary and then delete
     * it (the scale benchmark).
     */
    @POST
    @Path("synthetic-runs")
    public Response syntheticRun(@QueryParam("rows") @DefaultValue("1000000") int rows) {
        SyntheticRun.Stored stored = hooks.syntheticRun(rows);
        JsonObject json = Json.createObjectBuilder().add("run", stored.runId()).add("rows", stored.rows()).add("batch", stored.batch())
                .add("store_ms", stored.storeNanos() / 1e6).add("store_cpu_ms", stored.storeCpuNanos() / 1e6).build();
        return Response.created(uri.getBaseUriBuilder().path("runs/{id}").build(stored.runId())).entity(json).build();
    }

    private static JsonObject verificationHold(VerificationHold.Status status) {
        JsonObjectBuilder json = Json.createObjectBuilder().add("state", status.state().name());
        if (status.after() == null) {
            json.addNull("after");
        } else {
            json.add("after", status.after());
        }
        if (status.verification() == null) {
            json.addNull("verification");
        } else {
            json.add("verification", status.verification());
        }
        return json.build();
    }

    private static JsonObject hold(RunHold.Status status) {
        JsonObjectBuilder json = Json.createObjectBuilder().add("state", status.state().name());
        if (status.beforeCall() == null) {
            json.addNull("before");
        } else {
            json.add("before", status.beforeCall());
        }
        if (status.run() == null) {
            json.addNull("run");
        } else {
            json.add("run", status.run());
        }
        return json.build();
    }
}
