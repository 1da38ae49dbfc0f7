package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.MessageAuthSslEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "MessageAuthSslEchoService", portName = "MessageAuthSslEchoPort")
public class MessageAuthSslEcho extends EchoEndpoint {

    public MessageAuthSslEcho() {
        super(Mechanism.MESSAGE_AUTH_SSL);
    }
}
