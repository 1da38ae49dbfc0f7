package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SamlAuthorizationSslEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SamlAuthorizationSslEchoService", portName = "SamlAuthorizationSslEchoPort")
public class SamlAuthorizationSslEcho extends EchoEndpoint {

    public SamlAuthorizationSslEcho() {
        super(Mechanism.SAML_AUTHORIZATION_SSL);
    }
}
