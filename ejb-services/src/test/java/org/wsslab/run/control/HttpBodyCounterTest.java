package org.wsslab.run.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The wire probe's HTTP framing: bodies counted without their framing, every byte passed on as it came. */
class HttpBodyCounterTest {

    private static final String SOAP = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body/></S:Envelope>";

    @Test
    void countsContentLengthBodiesOfKeptAliveMessages() throws IOException {
        String two = request(SOAP) + request(SOAP + SOAP);
        assertEquals(List.of((long) SOAP.length(), 2L * SOAP.length()), pump(two));
    }

    @Test
    void countsChunkedBodiesWithoutTheirFraming() throws IOException {
        String body = "0123456789abcdef" + "xyz";
        String chunked = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "10\r\n0123456789abcdef\r\n3;ext=1\r\nxyz\r\n0\r\nTrailer: x\r\n\r\n";
        assertEquals(List.of((long) body.length()), pump(chunked));
    }

    @Test
    void interimResponsesHaveNoBodyAndAResponseWithoutLengthRunsToTheEnd() throws IOException {
        String responses = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nConnection: close\r\n\r\n" + SOAP;
        assertEquals(List.of(0L, (long) SOAP.length()), pump(responses));
    }

    @Test
    void refusesAConnectionCutInsideABody() {
        String cut = "POST /echo/plain HTTP/1.1\r\nContent-Length: 500\r\n\r\n" + SOAP;
        assertThrows(IOException.class, () -> pump(cut));
    }

    private static String request(String body) {
        return "POST /echo/plain HTTP/1.1\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    /** Pumps the bytes and checks they came out unchanged; answers the bodies counted. */
    private static List<Long> pump(String wire) throws IOException {
        byte[] in = wire.getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Long> bodies = new ArrayList<>();
        new HttpBodyCounter(new ByteArrayInputStream(in), out, bodies::add).pump();
        assertArrayEquals(in, out.toByteArray(), "the relay forwards exactly what it read");
        return bodies;
    }
}
