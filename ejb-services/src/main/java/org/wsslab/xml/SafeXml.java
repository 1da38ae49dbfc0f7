package org.wsslab.xml;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

/**
 * The one way the lab parses XML it did not write (published policies, captured messages): name
 * spaces on, no DOCTYPE (so no external entities, no entity expansion), the JDK's secure processing limits.
 */
public final class SafeXml {

    private SafeXml() {
    }

    public static Document parse(InputStream in) throws IOException, SAXException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(in);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser lacks a standard feature: " + e.getMessage(), e);
        }
    }

    public static Document parse(byte[] xml) throws IOException, SAXException {
        return parse(new ByteArrayInputStream(xml));
    }
}
