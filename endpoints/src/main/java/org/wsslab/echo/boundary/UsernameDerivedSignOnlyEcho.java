package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.UsernameDerivedSignOnlyEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "UsernameDerivedSignOnlyEchoService", portName = "UsernameDerivedSignOnlyEchoPort")
public class UsernameDerivedSignOnlyEcho extends EchoEndpoint {

    public UsernameDerivedSignOnlyEcho() {
        super(Mechanism.USERNAME_DERIVED_SIGN_ONLY);
    }
}
