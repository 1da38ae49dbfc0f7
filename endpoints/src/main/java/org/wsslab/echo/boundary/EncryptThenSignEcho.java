package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.EncryptThenSignEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "EncryptThenSignEchoService", portName = "EncryptThenSignEchoPort")
public class EncryptThenSignEcho extends EchoEndpoint {

    public EncryptThenSignEcho() {
        super(Mechanism.ENCRYPT_THEN_SIGN);
    }
}
