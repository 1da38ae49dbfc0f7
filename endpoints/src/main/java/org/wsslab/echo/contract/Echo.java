package org.wsslab.echo.contract;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;

/**
 * The operations every endpoint offers. Each is secured by its endpoint's policy: the build binds the
 * policy's message protection to every operation declared here (catalog.generate.OperationPolicies).
 */
@WebService(name = "Echo", targetNamespace = Mechanism.NAMESPACE)
public interface Echo {

    /** Bytes in, the same bytes out: the lab's original call. */
    @WebMethod(operationName = "echo")
    @WebResult(name = "payload")
    byte[] echo(@WebParam(name = "payload") byte[] payload);

    /** A payload of any shape in, the same payload out. */
    @WebMethod(operationName = "echoPayload")
    @WebResult(name = "payload")
    Payload echoPayload(@WebParam(name = "payload") Payload payload);

    /** A small request in, a payload of the size it asks for out. */
    @WebMethod(operationName = "fetch")
    @WebResult(name = "payload")
    Payload fetch(@WebParam(name = "request") FetchRequest request);

    /** A payload in, a small receipt out. */
    @WebMethod(operationName = "accept")
    @WebResult(name = "receipt")
    Receipt accept(@WebParam(name = "payload") Payload payload);
}
