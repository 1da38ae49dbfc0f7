package org.wsslab.catalog.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.List;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EndpointAddresses;

/** The catalog as the console and the API show it: every mechanism, probed now. */
@Stateless
public class Catalog {

    @Inject
    EndpointAddresses addresses;

    @Inject
    PolicyProbe probe;

    public List<MechanismStatus> mechanisms() {
        return Mechanism.all().stream().map(this::status).toList();
    }

    public MechanismStatus status(Mechanism mechanism) {
        var wsdl = addresses.wsdl(mechanism);
        var verdict = probe.probe(mechanism, wsdl);
        return new MechanismStatus(mechanism, addresses.address(mechanism), wsdl, verdict.available(), verdict.reason());
    }
}
