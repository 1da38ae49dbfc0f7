package org.wsslab.target.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.target.entity.TargetIdentity;

class IdentityReaderTest {

    private static final String IDENTITY = "{\"application\":\"wsslab-target\",\"glassfish\":\"GlassFish 8.0.0\",\"jvm\":\"OpenJDK 64-Bit"
            + " Server VM 25+36\",\"jvm_id\":\"4242@bench-2\",\"started\":1764222000000,\"keys\":\"ab12\",\"http_port\":9080,"
            + "\"https_port\":9181}";

    private final IdentityReader reader = new IdentityReader();
    private final CountDownLatch release = new CountDownLatch(1);
    private HttpServer server;

    @AfterEach
    void stop() {
        release.countDown();
        if (server != null) {
            server.stop(0);
        }
    }

    private TargetAddresses serving(int status, String body) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            if (status < 0) {
                try {
                    // Never answers within the reader's time: the test lets it go when it ends.
                    release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(Math.max(status, 200), bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
        return new TargetAddresses("127.0.0.1", server.getAddress().getPort(), 9181);
    }

    @Test
    void aWsslabTargetsIdentityIsReadWhole() throws IOException {
        IdentityReader.Reading reading = reader.read(serving(200, IDENTITY));
        assertNull(reading.reason());
        assertEquals(new TargetIdentity("wsslab-target", "GlassFish 8.0.0", "OpenJDK 64-Bit Server VM 25+36", "4242@bench-2",
                1764222000000L, "ab12", 9080, 9181), reading.identity());
    }

    @Test
    void aClosedPortIsConnectionRefused() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        IdentityReader.Reading reading = reader.read(new TargetAddresses("127.0.0.1", closed, 9181));
        assertNull(reading.identity());
        assertTrue(reading.reason().startsWith("connection refused"), reading.reason());
    }

    @Test
    void aServerWithoutTheTargetApplicationIsNotAWsslabTarget() throws IOException {
        String reason = reader.read(serving(404, "no such page")).reason();
        assertTrue(reason.startsWith("not a wsslab target") && reason.contains("404"), reason);
    }

    @Test
    void anAnswerThatIsNotATargetsIdentityIsNotAWsslabTarget() throws IOException {
        String reason = reader.read(serving(200, "<html>hello</html>")).reason();
        assertTrue(reason.startsWith("not a wsslab target"), reason);
        stop();
        server = null;
        reason = reader.read(serving(200, IDENTITY.replace("wsslab-target", "something-else"))).reason();
        assertTrue(reason.startsWith("not a wsslab target") && reason.contains("something-else"), reason);
        stop();
        server = null;
        reason = reader.read(serving(200, IDENTITY.replace("\"jvm_id\"", "\"pid\""))).reason();
        assertTrue(reason.startsWith("not a wsslab target"), reason);
    }

    @Test
    void aServerThatDoesNotAnswerTimesOutInAboutTwoSeconds() throws IOException {
        TargetAddresses silent = serving(-1, IDENTITY);
        long start = System.nanoTime();
        String reason = reader.read(silent).reason();
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        assertTrue(reason.startsWith("timeout"), reason);
        assertTrue(seconds < 5, "answered after " + seconds + " s");
    }
}
