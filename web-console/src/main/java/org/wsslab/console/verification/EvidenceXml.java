package org.wsslab.console.verification;

import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * An attack's request or an endpoint's answer as the matrix page shows it: indented, one element a
 * line, so a reader finds the header that was tampered with. For reading only: the bytes sent, and
 * any signature over them, are the stored text. Text that is not well-formed XML (a truncated answer,
 * an HTML error page) is shown as stored. The parser takes no DTD and no external entity: the text
 * is what an attack sent or a server answered.
 */
public final class EvidenceXml {

    private EvidenceXml() {
    }

    public static String pretty(String text) {
        if (text == null || !text.stripLeading().startsWith("<")) {
            return text;
        }
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setExpandEntityReferences(false);
            Document document = factory.newDocumentBuilder().parse(new InputSource(new StringReader(text.strip())));
            // The stored text's own line breaks between elements would otherwise stand beside the indentation.
            NodeList blanks = (NodeList) XPathFactory.newInstance().newXPath()
                    .evaluate("//text()[normalize-space(.) = '']", document, XPathConstants.NODESET);
            for (int i = 0; i < blanks.getLength(); i++) {
                Node blank = blanks.item(i);
                blank.getParentNode().removeChild(blank);
            }
            TransformerFactory transformers = TransformerFactory.newInstance();
            transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
            Transformer transformer = transformers.newTransformer();
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toString().strip();
        } catch (Exception e) {
            return text;
        }
    }
}
