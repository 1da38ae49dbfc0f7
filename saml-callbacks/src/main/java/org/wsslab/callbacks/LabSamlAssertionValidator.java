package org.wsslab.callbacks;

import com.sun.xml.wss.impl.callback.SAMLAssertionValidator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMResult;
import javax.xml.transform.stax.StAXSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Server side of the SAML mechanisms: accepts only assertions of the lab's issuers (its SAML issuer
 * and its STS), within their validity. Metro on its own accepts a holder-of-key assertion signed by
 * any certificate that chains to a CA of the domain's trust store, the JDK's public CAs included;
 * this pins each issuer name to its certificate, {@code <issuer>.cer} in the folder the system
 * property {@value #TRUSTED_ISSUERS_PROPERTY} names. Sender-vouches assertions are unsigned by design
 * (the sender's own signature, or nothing, vouches for them), so only their issuer name is checked.
 *
 * <p>Metro 4's interface declares no checked exception: a rejection is an unchecked one.
 */
public class LabSamlAssertionValidator implements SAMLAssertionValidator {

    public static final String TRUSTED_ISSUERS_PROPERTY = "wsslab.saml.trusted.issuers";
    /** Client and server share this machine's clock; other hosts need NTP to within this. */
    static final Duration CLOCK_SKEW = Duration.ofSeconds(10);

    private static final String SAML2 = "urn:oasis:names:tc:SAML:2.0:assertion";
    private static final String SAML1 = "urn:oasis:names:tc:SAML:1.0:assertion";
    private static final String XML_DSIG = "http://www.w3.org/2000/09/xmldsig#";

    private final Clock clock;

    public LabSamlAssertionValidator() {
        this(Clock.systemUTC());
    }

    LabSamlAssertionValidator(Clock clock) {
        this.clock = clock;
    }

    /** Why an assertion was refused. */
    public static class RejectedAssertion extends SecurityException {
        private static final long serialVersionUID = 1L;

        RejectedAssertion(String message) {
            super(message);
        }
    }

    @Override
    public void validate(XMLStreamReader assertion) {
        // Metro hands a fresh reader over its buffered copy of the assertion: reading it up is safe.
        try {
            DOMResult result = new DOMResult();
            TransformerFactory.newInstance().newTransformer().transform(new StAXSource(assertion), result);
            validate(((Document) result.getNode()).getDocumentElement());
        } catch (TransformerException e) {
            throw new RejectedAssertion("unreadable SAML assertion: " + e.getMessage());
        }
    }

    @Override
    public void validate(Element assertion) {
        boolean saml2 = SAML2.equals(assertion.getNamespaceURI());
        if (!saml2 && !SAML1.equals(assertion.getNamespaceURI())) {
            throw new RejectedAssertion("not a SAML 1.1 or 2.0 assertion: " + assertion.getNamespaceURI());
        }
        String issuer = saml2 ? text(first(assertion, SAML2, "Issuer")) : assertion.getAttribute("Issuer");
        X509Certificate trusted = issuerCertificate(issuer);
        checkValidity(first(assertion, saml2 ? SAML2 : SAML1, "Conditions"));
        Element signature = childSignature(assertion);
        if (signature != null) {
            checkSigner(signature, issuer, trusted);
        }
    }

    private void checkValidity(Element conditions) {
        if (conditions == null) {
            throw new RejectedAssertion("assertion without Conditions: its validity is unknown");
        }
        Instant now = clock.instant();
        String notBefore = conditions.getAttribute("NotBefore");
        String notOnOrAfter = conditions.getAttribute("NotOnOrAfter");
        if (notOnOrAfter.isEmpty()) {
            throw new RejectedAssertion("assertion without NotOnOrAfter: it would never expire");
        }
        if (!notBefore.isEmpty() && now.plus(CLOCK_SKEW).isBefore(Instant.parse(notBefore))) {
            throw new RejectedAssertion("assertion not valid before " + notBefore);
        }
        if (!now.minus(CLOCK_SKEW).isBefore(Instant.parse(notOnOrAfter))) {
            throw new RejectedAssertion("assertion expired at " + notOnOrAfter);
        }
    }

    /** The certificate Metro verifies the signature with must be the issuer's, not just any CA-signed one. */
    private static void checkSigner(Element signature, String issuer, X509Certificate trusted) {
        Element embedded = first(signature, XML_DSIG, "X509Certificate");
        if (embedded == null) {
            throw new RejectedAssertion("signed assertion without its signer's certificate");
        }
        try {
            X509Certificate signer = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(
                    new ByteArrayInputStream(Base64.getMimeDecoder().decode(text(embedded))));
            if (!signer.equals(trusted)) {
                throw new RejectedAssertion("assertion signed by " + signer.getSubjectX500Principal()
                        + ", not by its issuer '" + issuer + "'");
            }
        } catch (CertificateException e) {
            throw new RejectedAssertion("unreadable signer certificate: " + e.getMessage());
        }
    }

    /** The certificate of a trusted issuer, by name; any other name is refused. */
    static X509Certificate issuerCertificate(String issuer) {
        String folder = System.getProperty(TRUSTED_ISSUERS_PROPERTY);
        if (folder == null || folder.isBlank()) {
            throw new IllegalStateException("System property " + TRUSTED_ISSUERS_PROPERTY
                    + " is not set: the domain set-up sets it to the folder of trusted SAML issuers' certificates");
        }
        if (issuer == null || !issuer.matches("[A-Za-z0-9._-]+")) {
            throw new RejectedAssertion("assertion issued by '" + issuer + "', which is no trusted issuer's name");
        }
        Path file = Path.of(folder, issuer + ".cer");
        if (!Files.isRegularFile(file)) {
            throw new RejectedAssertion("assertion issued by '" + issuer + "', which is not a trusted issuer");
        }
        try {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(
                    new ByteArrayInputStream(Files.readAllBytes(file)));
        } catch (IOException | CertificateException e) {
            throw new IllegalStateException("Cannot read the SAML issuer certificate " + file + ": " + e.getMessage(), e);
        }
    }

    private static Element childSignature(Element assertion) {
        for (var node = assertion.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element child && XML_DSIG.equals(child.getNamespaceURI()) && "Signature".equals(child.getLocalName())) {
                return child;
            }
        }
        return null;
    }

    private static Element first(Element parent, String namespace, String localName) {
        NodeList nodes = parent.getElementsByTagNameNS(namespace, localName);
        return nodes.getLength() == 0 ? null : (Element) nodes.item(0);
    }

    private static String text(Element element) {
        return element == null ? null : element.getTextContent().strip();
    }
}
