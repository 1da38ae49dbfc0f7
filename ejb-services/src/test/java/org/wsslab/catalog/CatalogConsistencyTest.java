package org.wsslab.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.jws.WebService;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Protection;
import org.wsslab.echo.boundary.EchoEndpoint;
import org.wsslab.echo.control.EchoOperations;

/**
 * The catalog, the endpoint classes, their addresses and the policy files agree, for every endpoint:
 * each mechanism under each suite it offers, the generated ones included (the build writes them
 * before the tests run). Metro finds a policy by the endpoint class's name and matches it by service,
 * port and binding names; any mismatch deploys the endpoint unsecured without an error, so it is
 * caught here, before deploying.
 */
class CatalogConsistencyTest {

    static Stream<Endpoint> endpoints() {
        return Endpoint.all().stream();
    }

    private static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";
    private static final String SECURITY_POLICY = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";
    private static final String ADDRESSING_METADATA = "http://www.w3.org/2007/05/addressing/metadata";
    private static final String ADDRESSING = "http://www.w3.org/2005/08/addressing";

    @ParameterizedTest
    @MethodSource("endpoints")
    void endpointClassCarriesTheCatalogsNames(Endpoint endpoint) throws Exception {
        Class<?> type = Class.forName(endpoint.endpointClassName());
        assertTrue(EchoEndpoint.class.isAssignableFrom(type), type + " is an EchoEndpoint");

        WebService service = type.getAnnotation(WebService.class);
        assertNotNull(service, type + " is annotated @WebService");
        assertEquals(endpoint.serviceName().getLocalPart(), service.serviceName());
        assertEquals(endpoint.portName().getLocalPart(), service.portName());
        assertEquals(Mechanism.NAMESPACE, service.targetNamespace());
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void endpointIsPublishedAtTheCatalogsPath(Endpoint endpoint) throws Exception {
        Map<String, String> addresses = new HashMap<>();
        NodeList ejbs = parse("META-INF/glassfish-ejb-jar.xml").getElementsByTagName("ejb");
        for (int i = 0; i < ejbs.getLength(); i++) {
            Element ejb = (Element) ejbs.item(i);
            addresses.put(text(ejb, "ejb-name"), text(ejb, "endpoint-address-uri"));
        }
        String simpleName = endpoint.simpleClassName();
        assertEquals(endpoint.path(), "/" + addresses.get(simpleName), "glassfish-ejb-jar.xml address of " + simpleName);
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void securedMechanismsHaveAMatchingPolicyFileAndTheBaselineNone(Endpoint endpoint) throws Exception {
        Mechanism mechanism = endpoint.mechanism();
        String byClassName = "META-INF/wsit-" + endpoint.endpointClassName() + ".xml";
        if (!mechanism.secured()) {
            assertNull(resource(byClassName), "the baseline has no policy file");
            return;
        }
        assertEquals(byClassName, endpoint.policyFile().orElseThrow());
        Document policy = parse(byClassName);
        assertWsdlNames(endpoint, policy, byClassName);
        // A session mechanism's bootstrap policy is a whole binding of its own: the claims are about the
        // messages after the handshake, and the handshake is under the same suite.
        assertEquals(1, outsideBootstrap(policy, mechanism.binding().assertion()).size(), byClassName + " declares sp:"
                + mechanism.binding().assertion());
        String suite = endpoint.suite().assertion();
        List<Element> suites = outsideBootstrap(policy, "AlgorithmSuite");
        if (suite != null) {
            assertEquals(1, outsideBootstrap(policy, suite).size(), byClassName + " uses " + suite);
            assertEquals(endpoint.suite().signsWithSha256() ? "SHA256withRSA" : "", suites.get(0).getAttribute("signatureAlgorithm"),
                    byClassName + ": what certificates sign with");
        } else {
            assertEquals(0, suites.size(), byClassName + " names no suite");
        }
        NodeList bootstraps = policy.getElementsByTagNameNS(SECURITY_POLICY, "BootstrapPolicy");
        String session = mechanism.session().assertion();
        assertEquals(session == null ? 0 : 1, bootstraps.getLength(), byClassName + ": a bootstrap policy only for a session");
        if (session != null) {
            assertEquals(1, policy.getElementsByTagNameNS(SECURITY_POLICY, session).getLength(), byClassName + " declares sp:" + session);
            Element bootstrap = (Element) bootstraps.item(0);
            assertEquals(1, bootstrap.getElementsByTagNameNS(SECURITY_POLICY, suite).getLength(),
                    byClassName + ": the handshake under " + suite + " too");
        }
        NodeList keySizes = policy.getElementsByTagNameNS("http://docs.oasis-open.org/ws-sx/ws-trust/200512", "KeySize");
        for (int i = 0; i < keySizes.getLength(); i++) {
            assertEquals(String.valueOf(endpoint.suite().keyBits()), keySizes.item(i).getTextContent(),
                    byClassName + ": an issued key as long as the suite's cipher takes");
        }
        assertEquals(mechanism.timestamped() ? 1 : 0, outsideBootstrap(policy, "IncludeTimestamp").size(),
                byClassName + ": a timestamp exactly where the catalog says");
        assertEquals(mechanism.addressing() ? 1 : 0, policy.getElementsByTagNameNS(ADDRESSING_METADATA, "Addressing").getLength(),
                byClassName + ": WS-Addressing exactly where the catalog says");
        // The addressing attacks alter signed headers: where the message is signed, all five must be.
        List<String> signedAddressing = new ArrayList<>();
        // A session's handshake signs its own headers; the claim is about the messages under the context.
        for (Element header : outsideBootstrap(policy, "Header")) {
            if (ADDRESSING.equals(header.getAttribute("Namespace")) && !signedAddressing.contains(header.getAttribute("Name"))) {
                signedAddressing.add(header.getAttribute("Name"));
            }
        }
        assertTrue(mechanism.integrity() == Protection.MESSAGE
                ? signedAddressing.containsAll(List.of("To", "Action", "MessageID", "ReplyTo", "FaultTo")) : signedAddressing.isEmpty(),
                byClassName + ": the WS-Addressing headers signed exactly where the message is: " + signedAddressing);
    }

    /**
     * Every operation of Echo is declared and bound with exactly the message policy references of
     * {@code echo}, read as the catalog's probe reads a published WSDL: an operation a policy leaves
     * out, or binds to nothing, would be deployed unsecured.
     */
    @ParameterizedTest
    @MethodSource("endpoints")
    void everyOperationCarriesTheMessagePolicyOfEcho(Endpoint endpoint) throws Exception {
        if (endpoint.policyFile().isEmpty()) {
            return;
        }
        String file = endpoint.policyFile().get();
        Document policy = parse(file);
        assertEquals(Optional.empty(), PolicyProbe.unprotectedOperation(policy), file);
        List<String> declared = new ArrayList<>();
        NodeList portTypeOperations = only(policy, "portType", file).getElementsByTagNameNS(WSDL, "operation");
        for (int i = 0; i < portTypeOperations.getLength(); i++) {
            declared.add(((Element) portTypeOperations.item(i)).getAttribute("name"));
        }
        assertEquals(EchoOperations.names().stream().sorted().toList(), declared.stream().sorted().toList(), file + " port type");
    }

    /** The policy's sp: elements of that name that are not part of a session's bootstrap policy. */
    static List<Element> outsideBootstrap(Document policy, String localName) {
        List<Element> found = new ArrayList<>();
        NodeList all = policy.getElementsByTagNameNS(SECURITY_POLICY, localName);
        for (int i = 0; i < all.getLength(); i++) {
            boolean inBootstrap = false;
            for (Node up = all.item(i).getParentNode(); up != null && !inBootstrap; up = up.getParentNode()) {
                inBootstrap = "BootstrapPolicy".equals(up.getLocalName()) && SECURITY_POLICY.equals(up.getNamespaceURI());
            }
            if (!inBootstrap) {
                found.add((Element) all.item(i));
            }
        }
        return found;
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void clientConfiguredMechanismsHaveTheirClientFileImportedAndOthersNone(Endpoint endpoint) throws Exception {
        String clientFile = "wsit-client-" + endpoint.mechanism().id()
                + (endpoint.isCatalogSuite() ? "" : "-" + endpoint.suite().assertion()) + ".xml";
        if (!endpoint.mechanism().clientConfigured()) {
            assertNull(resource("META-INF/" + clientFile), endpoint + " needs no client file");
            assertTrue(endpoint.clientFile().isEmpty(), endpoint + " names no client file");
            return;
        }
        assertEquals("META-INF/" + clientFile, endpoint.clientFile().orElseThrow());
        boolean imported = false;
        NodeList imports = parse("META-INF/wsit-client.xml").getElementsByTagNameNS(WSDL, "import");
        for (int i = 0; i < imports.getLength(); i++) {
            imported |= clientFile.equals(((Element) imports.item(i)).getAttribute("location"));
        }
        assertTrue(imported, "wsit-client.xml imports " + clientFile);
        assertWsdlNames(endpoint, parse("META-INF/" + clientFile), clientFile);
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void policyFilesHoldNoPasswordsOrPaths(Endpoint endpoint) throws Exception {
        for (String file : new String[]{"META-INF/wsit-" + endpoint.endpointClassName() + ".xml",
                endpoint.clientFile().orElse("META-INF/wsit-client-" + endpoint.mechanism().id() + ".xml")}) {
            if (resource(file) == null) {
                continue;
            }
            NodeList elements = parse(file).getElementsByTagName("*");
            for (int i = 0; i < elements.getLength(); i++) {
                var attributes = elements.item(i).getAttributes();
                for (int j = 0; j < attributes.getLength(); j++) {
                    String name = attributes.item(j).getLocalName();
                    name = (name == null ? attributes.item(j).getNodeName() : name).toLowerCase();
                    assertTrue(!name.contains("pass") && !name.equals("location"),
                            file + " must name no password and no key-store path: " + attributes.item(j));
                }
            }
        }
    }

    private static void assertWsdlNames(Endpoint mechanism, Document wsdl, String file) {
        Element definitions = wsdl.getDocumentElement();
        assertEquals(Mechanism.NAMESPACE, definitions.getAttribute("targetNamespace"), file + " targetNamespace");
        Element service = only(wsdl, "service", file);
        assertEquals(mechanism.serviceName().getLocalPart(), service.getAttribute("name"), file + " service");
        Element port = only(wsdl, "port", file);
        assertEquals(mechanism.portName().getLocalPart(), port.getAttribute("name"), file + " port");
        String binding = mechanism.portName().getLocalPart() + "Binding";
        assertEquals("tns:" + binding, port.getAttribute("binding"), file + " port's binding");
        assertEquals(binding, only(wsdl, "binding", file).getAttribute("name"), file + " binding");
        assertEquals("Echo", only(wsdl, "portType", file).getAttribute("name"), file + " port type");
    }

    private static Element only(Document wsdl, String localName, String file) {
        NodeList nodes = wsdl.getElementsByTagNameNS(WSDL, localName);
        assertEquals(1, nodes.getLength(), file + " has one wsdl:" + localName);
        return (Element) nodes.item(0);
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent().trim();
    }

    private static InputStream resource(String name) {
        return CatalogConsistencyTest.class.getClassLoader().getResourceAsStream(name);
    }

    static Document parse(String name) throws Exception {
        try (InputStream in = resource(name)) {
            assertNotNull(in, name + " is on the class path");
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            return factory.newDocumentBuilder().parse(in);
        }
    }
}
