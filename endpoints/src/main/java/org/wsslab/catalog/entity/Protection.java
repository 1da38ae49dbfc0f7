package org.wsslab.catalog.entity;

/** At which layer a property (integrity, confidentiality) is provided. */
public enum Protection {
    NONE("none"),
    TRANSPORT("TLS"),
    MESSAGE("message (WS-Security)");

    private final String label;

    Protection(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
