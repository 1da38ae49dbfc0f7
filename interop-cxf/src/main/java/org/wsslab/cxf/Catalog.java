package org.wsslab.cxf;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Reads the endpoints to try out of the lab's {@code GET api/mechanisms} answer. */
final class Catalog {

    private Catalog() {
    }

    /**
     * Every endpoint (suite entry) of the chosen mechanisms, in catalog order; all mechanisms when none is
     * chosen; of a mechanism offering several suites, those under the chosen suites (all when none is), as
     * the lab's runs choose them.
     *
     * @throws UsageException when a chosen id is not in the catalog
     */
    static List<Endpoint> endpoints(JsonArray mechanisms, List<String> chosen, List<String> suites) throws UsageException {
        Set<String> known = new LinkedHashSet<>();
        for (JsonValue value : mechanisms) {
            known.add(value.asJsonObject().getString("id"));
        }
        List<String> unknown = chosen.stream().filter(id -> !known.contains(id)).toList();
        if (!unknown.isEmpty()) {
            throw new UsageException("unknown mechanism " + String.join(", ", unknown) + "; the lab's catalog has: "
                    + String.join(" ", known));
        }
        List<Endpoint> endpoints = new ArrayList<>();
        for (JsonValue value : mechanisms) {
            JsonObject mechanism = value.asJsonObject();
            String id = mechanism.getString("id");
            if (!chosen.isEmpty() && !chosen.contains(id)) {
                continue;
            }
            String authentication = text(mechanism, "authentication");
            JsonArray offered = mechanism.getJsonArray("suites");
            for (JsonValue entry : offered) {
                JsonObject suite = entry.asJsonObject();
                if (offered.size() > 1 && !suites.isEmpty() && !suites.contains(text(suite, "suite"))) {
                    continue;
                }
                // A mechanism the lab marks unavailable is unavailable under every suite, whatever the entry says.
                boolean available = mechanism.getBoolean("available", false) && suite.getBoolean("available", false);
                String reason = text(suite, "unavailable_reason");
                if (reason == null) {
                    reason = text(mechanism, "unavailable_reason");
                }
                endpoints.add(new Endpoint(id, authentication, text(suite, "suite"), URI.create(suite.getString("wsdl")),
                        available, reason));
            }
        }
        return endpoints;
    }

    private static String text(JsonObject object, String name) {
        JsonValue value = object.get(name);
        return value instanceof JsonString string ? string.getString() : null;
    }
}
