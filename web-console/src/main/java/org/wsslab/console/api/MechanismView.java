package org.wsslab.console.api;

import jakarta.json.bind.annotation.JsonbProperty;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import org.wsslab.catalog.boundary.MechanismStatus;
import org.wsslab.catalog.entity.Mechanism;

/** One catalog entry as GET /mechanisms answers it. */
@JsonbPropertyOrder({"id", "name", "address", "wsdl", "transport", "available", "unavailable_reason", "binding",
        "authentication", "integrity", "confidentiality", "token_type", "algorithm_suite", "policy_file"})
public record MechanismView(
        String id,
        String name,
        String address,
        String wsdl,
        String transport,
        boolean available,
        @JsonbProperty("unavailable_reason") String unavailableReason,
        String binding,
        String authentication,
        String integrity,
        String confidentiality,
        @JsonbProperty("token_type") String tokenType,
        @JsonbProperty("algorithm_suite") String algorithmSuite,
        @JsonbProperty("policy_file") String policyFile) {

    static MechanismView of(MechanismStatus status) {
        Mechanism m = status.mechanism();
        return new MechanismView(m.id(), m.displayName(), status.address().toString(), status.wsdl().toString(),
                m.transport().scheme(), status.available(), status.unavailableReason(), lower(m.binding()),
                m.authentication().label(), m.integrity().label(), m.confidentiality().label(), m.tokenType(),
                m.algorithmSuite().assertion(), m.policyFile().orElse(null));
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase();
    }
}
