package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.MutualCertificatesEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "MutualCertificatesEchoService", portName = "MutualCertificatesEchoPort")
public class MutualCertificatesEcho extends EchoEndpoint {

    public MutualCertificatesEcho() {
        super(Mechanism.MUTUAL_CERTIFICATES);
    }
}
