package org.wsslab.console.api;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.entity.Mechanism;

/** GET /mechanisms: the catalog, open to anyone. */
@RequestScoped
@Path("mechanisms")
@Produces(MediaType.APPLICATION_JSON)
public class MechanismsResource {

    @Inject
    Catalog catalog;

    @GET
    public JsonArray list() {
        JsonArrayBuilder entries = Json.createArrayBuilder();
        Mechanism.all().stream().map(catalog::suites).map(MechanismView::of).forEach(entries::add);
        return entries.build();
    }
}
