package org.wsslab.catalog.entity;

/** WS-SecurityPolicy algorithm suites; the local name is the sp: assertion in a published policy. */
public enum AlgorithmSuite {
    NONE(null),
    BASIC128("Basic128"),
    BASIC256("Basic256"),
    BASIC256_SHA256("Basic256Sha256");

    private final String assertion;

    AlgorithmSuite(String assertion) {
        this.assertion = assertion;
    }

    public String assertion() {
        return assertion;
    }
}
