package org.wsslab.relay.control;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The relay on real loopback sockets: a client in the test, the relay, and a server socket in the
 * test standing for the endpoint. The relay gets a plain thread factory that remembers its threads.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS) // a broken relay hangs rather than fails; this turns it into a failure
class LoopbackRelayTest {

    /** How long a socket read may wait before the test fails instead of hanging. */
    private static final int READ_LIMIT_MILLIS = 20_000;

    private final RememberingThreads threads = new RememberingThreads();
    private final ExecutorService client = Executors.newCachedThreadPool();
    private ServerSocket endpoint;

    @BeforeEach
    void openEndpoint() throws IOException {
        endpoint = new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
        endpoint.setSoTimeout(READ_LIMIT_MILLIS);
    }

    @AfterEach
    void closeEndpoint() throws IOException {
        endpoint.close();
        client.shutdownNow();
    }

    @Test
    void relaysBytesBothWaysUnchangedAndRecordsThem() throws Exception {
        byte[] request = random(300_000, 1);
        byte[] response = random(500_000, 2);
        WireRecord record = new WireRecord();
        try (LoopbackRelay relay = relay(toEndpoint(), record::sending, record::receiving);
                Socket caller = connect(relay)) {
            Future<?> sending = client.submit(() -> write(caller, request));
            Future<byte[]> answered = client.submit(() -> caller.getInputStream().readNBytes(response.length));
            try (Socket served = accepted()) {
                assertArrayEquals(request, served.getInputStream().readNBytes(request.length), "the endpoint got what the client sent");
                write(served, response);
                sending.get();
                assertArrayEquals(response, answered.get(), "the client got what the endpoint answered");
            }
        }
        assertArrayEquals(request, record.sent());
        assertArrayEquals(response, record.received());
        assertArrayEquals(concat(request, response), record.seen());
    }

    @Test
    void countsTheBodiesOfEachExchangeOnAKeptAliveConnection() throws Exception {
        String soap = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>" + "x".repeat(5000)
                + "</S:Body></S:Envelope>";
        String request = "POST /echo/plain HTTP/1.1\r\nContent-Type: text/xml\r\nContent-Length: " + soap.length() + "\r\n\r\n" + soap;
        String response = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(soap.length() - 10) + "\r\n" + soap.substring(0, soap.length() - 10) + "\r\n"
                + "a\r\n" + soap.substring(soap.length() - 10) + "\r\n0\r\n\r\n";
        HttpExchanges exchanges = new HttpExchanges();
        try (LoopbackRelay relay = relay(toEndpoint(), exchanges::requestFraming, exchanges::responseFraming);
                Socket caller = connect(relay)) {
            write(caller, ascii(request));
            try (Socket served = accepted()) {
                for (int exchange = 0; exchange < 2; exchange++) {
                    if (exchange > 0) {
                        exchanges.clear();
                        write(caller, ascii(request));
                    }
                    assertEquals(request, text(served.getInputStream().readNBytes(request.length())));
                    write(served, ascii(response));
                    assertEquals(response, text(caller.getInputStream().readNBytes(response.length())));
                    HttpExchanges.Exchange seen = exchanges.next();
                    assertArrayEquals(new long[]{soap.length(), soap.length()},
                            new long[]{seen.request().bodyLength(), seen.response().bodyLength()},
                            "exchange " + exchange + ": the request's body and the response's de-chunked body");
                    assertEquals(soap, text(seen.response().body()), "exchange " + exchange + ": the response's body, de-chunked");
                }
            }
        }
    }

    @Test
    void captureKeepsTheRequestAndAnswers503WithoutForwardingIt() throws Exception {
        String soap = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>captured</S:Body></S:Envelope>";
        String head = "POST /echo/plain HTTP/1.1\r\nContent-Type: text/xml\r\nContent-Length: " + soap.length() + "\r\n\r\n";
        UnavailableEndpoint standIn = new UnavailableEndpoint();
        try (LoopbackRelay relay = relay(standIn.upstream(), () -> Watch.NONE, () -> Watch.NONE);
                Socket caller = connect(relay)) {
            write(caller, ascii(head + soap));
            String answer = text(caller.getInputStream().readAllBytes());
            assertTrue(answer.startsWith("HTTP/1.1 503 "), answer);
            HttpMessage kept = standIn.poll().orElseThrow(() -> new AssertionError("no request kept"));
            assertEquals(head, kept.head());
            assertEquals(soap, text(kept.body()));
        }
        endpoint.setSoTimeout(1);
        assertFalse(endpointWasCalled(), "the stand-in never forwards");
    }

    @Test
    void closeEndsEveryThreadAndConnection() throws Exception {
        UnavailableEndpoint standIn = new UnavailableEndpoint();
        LoopbackRelay relaying = relay(toEndpoint(), () -> Watch.NONE, () -> Watch.NONE);
        LoopbackRelay capturing = relay(standIn.upstream(), () -> Watch.NONE, () -> Watch.NONE);
        try (Socket idle = connect(relaying); Socket served = accepted(); Socket waiting = connect(capturing)) {
            // A kept-alive connection with nothing crossing, and a stand-in still waiting for its request.
            write(idle, ascii("ping"));
            assertEquals("ping", text(served.getInputStream().readNBytes(4)));
            threads.awaitCreated(2 * (1 + 2));

            relaying.close();
            capturing.close();

            assertAll(threads.created().stream().map(thread -> () -> assertFalse(thread.isAlive(), thread.getName() + " still runs")));
            assertEquals(-1, idle.getInputStream().read(), "the client's connection was closed");
            assertEquals(-1, served.getInputStream().read(), "the endpoint's connection was closed");
            assertEquals(-1, waiting.getInputStream().read(), "the waiting client's connection was closed");
            assertTrue(relaying.isClosed() && capturing.isClosed());
        }
    }

    private boolean endpointWasCalled() throws IOException {
        try (Socket unexpected = endpoint.accept()) {
            return unexpected != null;
        } catch (java.net.SocketTimeoutException expected) {
            return false;
        }
    }

    private Socket accepted() throws IOException {
        Socket socket = endpoint.accept();
        socket.setSoTimeout(READ_LIMIT_MILLIS);
        return socket;
    }

    private LoopbackRelay relay(Upstream upstream, Supplier<Watch> requests, Supplier<Watch> responses) throws IOException {
        return new LoopbackRelay(LoopbackListeners.plain(), upstream, requests, responses, threads);
    }

    private Upstream toEndpoint() {
        return () -> Peer.of(new Socket(InetAddress.getLoopbackAddress(), endpoint.getLocalPort()));
    }

    private static Socket connect(LoopbackRelay relay) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), relay.port());
        socket.setSoTimeout(READ_LIMIT_MILLIS);
        return socket;
    }

    private static Void write(Socket socket, byte[] bytes) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(bytes);
        out.flush();
        return null;
    }

    private static byte[] random(int length, long seed) {
        byte[] bytes = new byte[length];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    /** A plain factory, as the unit tests give the relay instead of the platform's, that keeps what it made. */
    private static final class RememberingThreads implements ThreadFactory {
        private final ThreadFactory plain = Executors.defaultThreadFactory();
        private final List<Thread> made = new ArrayList<>();

        @Override
        public synchronized Thread newThread(Runnable work) {
            Thread thread = plain.newThread(work);
            made.add(thread);
            notifyAll();
            return thread;
        }

        synchronized List<Thread> created() {
            return List.copyOf(made);
        }

        /** Waits until the relays made {@code count} threads: each accepted connection gets its pumps a moment after connect() returned. */
        synchronized void awaitCreated(int count) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(READ_LIMIT_MILLIS);
            while (made.size() < count) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new AssertionError("expected " + count + " relay threads, saw " + made);
                }
                wait(left);
            }
        }
    }
}
