package org.wsslab.floor.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.OperationCount;
import org.wsslab.floor.entity.Operations;
import org.wsslab.relay.control.HttpExchanges.Exchange;
import org.wsslab.relay.control.HttpMessage;

/**
 * The operations read from messages the wire probe captured from the lab at 100 B (src/test/resources/floor;
 * the endpoint user's Basic password redacted), against the counts read by hand from the same files:
 * signatures, references, encrypted keys and data, tokens, base64 values.
 */
class MessageOperationsTest {

    /**
     * mutual-certificates at 100 B. Request: 1 RSA-SHA1 signature with 7 references, 1 key wrapped
     * (RSA-OAEP), 1 body encrypted, 1 certificate carried (the lab CA signs with SHA384withRSA).
     * Response: 1 signature with 6 references, 1 key, 1 body. Base64 values: 2 signature values, 13
     * digest values, 4 cipher values, 1 certificate.
     */
    private static final Map<Operation, Integer> MUTUAL_CERTIFICATES = Map.of(
            Operation.RSA_SHA1_SIGN, 2,
            Operation.RSA_SHA1_VERIFY, 2,
            Operation.RSA_SHA384_VERIFY, 1,
            Operation.RSA_OAEP_WRAP, 2,
            Operation.RSA_OAEP_UNWRAP, 2,
            Operation.AES128_CBC_ENCRYPT, 2,
            Operation.AES128_CBC_DECRYPT, 2,
            Operation.SHA1, 2 * (7 + 6),
            Operation.BASE64_ENCODE, 20,
            Operation.BASE64_DECODE, 20);

    @Test
    void plainDoesNothing() throws IOException {
        assertEquals(Operations.NONE, MessageOperations.of(exchange("plain"), false));
    }

    @Test
    void transportSslEncryptsAndDecryptsEachWholeHttpMessage() throws IOException {
        long bytes = fileLength("transport-ssl-100.request.http") + fileLength("transport-ssl-100.response.http");
        assertCounts(MessageOperations.of(exchange("transport-ssl"), true), Map.of(
                Operation.TLS_ENCRYPT, 2,
                Operation.TLS_DECRYPT, 2));
        assertEquals(bytes, MessageOperations.of(exchange("transport-ssl"), true).of(Operation.TLS_ENCRYPT).orElseThrow().bytes());
    }

    @Test
    void mutualCertificatesSignsWrapsAndEncryptsEachWay() throws IOException {
        assertCounts(MessageOperations.of(exchange("mutual-certificates"), false), MUTUAL_CERTIFICATES);
    }

    @Test
    void usernameSymmetricMacsWithOneWrappedKey() throws IOException {
        // Request: 1 HMAC-SHA1 signature with 8 references, 1 key wrapped for the service, the body and the
        // UsernameToken encrypted. Response: 1 HMAC signature with 6 references under the same key, the body
        // encrypted. Base64 values: 2 signature values, 14 digest values, 4 cipher values.
        assertCounts(MessageOperations.of(exchange("username-symmetric"), false), Map.of(
                Operation.HMAC_SHA1, 4,
                Operation.RSA_OAEP_WRAP, 1,
                Operation.RSA_OAEP_UNWRAP, 1,
                Operation.AES128_CBC_ENCRYPT, 3,
                Operation.AES128_CBC_DECRYPT, 3,
                Operation.SHA1, 2 * (8 + 6),
                Operation.BASE64_ENCODE, 20,
                Operation.BASE64_DECODE, 20));
    }

    @Test
    void aDigestCoversTheBodyAsSignedNotAsEncrypted() throws IOException {
        Operations operations = MessageOperations.of(exchange("mutual-certificates"), false);
        long encrypted = operations.of(Operation.AES128_CBC_ENCRYPT).orElseThrow().bytes();
        long digested = operations.of(Operation.SHA1).orElseThrow().bytes();
        // The signed body holds the 100 B payload in base64 (136 characters) inside the echo element.
        assertTrue(encrypted > 2 * 136 && encrypted < 2 * 1_000, "encrypted bytes, both bodies: " + encrypted);
        assertTrue(digested > encrypted, "the digests cover the bodies and the headers: " + digested);
    }

    @Test
    void theNewEntriesCountWhatTheirMessagesCarry() throws IOException {
        assertEquals(Operations.NONE, MessageOperations.of(exchange("username-token-http"), false), "a password alone costs no crypto");
        assertCounts(MessageOperations.of(exchange("https-only"), true), Map.of(Operation.TLS_ENCRYPT, 2, Operation.TLS_DECRYPT, 2));
        // Each way 1 RSA-SHA1 signature (7 references in the request, 6 in the response), 1 certificate carried;
        // nothing encrypted. Base64 values: 2 signature values, 13 digest values, 1 certificate.
        assertCounts(MessageOperations.of(exchange("sign-only"), false), Map.of(
                Operation.RSA_SHA1_SIGN, 2,
                Operation.RSA_SHA1_VERIFY, 2,
                Operation.RSA_SHA384_VERIFY, 1,
                Operation.SHA1, 2 * (7 + 6),
                Operation.BASE64_ENCODE, 16,
                Operation.BASE64_DECODE, 16));
        // Each way 1 key wrapped, 1 body encrypted; no signature, no certificate. Base64: 4 cipher values.
        assertCounts(MessageOperations.of(exchange("encrypt-only"), false), Map.of(
                Operation.RSA_OAEP_WRAP, 2,
                Operation.RSA_OAEP_UNWRAP, 2,
                Operation.AES128_CBC_ENCRYPT, 2,
                Operation.AES128_CBC_DECRYPT, 2,
                Operation.BASE64_ENCODE, 4,
                Operation.BASE64_DECODE, 4));
        // The same operations as mutual-certificates, in the other order.
        assertCounts(MessageOperations.of(exchange("encrypt-then-sign"), false), MUTUAL_CERTIFICATES);
    }

    @Test
    void encryptedBeforeSigningTheDigestCoversTheCipherText() throws IOException {
        long signThenEncrypt = MessageOperations.of(exchange("mutual-certificates"), false).of(Operation.SHA1).orElseThrow().bytes();
        long encryptThenSign = MessageOperations.of(exchange("encrypt-then-sign"), false).of(Operation.SHA1).orElseThrow().bytes();
        // Both bodies hold 100 B; encrypted, each is an EncryptedData whose base64 cipher value alone is longer
        // than the plain body, and both sides digest both bodies.
        assertTrue(encryptThenSign > signThenEncrypt + 2 * 2 * 200, "digested: " + encryptThenSign + " against " + signThenEncrypt);
    }

    private static void assertCounts(Operations operations, Map<Operation, Integer> expected) {
        Map<Operation, Integer> counted = new EnumMap<>(Operation.class);
        for (OperationCount count : operations.counts()) {
            counted.put(count.operation(), count.count());
        }
        assertEquals(new EnumMap<>(expected), counted);
        assertEquals(java.util.List.of(), operations.unpriced(), "every algorithm named is priced");
    }

    static Exchange exchange(String mechanism) throws IOException {
        return new Exchange(message(mechanism + "-100.request.http"), message(mechanism + "-100.response.http"));
    }

    /** A captured message: its head up to the blank line, then its body (de-chunked as the relay keeps it). */
    static HttpMessage message(String file) throws IOException {
        byte[] bytes = read(file);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int bodyAt = text.indexOf("\r\n\r\n") + 4;
        byte[] body = Arrays.copyOfRange(bytes, bodyAt, bytes.length);
        return new HttpMessage(text.substring(0, bodyAt), body.length, body);
    }

    private static long fileLength(String file) throws IOException {
        return read(file).length;
    }

    private static byte[] read(String file) throws IOException {
        try (InputStream in = MessageOperationsTest.class.getResourceAsStream("/floor/" + file)) {
            if (in == null) {
                throw new IOException("no test message " + file);
            }
            return in.readAllBytes();
        }
    }
}
