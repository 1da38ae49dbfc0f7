package org.wsslab.cxf;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;

/**
 * The lab's echo operation as its published WSDL describes it (portType {@code Echo} in {@value #NAMESPACE},
 * document/literal wrapped, an unqualified base64Binary {@code payload} in and out). Written here rather than
 * shared with ejb-services so that nothing of the server's side leaks into this client: the WSDL is the only
 * contract. The endpoints' other operations are not needed for an interop check.
 */
@WebService(name = "Echo", targetNamespace = Echo.NAMESPACE)
public interface Echo {

    String NAMESPACE = "urn:wsslab:echo";

    @WebMethod(operationName = "echo")
    @WebResult(name = "payload")
    byte[] echo(@WebParam(name = "payload") byte[] payload);
}
