package org.wsslab.verification.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.client.control.LoopbackListeners;

/**
 * A TCP relay in front of the server's port that keeps every byte crossing it, as an eavesdropper
 * on the wire would: for HTTPS it sees TLS records, never the HTTP inside them.
 */
final class WireTap implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(WireTap.class.getName());

    private final ServerSocket listening;
    private final Transport transport;
    private final ByteArrayOutputStream seen = new ByteArrayOutputStream();

    WireTap(Transport transport) throws IOException {
        this.transport = transport;
        this.listening = LoopbackListeners.plain();
        Thread acceptor = new Thread(this::accept, "wsslab-wire-tap-" + listening.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listening.getLocalPort();
    }

    /** Everything that crossed so far, both directions in arrival order. */
    byte[] seen() {
        synchronized (seen) {
            return seen.toByteArray();
        }
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                // The tap is TCP only: the client's TLS goes through it to the server untouched.
                Socket server = new Socket(listening.getInetAddress(), EndpointAddresses.port(transport));
                pump(client, server);
                pump(server, client);
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    LOG.log(Level.WARNING, "wire tap on port " + port() + " failed", e);
                }
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                byte[] buffer = new byte[16 * 1024];
                for (int read; (read = in.read(buffer)) >= 0; ) {
                    synchronized (seen) {
                        seen.write(buffer, 0, read);
                    }
                    out.write(buffer, 0, read);
                    out.flush();
                }
            } catch (IOException e) {
                LOG.log(Level.FINE, "wire tap pump ended", e);
            } finally {
                try {
                    from.close();
                    to.close();
                } catch (IOException e) {
                    LOG.log(Level.FINE, "closing the wire tap's sockets", e);
                }
            }
        }, "wsslab-wire-tap-pump");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listening.close();
    }
}
