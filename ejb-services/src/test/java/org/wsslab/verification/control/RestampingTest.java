package org.wsslab.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.xml.crypto.dsig.SignatureMethod;
import org.junit.jupiter.api.Test;

class RestampingTest {

    private static final String SOAP = SignedRequests.SOAP;
    private static final KeyPair CLIENT = keyPair();

    @Test
    void restampedRequestDiffersOnlyInTimesDigestAndSignatureAndItsSignatureVerifies() throws Exception {
        String control = new String(signedRequest(), StandardCharsets.UTF_8);
        Instant created = Instant.parse("2020-01-01T00:00:00Z");
        Restamping.Result result = Restamping.restamp(control.getBytes(StandardCharsets.UTF_8), created, created.plusSeconds(300),
                keys(CLIENT));

        String restamped = new String(result.message().orElseThrow(), StandardCharsets.UTF_8);
        assertTrue(restamped.contains(">2020-01-01T00:00:00.000Z<") && restamped.contains(">2020-01-01T00:05:00.000Z<"), restamped);
        assertTrue(result.how().contains("1 signature"), result.how());
        assertEquals(strip(control), strip(restamped), "nothing else changed, byte for byte");
        assertNotEquals(control, restamped);
        assertTrue(validates(control), "the original verifies");
        assertTrue(validates(restamped), "the new signature verifies with the client's key");
    }

    @Test
    void aSignatureMadeWithAKeyTheLabDoesNotHoldGivesNoMessageButTheReason() throws Exception {
        Restamping.Result result = Restamping.restamp(signedRequest(), Instant.now(), Instant.now().plusSeconds(300), keys(keyPair()));
        assertTrue(result.message().isEmpty());
        assertTrue(result.how().contains("a key the lab does not hold"), result.how());
    }

    @Test
    void anHmacSignatureUnderAKeyWrappedForTheServiceIsSignedAgainWithThatKey() throws Exception {
        SecretKeySpec ephemeral = new SecretKeySpec(new SecureRandom().generateSeed(16), "HmacSHA1");
        KeyPair service = keyPair();
        Cipher wrap = Cipher.getInstance("RSA/ECB/OAEPWithSHA-1AndMGF1Padding");
        wrap.init(Cipher.ENCRYPT_MODE, service.getPublic());
        String encryptedKey = "<xenc:EncryptedKey xmlns:xenc=\"" + SigningKeys.XENC + "\" Id=\"_ek\"><xenc:EncryptionMethod Algorithm=\""
                + SigningKeys.XENC + "rsa-oaep-mgf1p\"/><xenc:CipherData><xenc:CipherValue>"
                + Base64.getEncoder().encodeToString(wrap.doFinal(ephemeral.getEncoded()))
                + "</xenc:CipherValue></xenc:CipherData></xenc:EncryptedKey>";
        String control = new String(signedRequest(ephemeral, SignatureMethod.HMAC_SHA1, encryptedKey), StandardCharsets.UTF_8);
        Instant created = Instant.parse("2020-01-01T00:00:00Z");

        Restamping.Result result = Restamping.restamp(control.getBytes(StandardCharsets.UTF_8), created, created.plusSeconds(300),
                new SigningKeys(List.of(), List.of(), List.of(keyPair().getPrivate(), service.getPrivate())));

        String restamped = new String(result.message().orElseThrow(() -> new AssertionError(result.how())), StandardCharsets.UTF_8);
        assertTrue(restamped.contains(">2020-01-01T00:00:00.000Z<"), restamped);
        assertEquals(strip(control), strip(restamped), "nothing else changed, byte for byte");
        assertTrue(validates(restamped, ephemeral), "the new signature verifies with the client's ephemeral key");
        Restamping.Result withoutServiceKey = Restamping.restamp(control.getBytes(StandardCharsets.UTF_8), created,
                created.plusSeconds(300),
                new SigningKeys(List.of(), List.of(), List.of(keyPair().getPrivate())));
        assertTrue(withoutServiceKey.message().isEmpty(), "another service's key recovers no key");
        assertTrue(withoutServiceKey.how().contains("hmac-sha1") && withoutServiceKey.how().contains("a key the lab does not hold"),
                withoutServiceKey.how());
    }

    @Test
    void anUnsignedTimestampIsRestampedAlone() {
        String request = "<S:Envelope xmlns:S=\"" + SOAP + "\"><S:Header><wsse:Security xmlns:wsse=\"" + MessageAttacks.WSSE + "\">"
                + "<wsu:Timestamp xmlns:wsu=\"" + Restamping.WSU + "\" wsu:Id=\"_1\"><wsu:Created>2026-11-22T10:00:00.000Z</wsu:Created>"
                + "<wsu:Expires>2026-11-22T10:05:00.000Z</wsu:Expires></wsu:Timestamp></wsse:Security></S:Header><S:Body/></S:Envelope>";
        Instant created = Instant.parse("2030-01-01T00:00:00Z");
        Restamping.Result result = Restamping.restamp(request.getBytes(StandardCharsets.UTF_8), created, created.plusSeconds(60),
                keys(CLIENT));
        assertEquals(request.replace("2026-11-22T10:00:00.000Z", "2030-01-01T00:00:00.000Z").replace("2026-11-22T10:05:00.000Z",
                "2030-01-01T00:01:00.000Z"), new String(result.message().orElseThrow(), StandardCharsets.UTF_8));
        assertTrue(result.how().contains("no message signature"), result.how());
    }

    /** Removes the parts a restamp may change: times, digest and signature values. */
    private static String strip(String request) {
        return request.replaceAll("(Created|Expires)>[^<]*<", "$1><").replaceAll("(DigestValue|SignatureValue)>[^<]*<", "$1><");
    }

    private static SigningKeys keys(KeyPair pair) {
        return new SigningKeys(List.of(new SigningKeys.KeyEntry(pair.getPrivate(), pair.getPublic())), List.of(), List.of());
    }

    private static byte[] signedRequest() throws Exception {
        return SignedRequests.signed(CLIENT.getPrivate(), SignatureMethod.RSA_SHA256, "");
    }

    private static byte[] signedRequest(Key key, String signatureMethod, String otherTokens) throws Exception {
        return SignedRequests.signed(key, signatureMethod, otherTokens);
    }

    private static boolean validates(String request) throws Exception {
        return SignedRequests.validates(request, CLIENT.getPublic());
    }

    private static boolean validates(String request, Key key) throws Exception {
        return SignedRequests.validates(request, key);
    }

    private static KeyPair keyPair() {
        return SignedRequests.keyPair();
    }
}
