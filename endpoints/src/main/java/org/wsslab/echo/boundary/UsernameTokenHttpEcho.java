package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.UsernameTokenHttpEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "UsernameTokenHttpEchoService", portName = "UsernameTokenHttpEchoPort")
public class UsernameTokenHttpEcho extends EchoEndpoint {

    public UsernameTokenHttpEcho() {
        super(Mechanism.USERNAME_TOKEN_HTTP);
    }
}
