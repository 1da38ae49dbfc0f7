package org.wsslab.verification.control;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.Signature;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.apache.xml.security.Init;
import org.apache.xml.security.c14n.Canonicalizer;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A captured request with its timestamp set to chosen times and signed again, as the client would
 * have signed it had its clock said so: the timestamp's digest in every signature that covers it is
 * recomputed, and each such signature is signed anew with the key that signed it first (found among
 * {@link SigningKeys} by verifying the original signature), then any signature covering those.
 * Nothing else changes, byte for byte; if the key is none the lab holds, there is no restamped message.
 */
final class Restamping {

    static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
    private static final DateTimeFormatter WSU_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    static {
        Init.init();
    }

    private final Document document;
    private final SigningKeys keys;
    /** Base64 texts to replace in the original bytes: old digest and signature values by new ones. */
    private final Map<String, String> replaced = new LinkedHashMap<>();
    private int resigned;

    private Restamping(Document document, SigningKeys keys) {
        this.document = document;
        this.keys = keys;
    }

    /**
     * The request stamped {@code created} … {@code expires} and signed again; empty if a signature
     * over the timestamp was made with a key the lab does not hold (e.g. an ephemeral key the client
     * wrapped for the service), with the reason.
     */
    static Result restamp(byte[] request, Instant created, Instant expires, SigningKeys keys) {
        String text = new String(request, StandardCharsets.UTF_8);
        Matcher timestamp = Pattern.compile("<(?:[\\w.-]+:)?Timestamp[\\s>][\\s\\S]*?</(?:[\\w.-]+:)?Timestamp>").matcher(text);
        if (!timestamp.find()) {
            throw new IllegalArgumentException("the request has no timestamp");
        }
        String stamped = timestamp.group()
                .replaceFirst("(<(?:[\\w.-]+:)?Created(?:\\s[^>]*)?>)[^<]*<", "$1" + WSU_TIME.format(created) + "<")
                .replaceFirst("(<(?:[\\w.-]+:)?Expires(?:\\s[^>]*)?>)[^<]*<", "$1" + WSU_TIME.format(expires) + "<");
        text = text.substring(0, timestamp.start()) + stamped + text.substring(timestamp.end());

        Document document = MessageAttacks.parse(text.getBytes(StandardCharsets.UTF_8));
        Element stamp = (Element) document.getElementsByTagNameNS(WSU, "Timestamp").item(0);
        Restamping restamping = new Restamping(document, keys);
        try {
            Optional<String> unsigned = restamping.resign(Set.of(stamp.getAttributeNS(WSU, "Id")));
            if (unsigned.isPresent()) {
                return new Result(null, unsigned.get());
            }
        } catch (GeneralSecurityException | RuntimeException e) {
            return new Result(null, "could not sign the timestamp again: " + e);
        }
        for (Map.Entry<String, String> change : restamping.replaced.entrySet()) {
            text = replaceBase64(text, change.getKey(), change.getValue());
        }
        return new Result(text.getBytes(StandardCharsets.UTF_8), restamping.resigned == 0
                ? "the timestamp is signed by no message signature (the transport protects it)"
                : "signed again: " + restamping.resigned + " signature(s), each with the key that made it");
    }

    /**
     * Replaces a base64 value as it stands in the serialized request, where a signer may have wrapped
     * it in lines (whitespace, or carriage returns written as character references).
     */
    static String replaceBase64(String text, String old, String replacement) {
        StringBuilder pattern = new StringBuilder();
        for (char c : old.replaceAll("\\s", "").toCharArray()) {
            if (!pattern.isEmpty()) {
                pattern.append("(?:&#13;|&#xD;|\\s)*");
            }
            pattern.append(Pattern.quote(String.valueOf(c)));
        }
        Matcher found = Pattern.compile(pattern.toString()).matcher(text);
        if (!found.find()) {
            throw new IllegalStateException("the value to replace is not in the request: " + old);
        }
        return text.substring(0, found.start()) + replacement + text.substring(found.end());
    }

    /** A restamped request, or null with the reason it could not be made. */
    record Result(byte[] request, String how) {
        Optional<byte[]> message() {
            return Optional.ofNullable(request);
        }
    }

    /** Re-signs every signature covering a changed element, then those covering it; empty when done. */
    private Optional<String> resign(Set<String> changedIds) throws GeneralSecurityException {
        Set<String> changed = new HashSet<>(changedIds);
        Set<Element> done = new HashSet<>();
        boolean progress = true;
        while (progress) {
            progress = false;
            NodeList signatures = document.getElementsByTagNameNS(DSIG, "Signature");
            for (int i = 0; i < signatures.getLength(); i++) {
                Element signature = (Element) signatures.item(i);
                if (done.contains(signature) || coveredReferences(signature, changed).isEmpty()) {
                    continue;
                }
                Optional<String> unsigned = resignOne(signature, coveredReferences(signature, changed));
                if (unsigned.isPresent()) {
                    return unsigned;
                }
                done.add(signature);
                if (!signature.getAttribute("Id").isEmpty()) {
                    changed.add(signature.getAttribute("Id"));
                }
                progress = true;
            }
        }
        return Optional.empty();
    }

    private static List<Element> coveredReferences(Element signature, Set<String> ids) {
        List<Element> covered = new ArrayList<>();
        NodeList references = signature.getElementsByTagNameNS(DSIG, "Reference");
        for (int i = 0; i < references.getLength(); i++) {
            Element reference = (Element) references.item(i);
            String uri = reference.getAttribute("URI");
            if (uri.startsWith("#") && ids.contains(uri.substring(1))) {
                covered.add(reference);
            }
        }
        return covered;
    }

    private Optional<String> resignOne(Element signature, List<Element> references) throws GeneralSecurityException {
        Element signedInfo = child(signature, "SignedInfo");
        Element value = child(signature, "SignatureValue");
        String method = child(signedInfo, "SignatureMethod").getAttribute("Algorithm");
        byte[] originalInfo = canonical(signedInfo, child(signedInfo, "CanonicalizationMethod"));
        byte[] originalValue = Base64.getMimeDecoder().decode(value.getTextContent());
        Optional<SigningKeys.Signer> signer = keys.signerOf(method, originalInfo, originalValue, document);
        if (signer.isEmpty()) {
            return Optional.of("the signature over the timestamp (" + method + ") was made with a key the lab does not hold"
                    + keys.whatIsMissing());
        }
        for (Element reference : references) {
            Element target = byId(reference.getAttribute("URI").substring(1));
            Element digestValue = child(reference, "DigestValue");
            String algorithm = child(reference, "DigestMethod").getAttribute("Algorithm");
            byte[] canonical = canonical(target, transform(reference));
            String digest = Base64.getEncoder().encodeToString(MessageDigest.getInstance(digestName(algorithm)).digest(canonical));
            replaced.put(digestValue.getTextContent(), digest);
            digestValue.setTextContent(digest);
        }
        String signed = Base64.getEncoder()
                .encodeToString(signer.get().sign(canonical(signedInfo, child(signedInfo, "CanonicalizationMethod"))));
        replaced.put(value.getTextContent(), signed);
        value.setTextContent(signed);
        resigned++;
        return Optional.empty();
    }

    /** The reference's canonicalization transform; none listed means inclusive canonical XML. */
    private static Element transform(Element reference) {
        NodeList transforms = reference.getElementsByTagNameNS(DSIG, "Transform");
        for (int i = 0; i < transforms.getLength(); i++) {
            Element transform = (Element) transforms.item(i);
            if (transform.getAttribute("Algorithm").contains("c14n")) {
                return transform;
            }
            throw new IllegalArgumentException("unsupported transform " + transform.getAttribute("Algorithm"));
        }
        return null;
    }

    /** The node canonicalized by the given method element (its algorithm and inclusive prefixes). */
    private static byte[] canonical(Element node, Element method) {
        try {
            String algorithm = method == null ? Canonicalizer.ALGO_ID_C14N_OMIT_COMMENTS : method.getAttribute("Algorithm");
            String prefixes = null;
            if (method != null) {
                NodeList inclusive = method.getElementsByTagNameNS(EXC_C14N, "InclusiveNamespaces");
                prefixes = inclusive.getLength() == 0 ? null : ((Element) inclusive.item(0)).getAttribute("PrefixList");
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Canonicalizer canonicalizer = Canonicalizer.getInstance(algorithm);
            if (prefixes == null) {
                canonicalizer.canonicalizeSubtree(node, out);
            } else {
                canonicalizer.canonicalizeSubtree(node, prefixes, out);
            }
            return out.toByteArray();
        } catch (Exception e) {
            throw new IllegalStateException("cannot canonicalize " + node.getLocalName() + ": " + e.getMessage(), e);
        }
    }

    private static String digestName(String algorithm) {
        if (algorithm.endsWith("#sha1")) {
            return "SHA-1";
        }
        if (algorithm.endsWith("#sha256")) {
            return "SHA-256";
        }
        throw new IllegalArgumentException("unsupported digest " + algorithm);
    }

    private Element byId(String id) {
        NodeList all = document.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (id.equals(element.getAttributeNS(WSU, "Id")) || id.equals(element.getAttribute("Id"))) {
                return element;
            }
        }
        throw new IllegalArgumentException("no element with id " + id);
    }

    static Element child(Element parent, String localName) {
        NodeList children = parent.getElementsByTagNameNS(DSIG, localName);
        if (children.getLength() == 0) {
            throw new IllegalArgumentException(parent.getLocalName() + " has no " + localName);
        }
        return (Element) children.item(0);
    }

    /** HMAC-SHA1 under a secret key, for a candidate {@link SigningKeys} offers. */
    static byte[] hmac(byte[] key, byte[] data) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA1");
        mac.init(new SecretKeySpec(key, "HmacSHA1"));
        return mac.doFinal(data);
    }

    static Signature rsa(String method) throws GeneralSecurityException {
        if (method.endsWith("#rsa-sha1")) {
            return Signature.getInstance("SHA1withRSA");
        }
        if (method.endsWith("#rsa-sha256")) {
            return Signature.getInstance("SHA256withRSA");
        }
        throw new GeneralSecurityException("unsupported signature method " + method);
    }
}
