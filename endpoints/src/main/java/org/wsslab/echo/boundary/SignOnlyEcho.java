package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SignOnlyEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SignOnlyEchoService", portName = "SignOnlyEchoPort")
public class SignOnlyEcho extends EchoEndpoint {

    public SignOnlyEcho() {
        super(Mechanism.SIGN_ONLY);
    }
}
