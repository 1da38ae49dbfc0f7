package org.wsslab.relay.control;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Stands in for the endpoint behind a relay, so that a client's request is kept instead of
 * delivered: each connection's first request is kept, then answered 503, so the server never sees
 * it and it can be sent later, as fresh as the client built it. The client's call fails, as it should.
 */
public final class UnavailableEndpoint {

    private static final byte[] UNAVAILABLE = ("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n"
            + "Connection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);

    private final BlockingQueue<HttpMessage> kept = new LinkedBlockingQueue<>();

    /** Forgets anything kept so far, so that the next request is read alone. */
    public void clear() {
        kept.clear();
    }

    /**
     * The request that arrived since {@link #clear()}. A request is kept before it is answered, so once
     * the client's call has failed it is here; the short wait only covers a client that sent nothing.
     */
    public Optional<HttpMessage> poll() throws InterruptedException {
        return Optional.ofNullable(kept.poll(2, TimeUnit.SECONDS));
    }

    Upstream upstream() {
        return Connection::new;
    }

    /** One client connection's stand-in: reads a request, keeps it, answers 503 and closes. */
    private final class Connection implements Peer {
        private final CompletableFuture<byte[]> answer = new CompletableFuture<>();
        private final HttpFraming request = new HttpFraming(message -> {
            if (!answer.isDone()) {
                kept.add(message);
                answer.complete(UNAVAILABLE);
            }
        }, true);

        @Override
        public OutputStream out() {
            return new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    request.seen(new byte[]{(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] bytes, int offset, int length) throws IOException {
                    request.seen(bytes, offset, length);
                }
            };
        }

        @Override
        public InputStream in() throws IOException {
            try {
                return new ByteArrayInputStream(answer.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("waiting for the request to answer");
            } catch (ExecutionException e) {
                throw new IOException(e.getCause());
            }
        }

        /** Ends a wait for a request that will not come. */
        @Override
        public void close() {
            answer.complete(new byte[0]);
        }
    }
}
