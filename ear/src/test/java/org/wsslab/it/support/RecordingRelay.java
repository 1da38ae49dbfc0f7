package org.wsslab.it.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * A loopback TCP relay that records both directions: pointing a port at it shows the exact bytes
 * the client put on the wire, after all client-side security processing, and the server's answer.
 */
public final class RecordingRelay implements AutoCloseable {

    private final ServerSocket server;
    private final URI target;
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();

    public RecordingRelay(URI target) throws IOException {
        this.target = target;
        this.server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "recording-relay");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** The target's URI with this relay's host and port (same scheme: TLS passes through untouched). */
    public String address() {
        return target.getScheme() + "://127.0.0.1:" + server.getLocalPort() + target.getRawPath();
    }

    /** Sends the port's calls through this relay. */
    public void route(Object port) {
        ((jakarta.xml.ws.BindingProvider) port).getRequestContext()
                .put(jakarta.xml.ws.BindingProvider.ENDPOINT_ADDRESS_PROPERTY, address());
    }

    public byte[] sentBytes() {
        synchronized (sent) {
            return sent.toByteArray();
        }
    }

    public String sentText() {
        synchronized (sent) {
            return sent.toString(StandardCharsets.ISO_8859_1);
        }
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket upstream = new Socket(target.getHost(), target.getPort());
                pump(client.getInputStream(), upstream.getOutputStream(), sent);
                pump(upstream.getInputStream(), client.getOutputStream(), received);
            } catch (IOException closed) {
                return;
            }
        }
    }

    /** What the server answered, as raw bytes. */
    public byte[] receivedBytes() {
        synchronized (received) {
            return received.toByteArray();
        }
    }

    private void pump(InputStream in, OutputStream out, ByteArrayOutputStream record) {
        Thread pump = new Thread(() -> {
            byte[] buffer = new byte[16_384];
            try (in; out) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    synchronized (record) {
                        record.write(buffer, 0, n);
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException ignored) {
                // the other side closed the connection
            }
        }, "recording-relay-pump");
        pump.setDaemon(true);
        pump.start();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
