package org.wsslab.echo.boundary;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;

/** The one operation every endpoint offers: bytes in, the same bytes out. */
@WebService(name = "Echo", targetNamespace = Mechanism.NAMESPACE)
public interface Echo {

    @WebMethod(operationName = "echo")
    @WebResult(name = "payload")
    byte[] echo(@WebParam(name = "payload") byte[] payload);
}
