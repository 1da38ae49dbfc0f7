package org.wsslab.echo.entity;

import jakarta.xml.bind.annotation.XmlType;

/** The small answer to a large request: how many items (bytes, characters or records) arrived. */
@XmlType(name = "receipt")
public class Receipt {

    private int items;

    public Receipt() {
        // for JAXB
    }

    public Receipt(int items) {
        this.items = items;
    }

    public int getItems() {
        return items;
    }
}
