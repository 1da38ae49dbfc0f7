package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SecureConversationEncryptOnlyEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SecureConversationEncryptOnlyEchoService", portName = "SecureConversationEncryptOnlyEchoPort")
public class SecureConversationEncryptOnlyEcho extends EchoEndpoint {

    public SecureConversationEncryptOnlyEcho() {
        super(Mechanism.SECURE_CONVERSATION_ENCRYPT_ONLY);
    }
}
