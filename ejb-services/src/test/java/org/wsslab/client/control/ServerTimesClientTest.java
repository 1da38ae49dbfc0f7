package org.wsslab.client.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.wsslab.timing.ServerTime;

class ServerTimesClientTest {

    @Test
    void aReadersAnswerIsReadByMarkWithWhatIsNotKnownAsNull() throws IOException {
        Map<Long, ServerTime> times = ServerTimesClient.parse("""
                {"records":[{"mark":"9223372036854775807","windows":[[10,25],[30,41]],"cpu_ns":7,"alloc_bytes":null,"missing":"x"},
                {"mark":"4","windows":[],"cpu_ns":null,"alloc_bytes":12,"missing":null}]}""");
        ServerTime first = times.get(Long.MAX_VALUE);
        assertEquals(2, first.windows().size());
        assertArrayEquals(new long[]{30, 41}, first.windows().get(1));
        assertEquals(7L, first.cpuNanos());
        assertNull(first.allocBytes());
        assertEquals("x", first.missing());
        assertEquals(new ServerTime(List.of(), null, 12L, null).allocBytes(), times.get(4L).allocBytes());
        assertNull(times.get(4L).missing());
    }

    @Test
    void anAnswerThatIsNoReadersIsRefusedAsTheTargets() {
        IOException refused = assertThrows(IOException.class, () -> ServerTimesClient.parse("{\"records\":[{\"mark\":\"4\"}]}"));
        assertTrue(refused.getMessage().startsWith("the target's server times are not what a wsslab target answers"), refused.getMessage());
        assertThrows(IOException.class, () -> ServerTimesClient.parse("<html>404</html>"));
    }

    @Test
    void moreMarksThanAPageAreReadInPagesAndAnErrorStatusIsAnError() throws Exception {
        List<Integer> pages = new CopyOnWriteArrayList<>();
        HttpServer reader = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        reader.createContext("/wsslab-target/server-times", exchange -> {
            String[] marks = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8).split("\n");
            pages.add(marks.length);
            byte[] answer = ("{\"records\":[{\"mark\":\"" + marks[0]
                    + "\",\"windows\":[[1,2]],\"cpu_ns\":1,\"alloc_bytes\":1,\"missing\":null}]}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(marks[0].equals("13") ? 400 : 200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        reader.start();
        try {
            URI base = URI.create("http://127.0.0.1:" + reader.getAddress().getPort() + "/");
            Map<Long, ServerTime> times = new ServerTimesClient(base)
                    .take(LongStream.rangeClosed(1, ServerTimesClient.PAGE + 1).boxed().toList());
            assertEquals(List.of(ServerTimesClient.PAGE, 1), pages);
            assertEquals(java.util.Set.of(1L, (long) ServerTimesClient.PAGE + 1), times.keySet());
            IOException refused = assertThrows(IOException.class, () -> new ServerTimesClient(base).take(List.of(13L)));
            assertTrue(refused.getMessage().endsWith("answered 400"), refused.getMessage());
        } finally {
            reader.stop(0);
        }
    }
}
