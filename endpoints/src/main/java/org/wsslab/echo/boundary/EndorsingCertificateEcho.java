package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.EndorsingCertificateEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "EndorsingCertificateEchoService", portName = "EndorsingCertificateEchoPort")
public class EndorsingCertificateEcho extends EchoEndpoint {

    public EndorsingCertificateEcho() {
        super(Mechanism.ENDORSING_CERTIFICATE);
    }
}
