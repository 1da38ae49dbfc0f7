package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.wsslab.target.entity.TargetStatus;

/**
 * A target as the API shows it (GET /targets, POST /targets): where it is, and as read now either what
 * it runs or why it was not reached. Every field is there, null where it has no value.
 */
final class TargetView {

    private TargetView() {
    }

    static JsonObject of(TargetStatus target) {
        JsonObjectBuilder json = Json.object().add("name", target.name()).add("address", target.address()).add("host", target.host())
                .add("http_port", target.httpPort()).add("https_port", target.httpsPort());
        Json.add(json, "registered", target.registered());
        json.add("reachable", target.reachable());
        Json.add(json, "placement", target.placement() == null ? null : target.placement().id());
        Json.add(json, "glassfish", target.reachable() ? target.identity().glassfish() : null);
        Json.add(json, "jvm", target.reachable() ? target.identity().jvm() : null);
        Json.add(json, "keys_match", target.reachable() ? target.keysMatch() : null);
        Json.add(json, "reason", target.reason());
        return json.build();
    }
}
