package org.wsslab.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsslab.catalog.entity.AddressingSetup;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.generate.AddressingPolicies;

/** How the build writes bin/wsslab start's --addressing into the signing mechanisms' policies. */
class AddressingSetupTest {

    private static final String WS_POLICY = "http://www.w3.org/ns/ws-policy";
    private static final String ADDRESSING_METADATA = "http://www.w3.org/2007/05/addressing/metadata";

    static List<Mechanism> mechanisms() {
        return AddressingSetup.mechanisms();
    }

    @ParameterizedTest
    @MethodSource("mechanisms")
    void anonymousResponsesNestsTheAssertionInTheAddressingPolicyAndDefaultTakesItOut(Mechanism mechanism) throws Exception {
        String file = mechanism.endpoint().policyFile().orElseThrow();
        // The class path holds the copy this build wrote, under whichever set-up it was asked for.
        String written = read(file);
        String original = AddressingSetup.DEFAULT.applyTo(written, file);
        String hardened = AddressingSetup.ANONYMOUS_RESPONSES.applyTo(original, file);

        NodeList addressing = parse(hardened).getElementsByTagNameNS(ADDRESSING_METADATA, "Addressing");
        assertEquals(1, addressing.getLength(), file);
        Element element = (Element) addressing.item(0);
        assertEquals("false", element.getAttributeNS(WS_POLICY, "Optional"), "its attributes kept: " + file);
        Element nested = (Element) element.getElementsByTagNameNS(WS_POLICY, "Policy").item(0);
        assertEquals(1, nested.getElementsByTagNameNS(ADDRESSING_METADATA, "AnonymousResponses").getLength(), hardened);
        assertEquals(0, parse(original).getElementsByTagNameNS(ADDRESSING_METADATA, "AnonymousResponses").getLength());

        assertEquals(AddressingSetup.ANONYMOUS_RESPONSES, AddressingSetup.of(hardened));
        assertEquals(AddressingSetup.DEFAULT, AddressingSetup.of(original));
        assertEquals(hardened, AddressingSetup.ANONYMOUS_RESPONSES.applyTo(hardened, file), "a second build changes nothing");
        assertEquals(original, AddressingSetup.DEFAULT.applyTo(hardened, file), "and the default set-up undoes it");
        assertEquals(original.length() + "<wsp:Policy><wsam:AnonymousResponses/></wsp:Policy></wsam:Addressing>".length() - 1,
                hardened.length(), "only the element: " + file);
    }

    @Test
    void aPolicyWithoutOneAddressingElementIsRefusedByName() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> AddressingSetup.ANONYMOUS_RESPONSES.applyTo("<definitions/>", "wsit-x.xml"));
        assertEquals("wsit-x.xml: expected one wsam:Addressing element, found 0", refused.getMessage());
    }

    @Test
    void anUnknownSetUpIsRefusedNamingTheAllowedOnesAndNothingIsWritten(@TempDir Path classes) throws IOException {
        String policyFile = Mechanism.MUTUAL_CERTIFICATES.endpoint().policyFile().orElseThrow();
        Path file = classes.resolve(policyFile);
        Files.createDirectories(file.getParent());
        Files.writeString(file, read(policyFile));
        String before = Files.readString(file);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> AddressingPolicies.main(new String[]{classes.toString(), "anonymous"}));
        assertEquals("-Dwsslab.addressing=anonymous: allowed are default, anonymous-responses", refused.getMessage());
        assertEquals(before, Files.readString(file));
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = AddressingSetupTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertTrue(in != null, resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static org.w3c.dom.Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
