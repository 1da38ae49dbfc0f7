package org.wsslab.floor.control;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsslab.floor.entity.Operation;

/**
 * A message's parts found by namespace and name, and measured: an element's serialised length, a
 * base64 value's bytes, an encrypted part's cipher and plain text. Apart from {@link MessageReading}
 * because these are plain DOM and byte counting, the same for every mechanism; the reading decides
 * what the counts mean.
 */
final class MessageParts {

    private static final String XENC = Operation.Uris.XENC;

    private MessageParts() {
    }

    static String algorithm(Element encrypted) {
        return child(encrypted, XENC, "EncryptionMethod").map(m -> m.getAttribute("Algorithm")).orElse("");
    }

    static long cipherBytes(Element encrypted) {
        return elements(encrypted, XENC, "CipherValue").stream().findFirst().map(v -> (long) decoded(v).length).orElse(0L);
    }

    /** The plain text's length: the cipher text without its IV (and GCM's tag), padding left in. */
    static long plainBytes(Element encrypted) {
        String method = algorithm(encrypted);
        int overhead = method.endsWith("-gcm") ? 12 + 16 : 16;
        return Math.max(0, cipherBytes(encrypted) - overhead);
    }

    static byte[] decoded(Element base64) {
        return Base64.getMimeDecoder().decode(base64.getTextContent().strip());
    }

    static Optional<String> childText(Element parent, String namespace, String name) {
        return child(parent, namespace, name).map(e -> e.getTextContent().strip());
    }

    static Optional<Element> child(Element parent, String namespace, String name) {
        return children(parent, namespace, name).stream().findFirst();
    }

    static List<Element> children(Element parent, String namespace, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && namespace.equals(element.getNamespaceURI()) && name.equals(element.getLocalName())) {
                found.add(element);
            }
        }
        return found;
    }

    static List<Element> elements(Node root, String namespace, String name) {
        NodeList nodes = root instanceof Document document ? document.getElementsByTagNameNS(namespace, name)
                : ((Element) root).getElementsByTagNameNS(namespace, name);
        List<Element> found = new ArrayList<>(nodes.getLength());
        for (int i = 0; i < nodes.getLength(); i++) {
            found.add((Element) nodes.item(i));
        }
        return found;
    }

    /** An element's length as serialised (UTF-8), which its canonical form is close to. */
    static long length(Element element) {
        try {
            Transformer transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            long[] count = {0};
            OutputStream counting = new OutputStream() {
                @Override
                public void write(int b) {
                    count[0]++;
                }

                @Override
                public void write(byte[] bytes, int offset, int length) {
                    count[0] += length;
                }
            };
            transformer.transform(new DOMSource(element), new StreamResult(counting));
            return count[0];
        } catch (TransformerException e) {
            throw new IllegalStateException("cannot serialise a message part: " + e.getMessage(), e);
        }
    }
}
