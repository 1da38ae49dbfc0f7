package org.wsslab.it.support;

import java.security.SecureRandom;
import java.util.Base64;

/** Random payloads, and the text by which a payload is recognised on the wire. */
public final class Payloads {

    /** Seed 004's cycles, as docs/architecture.md ("Defaults") counts them: 100 B, 1 KB, 10 KB, 100 KB, 1 MB. */
    public static final int[] SIZES = {100, 1_024, 10_240, 102_400, 1_048_576};

    private static final SecureRandom RANDOM = new SecureRandom();

    private Payloads() {
    }

    public static byte[] random(int size) {
        byte[] payload = new byte[size];
        RANDOM.nextBytes(payload);
        return payload;
    }

    /**
     * 80 characters of the payload's base64 text, from a 4-aligned offset so that they encode the
     * same bytes wherever the payload's encoding starts: found in a request that carries the payload
     * in the clear, absent from one whose body is encrypted.
     */
    public static String base64Marker(byte[] payload) {
        String base64 = Base64.getEncoder().encodeToString(payload);
        int start = Math.min(400, (base64.length() - 80) / 4 * 4);
        return base64.substring(start, start + 80);
    }
}
