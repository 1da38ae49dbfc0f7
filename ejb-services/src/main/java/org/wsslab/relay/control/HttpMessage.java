package org.wsslab.relay.control;

import java.util.Locale;
import java.util.Optional;

/**
 * One HTTP/1.1 message as it crossed: its head (start line and fields, with the blank line that
 * ends them), its body's length without chunk framing, and the body's bytes if they were kept.
 */
public record HttpMessage(String head, long bodyLength, byte[] body) {

    /** The value of one of the message's header fields, by name in any case. */
    public Optional<String> header(String name) {
        return field(head, name);
    }

    /** The value of a header field in an HTTP head (start line and fields), by name in any case. */
    public static Optional<String> field(String head, String name) {
        String[] lines = head.split("\r\n");
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0 && lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return Optional.of(lines[i].substring(colon + 1).trim());
            }
        }
        return Optional.empty();
    }
}
