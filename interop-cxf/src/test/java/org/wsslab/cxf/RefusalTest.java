package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.xml.soap.SOAPConstants;
import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPFactory;
import jakarta.xml.ws.WebServiceException;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URL;
import java.util.List;
import javax.xml.namespace.QName;
import org.apache.cxf.transport.http.HTTPException;
import org.junit.jupiter.api.Test;

class RefusalTest {

    private static final String WSS4J_GENERIC = "An error was discovered processing the <wsse:Security> header";

    @Test
    void aFaultInAnErrorResponseIsTheServersRefusalWithItsFaultString() throws SOAPException {
        Refusal refusal = Refusal.of(fault("Invalid Security Header"), 500);

        assertEquals(Refusal.SERVER, refusal.refusedBy());
        assertEquals("Invalid Security Header", refusal.reason());
    }

    @Test
    void aFaultMadeFromASuccessfulResponseIsTheClientsRefusalWithItsRootCause() throws SOAPException {
        SOAPFaultException failure = fault(WSS4J_GENERIC);
        failure.initCause(new IllegalStateException("SignatureMethod rsa-sha256 does not match required values"));

        Refusal refusal = Refusal.of(failure, 200);

        assertEquals(Refusal.CLIENT, refusal.refusedBy());
        assertEquals(WSS4J_GENERIC + " (cause: IllegalStateException: SignatureMethod rsa-sha256 does not match"
                + " required values)", refusal.reason());
    }

    @Test
    void aFaultWithoutAnyResponseWasMadeByTheClient() throws SOAPException {
        assertEquals(Refusal.CLIENT, Refusal.of(fault("None of the policy alternatives can be satisfied."), null)
                .refusedBy());
    }

    @Test
    void anHttpErrorWithoutAFaultIsTheServersRefusal() throws IOException {
        HTTPException http = new HTTPException(404, "Not Found", new URL("http://localhost:8080/echo/gone"));
        Refusal refusal = Refusal.of(new WebServiceException("Could not send Message.", http), 404);

        assertEquals(Refusal.SERVER, refusal.refusedBy());
        assertEquals(http.getMessage(), refusal.reason());
    }

    @Test
    void whatTheSecurityLogSaidIsAddedToAClientRefusalOnce() {
        WebServiceException failure = new WebServiceException(WSS4J_GENERIC);

        Refusal refusal = Refusal.of(failure, 200, List.of("SignatureMethod rsa-sha256 does not match required values",
                WSS4J_GENERIC));

        assertEquals(WSS4J_GENERIC + " [security log: SignatureMethod rsa-sha256 does not match required values]",
                refusal.reason());
    }

    @Test
    void aRootCauseAlreadyInTheMessageIsNotRepeated() {
        ConnectException root = new ConnectException("Connection refused");
        WebServiceException failure = new WebServiceException("Could not send Message: Connection refused", root);

        assertEquals("Could not send Message: Connection refused", Refusal.describe(failure));
    }

    @Test
    void aFailureWithoutMessageIsNamedByItsType() {
        assertEquals("java.lang.NullPointerException", Refusal.describe(new NullPointerException()));
    }

    @Test
    void anAlteredEchoIsNobodysRefusal() {
        Refusal refusal = Refusal.altered(100, new byte[99]);

        assertNull(refusal.refusedBy());
        assertEquals("the echo of 100 bytes came back altered: 99 bytes that differ", refusal.reason());
    }

    private static SOAPFaultException fault(String faultString) throws SOAPException {
        QName code = new QName(SOAPConstants.URI_NS_SOAP_1_1_ENVELOPE, "Client");
        return new SOAPFaultException(SOAPFactory.newInstance().createFault(faultString, code));
    }
}
