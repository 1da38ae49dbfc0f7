package org.wsslab.verification.control;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.wsslab.xml.SafeXml;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.entity.Mechanism;

/**
 * Attack messages made from a captured, valid request (its "control"): each alters exactly what its
 * attack names and nothing else, so a refusal can only be due to that alteration. Requests are
 * SOAP envelopes as UTF-8 bytes, the way they crossed HTTP.
 */
public final class MessageAttacks {

    public static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";

    private static final Pattern BODY_START = Pattern.compile("<(?:[\\w.-]+:)?Body[\\s>/]");
    private static final Pattern BODY_END = Pattern.compile("</(?:[\\w.-]+:)?Body\\s*>");
    private static final Pattern HEADER_START = Pattern.compile("<(?:[\\w.-]+:)?Header(?:\\s[^>]*)?>");
    private static final Pattern HEADER_END = Pattern.compile("</(?:[\\w.-]+:)?Header\\s*>");
    private static final Pattern SECURITY_END = Pattern.compile("</(?:[\\w.-]+:)?Security\\s*>");
    private static final Pattern BASE64_TEXT = Pattern.compile(">\\s*([A-Za-z0-9+/]{16,}={0,2})\\s*<");
    private static final Pattern XML_DECLARATION = Pattern.compile("^\\s*<\\?xml[^>]*\\?>");
    private static final Pattern ENVELOPE_START = Pattern.compile("<(?:[\\w.-]+:)?Envelope[\\s>]");

    /** The three kinds of hostile XML, each a DOCTYPE (which SOAP forbids) doing something worse. */
    public enum HostileXml {
        /** A bare internal DOCTYPE. */
        DOCTYPE,
        /** An external entity naming a local file, referenced in the body. */
        EXTERNAL_ENTITY,
        /** Nested entities that expand exponentially ("billion laughs"), referenced in the body. */
        ENTITY_EXPANSION
    }

    /** Where a signature-wrapping attack hides the signed body it replaces. */
    public enum Wrapping {
        /** In a new SOAP header block before all others (not mustUnderstand, so SOAP lets it pass); the new body has no Id. */
        FIRST_HEADER_BLOCK("the signed body moved into a new first SOAP header block, an unsigned body in its place"),
        /** As {@link #FIRST_HEADER_BLOCK}, the new body bearing the signed body's Id: a resolver taking the first match finds the moved one. */
        FIRST_HEADER_BLOCK_SAME_ID("as before, the new body bearing the signed body's Id (the moved one comes first in the document)"),
        /** In a new SOAP header block after all others, the WS-Security header included. */
        LAST_HEADER_BLOCK("the signed body moved into a new last SOAP header block, an unsigned body in its place"),
        /** Inside the WS-Security header, after its tokens and signatures. */
        SECURITY_HEADER("the signed body moved into the WS-Security header, an unsigned body in its place");

        private final String label;

        Wrapping(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** The namespace of the element that holds the signed body in a wrapping attack. */
    static final String WRAPPER_NAMESPACE = "urn:wsslab:attack";

    private MessageAttacks() {
    }

    /** The request with every WS-Security header removed; all else as parsed and written back. */
    public static byte[] withoutSecurityHeader(byte[] request) {
        Document document = parse(request);
        NodeList headers = document.getElementsByTagNameNS(WSSE, "Security");
        List<Node> found = new ArrayList<>();
        for (int i = 0; i < headers.getLength(); i++) {
            found.add(headers.item(i));
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException("the request has no WS-Security header to remove");
        }
        found.forEach(header -> header.getParentNode().removeChild(header));
        return write(document);
    }

    /**
     * The request with one character changed in the first base64 text inside its body (the payload,
     * or its cipher value where the body is encrypted); every byte outside the body is the control's.
     */
    public static byte[] withAlteredBody(byte[] request) {
        String text = new String(request, StandardCharsets.UTF_8);
        Matcher start = BODY_START.matcher(text);
        Matcher end = BODY_END.matcher(text);
        if (!start.find() || !end.find(start.end())) {
            throw new IllegalArgumentException("the request has no SOAP body");
        }
        Matcher base64 = BASE64_TEXT.matcher(text).region(start.end(), end.start());
        if (!base64.find()) {
            throw new IllegalArgumentException("the request's body holds no base64 text to alter");
        }
        int at = base64.start(1) + (base64.end(1) - base64.start(1)) / 2;
        char original = text.charAt(at);
        char altered = original == 'A' ? 'B' : 'A';
        return (text.substring(0, at) + altered + text.substring(at + 1)).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * An XML signature wrapping attack: the signed body, byte for byte, moved where the signature's
     * reference still finds it ({@code wrapping}), and in the body's place an unsigned echo request
     * carrying {@code payload}. A receiver that checks the signature's references but not that the
     * body it hands on is the one they name runs the attacker's request. Every other byte is the control's.
     */
    public static byte[] withWrappedBody(byte[] request, Wrapping wrapping, byte[] payload) {
        String text = new String(request, StandardCharsets.UTF_8);
        Matcher start = BODY_START.matcher(text);
        Matcher end = BODY_END.matcher(text);
        if (!start.find() || !end.find(start.end())) {
            throw new IllegalArgumentException("the request has no SOAP body");
        }
        String signedBody = text.substring(start.start(), end.end());
        String openTag = text.substring(start.start(), text.indexOf('>', start.start()) + 1);
        String closeTag = end.group();
        String name = closeTag.substring(2, closeTag.length() - 1).strip();
        String echo = "<e:echo xmlns:e=\"" + Mechanism.NAMESPACE + "\"><payload>" + Base64.getEncoder().encodeToString(payload)
                + "</payload></e:echo>";
        String attackerBody = (wrapping == Wrapping.FIRST_HEADER_BLOCK_SAME_ID ? openTag : "<" + name + ">") + echo + "</" + name + ">";
        String withNewBody = text.substring(0, start.start()) + attackerBody + text.substring(end.end());

        Matcher insertAt = switch (wrapping) {
            case FIRST_HEADER_BLOCK, FIRST_HEADER_BLOCK_SAME_ID -> HEADER_START.matcher(withNewBody);
            case LAST_HEADER_BLOCK -> HEADER_END.matcher(withNewBody);
            case SECURITY_HEADER -> SECURITY_END.matcher(withNewBody);
        };
        if (!insertAt.find() || insertAt.start() > start.start()) {
            throw new IllegalArgumentException(
                    "the request has no " + (wrapping == Wrapping.SECURITY_HEADER ? "WS-Security header" : "SOAP header")
                            + " before its body to hide the signed body in");
        }
        int at = insertAt.pattern() == HEADER_START ? insertAt.end() : insertAt.start();
        String wrapper = "<w:Wrapper xmlns:w=\"" + WRAPPER_NAMESPACE + "\">" + signedBody + "</w:Wrapper>";
        return (withNewBody.substring(0, at) + wrapper + withNewBody.substring(at)).getBytes(StandardCharsets.UTF_8);
    }

    /** The request with a DOCTYPE of the given kind put before its envelope (and its entity in the body). */
    public static byte[] hostile(byte[] request, HostileXml kind) {
        return hostile(request, kind, java.net.URI.create("file:///etc/hostname"));
    }

    /** As {@link #hostile(byte[], HostileXml)}, the external entity naming the given file. */
    public static byte[] hostile(byte[] request, HostileXml kind, java.net.URI externalFile) {
        String text = new String(request, StandardCharsets.UTF_8);
        Matcher envelope = ENVELOPE_START.matcher(text);
        if (!envelope.find()) {
            throw new IllegalArgumentException("the request has no SOAP envelope");
        }
        String root = envelope.group().substring(1).trim().replaceAll("[\\s>]$", "");
        String doctype = switch (kind) {
            case DOCTYPE -> "<!DOCTYPE " + root + ">";
            case EXTERNAL_ENTITY -> "<!DOCTYPE " + root + " [<!ENTITY wsslab SYSTEM \"" + externalFile + "\">]>";
            case ENTITY_EXPANSION -> "<!DOCTYPE " + root + " [<!ENTITY l0 \"wsslab\">"
                    + nested() + "]>";
        };
        Matcher declaration = XML_DECLARATION.matcher(text);
        int insertAt = declaration.find() ? declaration.end() : 0;
        String withDoctype = text.substring(0, insertAt) + doctype + text.substring(insertAt);
        if (kind != HostileXml.DOCTYPE) {
            String reference = kind == HostileXml.EXTERNAL_ENTITY ? "&wsslab;" : "&l9;";
            Matcher body = BODY_START.matcher(withDoctype);
            body.find();
            int open = withDoctype.indexOf('>', body.start()) + 1;
            withDoctype = withDoctype.substring(0, open) + reference + withDoctype.substring(open);
        }
        return withDoctype.getBytes(StandardCharsets.UTF_8);
    }

    /** Ten levels of ten references each: 10^9 copies once expanded. */
    private static String nested() {
        StringBuilder entities = new StringBuilder();
        for (int level = 1; level <= 9; level++) {
            entities.append("<!ENTITY l").append(level).append(" \"");
            entities.append(("&l" + (level - 1) + ";").repeat(10));
            entities.append("\">");
        }
        return entities.toString();
    }

    /** Parses a captured request: namespace-aware, and (our own parser being no target) with no DTD at all. */
    static Document parse(byte[] request) {
        try {
            return SafeXml.parse(request);
        } catch (Exception e) {
            throw new IllegalArgumentException("the request is not well-formed XML: " + e.getMessage(), e);
        }
    }

    static byte[] write(Document document) {
        try {
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toByteArray();
        } catch (Exception e) {
            throw new IllegalStateException("could not write the altered request", e);
        }
    }

    /** The SOAP body element of a request (for comparing a control with its attack). */
    static Element body(Document document) {
        Element envelope = document.getDocumentElement();
        NodeList children = envelope.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element child && "Body".equals(child.getLocalName())) {
                return child;
            }
        }
        throw new IllegalArgumentException("the request has no SOAP body");
    }
}
