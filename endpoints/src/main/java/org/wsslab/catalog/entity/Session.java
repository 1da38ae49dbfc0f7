package org.wsslab.catalog.entity;

/**
 * Whether a mechanism's keys come from a session set up beforehand: with WS-SecureConversation the
 * port's first call is a handshake (a RequestSecurityToken for a SecurityContextToken, under the
 * bootstrap policy) and every later message is protected with keys derived from that context.
 */
public enum Session {
    /** Every message carries what protects it (its own key, or none). */
    NONE(null),
    SECURE_CONVERSATION("SecureConversationToken");

    private final String assertion;

    Session(String assertion) {
        this.assertion = assertion;
    }

    /** Local name of the sp: token assertion that proves the session in a published policy; null for none. */
    public String assertion() {
        return assertion;
    }
}
