package org.wsslab.cxf;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

/**
 * The service and port an endpoint's published WSDL declares. JAX-WS needs both names before it reads the
 * WSDL, and the lab derives them per mechanism and suite; reading them from the WSDL keeps the WSDL this
 * client's only source of truth about an endpoint.
 */
record WsdlNames(QName service, QName port) {

    private static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

    static WsdlNames read(URI wsdl) throws IOException {
        try (InputStream in = wsdl.toURL().openStream()) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            // A WSDL never needs a DTD; refusing them keeps external entities out.
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            return of(factory.newDocumentBuilder().parse(in).getDocumentElement(), wsdl);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("the WSDL at " + wsdl + " cannot be read: " + e.getMessage(), e);
        }
    }

    static WsdlNames of(Element definitions, URI wsdl) throws IOException {
        String namespace = definitions.getAttribute("targetNamespace");
        Element service = first(definitions, "service", wsdl);
        Element port = first(service, "port", wsdl);
        return new WsdlNames(new QName(namespace, service.getAttribute("name")),
                new QName(namespace, port.getAttribute("name")));
    }

    private static Element first(Element parent, String name, URI wsdl) throws IOException {
        var found = parent.getElementsByTagNameNS(WSDL, name);
        if (found.getLength() == 0) {
            throw new IOException("the WSDL at " + wsdl + " declares no " + name);
        }
        return (Element) found.item(0);
    }
}
