package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AnswerTest {

    private static final String ENCRYPTED_BODY = "<S:Body wsu:Id=\"_5006\"><xenc:EncryptedData Id=\"_5008\"><xenc:CipherData>"
            + "<xenc:CipherValue>q83v</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData></S:Body></S:Envelope>";

    private static String secured(String action) {
        return "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Header><Action xmlns=\"http://www.w3.org/2005/08/addressing\""
                + " S:mustUnderstand=\"1\" wsu:Id=\"_5004\">" + action + "</Action><wsse:Security/></S:Header>" + ENCRYPTED_BODY;
    }

    @Test
    void aFaultInClearSaysItsReason() {
        Answer answer = new Answer(500, "<S:Envelope><S:Body><S:Fault><faultcode>S:Server</faultcode>"
                + "<faultstring>Invalid Security Header</faultstring></S:Fault></S:Body></S:Envelope>");
        assertTrue(answer.fault());
        assertEquals("SOAP fault (HTTP 500): Invalid Security Header", answer.summary());
    }

    /** Seen under saml-holder-of-key/TripleDesRsa15: a tampered ciphertext answered 200 with the fault encrypted for the client. */
    @Test
    void aSecuredFaultWithAnEncryptedBodyIsAFaultByItsAddressingAction() {
        Answer answer = new Answer(200, secured("http://www.w3.org/2005/08/addressing/fault"));
        assertTrue(answer.fault());
        assertTrue(answer.summary().startsWith("SOAP fault (HTTP 200): (a fault whose body is encrypted"), answer.summary());
        assertTrue(new Answer(200, secured(" http://schemas.xmlsoap.org/ws/2004/08/addressing/fault ")).fault(),
                "the 2004/08 submission's");
    }

    @Test
    void anEncryptedEchoIsNoFault() {
        Answer answer = new Answer(200, secured("http://wsslab.org/echo/Echo/echoResponse"));
        assertFalse(answer.fault());
        assertEquals("HTTP 200, " + answer.body().length() + " characters, no fault", answer.summary());
        assertFalse(new Answer(200, secured("http://wsslab.org/echo/addressing/fault/echoResponse")).fault(),
                "fault only as the whole action");
    }
}
