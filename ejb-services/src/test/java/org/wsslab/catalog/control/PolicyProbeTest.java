package org.wsslab.catalog.control;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;

/** "Available" is a verdict on the published WSDL, not a declaration. */
class PolicyProbeTest {

    private static final String UNSECURED_WSDL = """
            <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:wsslab:echo">
              <binding name="MutualCertificatesEchoPortBinding"/>
            </definitions>""";

    @Test
    void securedMechanismWhosePolicyFileLoadedIsAvailable() throws Exception {
        Document wsdl = load("META-INF/wsit-" + Mechanism.MUTUAL_CERTIFICATES.endpoint().endpointClassName() + ".xml");
        var verdict = PolicyProbe.judge(Mechanism.MUTUAL_CERTIFICATES, wsdl);
        assertTrue(verdict.available(), String.valueOf(verdict.reason()));
    }

    @Test
    void securedMechanismPublishedWithoutPolicyIsUnavailableAndSaysWhy() throws Exception {
        var verdict = PolicyProbe.judge(Mechanism.MUTUAL_CERTIFICATES, parse(UNSECURED_WSDL));
        assertFalse(verdict.available());
        assertTrue(verdict.reason().contains("sp:AsymmetricBinding"), verdict.reason());
        assertTrue(verdict.reason().contains("misnamed"), verdict.reason());
    }

    @Test
    void securedMechanismWithAnotherAlgorithmSuiteIsUnavailable() throws Exception {
        String weakened = new String(resource("META-INF/wsit-" + Mechanism.MUTUAL_CERTIFICATES.endpoint().endpointClassName() + ".xml")
                .readAllBytes(), StandardCharsets.UTF_8).replace("<sp:Basic128/>", "<sp:Basic256/>");
        var verdict = PolicyProbe.judge(Mechanism.MUTUAL_CERTIFICATES, parse(weakened));
        assertFalse(verdict.available());
        assertTrue(verdict.reason().contains("Basic128"), verdict.reason());
    }

    @Test
    void anEndpointUnderAnotherSuiteMustPublishThatSuite() throws Exception {
        Endpoint basic256 = Mechanism.MUTUAL_CERTIFICATES.under(AlgorithmSuite.BASIC256);
        assertTrue(PolicyProbe.judge(basic256, load(basic256.policyFile().orElseThrow())).available(), "the generated policy");

        var verdict = PolicyProbe.judge(basic256, load(Mechanism.MUTUAL_CERTIFICATES.policyFile().orElseThrow()));
        assertFalse(verdict.available(), "a Basic128 policy published where Basic256 is claimed");
        assertTrue(verdict.reason().contains("sp:Basic256"), verdict.reason());
    }

    /** A symmetric binding alone is what username-symmetric publishes: a session mechanism must publish its context token. */
    @Test
    void aSessionMechanismMustPublishItsSecureConversationToken() throws Exception {
        assertTrue(PolicyProbe.judge(Mechanism.SECURE_CONVERSATION_USERNAME, load(Mechanism.SECURE_CONVERSATION_USERNAME.policyFile()
                .orElseThrow())).available(), "its own policy");
        var verdict = PolicyProbe.judge(Mechanism.SECURE_CONVERSATION_USERNAME,
                load(Mechanism.USERNAME_SYMMETRIC.policyFile().orElseThrow()));
        assertFalse(verdict.available(), "username-symmetric's policy, which has no session");
        assertTrue(verdict.reason().contains("sp:SecureConversationToken"), verdict.reason());
    }

    /** Message policies attach per operation: one operation published without them takes requests unsecured. */
    @Test
    void anOperationPublishedWithoutEchosMessagePolicyMakesTheEndpointUnavailable() throws Exception {
        String policy = new String(resource(Mechanism.MUTUAL_CERTIFICATES.policyFile().orElseThrow()).readAllBytes(),
                StandardCharsets.UTF_8);
        int fetch = policy.lastIndexOf("<operation name=\"fetch\">");
        String stripped = policy.substring(0, fetch) + policy.substring(fetch)
                .replaceFirst("<wsp:PolicyReference URI=\"#MutualCertificatesMessage\"/>", "");
        var verdict = PolicyProbe.judge(Mechanism.MUTUAL_CERTIFICATES, parse(stripped));
        assertFalse(verdict.available());
        assertTrue(verdict.reason().startsWith("the published WSDL binds operation fetch to [output #MutualCertificatesMessage]"),
                verdict.reason());

        int accept = policy.lastIndexOf("<operation name=\"accept\">");
        String dropped = policy.substring(0, accept) + policy.substring(policy.indexOf("</operation>", accept) + "</operation>".length());
        verdict = PolicyProbe.judge(Mechanism.MUTUAL_CERTIFICATES, parse(dropped));
        assertFalse(verdict.available());
        assertTrue(verdict.reason().equals("the published WSDL binds no operation accept"), verdict.reason());
    }

    @Test
    void baselineIsAvailableOnlyWithoutASecurityBinding() throws Exception {
        assertTrue(PolicyProbe.judge(Mechanism.PLAIN, parse(UNSECURED_WSDL)).available());
        Document secured = load("META-INF/wsit-" + Mechanism.MUTUAL_CERTIFICATES.endpoint().endpointClassName() + ".xml");
        assertFalse(PolicyProbe.judge(Mechanism.PLAIN, secured).available());
    }

    @Test
    void wsdlWithADoctypeIsRefused() {
        String hostile = "<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>" + UNSECURED_WSDL;
        var refused = org.junit.jupiter.api.Assertions.assertThrows(org.xml.sax.SAXParseException.class, () -> parse(hostile));
        assertTrue(refused.getMessage().contains("DOCTYPE"), refused.getMessage());
    }

    private static Document load(String name) throws Exception {
        try (InputStream in = resource(name)) {
            return PolicyProbe.parse(in);
        }
    }

    private static InputStream resource(String name) {
        return PolicyProbeTest.class.getClassLoader().getResourceAsStream(name);
    }

    private static Document parse(String xml) throws Exception {
        return PolicyProbe.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
