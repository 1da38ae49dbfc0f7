package org.wsslab.relay.control;

import java.io.IOException;

/** Where the relay sends what a client sent it, one peer per accepted connection. */
@FunctionalInterface
public interface Upstream {

    Peer connect() throws IOException;
}
