package org.wsslab.console.api;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.console.signin.boundary.ContainerErrors;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;

/**
 * Every refusal of the API as {@code {"error": "...", "fields": [{"path": ..., "message": ...}]}} with its
 * status: 400, 404, 409, or JAX-RS's own.
 */
final class ApiErrors {

    private ApiErrors() {
    }

    static Response of(Response.Status status, String message) {
        return of(status, message, List.of());
    }

    static Response of(Response.Status status, String message, List<RefusedField> fields) {
        return Response.status(status).type(MediaType.APPLICATION_JSON_TYPE).entity(Json.error(message, fields)).build();
    }

    /** A run request the engine refused: what is wrong and what is allowed. */
    @Provider
    public static class Refusals implements ExceptionMapper<Refusal> {
        @Override
        public Response toResponse(Refusal refusal) {
            Response.Status status = switch (refusal.kind()) {
                case INVALID -> Response.Status.BAD_REQUEST;
                case NOT_FOUND -> Response.Status.NOT_FOUND;
                case CONFLICT -> Response.Status.CONFLICT;
            };
            return of(status, refusal.getMessage(), refusal.fields());
        }
    }

    /**
     * JAX-RS's own refusals (no such path, method or media type) in the same shape; its own failures
     * (5xx) worded as every unexpected failure is (ContainerErrors), the exception in the server log.
     */
    @Provider
    public static class Protocol implements ExceptionMapper<WebApplicationException> {

        private static final Logger LOG = Logger.getLogger(Protocol.class.getName());

        @Context
        UriInfo uri;

        @Context
        Request request;

        @Override
        public Response toResponse(WebApplicationException e) {
            Response original = e.getResponse();
            if (original.getStatus() >= 500) {
                String path = uri.getRequestUri().getRawPath();
                LOG.log(Level.SEVERE, request.getMethod() + " " + path + " failed", e);
                return Response.fromResponse(original).type(MediaType.APPLICATION_JSON_TYPE)
                        .entity(Json.error(ContainerErrors.failed(request.getMethod(), path))).build();
            }
            if (original.getStatus() == 404 && e.getCause() != null) {
                // JAX-RS answers a parameter it cannot convert (seconds=abc, runs/abc) with 404, as if
                // the resource did not exist; a real missing path carries no cause.
                return of(Response.Status.BAD_REQUEST, "a parameter is not a value of its type (" + root(e).getMessage()
                        + "): counts, sizes, seconds, threads and ids are whole numbers");
            }
            String message = switch (original.getStatus()) {
                case 404 -> "no such resource; every route is described at /wsslab/api/openapi.json";
                case 405 -> "this method is not allowed here";
                case 406 -> "this resource answers JSON (summary, runs) or CSV (samples)";
                case 415 -> "send the request body as JSON";
                default -> e.getMessage();
            };
            return Response.fromResponse(original).type(MediaType.APPLICATION_JSON_TYPE).entity(Json.error(message)).build();
        }

        private static Throwable root(Throwable e) {
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            return root;
        }
    }
}
