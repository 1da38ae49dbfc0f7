package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.UsernameSymmetricEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "UsernameSymmetricEchoService", portName = "UsernameSymmetricEchoPort")
public class UsernameSymmetricEcho extends EchoEndpoint {

    public UsernameSymmetricEcho() {
        super(Mechanism.USERNAME_SYMMETRIC);
    }
}
