package org.wsslab.verification.control;

import java.util.Optional;
import org.wsslab.relay.control.HttpMessage;

/** A request as a client sent it: its HTTP head (start line and fields) and its body's bytes. */
record CapturedRequest(String head, byte[] body) {

    /** The value of a header field, by name in any case. */
    Optional<String> header(String name) {
        return HttpMessage.field(head, name);
    }

    CapturedRequest withBody(byte[] changed) {
        return new CapturedRequest(head, changed);
    }
}
