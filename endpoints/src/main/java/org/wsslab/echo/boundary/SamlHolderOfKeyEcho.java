package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SamlHolderOfKeyEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SamlHolderOfKeyEchoService", portName = "SamlHolderOfKeyEchoPort")
public class SamlHolderOfKeyEcho extends EchoEndpoint {

    public SamlHolderOfKeyEcho() {
        super(Mechanism.SAML_HOLDER_OF_KEY);
    }
}
