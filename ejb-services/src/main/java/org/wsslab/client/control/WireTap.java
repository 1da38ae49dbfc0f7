package org.wsslab.client.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Transport;

/**
 * A TCP relay in front of the server's port that keeps every byte crossing it, as an eavesdropper
 * on the wire would: for HTTPS it sees TLS records, never the HTTP inside them. Point a client at
 * {@link EndpointAddresses#through} with its {@link #port()}.
 */
public final class WireTap implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(WireTap.class.getName());

    private final ServerSocket listening;
    private final Transport transport;
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();

    public WireTap(Transport transport) throws IOException {
        this.transport = transport;
        this.listening = LoopbackListeners.plain();
        Thread acceptor = new Thread(this::accept, "wsslab-wire-tap-" + listening.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return listening.getLocalPort();
    }

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
        byte[] both = java.util.Arrays.copyOf(out, out.length + in.length);
        System.arraycopy(in, 0, both, out.length, in.length);
        return both;
    }

    private static byte[] copy(ByteArrayOutputStream record) {
        synchronized (record) {
            return record.toByteArray();
        }
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                // The tap is TCP only: the client's TLS goes through it to the server untouched.
                Socket server = new Socket(listening.getInetAddress(), EndpointAddresses.port(transport));
                pump(client, server, sent);
                pump(server, client, received);
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    LOG.log(Level.WARNING, "wire tap on port " + port() + " failed", e);
                }
            }
        }
    }

    private static void pump(Socket from, Socket to, ByteArrayOutputStream record) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                byte[] buffer = new byte[16 * 1024];
                for (int read; (read = in.read(buffer)) >= 0; ) {
                    synchronized (record) {
                        record.write(buffer, 0, read);
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
