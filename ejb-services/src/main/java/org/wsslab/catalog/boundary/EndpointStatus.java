package org.wsslab.catalog.boundary;

import java.net.URI;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;

/** An endpoint (a mechanism under one suite) with where it is published and whether its published WSDL proves it. */
public record EndpointStatus(Endpoint endpoint, URI address, URI wsdl, boolean available, String unavailableReason) {

    public Mechanism mechanism() {
        return endpoint.mechanism();
    }
}
