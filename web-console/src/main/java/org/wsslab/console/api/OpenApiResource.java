package org.wsslab.console.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * GET /openapi.json: the description of every route (OpenAPI 3.1), open to anyone like the catalog.
 * GlassFish 8.0.0 ships no MicroProfile OpenAPI, so the description is kept by hand in the repository
 * ({@code docs/openapi.json}, copied into the WAR by the build) and ApiDescriptionTest fails when it and
 * the resources disagree; ApiDescriptionIT holds the answers to it.
 */
@ApplicationScoped
@Path("openapi.json")
public class OpenApiResource {

    static final String DESCRIPTION = "/META-INF/openapi.json";

    private volatile byte[] description;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public byte[] description() {
        byte[] read = description;
        if (read == null) {
            read = load();
            description = read;
        }
        return read;
    }

    private static byte[] load() {
        try (InputStream in = OpenApiResource.class.getResourceAsStream(DESCRIPTION)) {
            if (in == null) {
                throw new IllegalStateException("the WAR holds no " + DESCRIPTION + ": the build copies docs/openapi.json there");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
