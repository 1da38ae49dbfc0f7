/**
 * What the echo endpoints' operations carry besides bytes: text, book and employee records, the
 * request for a response of N of them, and the receipt for a large request. Every field is an XML
 * element in the lab's namespace, so a record's shape on the wire is what the studies measured.
 */
@XmlSchema(namespace = Mechanism.NAMESPACE, elementFormDefault = XmlNsForm.QUALIFIED)
@XmlAccessorType(XmlAccessType.FIELD)
package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
import org.wsslab.catalog.entity.Mechanism;
