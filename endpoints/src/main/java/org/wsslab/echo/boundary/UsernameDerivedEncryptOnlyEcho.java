package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.UsernameDerivedEncryptOnlyEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "UsernameDerivedEncryptOnlyEchoService", portName = "UsernameDerivedEncryptOnlyEchoPort")
public class UsernameDerivedEncryptOnlyEcho extends EchoEndpoint {

    public UsernameDerivedEncryptOnlyEcho() {
        super(Mechanism.USERNAME_DERIVED_ENCRYPT_ONLY);
    }
}
