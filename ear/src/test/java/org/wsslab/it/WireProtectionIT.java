package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.PasswordForm;
import org.wsslab.catalog.entity.Protection;
import org.wsslab.catalog.entity.Session;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.echo.contract.Echo;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.relay.control.HttpExchanges;
import org.wsslab.relay.control.HttpMessage;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.Relays;
import org.wsslab.relay.control.WireRecord;

/**
 * What each mechanism really puts on the wire, checked against what the catalog claims: the
 * signature, the encrypted body (the payload's base64 text absent, while the same search finds it in
 * the baseline's request), the authentication token, or TLS for the transport mechanisms.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class WireProtectionIT {

    private static final Pattern SIGNATURE_VALUE = Pattern.compile("<(\\w+:)?SignatureValue>");
    private static final Pattern ENCRYPTED_DATA = Pattern.compile("<(\\w+:)?EncryptedData[\\s>]");
    private static final Pattern BODY_START = Pattern.compile("<(\\w+:)?Body[\\s>]");
    private static final String XML_DSIG = "http://www.w3.org/2000/09/xmldsig#";
    private static final byte TLS_HANDSHAKE = 0x16;
    private static final Pattern STS_ISSUED = Pattern.compile("<(\\w+:)?Issuer[^>]*>wsslab-sts</");
    private static final Pattern SECURITY_HEADER = Pattern.compile("<(\\w+:)?Security[\\s>]");
    /** An XML-DSig Signature element (not SignatureValue, not SignatureConfirmation). */
    private static final Pattern SIGNATURE = Pattern.compile("<(\\w+:)?Signature[\\s>]");
    private static final Pattern NONCE = Pattern.compile("<(\\w+:)?Nonce[\\s>]");
    private static final Pattern CREATED = Pattern.compile("<(\\w+:)?Created>");

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @Inject
    EndpointAddresses addresses;

    @Inject
    Relays relays;

    @Test
    void everyRequestCarriesWhatItsMechanismClaims() {
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : Mechanism.all()) {
            checks.add(() -> check(mechanism));
        }
        assertAll(checks);
    }

    private void check(Mechanism mechanism) throws Exception {
        byte[] payload = Payloads.random(10_240);
        String marker = Payloads.base64Marker(payload);
        WireRecord wire = new WireRecord();
        try (LoopbackRelay tap = relays.recording(mechanism.transport(), wire)) {
            Echo port = ports.open(mechanism, addresses.through(mechanism, tap.port()));
            // A session's claims are about the messages under its context: its handshake (the port's first
            // call, under the bootstrap policy) is left out of the checks of the message, and read for its token.
            int handshake = 0;
            if (mechanism.session() != Session.NONE) {
                assertArrayEquals(payload, port.echo(payload), mechanism.id() + ": the handshake's call through the tap works");
                handshake = wire.sent().length;
            }
            assertArrayEquals(payload, port.echo(payload), mechanism.id() + ": the call through the tap works");
            byte[] sent = wire.sent();
            String conversation = new String(sent, StandardCharsets.ISO_8859_1);
            String request = conversation.substring(handshake);
            String id = mechanism.id() + ": ";

            if (mechanism.transport() == Transport.HTTPS) {
                assertEquals(TLS_HANDSHAKE, sent[0], id + "the connection starts with a TLS handshake");
                assertFalse(request.contains(marker) || request.contains("Envelope"), id + "nothing readable crosses the wire");
                String inside = insideTls(mechanism, payload);
                assertTrue(inside.contains(marker), id + "inside TLS, the payload in the clear");
                assertEquals(mechanism.secured(), SECURITY_HEADER.matcher(inside).find(),
                        id + "inside TLS, a security header exactly when the mechanism has a policy");
                return;
            }
            assertTrue(request.startsWith("POST "), id + "the tap recorded the request");
            if (mechanism.integrity() == Protection.MESSAGE) {
                assertTrue(SIGNATURE_VALUE.matcher(request).find() && request.contains(XML_DSIG), id + "an XML-DSig signature");
            } else {
                assertFalse(SIGNATURE_VALUE.matcher(request).find() || SIGNATURE.matcher(request).find(), id + "no ds:Signature");
            }
            String body = request.substring(bodyStart(request, id));
            if (mechanism.confidentiality() == Protection.MESSAGE) {
                assertTrue(ENCRYPTED_DATA.matcher(body).find(), id + "the SOAP Body holds EncryptedData");
                assertFalse(request.contains(marker), id + "the payload's base64 text is not on the wire");
            } else {
                assertTrue(request.contains(marker), id + "the payload travels in the clear");
            }
            assertToken(mechanism, mechanism.session() == Session.NONE ? request : conversation, id);
        }
    }

    private static void assertToken(Mechanism mechanism, String request, String id) {
        Authentication authentication = mechanism.authentication();
        switch (authentication) {
            case NONE -> assertEquals(mechanism.secured(), SECURITY_HEADER.matcher(request).find(),
                    id + "a security header exactly when the mechanism has a policy");
            case X509_CERTIFICATE -> assertTrue(request.contains("BinarySecurityToken") && request.contains("#X509v3"),
                    id + "the client's X.509 v3 certificate travels as a BinarySecurityToken");
            case USERNAME -> {
                // username-token-http is insecure on purpose: its password is there for anyone to read.
                PasswordForm form = mechanism.passwordForm();
                assertEquals(form == PasswordForm.TEXT && mechanism.confidentiality() == Protection.NONE,
                        request.contains(EndpointUser.configured().password()), id + "the password on the wire exactly when sent as"
                                + " text and nothing protects it");
                String header = request.substring(0, bodyStart(request, id));
                assertTrue(header.contains("UsernameToken") || ENCRYPTED_DATA.matcher(header).find(),
                        id + "a UsernameToken, in the clear or encrypted, in the security header");
                assertEquals(form == PasswordForm.DIGEST, header.contains("#PasswordDigest\"") && NONCE.matcher(header).find()
                        && CREATED.matcher(header).find(), id + "a password digest with its nonce and creation time exactly where claimed");
                assertEquals(form == PasswordForm.DERIVED_KEYS, header.contains("Salt>") && header.contains("Iteration>"),
                        id + "a salt and an iteration count exactly where the keys are derived from the password");
            }
            case SAML_SENDER_VOUCHES, SAML_ASSERTED -> assertTrue(request.contains("Assertion")
                    && request.contains("urn:oasis:names:tc:SAML:2.0:cm:sender-vouches"), id + "a sender-vouches SAML 2.0 assertion");
            case SAML_HOLDER_OF_KEY -> assertTrue(request.contains("Assertion")
                    && request.contains("urn:oasis:names:tc:SAML:2.0:cm:holder-of-key"), id + "a holder-of-key SAML 2.0 assertion");
            case ISSUED_TOKEN -> {
                assertTrue(STS_ISSUED.matcher(request).find(), id + "a SAML 2.0 assertion issued by the lab's STS");
                assertTrue(request.contains("SignatureValue") && request.contains("Assertion"), id + "signed");
                assertFalse(request.contains(EndpointUser.configured().password()), id + "the password went to the STS only");
            }
            default -> throw new AssertionError(id + "no wire check for " + authentication);
        }
    }

    /** The request as it crosses HTTP inside TLS, read by a relay that terminates TLS itself. */
    private String insideTls(Mechanism mechanism, byte[] payload) throws Exception {
        HttpExchanges exchanges = new HttpExchanges();
        try (LoopbackRelay reader = relays.reading(mechanism.transport(), exchanges)) {
            assertArrayEquals(payload, ports.open(mechanism, addresses.through(mechanism, reader.port())).echo(payload));
            HttpMessage request = exchanges.next().request();
            return request.head() + new String(request.body(), StandardCharsets.ISO_8859_1);
        }
    }

    private static int bodyStart(String request, String id) {
        var matcher = BODY_START.matcher(request);
        assertTrue(matcher.find(), id + "a SOAP Body in the request");
        return matcher.start();
    }
}
