package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.TransportSslEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "TransportSslEchoService", portName = "TransportSslEchoPort")
public class TransportSslEcho extends EchoEndpoint {

    public TransportSslEcho() {
        super(Mechanism.TRANSPORT_SSL);
    }
}
