package org.wsslab.catalog.entity;

/** The WS-SecurityPolicy binding a mechanism's policy uses, and the assertion that proves it in a WSDL. */
public enum Binding {
    NONE(null),
    /** No binding at all: a supporting token alone, which Metro sends and checks, nothing signed or encrypted. */
    SUPPORTING_TOKEN_ONLY("SupportingTokens"),
    TRANSPORT("TransportBinding"),
    SYMMETRIC("SymmetricBinding"),
    ASYMMETRIC("AsymmetricBinding");

    private final String assertion;

    Binding(String assertion) {
        this.assertion = assertion;
    }

    /** Local name of the sp: assertion in a published policy; null for no security. */
    public String assertion() {
        return assertion;
    }
}
