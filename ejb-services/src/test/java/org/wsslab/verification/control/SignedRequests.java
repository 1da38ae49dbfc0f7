package org.wsslab.verification.control;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.crypto.dsig.CanonicalizationMethod;
import javax.xml.crypto.dsig.DigestMethod;
import javax.xml.crypto.dsig.Reference;
import javax.xml.crypto.dsig.SignedInfo;
import javax.xml.crypto.dsig.Transform;
import javax.xml.crypto.dsig.XMLSignature;
import javax.xml.crypto.dsig.XMLSignatureFactory;
import javax.xml.crypto.dsig.dom.DOMSignContext;
import javax.xml.crypto.dsig.dom.DOMValidateContext;
import javax.xml.crypto.dsig.spec.C14NMethodParameterSpec;
import javax.xml.crypto.dsig.spec.TransformParameterSpec;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Signed requests made and checked with the JDK's XML DSig, independent of the code under test. */
final class SignedRequests {

    static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

    private SignedRequests() {
    }

    /** A request whose timestamp and body are signed with exclusive canonicalization, as Metro signs them. */
    static byte[] signed(Key key, String signatureMethod, String otherTokens) throws Exception {
        String unsigned = "<S:Envelope xmlns:S=\"" + SOAP + "\"><S:Header><wsse:Security xmlns:wsse=\"" + MessageAttacks.WSSE + "\">"
                + otherTokens + "<wsu:Timestamp xmlns:wsu=\"" + Restamping.WSU
                + "\" wsu:Id=\"_1\"><wsu:Created>2026-11-22T10:00:00.000Z</wsu:Created>"
                + "<wsu:Expires>2026-11-22T10:05:00.000Z</wsu:Expires></wsu:Timestamp></wsse:Security></S:Header>"
                + "<S:Body xmlns:wsu=\"" + Restamping.WSU
                + "\" wsu:Id=\"_2\"><e:echo xmlns:e=\"urn:wsslab:echo\"><payload>QUJDREVGR0hJSktMTU5PUA==</payload></e:echo></S:Body></S:Envelope>";
        Document document = MessageAttacks.parse(unsigned.getBytes(StandardCharsets.UTF_8));
        Element stamp = (Element) document.getElementsByTagNameNS(Restamping.WSU, "Timestamp").item(0);
        Element body = MessageAttacks.body(document);
        XMLSignatureFactory factory = XMLSignatureFactory.getInstance("DOM");
        Transform exc = factory.newTransform(CanonicalizationMethod.EXCLUSIVE, (TransformParameterSpec) null);
        DigestMethod sha256 = factory.newDigestMethod(DigestMethod.SHA256, null);
        SignedInfo info = factory.newSignedInfo(
                factory.newCanonicalizationMethod(CanonicalizationMethod.EXCLUSIVE, (C14NMethodParameterSpec) null),
                factory.newSignatureMethod(signatureMethod, null),
                List.of(factory.newReference("#_1", sha256, List.of(exc), null, null),
                        factory.newReference("#_2", sha256, List.of(exc), null, null)));
        Element security = (Element) stamp.getParentNode();
        DOMSignContext context = new DOMSignContext(key, security);
        context.setIdAttributeNS(stamp, Restamping.WSU, "Id");
        context.setIdAttributeNS(body, Restamping.WSU, "Id");
        factory.newXMLSignature(info, null).sign(context);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(document), new StreamResult(out));
        return out.toByteArray();
    }

    /**
     * Whether the request's first signature verifies with the key, each reference resolved to the
     * first element in document order bearing its wsu:Id (as a naive resolver would).
     */
    static boolean validates(String request, Key key) throws Exception {
        Document document = MessageAttacks.parse(request.getBytes(StandardCharsets.UTF_8));
        DOMValidateContext context = new DOMValidateContext(key, document.getElementsByTagNameNS(Restamping.DSIG, "Signature").item(0));
        // Metro signs with HMAC-SHA1, which the JDK's secure validation refuses by default.
        context.setProperty("org.jcp.xml.dsig.secureValidation", Boolean.FALSE);
        Set<String> registered = new HashSet<>();
        NodeList all = document.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (element.hasAttributeNS(Restamping.WSU, "Id") && registered.add(element.getAttributeNS(Restamping.WSU, "Id"))) {
                context.setIdAttributeNS(element, Restamping.WSU, "Id");
            }
        }
        XMLSignature signature = XMLSignatureFactory.getInstance("DOM").unmarshalXMLSignature(context);
        boolean valid = signature.validate(context);
        if (!valid) {
            System.out.println("signature value valid: " + signature.getSignatureValue().validate(context));
            for (Object reference : signature.getSignedInfo().getReferences()) {
                Reference r = (Reference) reference;
                System.out.println(r.getURI() + " valid: " + r.validate(context));
            }
            System.out.println(request);
        }
        return valid;
    }

    static KeyPair keyPair() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            return generator.generateKeyPair();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
