package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.execution.control.WireProbe;
import org.wsslab.xml.SafeXml;

/**
 * encrypt-then-sign and mutual-certificates differ in the order of the two operations only, and the
 * captured requests show it: encrypting first, the signature's body reference resolves to the Body that
 * holds the EncryptedData, so it covers the ciphertext, and the receiver must check the signature
 * before it decrypts, which the security header's order says (WS-Security processes it top down).
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class EncryptBeforeSigningIT {

    private static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    private static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    private static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    WireProbe wire;

    @Test
    void theSignatureCoversTheBodyThatHoldsTheCiphertextAndComesFirst() throws Exception {
        Document request = captured(Mechanism.ENCRYPT_THEN_SIGN);
        Element body = body(request);
        Element held = firstElement(body);
        assertNotNull(held, "the Body holds an element");
        assertEquals(XENC + "EncryptedData", held.getNamespaceURI() + held.getLocalName(), "the Body holds the EncryptedData");
        assertTrue(signatureReferences(request).contains("#" + body.getAttributeNS(WSU, "Id")),
                "a signature reference resolves to the Body holding the EncryptedData: " + signatureReferences(request));

        List<String> order = securityHeader(request);
        assertEquals(List.of("Timestamp", "BinarySecurityToken", "Signature", "EncryptedKey"), withoutRepeats(order),
                "Metro's order: the signature before the key that decrypts (read top down, verify first): " + order);
    }

    @Test
    void signThenEncryptHasTheKeyFirst() throws Exception {
        List<String> order = securityHeader(captured(Mechanism.MUTUAL_CERTIFICATES));
        assertEquals(List.of("Timestamp", "BinarySecurityToken", "EncryptedKey", "Signature"), withoutRepeats(order),
                "mutual-certificates: decrypt first, then verify what was signed in the clear: " + order);
    }

    /** The request of the engine's own probe call (WireProbe: a reading relay, its echo checked). */
    private Document captured(Mechanism mechanism) throws Exception {
        try (WireProbe.Probes probes = wire.forRun()) {
            WireProbe.Reading reading = probes.read(mechanism, 100);
            assertNotNull(reading.exchange(), mechanism.id() + ": the probe call went through and its echo matched");
            return SafeXml.parse(reading.exchange().request().body());
        }
    }

    private static Element body(Document request) {
        return (Element) request.getElementsByTagNameNS(SOAP, "Body").item(0);
    }

    private static List<String> signatureReferences(Document request) {
        List<String> uris = new ArrayList<>();
        NodeList references = request.getElementsByTagNameNS(DSIG, "Reference");
        for (int i = 0; i < references.getLength(); i++) {
            uris.add(((Element) references.item(i)).getAttribute("URI"));
        }
        return uris;
    }

    /** The local names of the security header's children, in document order. */
    private static List<String> securityHeader(Document request) {
        List<String> names = new ArrayList<>();
        Element security = (Element) request.getElementsByTagNameNS(WSSE, "Security").item(0);
        for (Node child = security.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.ELEMENT_NODE) {
                names.add(child.getLocalName());
            }
        }
        return names;
    }

    private static List<String> withoutRepeats(List<String> names) {
        return names.stream().distinct().toList();
    }

    private static Element firstElement(Element parent) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.ELEMENT_NODE) {
                return (Element) child;
            }
        }
        return null;
    }
}
