package org.wsslab.floor.control;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.w3c.dom.Document;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.Operations;
import org.wsslab.relay.control.HttpExchanges.Exchange;
import org.wsslab.relay.control.HttpMessage;
import org.wsslab.xml.SafeXml;
import org.xml.sax.SAXException;

/**
 * Reads from a request and its response what both sides had to do: no table per mechanism, the
 * messages say it. Each message's sender did and its receiver undid:
 * <ul>
 * <li>a signature: signed (RSA or HMAC) and verified over its SignedInfo; each reference digested by
 * both, over the referenced part as it was signed: before any encryption, unless the security header
 * says the encryption came first (sp:EncryptBeforeSigning);</li>
 * <li>an encrypted key: wrapped and unwrapped; encrypted data: encrypted and decrypted;</li>
 * <li>a certificate carried in a BinarySecurityToken: the receiver verified its issuer's signature;</li>
 * <li>a UsernameToken's key derivation: its Iteration count of SHA-1 digests, on each side; a
 * DerivedKeyToken: P_SHA1's HMACs, on each side;</li>
 * <li>every base64 value security added (cipher, signature and digest values, tokens): encoded and decoded;</li>
 * <li>over HTTPS, the whole HTTP message: encrypted and decrypted by TLS, in records of 16 KB at most.</li>
 * </ul>
 * The payload's own base64 is left out: the baseline does it too. Certificate paths resolved by
 * reference (issuer and serial, thumbprint) are left out: a receiver may have checked them once.
 *
 * <p>This class reads the exchange as HTTP (its TLS records, its bodies parsed safely); each SOAP
 * message's security is read by {@link MessageReading}, with the parts found and measured by
 * {@link MessageParts}.
 */
public final class MessageOperations {

    /** TLS's largest record's plain text: a message is protected record by record. */
    static final int TLS_RECORD = 16_384;

    private MessageOperations() {
    }

    /** What the exchange made both sides do; {@code https} when its messages crossed TLS. */
    public static Operations of(Exchange exchange, boolean https) {
        Operations.Tally tally = new Operations.Tally();
        read(exchange.request(), https, tally);
        read(exchange.response(), https, tally);
        return tally.operations();
    }

    private static void read(HttpMessage message, boolean https, Operations.Tally tally) {
        if (https) {
            long bytes = message.head().getBytes(StandardCharsets.ISO_8859_1).length + message.bodyLength();
            int records = (int) ((bytes + TLS_RECORD - 1) / TLS_RECORD);
            tally.add(Operation.TLS_ENCRYPT, records, bytes).add(Operation.TLS_DECRYPT, records, bytes);
        }
        if (message.body().length == 0) {
            return;
        }
        Document document;
        try {
            document = SafeXml.parse(message.body());
        } catch (IOException | SAXException e) {
            throw new IllegalArgumentException("a probe message is not XML: " + e.getMessage(), e);
        }
        new MessageReading(document, tally).read();
    }
}
