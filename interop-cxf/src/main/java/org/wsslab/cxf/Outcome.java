package org.wsslab.cxf;

/** What trying one endpoint with CXF showed. */
enum Outcome {
    /** Both sizes echoed intact. */
    INTEROPERATES,
    /** A side refused (or the echo came back altered); the result says which and why. */
    FAILS,
    /** Not tried: this build of the client cannot speak the mechanism, or the lab has the endpoint unavailable. */
    NOT_TESTABLE
}
