package org.wsslab.relay.control;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Every byte that crossed a relay, as an eavesdropper on the wire keeps it: for HTTPS passed
 * through unread, TLS records, never the HTTP inside them.
 */
public final class WireRecord {

    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();

    /** What the clients sent so far. */
    public byte[] sent() {
        return copy(sent);
    }

    /** What the server answered so far. */
    public byte[] received() {
        return copy(received);
    }

    /** Everything that crossed so far: what was sent, then what was answered. */
    public byte[] seen() {
        byte[] out = sent();
        byte[] in = received();
        byte[] both = Arrays.copyOf(out, out.length + in.length);
        System.arraycopy(in, 0, both, out.length, in.length);
        return both;
    }

    Watch sending() {
        return recordingTo(sent);
    }

    Watch receiving() {
        return recordingTo(received);
    }

    /** One record for all the relay's connections, pieces in the order they crossed. */
    private static Watch recordingTo(ByteArrayOutputStream record) {
        return (bytes, offset, length) -> {
            synchronized (record) {
                record.write(bytes, offset, length);
            }
        };
    }

    private static byte[] copy(ByteArrayOutputStream record) {
        synchronized (record) {
            return record.toByteArray();
        }
    }
}
