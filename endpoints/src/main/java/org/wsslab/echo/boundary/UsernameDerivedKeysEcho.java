package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.UsernameDerivedKeysEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "UsernameDerivedKeysEchoService", portName = "UsernameDerivedKeysEchoPort")
public class UsernameDerivedKeysEcho extends EchoEndpoint {

    public UsernameDerivedKeysEcho() {
        super(Mechanism.USERNAME_DERIVED_KEYS);
    }
}
