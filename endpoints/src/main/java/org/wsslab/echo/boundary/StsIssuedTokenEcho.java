package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.StsIssuedTokenEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "StsIssuedTokenEchoService", portName = "StsIssuedTokenEchoPort")
public class StsIssuedTokenEcho extends EchoEndpoint {

    public StsIssuedTokenEcho() {
        super(Mechanism.STS_ISSUED_TOKEN);
    }
}
