package org.wsslab.verification.entity;

/** The kinds of attack the matrix groups its columns by, and counts its outcomes by. */
public enum AttackClass {
    MESSAGE("Message protection", "what the catalog claims for the message: its security header, signature, freshness, credentials"
            + " and confidentiality"),
    HOSTILE_XML("Hostile XML", "what every endpoint's XML parser must survive, the baseline's included"),
    ADDRESSING("WS-Addressing and message structure", "the signed WS-Addressing headers altered, wrapped and duplicated, where a"
            + " server may be made to send its answer to an address the attacker chose; a second body, a second timestamp");

    private final String label;
    private final String description;

    AttackClass(String label, String description) {
        this.label = label;
        this.description = description;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }
}
