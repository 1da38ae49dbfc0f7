package org.wsslab.relay.control;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/** One end of a relayed connection: the client that connected, or what the relay passes its bytes to. */
public interface Peer extends Closeable {

    InputStream in() throws IOException;

    OutputStream out() throws IOException;

    static Peer of(Socket socket) {
        return new Peer() {
            @Override
            public InputStream in() throws IOException {
                return socket.getInputStream();
            }

            @Override
            public OutputStream out() throws IOException {
                return socket.getOutputStream();
            }

            @Override
            public void close() throws IOException {
                socket.close();
            }
        };
    }
}
