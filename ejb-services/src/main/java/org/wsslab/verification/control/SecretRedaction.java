package org.wsslab.verification.control;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evidence as it is stored and shown: the request as sent, less the secrets it carries. A
 * UsernameToken's password travels as plain text inside TLS (message-auth-ssl), and stored evidence
 * is readable by every console viewer, so the password's text is withheld; its element, type and
 * place stay, so the evidence still shows what kind of credential was sent.
 */
public final class SecretRedaction {

    public static final String WITHHELD = "(withheld by wsslab)";

    private static final Pattern PASSWORD = Pattern.compile("(<(?:[\\w.-]+:)?Password(?:\\s[^>]*)?>)[^<]*(</(?:[\\w.-]+:)?Password\\s*>)");

    private SecretRedaction() {
    }

    /** The text with the content of every WS-Security Password element withheld; null stays null. */
    public static String withoutSecrets(String evidence) {
        return evidence == null ? null : PASSWORD.matcher(evidence).replaceAll("$1" + Matcher.quoteReplacement(WITHHELD) + "$2");
    }
}
