package org.wsslab.catalog.entity;

/** How an echo endpoint is reached. */
public enum Transport {
    HTTP("http"),
    HTTPS("https");

    private final String scheme;

    Transport(String scheme) {
        this.scheme = scheme;
    }

    public String scheme() {
        return scheme;
    }
}
