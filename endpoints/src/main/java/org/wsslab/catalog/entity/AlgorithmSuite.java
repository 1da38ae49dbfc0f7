package org.wsslab.catalog.entity;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * WS-SecurityPolicy algorithm suites: the local name is the sp: assertion in a published policy and
 * the suite's id in the API; the URIs are what a message under the suite must name (WS-SecurityPolicy
 * 1.2, section 6.1), so a test can read them off the wire.
 */
public enum AlgorithmSuite {
    NONE(null, null, null, null, null, null),
    BASIC128("Basic128", Uris.AES128, Uris.KW_AES128, Uris.RSA_OAEP, Uris.SHA1, Uris.RSA_SHA1),
    BASIC256("Basic256", Uris.AES256, Uris.KW_AES256, Uris.RSA_OAEP, Uris.SHA1, Uris.RSA_SHA1),
    TRIPLE_DES("TripleDes", Uris.TRIPLE_DES, Uris.KW_TRIPLE_DES, Uris.RSA_OAEP, Uris.SHA1, Uris.RSA_SHA1),
    TRIPLE_DES_RSA15("TripleDesRsa15", Uris.TRIPLE_DES, Uris.KW_TRIPLE_DES, Uris.RSA_15, Uris.SHA1, Uris.RSA_SHA1),
    // WS-SecurityPolicy keeps rsa-sha1 for the Sha256 suites' signatures; a deployment choosing SHA-256
    // wants rsa-sha256, and Metro signs with it when the policy's sp:AlgorithmSuite says signatureAlgorithm="SHA256withRSA".
    BASIC256_SHA256("Basic256Sha256", Uris.AES256, Uris.KW_AES256, Uris.RSA_OAEP, Uris.SHA256, Uris.RSA_SHA256);

    /** The suite a run measures unless it names others, and the one every catalog entry is deployed with first. */
    public static final AlgorithmSuite DEFAULT = BASIC128;

    private final String assertion;
    private final String encryption;
    private final String symmetricKeyWrap;
    private final String asymmetricKeyWrap;
    private final String digest;
    private final String rsaSignature;

    AlgorithmSuite(String assertion, String encryption, String symmetricKeyWrap, String asymmetricKeyWrap, String digest,
            String rsaSignature) {
        this.assertion = assertion;
        this.encryption = encryption;
        this.symmetricKeyWrap = symmetricKeyWrap;
        this.asymmetricKeyWrap = asymmetricKeyWrap;
        this.digest = digest;
        this.rsaSignature = rsaSignature;
    }

    /** The suites a run may choose between, in the order they are offered (the default first). */
    public static List<AlgorithmSuite> choosable() {
        return Arrays.stream(values()).filter(s -> s != NONE).toList();
    }

    /** The suite whose id (its sp: assertion's local name) is {@code id}, exactly as spelt there. */
    public static Optional<AlgorithmSuite> byId(String id) {
        return choosable().stream().filter(s -> s.assertion.equals(id)).findFirst();
    }

    /** The sp: assertion's local name, e.g. "Basic256"; null for NONE. Also the suite's id in the API. */
    public String assertion() {
        return assertion;
    }

    /** The block cipher's URI (xenc), e.g. aes256-cbc. */
    public String encryption() {
        return encryption;
    }

    /** How a symmetric key wraps another (a symmetric binding's derived or issued keys). */
    public String symmetricKeyWrap() {
        return symmetricKeyWrap;
    }

    /** How the message key is wrapped for a certificate's RSA key: rsa-oaep-mgf1p, or rsa-1_5 for TripleDesRsa15. */
    public String asymmetricKeyWrap() {
        return asymmetricKeyWrap;
    }

    /** The digest every signature reference uses: sha1, or sha256 for Basic256Sha256. */
    public String digest() {
        return digest;
    }

    /** What a certificate's key signs with at the lab's endpoints (symmetric keys sign with hmac-sha1 in every suite). */
    public String rsaSignature() {
        return rsaSignature;
    }

    /** Whether the policy must ask Metro for rsa-sha256 signatures ({@link #rsaSignature()}). */
    public boolean signsWithSha256() {
        return Uris.RSA_SHA256.equals(rsaSignature);
    }

    /** The key length the block cipher needs, in bits: what an issued token's proof key must have. */
    public int keyBits() {
        return switch (this) {
            case NONE -> 0;
            case BASIC128 -> 128;
            case TRIPLE_DES, TRIPLE_DES_RSA15 -> 192;
            case BASIC256, BASIC256_SHA256 -> 256;
        };
    }

    private static final class Uris {
        static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
        static final String AES128 = XENC + "aes128-cbc";
        static final String AES256 = XENC + "aes256-cbc";
        static final String TRIPLE_DES = XENC + "tripledes-cbc";
        static final String KW_AES128 = XENC + "kw-aes128";
        static final String KW_AES256 = XENC + "kw-aes256";
        static final String KW_TRIPLE_DES = XENC + "kw-tripledes";
        static final String RSA_OAEP = XENC + "rsa-oaep-mgf1p";
        static final String RSA_15 = XENC + "rsa-1_5";
        static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
        static final String SHA256 = XENC + "sha256";
        static final String RSA_SHA1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";
        static final String RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    }
}
