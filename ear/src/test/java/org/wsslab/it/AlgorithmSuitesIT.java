package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import jakarta.xml.ws.WebServiceException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointStatus;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Binding;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Protection;
import org.wsslab.catalog.entity.Session;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.execution.control.WireProbe;
import org.wsslab.xml.SafeXml;

/**
 * Every mechanism that offers a choice of algorithm suite is deployed once per suite, and each of those
 * endpoints works and does what its suite says: the captured request names the suite's cipher, key
 * wrap and digest. (EchoIT covers every mechanism under its catalog suite.)
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class AlgorithmSuitesIT {

    private static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    private static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    private static final String SAML2 = "urn:oasis:names:tc:SAML:2.0:assertion";
    private static final String HMAC_SHA1 = DSIG + "hmac-sha1";

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @Inject
    WireProbe wire;

    @EJB
    InvocationCounter invocations;

    @EJB
    Catalog catalog;

    @Test
    void everyEndpointUnderAnotherSuiteEchoes100BytesAnd1MegabyteByteForByte() {
        List<Executable> checks = new ArrayList<>();
        for (Endpoint endpoint : Endpoint.generated()) {
            if (endpoint.knownFailure().isPresent()) {
                continue;
            }
            checks.add(() -> {
                Echo port = ports.open(endpoint);
                long before = invocations.count(endpoint);
                for (int size : new int[]{100, 1_048_576}) {
                    byte[] payload = Payloads.random(size);
                    assertArrayEquals(payload, port.echo(payload), endpoint + " at " + size + " B");
                }
                assertEquals(before + 2, invocations.count(endpoint), endpoint + ": each call reached its own implementation once");
            });
        }
        assertFalse(checks.isEmpty(), "the catalog offers suites");
        assertAll(checks);
    }

    @Test
    void eachRequestNamesItsSuitesCipherKeyWrapAndDigest() {
        List<Executable> checks = new ArrayList<>();
        try (WireProbe.Probes probes = wire.forRun()) {
            for (Endpoint endpoint : Endpoint.all()) {
                if (endpoint.mechanism().suites().size() < 2 || endpoint.knownFailure().isPresent()) {
                    continue;
                }
                WireProbe.Reading reading = probes.read(endpoint, 100);
                checks.add(() -> {
                    assertNotNull(reading.exchange(), endpoint + ": the probe call went through and its echo matched");
                    Document request = SafeXml.parse(reading.exchange().request().body());
                    AlgorithmSuite suite = endpoint.suite();
                    Algorithms named = new Algorithms(request);
                    if (endpoint.mechanism().confidentiality() == Protection.MESSAGE) {
                        assertEquals(Set.of(suite.encryption()), named.ciphers, endpoint + ": the body's cipher");
                    }
                    if (endpoint.mechanism().integrity() == Protection.MESSAGE) {
                        assertEquals(Set.of(suite.digest()), named.digests, endpoint + ": every reference's digest");
                        Set<String> rsa = new TreeSet<>(named.signatures);
                        rsa.remove(HMAC_SHA1);
                        // Under a session's context only keys derived from it sign (HMAC), whatever the bootstrap was.
                        boolean certificateSigns = (endpoint.mechanism().binding() == Binding.ASYMMETRIC
                                || endpoint.mechanism().authentication() == Authentication.X509_CERTIFICATE)
                                && endpoint.mechanism().session() == Session.NONE;
                        assertEquals(certificateSigns ? Set.of(suite.rsaSignature()) : Set.of(), rsa,
                                endpoint + ": what a certificate's key signs with (" + named + ")");
                    }
                    // The message key is wrapped for the service's certificate, except an issued token's, which the STS
                    // made, and a session's, derived from its context.
                    boolean wrapsForCertificate = endpoint.mechanism().confidentiality() == Protection.MESSAGE
                            && endpoint.mechanism().authentication() != Authentication.ISSUED_TOKEN
                            && endpoint.mechanism().session() == Session.NONE;
                    assertEquals(wrapsForCertificate ? Set.of(suite.asymmetricKeyWrap()) : Set.of(), named.keyWraps,
                            endpoint + ": the message key's wrap");
                });
            }
        }
        assertAll(checks);
    }

    /**
     * What the catalog says Metro cannot do still fails, and is never offered: when a newer Metro
     * fixes it, this fails and the catalog's known failure should go.
     */
    @Test
    void aKnownFailureStillFailsAndIsNotAvailable() {
        List<Endpoint> failing = Endpoint.all().stream().filter(e -> e.knownFailure().isPresent()).toList();
        assertFalse(failing.isEmpty(), "the catalog knows of failures (if none is left, delete this test)");
        List<Executable> checks = new ArrayList<>();
        for (Endpoint endpoint : failing) {
            checks.add(() -> {
                assertThrows(WebServiceException.class, () -> ports.open(endpoint).echo(Payloads.random(100)), endpoint + " still fails");
                EndpointStatus status = catalog.status(endpoint);
                assertFalse(status.available(), endpoint + " is not offered");
                assertEquals(endpoint.knownFailure().get(), status.unavailableReason());
            });
        }
        assertAll(checks);
    }

    /** The algorithms a request's own security names, not those inside an assertion an issuer made. */
    private static final class Algorithms {
        final Set<String> ciphers = new TreeSet<>();
        final Set<String> keyWraps = new TreeSet<>();
        final Set<String> digests = new TreeSet<>();
        final Set<String> signatures = new TreeSet<>();

        Algorithms(Document request) {
            collect(request, XENC, "EncryptedData", XENC, ciphers);
            collect(request, XENC, "EncryptedKey", XENC, keyWraps);
            collect(request, DSIG, "Reference", DSIG, digests);
            collect(request, DSIG, "SignedInfo", DSIG, signatures);
        }

        private static void collect(Document request, String ns, String holder, String methodNs, Set<String> into) {
            NodeList holders = request.getElementsByTagNameNS(ns, holder);
            for (int i = 0; i < holders.getLength(); i++) {
                Element element = (Element) holders.item(i);
                if (insideAssertion(element)) {
                    continue;
                }
                for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
                    if (child instanceof Element method && methodNs.equals(method.getNamespaceURI())
                            && method.getLocalName().endsWith("Method") && !"CanonicalizationMethod".equals(method.getLocalName())) {
                        into.add(method.getAttribute("Algorithm"));
                    }
                }
            }
        }

        private static boolean insideAssertion(Element element) {
            for (Node up = element.getParentNode(); up != null; up = up.getParentNode()) {
                if (SAML2.equals(up.getNamespaceURI()) && "Assertion".equals(up.getLocalName())) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public String toString() {
            return "ciphers " + ciphers + ", key wraps " + keyWraps + ", digests " + digests + ", signatures " + signatures;
        }
    }
}
