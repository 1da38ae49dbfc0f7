package org.wsslab.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The lab's META-INF/metro.xml replaces Metro's default tubeline for every endpoint and client of the
 * application: it must be the default (of the Metro the build compiles against, GlassFish's) with the
 * timing tubes added next to the transport, and nothing else changed — a factory left out (security
 * above all) would silently change what every endpoint does.
 */
class MetroTubelineTest {

    private static final String NS = "http://java.sun.com/xml/ns/metro/config";
    private static final String TRANSPORT = "com.sun.xml.ws.assembler.metro.jaxws.TransportTubeFactory";
    private static final String TIMING = TimingTubeFactory.class.getName();

    @Test
    void theLabsTubelineIsMetrosDefaultWithTheTimingTubesNextToTheTransport() throws Exception {
        Document metro = read(resource("META-INF/metro.xml", TimingTubeFactory.class));
        Document defaults = read(resource("META-INF/metro-default.xml", com.sun.xml.ws.assembler.dev.TubeFactory.class));

        List<String> client = factories(defaults, "client-side");
        client.add(client.indexOf(TRANSPORT), TIMING);
        assertEquals(client, factories(metro, "client-side"), "client side: the timing tube just above the transport");

        List<String> endpoint = factories(defaults, "endpoint-side");
        endpoint.add(endpoint.indexOf(TRANSPORT) + 1, TIMING);
        assertEquals(endpoint, factories(metro, "endpoint-side"), "endpoint side: the timing tube just after the transport");

        Element tubelines = (Element) metro.getElementsByTagNameNS(NS, "tubelines").item(0);
        Element tubeline = (Element) metro.getElementsByTagNameNS(NS, "tubeline").item(0);
        assertEquals("#" + tubeline.getAttribute("name"), tubelines.getAttribute("default"), "the lab's tubeline is the default one");
        assertEquals(1, metro.getElementsByTagNameNS(NS, "tubeline").getLength());
    }

    private static URL resource(String name, Class<?> from) {
        // The one in the jar that holds the class: the test class path may hold several.
        URL jar = from.getProtectionDomain().getCodeSource().getLocation();
        URL url = from.getClassLoader().resources(name).filter(u -> u.toString().contains(jar.getPath())).findFirst().orElse(null);
        assertNotNull(url, name + " beside " + from.getName() + " in " + jar);
        return url;
    }

    private static Document read(URL url) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = url.openStream()) {
            return factory.newDocumentBuilder().parse(in);
        }
    }

    private static List<String> factories(Document document, String side) {
        Element element = (Element) document.getElementsByTagNameNS(NS, side).item(0);
        NodeList factories = element.getElementsByTagNameNS(NS, "tube-factory");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < factories.getLength(); i++) {
            names.add(((Element) factories.item(i)).getAttribute("className"));
        }
        return names;
    }
}
