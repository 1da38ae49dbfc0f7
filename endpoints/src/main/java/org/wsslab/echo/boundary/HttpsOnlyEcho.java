package org.wsslab.echo.boundary;

import jakarta.ejb.Stateless;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** HTTPS alone: no policy file, no security header; glassfish-ejb-jar.xml makes it CONFIDENTIAL. */
@Stateless
@WebService(endpointInterface = "org.wsslab.echo.contract.Echo", targetNamespace = Mechanism.NAMESPACE, serviceName = "HttpsOnlyEchoService", portName = "HttpsOnlyEchoPort")
public class HttpsOnlyEcho extends EchoEndpoint {

    public HttpsOnlyEcho() {
        super(Mechanism.HTTPS_ONLY);
    }
}
