package org.wsslab.callbacks;

import com.sun.xml.wss.XWSSecurityException;
import com.sun.xml.wss.impl.callback.SAMLCallback;
import com.sun.xml.wss.impl.dsig.WSSPolicyConsumerImpl;
import com.sun.xml.wss.saml.Assertion;
import com.sun.xml.wss.saml.NameID;
import com.sun.xml.wss.saml.NameIdentifier;
import com.sun.xml.wss.saml.SAMLAssertionFactory;
import com.sun.xml.wss.saml.SAMLException;
import com.sun.xml.wss.saml.Subject;
import com.sun.xml.wss.saml.SubjectConfirmation;
import com.sun.xml.wss.saml.SubjectConfirmationData;
import java.security.GeneralSecurityException;
import java.security.KeyStoreException;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Base64;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import javax.xml.crypto.dsig.DigestMethod;
import javax.xml.crypto.dsig.SignatureMethod;
import javax.xml.crypto.dsig.XMLSignature;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Named by {@code sc:CallbackHandler name="samlHandler"} in wsit-client files: builds the SAML
 * assertion Metro puts into the security header, sender-vouches or holder-of-key as the policy asks.
 *
 * <p>The assertion is SAML 2.0 unless the request-context property {@value #VERSION_PROPERTY} is
 * {@code 1.1}. Its subject is {@value #SUBJECT_PROPERTY} or {@value #DEFAULT_SUBJECT}. A
 * holder-of-key assertion names the client's certificate (the identity {@link ClientAliasSelector}
 * would pick) as the key that proves possession, and is signed by the SAML issuer identity;
 * {@value #ISSUER_ALIAS_PROPERTY} replaces that signer, so negative tests can sign with a key the
 * service must not trust, and {@value #ISSUER_NAME_PROPERTY} the issuer's name (an unsigned
 * sender-vouches assertion has nothing else to get wrong).
 */
public class SamlAssertionHandler implements CallbackHandler {

    public static final String VERSION_PROPERTY = "wsslab.saml.version";
    public static final String SUBJECT_PROPERTY = "wsslab.saml.subject";
    public static final String ISSUER_ALIAS_PROPERTY = "wsslab.saml.issuer.alias";
    public static final String ISSUER_NAME_PROPERTY = "wsslab.saml.issuer.name";

    public static final String SAML_1_1 = "1.1";
    public static final String DEFAULT_SUBJECT = "wsslab-user";
    /** The issuer's name in the assertion, and the alias of the key that signs holder-of-key assertions. */
    public static final String ISSUER = "wsslab-saml-issuer";

    static final String SAML2_SENDER_VOUCHES = "urn:oasis:names:tc:SAML:2.0:cm:sender-vouches";
    static final String SAML2_HOLDER_OF_KEY = "urn:oasis:names:tc:SAML:2.0:cm:holder-of-key";
    static final String SAML1_SENDER_VOUCHES = "urn:oasis:names:tc:SAML:1.0:cm:sender-vouches";
    static final String SAML1_HOLDER_OF_KEY = "urn:oasis:names:tc:SAML:1.0:cm:holder-of-key";

    private static final String UNSPECIFIED_NAME_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
    private static final String SAML2_UNSPECIFIED_AUTHN_CONTEXT = "urn:oasis:names:tc:SAML:2.0:ac:classes:unspecified";
    private static final String SAML1_UNSPECIFIED_AUTH_METHOD = "urn:oasis:names:tc:SAML:1.0:am:unspecified";

    /** Tolerates a service clock slightly behind ours. */
    private static final Duration CLOCK_SKEW = Duration.ofMinutes(1);
    /**
     * Long enough that no measurement cell (100 calls, up to 1 MB each) sees its assertion expire,
     * should Metro reuse one; short enough that a leaked assertion is soon worthless.
     */
    private static final Duration LIFETIME = Duration.ofHours(1);

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (callback instanceof SAMLCallback saml) {
                saml.setAssertionElement(assertionFor(saml));
            } else {
                throw new UnsupportedCallbackException(callback);
            }
        }
    }

    private static Element assertionFor(SAMLCallback callback) throws UnsupportedCallbackException {
        Request request = Request.of(callback);
        try {
            Assertion assertion = request.saml11() ? saml11(request) : saml20(request);
            return request.holderOfKey() ? signed(assertion, request) : assertion.toElement(null);
        } catch (XWSSecurityException | SAMLException | GeneralSecurityException e) {
            throw new IllegalStateException("Cannot build the SAML " + request.version() + " "
                    + request.confirmationMethod() + " assertion: " + e.getMessage(), e);
        }
    }

    private static Assertion saml20(Request request) throws XWSSecurityException, SAMLException, GeneralSecurityException {
        SAMLAssertionFactory factory = SAMLAssertionFactory.newInstance(SAMLAssertionFactory.SAML2_0);
        NameID subjectName = factory.createNameID(request.subject(), null, UNSPECIFIED_NAME_FORMAT);
        SubjectConfirmation confirmation = request.holderOfKey()
                ? factory.createSubjectConfirmation(null, keyData20(factory, request), request.confirmationMethod())
                : factory.createSubjectConfirmation(null, request.confirmationMethod());
        Subject subject = factory.createSubject(subjectName, confirmation);
        // SAML 2.0 states what the issuer vouches for in an AuthnStatement: it authenticated the subject.
        var authentication = factory.createAuthnStatement(request.issued(), null,
                factory.createAuthnContext(SAML2_UNSPECIFIED_AUTHN_CONTEXT, null), null, null);
        // createConditions' five-argument form throws "Not Supported for SAML2.0": the sixth is ProxyRestriction.
        var conditions = factory.createConditions(request.notBefore(), request.notOnOrAfter(), null, null, null, null);
        return factory.createAssertion(request.id(), factory.createNameID(request.issuerName(), null, null), request.issued(),
                conditions, null, subject, List.of(authentication));
    }

    /** Holder-of-key in SAML 2.0: the key sits in SubjectConfirmationData. */
    private static SubjectConfirmationData keyData20(SAMLAssertionFactory factory, Request request)
            throws SAMLException, GeneralSecurityException {
        return factory.createSubjectConfirmationData(null, null, null, null, null, clientKeyInfo(request));
    }

    private static Assertion saml11(Request request) throws XWSSecurityException, SAMLException, GeneralSecurityException {
        SAMLAssertionFactory factory = SAMLAssertionFactory.newInstance(SAMLAssertionFactory.SAML1_1);
        NameIdentifier subjectName = factory.createNameIdentifier(request.subject(), null, UNSPECIFIED_NAME_FORMAT);
        SubjectConfirmation confirmation = request.holderOfKey()
                ? factory.createSubjectConfirmation(List.of(request.confirmationMethod()), null, clientKeyInfo(request))
                : factory.createSubjectConfirmation(request.confirmationMethod());
        // SAML 1.1 has no Subject of its own in the assertion: the statement carries it.
        var authentication = factory.createAuthenticationStatement(SAML1_UNSPECIFIED_AUTH_METHOD, request.issued(),
                factory.createSubject(subjectName, confirmation), null, null);
        var conditions = factory.createConditions(request.notBefore(), request.notOnOrAfter(), null, null, null);
        // Metro's 1.1 assertion sets MajorVersion/MinorVersion to 1 itself (its sample sets them again).
        return factory.createAssertion(request.id(), request.issuerName(), request.issued(), conditions, null, List.of(authentication));
    }

    /** ds:KeyInfo with the client's certificate: the key whose holder may present this assertion. */
    private static Element clientKeyInfo(Request request) throws GeneralSecurityException {
        X509Certificate client = certificate(request.clientAlias());
        Document document = newDocument();
        Element keyInfo = document.createElementNS(XMLSignature.XMLNS, "ds:KeyInfo");
        Element x509Data = document.createElementNS(XMLSignature.XMLNS, "ds:X509Data");
        Element x509Certificate = document.createElementNS(XMLSignature.XMLNS, "ds:X509Certificate");
        x509Certificate.setTextContent(Base64.getEncoder().encodeToString(client.getEncoded()));
        document.appendChild(keyInfo).appendChild(x509Data).appendChild(x509Certificate);
        return keyInfo;
    }

    /**
     * Enveloped signature by the issuer, with RSA-SHA256 and a SHA-256 digest: the SHA-1 defaults of
     * Metro's shorter sign(...) forms are refused by the JDK's secure XML signature validation.
     * The issuer's certificate goes into the signature's KeyInfo (last argument): the service trusts
     * only the lab CA, so it could not find the issuer's key by a SubjectKeyIdentifier reference.
     */
    private static Element signed(Assertion assertion, Request request) throws SAMLException, GeneralSecurityException {
        // Metro's own JSR 105 factory: its Reference rejects a DigestMethod made by another provider.
        DigestMethod sha256 = WSSPolicyConsumerImpl.getInstance().getSignatureFactory()
                .newDigestMethod(DigestMethod.SHA256, null);
        PrivateKey key = LabKeyStores.configured().privateKey(request.issuerAlias());
        // Never call toElement() before sign(): sign() returns the cached unsigned element if one exists.
        return assertion.sign(sha256, SignatureMethod.RSA_SHA256, certificate(request.issuerAlias()), key, true);
    }

    private static Document newDocument() {
        DocumentBuilderFactory builders = DocumentBuilderFactory.newInstance();
        builders.setNamespaceAware(true);
        try {
            return builders.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("The JDK's XML parser cannot make a namespace-aware document", e);
        }
    }

    private static X509Certificate certificate(String alias) throws KeyStoreException {
        if (LabKeyStores.configured().keyStore().getCertificate(alias) instanceof X509Certificate certificate) {
            return certificate;
        }
        throw new KeyStoreException("No X.509 certificate with alias '" + alias + "' in the lab's client key store");
    }

    /** What one callback asks for, read once from the callback and its request-context properties. */
    private record Request(String version, boolean holderOfKey, String subject, String clientAlias,
            String issuerAlias, String issuerName, String id, Instant now) {

        @SuppressWarnings("rawtypes")
        static Request of(SAMLCallback callback) throws UnsupportedCallbackException {
            boolean holderOfKey;
            if (SAMLCallback.HOK_ASSERTION_TYPE.equals(callback.getConfirmationMethod())) {
                holderOfKey = true;
            } else if (SAMLCallback.SV_ASSERTION_TYPE.equals(callback.getConfirmationMethod())) {
                holderOfKey = false;
            } else {
                throw new UnsupportedCallbackException(callback,
                        "Unknown SAML confirmation method: " + callback.getConfirmationMethod());
            }
            Map properties = callback.getRuntimeProperties();
            return new Request(
                    SAML_1_1.equals(text(properties, VERSION_PROPERTY)) ? SAML_1_1 : "2.0",
                    holderOfKey,
                    orDefault(text(properties, SUBJECT_PROPERTY), DEFAULT_SUBJECT),
                    new ClientAliasSelector().select(properties),
                    orDefault(text(properties, ISSUER_ALIAS_PROPERTY), ISSUER),
                    orDefault(text(properties, ISSUER_NAME_PROPERTY), ISSUER),
                    // xs:ID must not start with a digit, so no bare UUID (nor the time stamp Metro's sample uses)
                    "_" + UUID.randomUUID(),
                    Instant.now());
        }

        boolean saml11() {
            return SAML_1_1.equals(version);
        }

        String confirmationMethod() {
            if (saml11()) {
                return holderOfKey ? SAML1_HOLDER_OF_KEY : SAML1_SENDER_VOUCHES;
            }
            return holderOfKey ? SAML2_HOLDER_OF_KEY : SAML2_SENDER_VOUCHES;
        }

        GregorianCalendar issued() {
            return utc(now);
        }

        GregorianCalendar notBefore() {
            return utc(now.minus(CLOCK_SKEW));
        }

        GregorianCalendar notOnOrAfter() {
            return utc(now.plus(LIFETIME));
        }

        private static GregorianCalendar utc(Instant instant) {
            return GregorianCalendar.from(ZonedDateTime.ofInstant(instant, ZoneOffset.UTC));
        }

        @SuppressWarnings("rawtypes")
        private static String text(Map properties, String name) {
            return properties != null && properties.get(name) instanceof String value && !value.isBlank()
                    ? value.strip() : null;
        }

        private static String orDefault(String value, String fallback) {
            return value != null ? value : fallback;
        }
    }
}
