package org.wsslab.verification.control;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.run.control.HttpBodyCounter;

/**
 * Where a Metro client's request is sent to be kept instead of delivered: the listener reads the
 * request, keeps it, and answers 503, so the server never sees it and the verification can send it
 * later, as fresh as the client built it. The client's call fails, as it should.
 */
final class RequestCapture implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RequestCapture.class.getName());
    private static final byte[] UNAVAILABLE = ("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n"
            + "Connection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);

    private final ServerSocket listening;
    private final BlockingQueue<CapturedRequest> captured = new LinkedBlockingQueue<>();

    RequestCapture(ServerSocket listening) {
        this.listening = listening;
        Thread acceptor = new Thread(this::accept, "wsslab-capture-" + listening.getLocalPort());
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listening.getLocalPort();
    }

    /** Forgets anything captured so far, so that the next request is read alone. */
    void clear() {
        captured.clear();
    }

    /**
     * The request that arrived since {@link #clear()}. A request is kept before it is answered, so once
     * the client's call has failed it is here; the short wait only covers a client that sent nothing.
     */
    Optional<CapturedRequest> poll() throws InterruptedException {
        return Optional.ofNullable(captured.poll(2, TimeUnit.SECONDS));
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Thread reader = new Thread(() -> keep(client), "wsslab-capture-request");
                reader.setDaemon(true);
                reader.start();
            } catch (IOException e) {
                if (!listening.isClosed()) {
                    LOG.log(Level.WARNING, "request capture on port " + port() + " failed", e);
                }
            }
        }
    }

    private void keep(Socket client) {
        try (client) {
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            String head = new HttpBodyCounter(new BufferedInputStream(client.getInputStream()), OutputStream.nullOutputStream(),
                    length -> { }).copyingBodiesTo(body).copyMessage();
            if (head != null) {
                captured.add(new CapturedRequest(head, body.toByteArray()));
            }
            client.getOutputStream().write(UNAVAILABLE);
            client.getOutputStream().flush();
        } catch (IOException e) {
            LOG.log(Level.FINE, "capturing a request", e);
        }
    }

    @Override
    public void close() throws IOException {
        listening.close();
    }
}
