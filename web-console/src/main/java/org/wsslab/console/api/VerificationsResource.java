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
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;

/**
 * The attack matrix (issue 7): {@code POST /verifications} starts one over every available mechanism
 * under every suite it offers (or the mechanisms and suites named), {@code GET /verifications/{id}}
 * answers its status and one result per (mechanism, suite, attack); the evidence (attack request,
 * answer) of one cell on demand; {@code POST /verifications/{id}/cancel} stops a running one. Roles as for runs.
 */
@RequestScoped
@Path("verifications")
@Produces(MediaType.APPLICATION_JSON)
public class VerificationsResource {

    private static final String SHAPE = "a verification request is empty or a JSON object {\"mechanisms\": [ids], \"suites\": [ids]},"
            + " each list optional: every available mechanism, under every suite it offers, by default";

    @Inject
    Verifications verifications;

    @Context
    UriInfo uri;

    @POST
    @Consumes(MediaType.WILDCARD)
    public Response start(String body) {
        VerificationRequestBody read = RequestBodies.read(body, VerificationRequestBody.class, VerificationsResource::said);
        Verification verification = read == null ? verifications.start(null, null) : verifications.start(read.mechanisms, read.suites);
        return Response.accepted(Json.object().add("id", verification.id()).add("status", verification.status().name()).build())
                .location(uri.getAbsolutePathBuilder().path(String.valueOf(verification.id())).build()).build();
    }

    /** What is wrong with a verification request, as the API has always said it. */
    private static Refusal said(BodyFault fault) {
        Refusal whole = RequestBodies.aboutTheBody(fault, SHAPE);
        if (whole != null) {
            return whole;
        }
        return switch (fault.kind()) {
            case NOT_ID ->
                RequestBodies.atField(fault, fault.value() + " is not a mechanism id; give ids as strings, e.g. [\"mutual-certificates\"]");
            // Said with a run request's shape, as the reader shared with runs always did.
            case NOT_ARRAY -> Refusal.about(fault.path(), fault.field() + " must be an array; " + RunRequestReader.SHAPE);
            default -> Refusal.invalid(SHAPE);
        };
    }

    /** Every verification, or with {@code ?lab=name} those a lab made (400 for what is not a lab name), newest first. */
    @GET
    public JsonArray list(@QueryParam("lab") String lab) {
        String ofLab = LabName.requested("lab", lab);
        JsonArrayBuilder list = jakarta.json.Json.createArrayBuilder();
        verifications.all().stream().filter(verification -> ofLab == null || ofLab.equals(verification.lab()))
                .forEach(verification -> list.add(VerificationView.brief(verification)));
        return list.build();
    }

    @GET
    @Path("{id}")
    public JsonObject get(@PathParam("id") long id) {
        Verification verification = verifications.find(id).orElseThrow(() -> Verifications.notFound(id));
        return VerificationView.full(verification, verifications.verdicts(id));
    }

    /** One cell with its evidence: the attack request as sent and the endpoint's answer; suite optional (the mechanism's own). */
    @GET
    @Path("{id}/evidence")
    public JsonObject evidence(@PathParam("id") long id, @QueryParam("mechanism") String mechanism, @QueryParam("suite") String suite,
            @QueryParam("attack") String attack) {
        verifications.find(id).orElseThrow(() -> Verifications.notFound(id));
        Endpoint e = VerificationView.endpoint(mechanism, suite);
        Attack a = VerificationView.attack(attack);
        Verdict verdict = verifications.evidence(id).stream().filter(v -> v.endpoint().equals(e) && v.attack() == a).findFirst()
                .orElseThrow(() -> Refusal.missing("verification " + id + " has no result for " + e + " / " + a));
        return VerificationView.withEvidence(verdict);
    }

    /** Cancels a running verification before its next attack (it ends CANCELLED, its verdicts kept), as a run's cancel does. */
    @POST
    @Path("{id}/cancel")
    public Response cancel(@PathParam("id") long id) {
        verifications.cancel(id);
        return Response.accepted().build();
    }

    @DELETE
    @Path("{id}")
    public Response delete(@PathParam("id") long id) {
        verifications.delete(id);
        return Response.noContent().build();
    }
}
