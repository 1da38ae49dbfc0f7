package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.verification.control.MessageAttacks.HostileXml;
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
    void hostileXmlAddsOnlyItsDoctypeAndEntityReference() {
        for (HostileXml kind : HostileXml.values()) {
            String attack = new String(MessageAttacks.hostile(control(), kind), StandardCharsets.UTF_8);
            assertTrue(attack.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?><!DOCTYPE S:Envelope"), kind + ": " + attack);
            String withoutDoctype = attack.replaceFirst("<!DOCTYPE S:Envelope(?: \\[.*?\\])?>", "").replace("&wsslab;", "").replace("&l9;", "");
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
        assertTrue(Attack.WRONG_CREDENTIALS.notApplicable(Mechanism.TRANSPORT_SSL).isPresent());
        assertTrue(Attack.WRONG_CREDENTIALS.notApplicable(Mechanism.MESSAGE_AUTH_SSL).isEmpty());
    }
}
