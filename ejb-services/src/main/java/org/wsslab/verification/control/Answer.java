package org.wsslab.verification.control;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An endpoint's answer to a request sent as raw bytes: HTTP status and body text. */
record Answer(int status, String body) {

    private static final Pattern FAULT = Pattern.compile("<(?:[\\w.-]+:)?Fault[\\s>]");
    private static final Pattern FAULT_TEXT = Pattern.compile(
            "<(?:[\\w.-]+:)?(?:faultstring|Text)(?:\\s[^>]*)?>([^<]*)</", Pattern.DOTALL);
    /** WS-Addressing's fault action (1.0, and the 2004/08 submission), which a secured fault carries in clear. */
    private static final Pattern FAULT_ACTION = Pattern.compile("<(?:[\\w.-]+:)?Action(?:\\s[^>]*)?>\\s*(?:http://www\\.w3\\.org/2005/08/"
            + "addressing|http://schemas\\.xmlsoap\\.org/ws/2004/08/addressing)/fault\\s*</");

    /**
     * Whether the body is a SOAP fault (1.1 or 1.2), whatever the status: secured faults may come with
     * 200. A fault the endpoint secured may have its body encrypted for the client, the Fault element
     * unreadable; its WS-Addressing action still says fault.
     */
    boolean fault() {
        return FAULT.matcher(body).find() || FAULT_ACTION.matcher(body).find();
    }

    /** The fault's reason as the endpoint wrote it, if it is a fault. */
    Optional<String> faultText() {
        if (!fault()) {
            return Optional.empty();
        }
        if (!FAULT.matcher(body).find()) {
            return Optional.of("(a fault whose body is encrypted for the client; its WS-Addressing action says fault,"
                    + " server.log says why)");
        }
        Matcher text = FAULT_TEXT.matcher(body);
        return Optional.of(text.find() ? text.group(1).strip() : "(a fault without a reason)");
    }

    /** A line saying what came back, for a verdict's detail. */
    String summary() {
        return faultText().map(text -> "SOAP fault (HTTP " + status + "): " + text)
                .orElse("HTTP " + status + ", " + body.length() + " characters, no fault");
    }
}
