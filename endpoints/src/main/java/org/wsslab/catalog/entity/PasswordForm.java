package org.wsslab.catalog.entity;

/**
 * How a mechanism's UsernameToken carries the endpoint user's password: a claim of the catalog, which
 * the wire tests hold each endpoint to (the password readable on the wire, a digest and a nonce, or
 * a salt and an iteration count).
 */
public enum PasswordForm {
    /** The mechanism sends no password of the endpoint user's. */
    NONE,
    /** The password as text in the token; encrypted, inside TLS or in the clear, as the binding decides. */
    TEXT,
    /**
     * A SHA-1 digest of a nonce, the token's creation time and the password (the UsernameToken profile's
     * PasswordDigest): the server needs the plain password to check it, and remembers the nonces it saw.
     */
    DIGEST,
    /** Never sent: the message keys are derived from it, with the salt and iteration count the token carries. */
    DERIVED_KEYS
}
