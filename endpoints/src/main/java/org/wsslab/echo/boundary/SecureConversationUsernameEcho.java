package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SecureConversationUsernameEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SecureConversationUsernameEchoService", portName = "SecureConversationUsernameEchoPort")
public class SecureConversationUsernameEcho extends EchoEndpoint {

    public SecureConversationUsernameEcho() {
        super(Mechanism.SECURE_CONVERSATION_USERNAME);
    }
}
