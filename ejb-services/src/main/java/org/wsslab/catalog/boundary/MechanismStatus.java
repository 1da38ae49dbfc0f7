package org.wsslab.catalog.boundary;

import java.net.URI;
import org.wsslab.catalog.entity.Mechanism;

/** A catalog entry with where it is published and whether its published WSDL proves it. */
public record MechanismStatus(Mechanism mechanism, URI address, URI wsdl, boolean available, String unavailableReason) {
}
