package org.wsslab.relay.control;

import java.io.IOException;

/**
 * Sees one direction of a relayed connection, each piece before it is passed on, so whatever it
 * keeps is kept by the time the other side has read it. Throwing ends the connection.
 */
public interface Watch {

    /** Sees nothing. */
    Watch NONE = (bytes, offset, length) -> {
    };

    void seen(byte[] bytes, int offset, int length) throws IOException;

    /** The sender closed its side cleanly. */
    default void ended() throws IOException {
    }
}
