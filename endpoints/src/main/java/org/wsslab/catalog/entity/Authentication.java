package org.wsslab.catalog.entity;

/** What proves who the caller is. */
public enum Authentication {
    NONE("none"),
    X509_CERTIFICATE("client X.509 certificate"),
    USERNAME("username and password"),
    SAML_SENDER_VOUCHES("SAML sender-vouches, vouched for by the client's signature"),
    /** An unsigned sender-vouches assertion over server-authenticated TLS: the caller's claim, nothing proves it. */
    SAML_ASSERTED("SAML sender-vouches, unsigned: asserted by the caller, not proven"),
    SAML_HOLDER_OF_KEY("SAML holder-of-key"),
    ISSUED_TOKEN("STS-issued token");

    private final String label;

    Authentication(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
