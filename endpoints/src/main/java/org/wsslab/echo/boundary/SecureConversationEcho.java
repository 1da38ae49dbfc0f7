package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SecureConversationEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SecureConversationEchoService", portName = "SecureConversationEchoPort")
public class SecureConversationEcho extends EchoEndpoint {

    public SecureConversationEcho() {
        super(Mechanism.SECURE_CONVERSATION);
    }
}
