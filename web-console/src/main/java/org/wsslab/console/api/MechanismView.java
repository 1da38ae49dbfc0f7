package org.wsslab.console.api;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.wsslab.catalog.boundary.EndpointStatus;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;

/**
 * One catalog entry as GET /mechanisms answers it. Built field by field because the contract wants
 * every field present (null when absent) in a fixed order, which GlassFish's JSON-B does not give
 * records.
 */
final class MechanismView {

    private MechanismView() {
    }

    /** The mechanism at its catalog suite's endpoint, and under every suite it offers ({@code suites}). */
    static JsonObject of(List<EndpointStatus> suites) {
        EndpointStatus status = suites.get(0);
        Mechanism m = status.mechanism();
        JsonObjectBuilder json = Json.createObjectBuilder()
                .add("id", m.id())
                .add("name", m.displayName())
                .add("address", status.address().toString())
                .add("wsdl", status.wsdl().toString())
                .add("transport", m.transport().scheme())
                .add("available", status.available());
        nullable(json, "unavailable_reason", status.unavailableReason());
        json.add("binding", m.binding().name().toLowerCase())
                .add("authentication", m.authentication().label())
                .add("integrity", m.integrity().label())
                .add("confidentiality", m.confidentiality().label())
                .add("token_type", m.tokenType());
        nullable(json, "algorithm_suite", m.algorithmSuite().assertion());
        nullable(json, "policy_file", m.policyFile().orElse(null));
        JsonArrayBuilder offered = Json.createArrayBuilder();
        suites.stream().map(MechanismView::suite).forEach(offered::add);
        json.add("suites", offered);
        return json.build();
    }

    private static JsonObject suite(EndpointStatus status) {
        JsonObjectBuilder json = Json.createObjectBuilder();
        nullable(json, "suite", status.endpoint().suite().assertion());
        json.add("address", status.address().toString())
                .add("wsdl", status.wsdl().toString())
                .add("available", status.available());
        nullable(json, "unavailable_reason", status.unavailableReason());
        nullable(json, "policy_file", status.endpoint().policyFile().orElse(null));
        return json.build();
    }

    private static void nullable(JsonObjectBuilder json, String name, String value) {
        if (value == null) {
            json.addNull(name);
        } else {
            json.add(name, value);
        }
    }
}
