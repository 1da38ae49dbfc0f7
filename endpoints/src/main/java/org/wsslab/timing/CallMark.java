package org.wsslab.timing;

import java.util.concurrent.ThreadLocalRandom;

/**
 * The mark a timed call's HTTP requests carry, so that the server's times find their call: a random
 * positive number, which nobody else can guess while the call is under way.
 */
final class CallMark {

    static final String HEADER = "X-Wsslab-Call";
    static final long NONE = 0;

    private CallMark() {
    }

    static long next() {
        return ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
    }

    /** The mark a header holds, or {@link #NONE} for anything but a positive decimal number. */
    static long parse(String header) {
        if (header == null || header.isEmpty() || header.length() > 19) {
            return NONE;
        }
        for (int i = 0; i < header.length(); i++) {
            if (header.charAt(i) < '0' || header.charAt(i) > '9') {
                return NONE;
            }
        }
        try {
            long mark = Long.parseLong(header);
            return mark > 0 ? mark : NONE;
        } catch (NumberFormatException e) {
            // Nineteen digits above Long.MAX_VALUE: a stranger's header must never fail the request.
            return NONE;
        }
    }
}
