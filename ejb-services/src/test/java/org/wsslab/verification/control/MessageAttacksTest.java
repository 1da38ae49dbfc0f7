package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.util.Base64;
import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Matcher;
import javax.xml.crypto.dsig.SignatureMethod;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.verification.control.MessageAttacks.HostileXml;
import org.wsslab.verification.control.MessageAttacks.Wrapping;
import org.wsslab.verification.entity.Attack;

class MessageAttacksTest {

    /** The shape of a Metro request: addressing and WS-Security headers, a signed body with a base64 payload. */
    private static final String CONTROL = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            + "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:wsse=\"" + MessageAttacks.WSSE + "\""
            + " xmlns:wsu=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd\">"
            + "<S:Header><To xmlns=\"http://www.w3.org/2005/08/addressing\">http://localhost:8080/echo/mutual-certificates</To>"
            + "<wsse:Security S:mustUnderstand=\"1\"><wsu:Timestamp wsu:Id=\"_1\"><wsu:Created>2026-11-22T10:00:00Z</wsu:Created>"
            + "</wsu:Timestamp><ds:Signature xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\"><ds:SignatureValue>c2lnbmF0dXJlIHZhbHVlIGhlcmU=</ds:SignatureValue>"
            + "</ds:Signature></wsse:Security></S:Header>"
            + "<S:Body wsu:Id=\"_5002\"><ns2:echo xmlns:ns2=\"urn:wsslab:echo\"><payload>QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=</payload></ns2:echo></S:Body>"
            + "</S:Envelope>";

    private static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";

    private static byte[] control() {
        return CONTROL.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void withoutSecurityHeaderRemovesTheHeaderAndKeepsBodyAndOtherHeaders() {
        Document attack = MessageAttacks.parse(MessageAttacks.withoutSecurityHeader(control()));
        Document original = MessageAttacks.parse(control());
        assertEquals(0, attack.getElementsByTagNameNS(MessageAttacks.WSSE, "Security").getLength());
        assertTrue(MessageAttacks.body(attack).isEqualNode(MessageAttacks.body(original)), "the body is the control's");
        assertEquals(1, attack.getElementsByTagNameNS("http://www.w3.org/2005/08/addressing", "To").getLength());
        assertThrows(IllegalArgumentException.class, () -> MessageAttacks.withoutSecurityHeader(
                MessageAttacks.withoutSecurityHeader(control())), "a request without the header cannot lose it");
    }

    @Test
    void alteredBodyDiffersFromItsControlInExactlyOneCharacterInsideTheBody() {
        String attack = new String(MessageAttacks.withAlteredBody(control()), StandardCharsets.UTF_8);
        assertEquals(CONTROL.length(), attack.length());
        int differs = -1;
        for (int i = 0; i < CONTROL.length(); i++) {
            if (CONTROL.charAt(i) != attack.charAt(i)) {
                assertEquals(-1, differs, "only one character differs");
                differs = i;
            }
        }
        assertTrue(differs > CONTROL.indexOf("<S:Body") && differs < CONTROL.indexOf("</S:Body>"), "the change is inside the body");
        assertTrue(CONTROL.indexOf("<payload>") < differs, "it is the payload's text, not the signature's");
        MessageAttacks.parse(attack.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void wrappedBodyHidesTheSignedBodyByteForByteAndPutsOnlyTheAttackersBodyInItsPlace() {
        byte[] payload = "the attacker's request".getBytes(StandardCharsets.UTF_8);
        String signedBody = CONTROL.substring(CONTROL.indexOf("<S:Body"), CONTROL.indexOf("</S:Body>") + "</S:Body>".length());
        String wrapper = "<w:Wrapper xmlns:w=\"" + MessageAttacks.WRAPPER_NAMESPACE + "\">" + signedBody + "</w:Wrapper>";
        for (Wrapping wrapping : Wrapping.values()) {
            String attack = new String(MessageAttacks.withWrappedBody(control(), wrapping, payload), StandardCharsets.UTF_8);
            assertTrue(attack.contains(wrapper), wrapping + " keeps the signed body as it was: " + attack);

            Document document = MessageAttacks.parse(attack.getBytes(StandardCharsets.UTF_8));
            Element body = MessageAttacks.body(document);
            assertEquals(Base64.getEncoder().encodeToString(payload), body.getElementsByTagName("payload").item(0).getTextContent());
            assertEquals(Mechanism.NAMESPACE, ((Element) body.getFirstChild()).getNamespaceURI(), "an echo request");
            assertEquals(wrapping == Wrapping.FIRST_HEADER_BLOCK_SAME_ID ? "_5002" : "", body.getAttributeNS(WSU, "Id"));
            Node hidden = document.getElementsByTagNameNS(MessageAttacks.WRAPPER_NAMESPACE, "Wrapper").item(0);
            assertEquals(wrapping == Wrapping.SECURITY_HEADER ? "Security" : "Header", hidden.getParentNode().getLocalName());
            boolean first = wrapping == Wrapping.FIRST_HEADER_BLOCK || wrapping == Wrapping.FIRST_HEADER_BLOCK_SAME_ID;
            Node sibling = first ? hidden.getPreviousSibling() : hidden.getNextSibling();
            assertEquals(null, sibling, wrapping + ": where it says");

            String restored = attack.replace(wrapper, "").replaceFirst("<S:Body[^>]*>.*</S:Body>", Matcher.quoteReplacement(signedBody));
            assertEquals(CONTROL, restored, wrapping + " changes nothing else");
        }
        assertThrows(IllegalArgumentException.class, () -> MessageAttacks.withWrappedBody(
                "<S:Envelope xmlns:S=\"urn:s\"><S:Body/></S:Envelope>".getBytes(StandardCharsets.UTF_8), Wrapping.FIRST_HEADER_BLOCK,
                payload),
                "no header to hide the body in");
    }

    /** A real wrapping attack: the signature, its reference resolved to the moved body, still verifies. */
    @Test
    void theSignatureOfAWrappedRequestStillVerifiesOverTheMovedBody() throws Exception {
        KeyPair client = SignedRequests.keyPair();
        byte[] signed = SignedRequests.signed(client.getPrivate(), SignatureMethod.RSA_SHA256, "");
        assertTrue(SignedRequests.validates(new String(signed, StandardCharsets.UTF_8), client.getPublic()), "the control verifies");
        for (Wrapping wrapping : Wrapping.values()) {
            String attack = new String(MessageAttacks.withWrappedBody(signed, wrapping, new byte[]{1, 2, 3}), StandardCharsets.UTF_8);
            assertTrue(SignedRequests.validates(attack, client.getPublic()), wrapping + " keeps the signature valid");
        }
        assertFalse(
                SignedRequests.validates(new String(MessageAttacks.withAlteredBody(signed), StandardCharsets.UTF_8), client.getPublic()),
                "while an altered body does not verify: the check can fail");
    }

    @Test
    void hostileXmlAddsOnlyItsDoctypeAndEntityReference() {
        for (HostileXml kind : HostileXml.values()) {
            String attack = new String(MessageAttacks.hostile(control(), kind), StandardCharsets.UTF_8);
            assertTrue(attack.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?><!DOCTYPE S:Envelope"), kind + ": " + attack);
            String withoutDoctype = attack.replaceFirst("<!DOCTYPE S:Envelope(?: \\[.*?\\])?>", "").replace("&wsslab;", "").replace("&l9;",
                    "");
            assertEquals(CONTROL, withoutDoctype, kind + " changes nothing else");
            assertThrows(IllegalArgumentException.class, () -> MessageAttacks.parse(attack.getBytes(StandardCharsets.UTF_8)),
                    kind + " carries a DOCTYPE, which a safe parser refuses");
        }
        assertTrue(new String(MessageAttacks.hostile(control(), HostileXml.EXTERNAL_ENTITY), StandardCharsets.UTF_8)
                .contains("<S:Body wsu:Id=\"_5002\">&wsslab;<ns2:echo"));
        assertFalse(new String(MessageAttacks.hostile(control(), HostileXml.DOCTYPE), StandardCharsets.UTF_8).contains("&"));
    }

    @Test
    void attacksApplyWhereTheCatalogClaimsTheProperty() {
        Set<Attack> onPlain = EnumSet.noneOf(Attack.class);
        for (Attack attack : Attack.values()) {
            if (attack.notApplicable(Mechanism.PLAIN).isEmpty()) {
                onPlain.add(attack);
            }
            assertTrue(attack.notApplicable(Mechanism.MUTUAL_CERTIFICATES).isEmpty(), attack + " applies to mutual certificates");
        }
        assertEquals(EnumSet.of(Attack.DOCTYPE, Attack.EXTERNAL_ENTITY, Attack.ENTITY_EXPANSION), onPlain);
        assertTrue(Attack.TAMPERED_BODY.notApplicable(Mechanism.TRANSPORT_SSL).orElseThrow().contains("TLS"));
        assertTrue(Attack.SIGNATURE_WRAPPING.notApplicable(Mechanism.TRANSPORT_SSL).orElseThrow().contains("TLS"));
        assertTrue(Attack.WRONG_CREDENTIALS.notApplicable(Mechanism.TRANSPORT_SSL).isPresent());
        assertTrue(Attack.WRONG_CREDENTIALS.notApplicable(Mechanism.MESSAGE_AUTH_SSL).isEmpty());
    }
}
