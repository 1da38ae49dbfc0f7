package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** The unsecured baseline; it has no policy file. */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "PlainEchoService", portName = "PlainEchoPort")
public class PlainEcho extends EchoEndpoint {

    public PlainEcho() {
        super(Mechanism.PLAIN);
    }
}
