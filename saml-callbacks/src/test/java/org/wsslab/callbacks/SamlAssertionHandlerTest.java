package org.wsslab.callbacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.xml.wss.impl.callback.SAMLCallback;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.security.PublicKey;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.PasswordCallback;
import javax.security.auth.callback.UnsupportedCallbackException;
import javax.xml.crypto.dsig.XMLSignature;
import javax.xml.crypto.dsig.XMLSignatureFactory;
import javax.xml.crypto.dsig.dom.DOMValidateContext;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

/** The assertions the client's samlHandler gives Metro, read back as a service would read them. */
class SamlAssertionHandlerTest {

    private static final Path STORES = Path.of(System.getProperty("wsslab.test.stores", "../truststores/target/stores"));
    private static final String ROGUE = "wsslab-rogue-client";

    /** Where SAML 1.1 and 2.0 keep the same facts. */
    enum Version {
        SAML20(Map.of(), "urn:oasis:names:tc:SAML:2.0:assertion", "ID",
                "urn:oasis:names:tc:SAML:2.0:cm:sender-vouches", "urn:oasis:names:tc:SAML:2.0:cm:holder-of-key"),
        SAML11(Map.of(SamlAssertionHandler.VERSION_PROPERTY, "1.1"), "urn:oasis:names:tc:SAML:1.0:assertion", "AssertionID",
                "urn:oasis:names:tc:SAML:1.0:cm:sender-vouches", "urn:oasis:names:tc:SAML:1.0:cm:holder-of-key");

        final Map<String, String> properties;
        final String namespace;
        final String idAttribute;
        final String senderVouches;
        final String holderOfKey;

        Version(Map<String, String> properties, String namespace, String idAttribute, String senderVouches, String holderOfKey) {
            this.properties = properties;
            this.namespace = namespace;
            this.idAttribute = idAttribute;
            this.senderVouches = senderVouches;
            this.holderOfKey = holderOfKey;
        }

        void assertVersion(Element assertion) {
            assertEquals(namespace, assertion.getNamespaceURI());
            assertEquals("Assertion", assertion.getLocalName());
            if (this == SAML20) {
                assertEquals("2.0", assertion.getAttribute("Version"));
            } else {
                assertEquals("1", assertion.getAttribute("MajorVersion"));
                assertEquals("1", assertion.getAttribute("MinorVersion"));
            }
        }

        String confirmationMethod(Element assertion) {
            Element confirmation = only(assertion, namespace, "SubjectConfirmation");
            return this == SAML20 ? confirmation.getAttribute("Method")
                    : only(confirmation, namespace, "ConfirmationMethod").getTextContent();
        }

        Element subjectName(Element assertion) {
            return only(only(assertion, namespace, "Subject"), namespace, this == SAML20 ? "NameID" : "NameIdentifier");
        }

        String issuer(Element assertion) {
            return this == SAML20 ? only(assertion, namespace, "Issuer").getTextContent() : assertion.getAttribute("Issuer");
        }

        Map<String, String> with(String name, String value) {
            var all = new java.util.HashMap<>(properties);
            all.put(name, value);
            return all;
        }
    }

    private final SamlAssertionHandler handler = new SamlAssertionHandler();

    @BeforeEach
    void useTheGeneratedStores() {
        System.setProperty(LabKeyStores.DIRECTORY_PROPERTY, STORES.toString());
    }

    @AfterEach
    void clearProperty() {
        System.clearProperty(LabKeyStores.DIRECTORY_PROPERTY);
    }

    @ParameterizedTest
    @EnumSource(Version.class)
    void senderVouchesNamesTheUserAndIsUnsigned(Version version) throws Exception {
        Instant before = Instant.now();
        Element assertion = assertion(SAMLCallback.SV_ASSERTION_TYPE, version.properties);

        version.assertVersion(assertion);
        assertEquals(version.senderVouches, version.confirmationMethod(assertion));
        assertEquals(SamlAssertionHandler.DEFAULT_SUBJECT, version.subjectName(assertion).getTextContent());
        assertEquals(SamlAssertionHandler.ISSUER, version.issuer(assertion));
        assertTrue(elements(assertion, XMLSignature.XMLNS, "Signature").isEmpty(), "sender-vouches is unsigned");
        assertTrue(elements(assertion, XMLSignature.XMLNS, "KeyInfo").isEmpty(), "sender-vouches names no key");
        assertValidity(only(assertion, version.namespace, "Conditions"), before);
    }

    @ParameterizedTest
    @EnumSource(Version.class)
    void holderOfKeyCarriesTheClientCertificateAndTheIssuerSignsIt(Version version) throws Exception {
        Element assertion = assertion(SAMLCallback.HOK_ASSERTION_TYPE, version.properties);

        version.assertVersion(assertion);
        assertEquals(version.holderOfKey, version.confirmationMethod(assertion));
        assertEquals(SamlAssertionHandler.DEFAULT_SUBJECT, version.subjectName(assertion).getTextContent());
        assertEquals(SamlAssertionHandler.ISSUER, version.issuer(assertion));
        assertEquals(certificate(ClientAliasSelector.DEFAULT_ALIAS), confirmationCertificate(assertion, version));

        assertTrue(verifies(assertion, version, certificate(SamlAssertionHandler.ISSUER).getPublicKey()),
                "the issuer's certificate verifies the signature");
        assertFalse(verifies(assertion, version, certificate(ROGUE).getPublicKey()), "a stranger's key does not");
        // The service trusts the lab CA only, so it needs the issuer's certificate in the signature itself.
        assertEquals(certificate(SamlAssertionHandler.ISSUER), signerCertificate(assertion));
    }

    @ParameterizedTest
    @EnumSource(Version.class)
    void theSignatureCoversTheSubject(Version version) throws Exception {
        Element assertion = assertion(SAMLCallback.HOK_ASSERTION_TYPE, version.properties);
        version.subjectName(assertion).setTextContent("admin");
        assertFalse(verifies(assertion, version, certificate(SamlAssertionHandler.ISSUER).getPublicKey()));
    }

    @ParameterizedTest
    @EnumSource(Version.class)
    void issuerOverrideSignsWithTheRogueKey(Version version) throws Exception {
        Element assertion = assertion(SAMLCallback.HOK_ASSERTION_TYPE,
                version.with(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, ROGUE));

        assertTrue(verifies(assertion, version, certificate(ROGUE).getPublicKey()), "the rogue key signed");
        assertFalse(verifies(assertion, version, certificate(SamlAssertionHandler.ISSUER).getPublicKey()),
                "the real issuer did not");
        assertEquals(certificate(ROGUE), signerCertificate(assertion));
        assertEquals(certificate(ClientAliasSelector.DEFAULT_ALIAS), confirmationCertificate(assertion, version),
                "only the signer changes");
    }

    @Test
    void subjectAndClientIdentityComeFromTheRequestContext() throws Exception {
        Element assertion = assertion(SAMLCallback.HOK_ASSERTION_TYPE, Map.of(
                SamlAssertionHandler.SUBJECT_PROPERTY, "alice",
                ClientAliasSelector.ALIAS_PROPERTY, ROGUE));
        assertEquals("alice", Version.SAML20.subjectName(assertion).getTextContent());
        assertEquals(certificate(ROGUE), confirmationCertificate(assertion, Version.SAML20));
        assertTrue(verifies(assertion, Version.SAML20, certificate(SamlAssertionHandler.ISSUER).getPublicKey()));
    }

    @Test
    void everyAssertionHasAFreshId() throws Exception {
        String first = assertion(SAMLCallback.SV_ASSERTION_TYPE, Map.of()).getAttribute("ID");
        String second = assertion(SAMLCallback.SV_ASSERTION_TYPE, Map.of()).getAttribute("ID");
        assertFalse(first.isEmpty());
        assertNotEquals(first, second);
    }

    @Test
    void otherCallbacksAndConfirmationMethodsAreRefused() {
        assertThrows(UnsupportedCallbackException.class,
                () -> handler.handle(new Callback[]{new PasswordCallback("password", false)}));
        SAMLCallback bearer = new SAMLCallback();
        bearer.setConfirmationMethod("Bearer-Assertion");
        assertThrows(UnsupportedCallbackException.class, () -> handler.handle(new Callback[]{bearer}));
    }

    private Element assertion(String confirmation, Map<String, String> properties) throws Exception {
        SAMLCallback callback = new SAMLCallback();
        callback.setConfirmationMethod(confirmation);
        @SuppressWarnings("unchecked")
        Map<String, Object> runtime = callback.getRuntimeProperties();
        runtime.putAll(properties);
        handler.handle(new Callback[]{callback});
        return asSent(callback.getAssertionElement());
    }

    /**
     * The assertion as the service receives it: serialized and parsed again. That also detaches it
     * from the SAAJ document Metro signs in, whose getDocumentElement() logs SAAJ0514 at SEVERE.
     */
    private static Element asSent(Element assertion) throws Exception {
        StringWriter xml = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(assertion), new StreamResult(xml));
        DocumentBuilderFactory parsers = DocumentBuilderFactory.newInstance();
        parsers.setNamespaceAware(true);
        return parsers.newDocumentBuilder().parse(new InputSource(new StringReader(xml.toString()))).getDocumentElement();
    }

    private static void assertValidity(Element conditions, Instant before) {
        Instant notBefore = Instant.parse(conditions.getAttribute("NotBefore"));
        Instant notOnOrAfter = Instant.parse(conditions.getAttribute("NotOnOrAfter"));
        Instant after = Instant.now();
        assertTrue(!notBefore.isAfter(after.minus(Duration.ofMinutes(1))), "NotBefore leaves a minute of clock skew");
        assertTrue(!notBefore.isBefore(before.minus(Duration.ofMinutes(1)).minusSeconds(1)), "but no more");
        assertTrue(!notOnOrAfter.isBefore(before.plus(Duration.ofHours(1)).minusSeconds(1)), "valid for an hour");
        assertTrue(!notOnOrAfter.isAfter(after.plus(Duration.ofHours(1))), "and no longer");
    }

    /**
     * Validates the enveloped signature with the JDK's own provider (not the Santuario one Metro
     * registers), in its default secure validation mode, as a verifier outside Metro would.
     */
    private static boolean verifies(Element assertion, Version version, PublicKey key) throws Exception {
        Element signature = child(assertion, XMLSignature.XMLNS, "Signature");
        DOMValidateContext context = new DOMValidateContext(key, signature);
        // The Reference points at the assertion's ID attribute, which a schema-less DOM does not know as an ID.
        context.setIdAttributeNS(assertion, null, version.idAttribute);
        return XMLSignatureFactory.getInstance("DOM", "XMLDSig").unmarshalXMLSignature(context).validate(context);
    }

    private static X509Certificate signerCertificate(Element assertion) throws Exception {
        Element signature = child(assertion, XMLSignature.XMLNS, "Signature");
        return decode(only(child(signature, XMLSignature.XMLNS, "KeyInfo"), XMLSignature.XMLNS, "X509Certificate"));
    }

    private static X509Certificate confirmationCertificate(Element assertion, Version version) throws Exception {
        Element confirmation = only(assertion, version.namespace, "SubjectConfirmation");
        return decode(only(only(confirmation, XMLSignature.XMLNS, "KeyInfo"), XMLSignature.XMLNS, "X509Certificate"));
    }

    private static X509Certificate decode(Element x509Certificate) throws Exception {
        byte[] der = Base64.getMimeDecoder().decode(x509Certificate.getTextContent());
        return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(der));
    }

    private static X509Certificate certificate(String alias) throws Exception {
        return (X509Certificate) LabKeyStores.in(STORES).keyStore().getCertificate(alias);
    }

    private static Element child(Element parent, String namespace, String localName) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && namespace.equals(element.getNamespaceURI())
                    && localName.equals(element.getLocalName())) {
                return element;
            }
        }
        throw new AssertionError("no " + localName + " directly under " + parent.getLocalName());
    }

    private static Element only(Element root, String namespace, String localName) {
        List<Element> found = elements(root, namespace, localName);
        assertEquals(1, found.size(), "exactly one " + localName + " under " + root.getLocalName());
        return found.get(0);
    }

    private static List<Element> elements(Element root, String namespace, String localName) {
        var nodes = root.getElementsByTagNameNS(namespace, localName);
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            found.add((Element) nodes.item(i));
        }
        return found;
    }
}
