package org.wsslab.relay.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The relay's HTTP framing: bodies counted without their framing, whether the wire delivers a
 * message whole or in pieces as small as one byte.
 */
class HttpFramingTest {

    private static final String SOAP = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body/></S:Envelope>";

    @ParameterizedTest
    @ValueSource(ints = {1, 7, 64 * 1024})
    void countsContentLengthBodiesOfKeptAliveMessages(int piece) throws IOException {
        String two = request(SOAP) + request(SOAP + SOAP);
        assertEquals(List.of((long) SOAP.length(), 2L * SOAP.length()), lengths(watch(two, piece, false)));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 5, 64 * 1024})
    void countsChunkedBodiesWithoutTheirFramingAndKeepsThemDechunked(int piece) throws IOException {
        String body = "0123456789abcdef" + "xyz";
        String chunked = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "10\r\n0123456789abcdef\r\n3;ext=1\r\nxyz\r\n0\r\nTrailer: x\r\n\r\n";
        List<HttpMessage> messages = watch(chunked + chunked, piece, true);
        assertEquals(List.of((long) body.length(), (long) body.length()), lengths(messages));
        assertArrayEquals(body.getBytes(StandardCharsets.ISO_8859_1), messages.get(1).body());
        assertTrue(messages.get(0).head().startsWith("HTTP/1.1 200 OK\r\n") && messages.get(0).head().endsWith("\r\n\r\n"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 64 * 1024})
    void interimResponsesHaveNoBodyAndAResponseWithoutLengthRunsToTheEnd(int piece) throws IOException {
        String responses = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nConnection: close\r\n\r\n" + SOAP;
        assertEquals(List.of(0L, (long) SOAP.length()), lengths(watch(responses, piece, false)));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 64 * 1024})
    void aRequestWithoutLengthHasNoBody(int piece) throws IOException {
        String get = "GET /echo/plain?wsdl HTTP/1.1\r\nHost: localhost\r\n\r\n";
        assertEquals(List.of(0L, (long) SOAP.length()), lengths(watch(get + request(SOAP), piece, false)));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 64 * 1024})
    void refusesAConnectionCutInsideABody(int piece) {
        String cut = "POST /echo/plain HTTP/1.1\r\nContent-Length: 500\r\n\r\n" + SOAP;
        IOException refused = assertThrows(IOException.class, () -> watch(cut, piece, false));
        assertTrue(refused.getMessage().contains("before the end of a body"), refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 64 * 1024})
    void refusesALengthThatIsNoNumber(int piece) {
        String wrong = "POST /echo/plain HTTP/1.1\r\nContent-Length: many\r\n\r\n";
        IOException refused = assertThrows(IOException.class, () -> watch(wrong, piece, false));
        assertTrue(refused.getMessage().contains("many"), refused.getMessage());
    }

    private static String request(String body) {
        return "POST /echo/plain HTTP/1.1\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    /** Shows the wire to a framing in pieces of at most {@code piece} bytes, then ends it; answers the messages reported. */
    private static List<HttpMessage> watch(String wire, int piece, boolean keepBodies) throws IOException {
        byte[] bytes = wire.getBytes(StandardCharsets.ISO_8859_1);
        List<HttpMessage> messages = new ArrayList<>();
        HttpFraming framing = new HttpFraming(messages::add, keepBodies);
        for (int at = 0; at < bytes.length; at += piece) {
            framing.seen(bytes, at, Math.min(piece, bytes.length - at));
        }
        framing.ended();
        return messages;
    }

    private static List<Long> lengths(List<HttpMessage> messages) {
        return messages.stream().map(HttpMessage::bodyLength).toList();
    }
}
