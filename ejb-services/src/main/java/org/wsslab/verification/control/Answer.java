package org.wsslab.verification.control;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An endpoint's answer to a request sent as raw bytes: HTTP status and body text. */
record Answer(int status, String body) {

    private static final Pattern FAULT = Pattern.compile("<(?:[\\w.-]+:)?Fault[\\s>]");
    private static final Pattern FAULT_TEXT = Pattern.compile(
            "<(?:[\\w.-]+:)?(?:faultstring|Text)(?:\\s[^>]*)?>([^<]*)</", Pattern.DOTALL);

    /** Whether the body is a SOAP fault (1.1 or 1.2), whatever the status: secured faults may come with 200. */
    boolean fault() {
        return FAULT.matcher(body).find();
    }

    /** The fault's reason as the endpoint wrote it, if it is a fault. */
    Optional<String> faultText() {
        if (!fault()) {
            return Optional.empty();
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
