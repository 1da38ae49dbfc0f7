package org.wsslab.catalog.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.List;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EndpointAddresses;

/**
 * The catalog as the console and the API show it: every mechanism, probed now. A mechanism is
 * probed at its catalog suite's endpoint; {@link #suites} probes each suite it offers.
 */
@Stateless
public class Catalog {

    @Inject
    EndpointAddresses addresses;

    @Inject
    PolicyProbe probe;

    public List<EndpointStatus> mechanisms() {
        return Mechanism.all().stream().map(this::status).toList();
    }

    public EndpointStatus status(Mechanism mechanism) {
        return status(mechanism.endpoint());
    }

    /** The mechanism under each suite it offers, its catalog suite first (see {@link Mechanism#suites()}). */
    public List<EndpointStatus> suites(Mechanism mechanism) {
        return mechanism.suites().stream().map(mechanism::under).map(this::status).toList();
    }

    public EndpointStatus status(Endpoint endpoint) {
        var wsdl = addresses.wsdl(endpoint);
        var verdict = endpoint.knownFailure().map(PolicyProbe.Verdict::no).orElseGet(() -> probe.probe(endpoint, wsdl));
        return new EndpointStatus(endpoint, addresses.address(endpoint), wsdl, verdict.available(), verdict.reason());
    }
}
