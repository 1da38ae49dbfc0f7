package org.wsslab.floor.control;

import static org.wsslab.floor.control.MessageParts.algorithm;
import static org.wsslab.floor.control.MessageParts.child;
import static org.wsslab.floor.control.MessageParts.childText;
import static org.wsslab.floor.control.MessageParts.children;
import static org.wsslab.floor.control.MessageParts.cipherBytes;
import static org.wsslab.floor.control.MessageParts.decoded;
import static org.wsslab.floor.control.MessageParts.elements;
import static org.wsslab.floor.control.MessageParts.length;
import static org.wsslab.floor.control.MessageParts.plainBytes;

import java.io.ByteArrayInputStream;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.Optional;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.Operation.Kind;
import org.wsslab.floor.entity.Operations;

/**
 * One SOAP message's security read as the operations its sender and receiver made (the list in
 * {@link MessageOperations}): signatures and their references, encrypted keys and data, carried
 * certificates, key derivations. A class of its own because it is the WS-Security reading, the one
 * part that follows the message's references (by id, by token reference, by position in the header),
 * while {@link MessageOperations} only frames the exchange as HTTP.
 */
final class MessageReading {

    static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    static final String WSSE11 = "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd";
    static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    static final String WSC = "http://docs.oasis-open.org/ws-sx/ws-secureconversation/200512";
    static final String DSIG = Operation.Uris.DSIG;
    static final String XENC = Operation.Uris.XENC;
    static final String STR_TRANSFORM = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#STR-Transform";
    static final String CONTENT = XENC + "Content";
    /** A P_SHA1 output block: one SHA-1 HMAC long. */
    static final int P_SHA1_BLOCK = 20;
    /** WS-SecureConversation's default derived key length. */
    static final int DEFAULT_DERIVED_LENGTH = 32;

    private final Document document;
    private final Operations.Tally tally;

    MessageReading(Document document, Operations.Tally tally) {
        this.document = document;
        this.tally = tally;
    }

    void read() {
        for (Element signature : elements(document, DSIG, "Signature")) {
            signature(signature);
        }
        for (Element key : elements(document, XENC, "EncryptedKey")) {
            String method = algorithm(key);
            both(Kind.WRAP, Kind.UNWRAP, method, cipherBytes(key));
            base64(cipherBytes(key));
        }
        for (Element data : elements(document, XENC, "EncryptedData")) {
            both(Kind.ENCRYPT, Kind.DECRYPT, algorithm(data), plainBytes(data));
            base64(cipherBytes(data));
        }
        for (Element token : elements(document, WSSE, "BinarySecurityToken")) {
            byte[] value = decoded(token);
            base64(value);
            if (token.getAttribute("ValueType").endsWith("#X509v3")) {
                certificate(value);
            }
        }
        for (Element iteration : elements(document, WSSE11, "Iteration")) {
            int iterations = Integer.parseInt(iteration.getTextContent().strip());
            // Both sides derive the key: SHA-1 over password and salt, then over each digest.
            tally.add(Operation.SHA1, 2 * iterations, 2L * iterations * P_SHA1_BLOCK);
        }
        for (Element derived : elements(document, WSC, "DerivedKeyToken")) {
            int length = childText(derived, WSC, "Length").map(Integer::parseInt).orElse(DEFAULT_DERIVED_LENGTH);
            int blocks = (length + P_SHA1_BLOCK - 1) / P_SHA1_BLOCK;
            long seed = childText(derived, WSC, "Nonce").map(n -> (long) Base64.getMimeDecoder().decode(n).length).orElse(0L)
                    + childText(derived, WSC, "Label").map(l -> (long) l.length()).orElse(0L);
            // P_SHA1: two HMACs per output block, on each side.
            tally.add(Operation.HMAC_SHA1, 4 * blocks, 4L * blocks * (P_SHA1_BLOCK + seed));
        }
        for (Element certificate : elements(document, DSIG, "X509Certificate")) {
            base64(decoded(certificate));
        }
    }

    private void signature(Element signature) {
        Element signedInfo = child(signature, DSIG, "SignedInfo").orElseThrow(
                () -> new IllegalArgumentException("a ds:Signature without SignedInfo"));
        String method = child(signedInfo, DSIG, "SignatureMethod").map(m -> m.getAttribute("Algorithm")).orElse("");
        long signed = length(signedInfo);
        Optional<Operation> mac = Operation.of(Kind.MAC, method);
        if (mac.isPresent()) {
            // The same HMAC computed by the signer and again by the verifier.
            tally.add(mac.get(), 2, 2 * signed);
        } else {
            both(Kind.SIGN, Kind.VERIFY, method, signed);
        }
        child(signature, DSIG, "SignatureValue").ifPresent(value -> base64(decoded(value)));
        for (Element reference : children(signedInfo, DSIG, "Reference")) {
            String digest = child(reference, DSIG, "DigestMethod").map(m -> m.getAttribute("Algorithm")).orElse("");
            long referenced = referencedLength(signature, reference);
            Optional<Operation> operation = Operation.of(Kind.DIGEST, digest);
            if (operation.isPresent()) {
                tally.add(operation.get(), 2, 2 * referenced);
            } else {
                tally.unpriced(digest);
            }
            child(reference, DSIG, "DigestValue").ifPresent(value -> base64(decoded(value)));
        }
    }

    /** The bytes a reference's digest covered: the part it names as it was signed, before any encryption. */
    private long referencedLength(Element signature, Element reference) {
        String uri = reference.getAttribute("URI");
        if (uri.isEmpty()) {
            // Enveloped: the signature's parent (a SAML assertion) without the signature itself.
            Node parent = signature.getParentNode();
            return parent instanceof Element element ? plainLength(element) - length(signature) : 0;
        }
        Optional<Element> target = byId(uri.substring(1));
        if (target.isEmpty()) {
            return 0;
        }
        boolean strTransform = elements(reference, DSIG, "Transform").stream()
                .anyMatch(t -> STR_TRANSFORM.equals(t.getAttribute("Algorithm")));
        if (strTransform) {
            // The digest covers the token the reference points at, not the reference.
            return tokenOf(target.get()).map(this::plainLength).orElse(0L);
        }
        return signedLength(target.get(), signature);
    }

    /** The token a SecurityTokenReference names, by URI or by key identifier. */
    private Optional<Element> tokenOf(Element tokenReference) {
        for (Element inner : elements(tokenReference, WSSE, "Reference")) {
            String uri = inner.getAttribute("URI");
            if (uri.startsWith("#")) {
                return byId(uri.substring(1));
            }
        }
        for (Element identifier : elements(tokenReference, WSSE, "KeyIdentifier")) {
            Optional<Element> token = byId(identifier.getTextContent().strip());
            if (token.isPresent()) {
                return token;
            }
        }
        return Optional.empty();
    }

    /** An element's length as signed: where encrypted content now stands, the plain text it replaced. */
    private long plainLength(Element element) {
        return signedLength(element, null);
    }

    /**
     * An element's length as {@code signature} covered it: the plain text an EncryptedData replaced,
     * unless it was encrypted before signing (sp:EncryptBeforeSigning). The security header says which,
     * since a receiver processes it top down: a reference list for the data below the signature is
     * decrypted after the signature is checked, so the signature covered the cipher text.
     */
    private long signedLength(Element element, Element signature) {
        long length = length(element);
        for (Element data : elements(element, XENC, "EncryptedData")) {
            if (CONTENT.equals(data.getAttribute("Type")) && !encryptedBeforeSigning(data, signature)) {
                length += plainBytes(data) - length(data);
            }
        }
        return length;
    }

    private boolean encryptedBeforeSigning(Element data, Element signature) {
        if (signature == null || data.getAttribute("Id").isEmpty()) {
            return false;
        }
        String uri = "#" + data.getAttribute("Id");
        return elements(document, XENC, "DataReference").stream().filter(reference -> uri.equals(reference.getAttribute("URI")))
                .anyMatch(reference -> (signature.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING) != 0);
    }

    private Optional<Element> byId(String id) {
        for (Element element : elements(document, "*", "*")) {
            if (id.equals(element.getAttributeNS(WSU, "Id")) || id.equals(element.getAttribute("Id"))
                    || id.equals(element.getAttribute("ID")) || id.equals(element.getAttribute("AssertionID"))) {
                return Optional.of(element);
            }
        }
        return Optional.empty();
    }

    private void both(Kind sender, Kind receiver, String algorithm, long bytes) {
        Optional<Operation> done = Operation.of(sender, algorithm);
        Optional<Operation> undone = Operation.of(receiver, algorithm);
        if (done.isEmpty() || undone.isEmpty()) {
            tally.unpriced(algorithm);
            return;
        }
        tally.add(done.get(), bytes).add(undone.get(), bytes);
    }

    private void base64(byte[] value) {
        base64(value.length);
    }

    private void base64(long bytes) {
        tally.add(Operation.BASE64_ENCODE, bytes).add(Operation.BASE64_DECODE, bytes);
    }

    /** A receiver verifies a carried certificate's issuer signature, with the issuer's algorithm. */
    private void certificate(byte[] der) {
        try {
            X509Certificate certificate = (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(der));
            Optional<Operation> verify = Operation.ofJca(Kind.VERIFY, certificate.getSigAlgName());
            if (verify.isEmpty()) {
                tally.unpriced("certificate signature " + certificate.getSigAlgName());
            } else {
                tally.add(verify.get(), certificate.getTBSCertificate().length);
            }
        } catch (CertificateException e) {
            throw new IllegalArgumentException("a BinarySecurityToken is not an X.509 certificate: " + e.getMessage(), e);
        }
    }
}
