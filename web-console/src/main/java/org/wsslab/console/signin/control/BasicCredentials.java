package org.wsslab.console.signin.control;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.Optional;

/** The user and password of an HTTP Basic {@code Authorization} header (RFC 7617, UTF-8). */
public record BasicCredentials(String user, char[] password) {

    private static final String SCHEME = "basic ";

    /** Empty when the header is absent, not Basic, or not base64 of UTF-8 {@code user:password}. */
    public static Optional<BasicCredentials> of(String authorization) {
        if (authorization == null || !authorization.toLowerCase(Locale.ROOT).startsWith(SCHEME)) {
            return Optional.empty();
        }
        CharBuffer decoded;
        try {
            byte[] bytes = Base64.getDecoder().decode(authorization.substring(SCHEME.length()).strip());
            decoded = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
        } catch (IllegalArgumentException | CharacterCodingException e) {
            return Optional.empty();
        }
        char[] text = new char[decoded.remaining()];
        decoded.get(text);
        int colon = indexOf(text, ':');
        if (colon <= 0) {
            return Optional.empty();
        }
        char[] password = new char[text.length - colon - 1];
        System.arraycopy(text, colon + 1, password, 0, password.length);
        String user = new String(text, 0, colon);
        Arrays.fill(text, '\0'); // the password lives in one array only, cleared by whoever checks it
        return Optional.of(new BasicCredentials(user, password));
    }

    private static int indexOf(char[] text, char wanted) {
        for (int i = 0; i < text.length; i++) {
            if (text[i] == wanted) {
                return i;
            }
        }
        return -1;
    }
}
