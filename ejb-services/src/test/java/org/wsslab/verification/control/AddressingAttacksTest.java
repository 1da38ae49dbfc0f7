package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsslab.verification.control.AddressingAttacks.Header;
import org.wsslab.verification.control.AddressingAttacks.Placement;

/**
 * Each attack of the WS-Addressing class alters only what it names: undoing that one alteration on
 * the attack message gives back the control, node for node.
 */
class AddressingAttacksTest {

    private static final String WSA = AddressingAttacks.WSA;
    private static final String WSU = Restamping.WSU;
    private static final URI ATTACKER = URI.create("http://127.0.0.1:40000/wsslab-attacker/1-reply");

    /** The shape of a Metro request: five signed addressing headers, a security header, a signed body. */
    private static final String CONTROL = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:wsse=\""
            + MessageAttacks.WSSE + "\" xmlns:wsu=\"" + WSU + "\"><S:Header>"
            + "<To xmlns=\"" + WSA + "\" wsu:Id=\"_5005\">http://localhost:8080/echo/mutual-certificates</To>"
            + "<Action xmlns=\"" + WSA + "\" S:mustUnderstand=\"1\" wsu:Id=\"_5007\">urn:wsslab:echo:Echo:echoRequest</Action>"
            + "<ReplyTo xmlns=\"" + WSA
            + "\" wsu:Id=\"_5004\">\n    <Address>http://www.w3.org/2005/08/addressing/anonymous</Address>\n</ReplyTo>"
            + "<FaultTo xmlns=\"" + WSA
            + "\" wsu:Id=\"_5006\">\n    <Address>http://www.w3.org/2005/08/addressing/anonymous</Address>\n</FaultTo>"
            + "<MessageID xmlns=\"" + WSA + "\" wsu:Id=\"_5003\">uuid:f8c0fcea-8210-40bb-b43a-13dd46660d64</MessageID>"
            + "<wsse:Security S:mustUnderstand=\"1\"><wsu:Timestamp wsu:Id=\"_3\"><wsu:Created>2026-11-22T10:00:00.000Z</wsu:Created>"
            + "<wsu:Expires>2026-11-22T10:05:00.000Z</wsu:Expires></wsu:Timestamp><ds:Signature xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\">"
            + "<ds:SignatureValue>c2lnbmF0dXJlIHZhbHVlIGhlcmU=</ds:SignatureValue></ds:Signature></wsse:Security></S:Header>"
            + "<S:Body wsu:Id=\"_5002\"><ns2:echo xmlns:ns2=\"urn:wsslab:echo\"><payload>QUJDREVGR0hJSktMTU5PUA==</payload></ns2:echo></S:Body>"
            + "</S:Envelope>";

    private static byte[] control() {
        return CONTROL.getBytes(StandardCharsets.UTF_8);
    }

    private static Document original() {
        return MessageAttacks.parse(control());
    }

    @Test
    void theControlWrittenBackIsTheCapturedRequest() {
        assertTrue(MessageAttacks.parse(AddressingAttacks.rewritten(control())).isEqualNode(original()));
    }

    @ParameterizedTest
    @EnumSource(Header.class)
    void alteredChangesTheNamedHeadersValueInPlaceAndNothingElse(Header header) {
        Document attack = MessageAttacks.parse(AddressingAttacks.altered(control(), header, ATTACKER));
        List<Element> found = headers(attack, header);
        assertEquals(1, found.size(), "still one " + header.localName());
        Element altered = found.get(0);
        assertTrue(altered.hasAttributeNS(WSU, "Id"), "its Id kept, so the signature still refers to it");
        String before = value(headers(original(), header).get(0), header);
        assertNotEquals(before, value(altered, header));
        if (header.holdsAddress()) {
            assertEquals(ATTACKER.toString(), value(altered, header), "the attacker's address");
        }
        setValue(altered, header, before);
        assertTrue(attack.isEqualNode(original()), "only the value was altered");
    }

    @ParameterizedTest
    @EnumSource(Header.class)
    void wrappedMovesTheSignedHeaderUnchangedAndPutsAnAlteredCopyWithoutIdInItsPlace(Header header) {
        Document attack = MessageAttacks.parse(AddressingAttacks.wrapped(control(), header, ATTACKER));
        Element soapHeader = (Element) MessageAttacks.body(attack).getPreviousSibling();
        Element wrapper = firstElement(soapHeader);
        assertEquals(MessageAttacks.WRAPPER_NAMESPACE, wrapper.getNamespaceURI(), "a new first header block");
        Element moved = firstElement(wrapper);
        Element signed = headers(original(), header).get(0);
        assertTrue(moved.isEqualNode(signed), "the signed header, unchanged, inside it");
        List<Element> inPlace = headers(attack, header);
        assertEquals(1, inPlace.size(), "one top-level " + header.localName() + ": the copy");
        Element copy = inPlace.get(0);
        assertFalse(copy.hasAttributeNS(WSU, "Id"), "the copy is unsigned: no Id");
        assertNotEquals(value(signed, header), value(copy, header), "and altered");

        soapHeader.removeChild(wrapper);
        soapHeader.replaceChild(moved, copy);
        assertTrue(attack.isEqualNode(original()), "nothing else moved or changed");
    }

    @ParameterizedTest
    @EnumSource(Header.class)
    void duplicatedPutsAnAlteredCopyWithoutIdBeforeOrAfterTheUntouchedOriginal(Header header) {
        for (Placement placement : Placement.values()) {
            Document attack = MessageAttacks.parse(AddressingAttacks.duplicated(control(), header, ATTACKER, placement));
            List<Element> found = headers(attack, header);
            assertEquals(2, found.size(), placement + ": the original and a copy");
            Element copy = found.get(placement == Placement.BEFORE ? 0 : 1);
            Element signed = found.get(placement == Placement.BEFORE ? 1 : 0);
            assertSame(placement == Placement.BEFORE ? signed : copy, (placement == Placement.BEFORE ? copy : signed).getNextSibling(),
                    placement + ": side by side");
            assertTrue(signed.isEqualNode(headers(original(), header).get(0)), "the signed original untouched");
            assertFalse(copy.hasAttributeNS(WSU, "Id"));
            assertNotEquals(value(signed, header), value(copy, header));

            copy.getParentNode().removeChild(copy);
            assertTrue(attack.isEqualNode(original()), placement + ": nothing else changed");
        }
    }

    @Test
    void aSecondBodyCarriesTheAttackersRequestBeforeOrAfterTheSignedOne() {
        byte[] payload = "the attacker's payload".getBytes(StandardCharsets.UTF_8);
        for (Placement placement : Placement.values()) {
            Document attack = MessageAttacks.parse(AddressingAttacks.withSecondBody(control(), payload, placement));
            List<Element> bodies = new ArrayList<>();
            for (Node part = attack.getDocumentElement().getFirstChild(); part != null; part = part.getNextSibling()) {
                if (part instanceof Element element && "Body".equals(element.getLocalName())) {
                    bodies.add(element);
                }
            }
            assertEquals(2, bodies.size(), placement + ": two bodies");
            Element second = bodies.get(placement == Placement.BEFORE ? 0 : 1);
            Element signed = bodies.get(placement == Placement.BEFORE ? 1 : 0);
            assertTrue(signed.isEqualNode(MessageAttacks.body(original())), "the signed body untouched");
            assertFalse(second.hasAttributeNS(WSU, "Id"));
            assertEquals(Base64.getEncoder().encodeToString(payload), second.getTextContent(), "the attacker's request");

            second.getParentNode().removeChild(second);
            assertTrue(attack.isEqualNode(original()), placement + ": nothing else changed");
        }
    }

    @Test
    void aSecondTimestampWithoutIdComesFirstInTheSecurityHeader() {
        Instant created = Instant.parse("2026-11-24T10:00:00Z");
        Document attack = MessageAttacks.parse(AddressingAttacks.withSecondTimestamp(control(), created, created.plusSeconds(300)));
        Element security = (Element) attack.getElementsByTagNameNS(MessageAttacks.WSSE, "Security").item(0);
        Element added = firstElement(security);
        assertEquals("Timestamp", added.getLocalName());
        assertEquals(WSU, added.getNamespaceURI());
        assertFalse(added.hasAttributeNS(WSU, "Id"), "unsigned");
        assertEquals("2026-11-24T10:00:00.000Z", added.getElementsByTagNameNS(WSU, "Created").item(0).getTextContent());
        assertEquals("2026-11-24T10:05:00.000Z", added.getElementsByTagNameNS(WSU, "Expires").item(0).getTextContent());

        security.removeChild(added);
        assertTrue(attack.isEqualNode(original()), "the signed timestamp and all else untouched");
    }

    @Test
    void aRequestWithoutTheHeaderIsNoAttackToMake() {
        byte[] without = CONTROL.replaceFirst("(?s)<FaultTo.*?</FaultTo>", "").getBytes(StandardCharsets.UTF_8);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> AddressingAttacks.wrapped(without, Header.FAULT_TO, ATTACKER));
        assertTrue(refused.getMessage().contains("wsa:FaultTo"), refused.getMessage());
    }

    private static List<Element> headers(Document document, Header header) {
        List<Element> found = new ArrayList<>();
        Element soapHeader = (Element) MessageAttacks.body(document).getPreviousSibling();
        for (Node block = soapHeader.getFirstChild(); block != null; block = block.getNextSibling()) {
            if (block instanceof Element element && WSA.equals(element.getNamespaceURI())
                    && header.localName().equals(element.getLocalName())) {
                found.add(element);
            }
        }
        return found;
    }

    private static String value(Element element, Header header) {
        return holder(element, header).getTextContent();
    }

    private static void setValue(Element element, Header header, String value) {
        holder(element, header).setTextContent(value);
    }

    private static Element holder(Element element, Header header) {
        return header.routesAnswers() ? (Element) element.getElementsByTagNameNS(WSA, "Address").item(0) : element;
    }

    private static Element firstElement(Element parent) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element) {
                return element;
            }
        }
        throw new AssertionError("no element in " + parent.getTagName());
    }
}
