package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.UsernameTokenDigestEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "UsernameTokenDigestEchoService", portName = "UsernameTokenDigestEchoPort")
public class UsernameTokenDigestEcho extends EchoEndpoint {

    public UsernameTokenDigestEcho() {
        super(Mechanism.USERNAME_TOKEN_DIGEST);
    }
}
