package org.wsslab.verification.control;

import java.util.Locale;
import java.util.Optional;

/** A request as a client sent it: its HTTP head (start line and fields) and its body's bytes. */
record CapturedRequest(String head, byte[] body) {

    /** The value of a header field, by name in any case. */
    Optional<String> header(String name) {
        String[] lines = head.split("\r\n");
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0 && lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return Optional.of(lines[i].substring(colon + 1).trim());
            }
        }
        return Optional.empty();
    }

    CapturedRequest withBody(byte[] changed) {
        return new CapturedRequest(head, changed);
    }
}
