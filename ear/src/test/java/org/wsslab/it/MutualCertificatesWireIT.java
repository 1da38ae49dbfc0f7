package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.inject.Inject;
import jakarta.xml.ws.BindingProvider;
import java.net.URI;
import java.util.regex.Pattern;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.RecordingRelay;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * What mutual certificates puts on the wire: a signature and an encrypted body, and never the
 * payload in the clear. The same search on the baseline's request finds the payload, so the check
 * can fail.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class MutualCertificatesWireIT {

    private static final Pattern SIGNATURE = Pattern.compile("<(\\w+:)?Signature[\\s>]");
    private static final String XML_DSIG = "http://www.w3.org/2000/09/xmldsig#";
    private static final Pattern SIGNATURE_VALUE = Pattern.compile("<(\\w+:)?SignatureValue>");
    private static final Pattern ENCRYPTED_DATA = Pattern.compile("<(\\w+:)?EncryptedData\\s");
    private static final Pattern BODY_START = Pattern.compile("<(\\w+:)?Body[\\s>]");

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @Inject
    EndpointAddresses addresses;

    @Test
    void requestIsSignedAndItsBodyEncrypted() throws Exception {
        byte[] payload = Payloads.random(10_240);
        String request = capture(Mechanism.MUTUAL_CERTIFICATES, payload);

        assertTrue(SIGNATURE.matcher(request).find() && request.contains(XML_DSIG), "an XML-DSig Signature in the request");
        assertTrue(SIGNATURE_VALUE.matcher(request).find(), "a SignatureValue in the request");
        String body = request.substring(bodyStart(request));
        assertTrue(ENCRYPTED_DATA.matcher(body).find(), "the SOAP Body holds EncryptedData");
        assertFalse(request.contains(Payloads.base64Marker(payload)), "the payload's base64 text is not on the wire");
    }

    @Test
    void baselineRequestCarriesThePayloadInTheClear() throws Exception {
        byte[] payload = Payloads.random(10_240);
        String request = capture(Mechanism.PLAIN, payload);

        assertTrue(request.contains(Payloads.base64Marker(payload)), "the baseline's request shows the payload");
        assertFalse(SIGNATURE_VALUE.matcher(request).find(), "the baseline's request is not signed");
        assertFalse(ENCRYPTED_DATA.matcher(request).find(), "the baseline's request is not encrypted");
    }

    private String capture(Mechanism mechanism, byte[] payload) throws Exception {
        URI target = addresses.address(mechanism);
        try (RecordingRelay relay = new RecordingRelay(target)) {
            Echo port = ports.open(mechanism);
            ((BindingProvider) port).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, relay.address());
            assertArrayEquals(payload, port.echo(payload), "the call through the relay still works");
            String sent = relay.sentText();
            assertTrue(sent.startsWith("POST "), "the relay recorded the request");
            return sent;
        }
    }

    private static int bodyStart(String request) {
        var matcher = BODY_START.matcher(request);
        assertTrue(matcher.find(), "a SOAP Body in the request");
        return matcher.start();
    }
}
