package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** Policy: META-INF/wsit-org.wsslab.echo.boundary.EncryptOnlyEcho.xml (wsit-configs). */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "EncryptOnlyEchoService", portName = "EncryptOnlyEchoPort")
public class EncryptOnlyEcho extends EchoEndpoint {

    public EncryptOnlyEcho() {
        super(Mechanism.ENCRYPT_ONLY);
    }
}
