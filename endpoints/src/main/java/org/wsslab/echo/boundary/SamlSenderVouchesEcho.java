package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.SamlSenderVouchesEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "SamlSenderVouchesEchoService", portName = "SamlSenderVouchesEchoPort")
public class SamlSenderVouchesEcho extends EchoEndpoint {

    public SamlSenderVouchesEcho() {
        super(Mechanism.SAML_SENDER_VOUCHES);
    }
}
