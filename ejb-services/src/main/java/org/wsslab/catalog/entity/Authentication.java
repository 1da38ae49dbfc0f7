package org.wsslab.catalog.entity;

/** What proves who the caller is. */
public enum Authentication {
    NONE("none"),
    X509_CERTIFICATE("client X.509 certificate"),
    USERNAME("username and password"),
    SAML_SENDER_VOUCHES("SAML sender-vouches"),
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
