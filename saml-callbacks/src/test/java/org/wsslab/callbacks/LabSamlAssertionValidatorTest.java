package org.wsslab.callbacks;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.xml.wss.impl.callback.SAMLCallback;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

/** The server accepts the lab issuer's assertions within their validity, and nothing else. */
class LabSamlAssertionValidatorTest {

    private static final Path STORES = Path.of(System.getProperty("wsslab.test.stores", "../truststores/target/stores"));

    private final LabSamlAssertionValidator validator = new LabSamlAssertionValidator();

    @BeforeEach
    void configure() {
        System.setProperty(LabKeyStores.DIRECTORY_PROPERTY, STORES.toString());
        // The stores folder holds <alias>.cer for every identity; the issuer's name is its alias.
        System.setProperty(LabSamlAssertionValidator.TRUSTED_ISSUERS_PROPERTY, STORES.toString());
    }

    @AfterEach
    void clear() {
        System.clearProperty(LabKeyStores.DIRECTORY_PROPERTY);
        System.clearProperty(LabSamlAssertionValidator.TRUSTED_ISSUERS_PROPERTY);
    }

    @Test
    void labIssuersAssertionsAreAccepted() throws Exception {
        assertDoesNotThrow(() -> validator.validate(assertion(SAMLCallback.HOK_ASSERTION_TYPE, Map.of())));
        assertDoesNotThrow(() -> validator.validate(assertion(SAMLCallback.SV_ASSERTION_TYPE, Map.of())));
        assertDoesNotThrow(() -> validator.validate(assertion(SAMLCallback.HOK_ASSERTION_TYPE,
                Map.of(SamlAssertionHandler.VERSION_PROPERTY, SamlAssertionHandler.SAML_1_1))));
    }

    @Test
    void streamingPathChecksTheSame() throws Exception {
        Element good = assertion(SAMLCallback.HOK_ASSERTION_TYPE, Map.of());
        assertDoesNotThrow(() -> validator.validate(XMLInputFactory.newInstance().createXMLStreamReader(new StringReader(xml(good)))));
        Element foreign = assertion(SAMLCallback.HOK_ASSERTION_TYPE, Map.of(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, "wsslab-client"));
        assertThrows(LabSamlAssertionValidator.RejectedAssertion.class,
                () -> validator.validate(XMLInputFactory.newInstance().createXMLStreamReader(new StringReader(xml(foreign)))));
    }

    @Test
    void assertionSignedByAnotherKeyOfTheSameCaIsRefused() throws Exception {
        Element signedByClient = assertion(SAMLCallback.HOK_ASSERTION_TYPE,
                Map.of(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, "wsslab-client"));
        var refusal = assertThrows(LabSamlAssertionValidator.RejectedAssertion.class, () -> validator.validate(signedByClient));
        assertTrue(refusal.getMessage().contains("not by its issuer 'wsslab-saml-issuer'"), refusal.getMessage());
    }

    @Test
    void assertionOfAnotherIssuerNameIsRefused() throws Exception {
        Element assertion = assertion(SAMLCallback.SV_ASSERTION_TYPE, Map.of());
        var issuer = assertion.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer").item(0);
        issuer.setTextContent("mallory");
        var refusal = assertThrows(LabSamlAssertionValidator.RejectedAssertion.class, () -> validator.validate(assertion));
        assertTrue(refusal.getMessage().contains("mallory"), refusal.getMessage());
        issuer.setTextContent("../wsslab-saml-issuer");
        assertThrows(LabSamlAssertionValidator.RejectedAssertion.class, () -> validator.validate(assertion));
    }

    @Test
    void expiredOrNotYetValidAssertionsAreRefused() throws Exception {
        Element assertion = assertion(SAMLCallback.HOK_ASSERTION_TYPE, Map.of());
        var later = new LabSamlAssertionValidator(Clock.fixed(Instant.now().plus(Duration.ofHours(2)), ZoneOffset.UTC));
        var expired = assertThrows(LabSamlAssertionValidator.RejectedAssertion.class, () -> later.validate(assertion));
        assertTrue(expired.getMessage().contains("expired"), expired.getMessage());

        var earlier = new LabSamlAssertionValidator(Clock.fixed(Instant.now().minus(Duration.ofMinutes(10)), ZoneOffset.UTC));
        assertThrows(LabSamlAssertionValidator.RejectedAssertion.class, () -> earlier.validate(assertion));
    }

    private static Element assertion(String confirmation, Map<String, String> properties) throws Exception {
        SAMLCallback callback = new SAMLCallback();
        callback.setConfirmationMethod(confirmation);
        @SuppressWarnings("unchecked")
        Map<String, Object> runtime = callback.getRuntimeProperties();
        runtime.putAll(properties);
        new SamlAssertionHandler().handle(new Callback[]{callback});
        DocumentBuilderFactory parsers = DocumentBuilderFactory.newInstance();
        parsers.setNamespaceAware(true);
        return parsers.newDocumentBuilder().parse(new InputSource(new StringReader(xml(callback.getAssertionElement()))))
                .getDocumentElement();
    }

    private static String xml(Element element) throws Exception {
        StringWriter xml = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(element), new StreamResult(xml));
        return xml.toString();
    }
}
