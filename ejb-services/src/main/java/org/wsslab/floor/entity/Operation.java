package org.wsslab.floor.entity;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A cryptographic primitive a mechanism's messages make one side do, with the algorithm they name
 * (an XML Signature or Encryption URI) and the JCA algorithm that does the same work: the catalog of
 * what the floor prices. TLS is not named in the messages; a mechanism over HTTPS encrypts and
 * decrypts each HTTP message, record by record, with the cipher suite TLS 1.3 prefers in the JDK, AES-256-GCM.
 */
public enum Operation {
    RSA_SHA1_SIGN(Kind.SIGN, Uris.DSIG + "rsa-sha1", "SHA1withRSA", 0),
    RSA_SHA1_VERIFY(Kind.VERIFY, Uris.DSIG + "rsa-sha1", "SHA1withRSA", 0),
    RSA_SHA256_SIGN(Kind.SIGN, Uris.DSIG_MORE + "rsa-sha256", "SHA256withRSA", 0),
    RSA_SHA256_VERIFY(Kind.VERIFY, Uris.DSIG_MORE + "rsa-sha256", "SHA256withRSA", 0),
    RSA_SHA384_SIGN(Kind.SIGN, Uris.DSIG_MORE + "rsa-sha384", "SHA384withRSA", 0),
    RSA_SHA384_VERIFY(Kind.VERIFY, Uris.DSIG_MORE + "rsa-sha384", "SHA384withRSA", 0),
    HMAC_SHA1(Kind.MAC, Uris.DSIG + "hmac-sha1", "HmacSHA1", 160),
    HMAC_SHA256(Kind.MAC, Uris.DSIG_MORE + "hmac-sha256", "HmacSHA256", 256),
    RSA_OAEP_WRAP(Kind.WRAP, Uris.XENC + "rsa-oaep-mgf1p", "RSA/ECB/OAEPWithSHA-1AndMGF1Padding", 0),
    RSA_OAEP_UNWRAP(Kind.UNWRAP, Uris.XENC + "rsa-oaep-mgf1p", "RSA/ECB/OAEPWithSHA-1AndMGF1Padding", 0),
    RSA_1_5_WRAP(Kind.WRAP, Uris.XENC + "rsa-1_5", "RSA/ECB/PKCS1Padding", 0),
    RSA_1_5_UNWRAP(Kind.UNWRAP, Uris.XENC + "rsa-1_5", "RSA/ECB/PKCS1Padding", 0),
    AES128_KW_WRAP(Kind.WRAP, Uris.XENC + "kw-aes128", "AESWrap", 128),
    AES128_KW_UNWRAP(Kind.UNWRAP, Uris.XENC + "kw-aes128", "AESWrap", 128),
    AES256_KW_WRAP(Kind.WRAP, Uris.XENC + "kw-aes256", "AESWrap", 256),
    AES256_KW_UNWRAP(Kind.UNWRAP, Uris.XENC + "kw-aes256", "AESWrap", 256),
    AES128_CBC_ENCRYPT(Kind.ENCRYPT, Uris.XENC + "aes128-cbc", "AES/CBC/PKCS5Padding", 128),
    AES128_CBC_DECRYPT(Kind.DECRYPT, Uris.XENC + "aes128-cbc", "AES/CBC/PKCS5Padding", 128),
    AES256_CBC_ENCRYPT(Kind.ENCRYPT, Uris.XENC + "aes256-cbc", "AES/CBC/PKCS5Padding", 256),
    AES256_CBC_DECRYPT(Kind.DECRYPT, Uris.XENC + "aes256-cbc", "AES/CBC/PKCS5Padding", 256),
    TLS_ENCRYPT(Kind.ENCRYPT, Uris.TLS, "AES/GCM/NoPadding", 256),
    TLS_DECRYPT(Kind.DECRYPT, Uris.TLS, "AES/GCM/NoPadding", 256),
    SHA1(Kind.DIGEST, Uris.DSIG + "sha1", "SHA-1", 0),
    SHA256(Kind.DIGEST, Uris.XENC + "sha256", "SHA-256", 0),
    BASE64_ENCODE(Kind.BASE64_ENCODE, null, null, 0),
    BASE64_DECODE(Kind.BASE64_DECODE, null, null, 0);

    /** What the primitive does; the timer and the message reader go by it. */
    public enum Kind {
        SIGN,
        VERIFY,
        MAC,
        WRAP,
        UNWRAP,
        ENCRYPT,
        DECRYPT,
        DIGEST,
        BASE64_ENCODE,
        BASE64_DECODE
    }

    /** The name space URIs the messages use. */
    public static final class Uris {
        public static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
        public static final String DSIG_MORE = "http://www.w3.org/2001/04/xmldsig-more#";
        public static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
        /** Not a URI any message names: how the floor names TLS's record protection. */
        public static final String TLS = "urn:wsslab:floor:tls";

        private Uris() {
        }
    }

    private final Kind kind;
    private final String algorithm;
    private final String jca;
    private final int keyBits;

    Operation(Kind kind, String algorithm, String jca, int keyBits) {
        this.kind = kind;
        this.algorithm = algorithm;
        this.jca = jca;
        this.keyBits = keyBits;
    }

    /** The id in the API and the database: the constant's name in lower case with dashes. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public Kind kind() {
        return kind;
    }

    /** The XML algorithm URI the messages name; null for base64, which they never name. */
    public String algorithm() {
        return algorithm;
    }

    /** The JCA algorithm doing the same work; null for base64 (java.util.Base64). */
    public String jca() {
        return jca;
    }

    /** The symmetric key's length, 0 where the lab's RSA key (or no key) is used. */
    public int keyBits() {
        return keyBits;
    }

    /** Whether it is TLS's record protection: priced per record, at most 16 KB each. */
    public boolean perTlsRecord() {
        return Uris.TLS.equals(algorithm);
    }

    /** Whether the cipher is GCM, which refuses to encrypt twice under one IV. */
    public boolean gcm() {
        return jca != null && jca.startsWith("AES/GCM/");
    }

    /** The operation of this kind for a URI a message names, if the floor knows it. */
    public static Optional<Operation> of(Kind kind, String algorithm) {
        return Arrays.stream(values()).filter(o -> o.kind == kind && o.algorithm != null && o.algorithm.equals(algorithm))
                .findFirst();
    }

    /** The operation of this kind that a JCA algorithm (a certificate's signature algorithm, say) does. */
    public static Optional<Operation> ofJca(Kind kind, String jca) {
        return Arrays.stream(values()).filter(o -> o.kind == kind && o.jca != null && o.jca.equalsIgnoreCase(jca)).findFirst();
    }

    public static Optional<Operation> byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id().equals(id)).findFirst();
    }

    /** Every operation, in the catalog's order. */
    public static List<Operation> all() {
        return List.of(values());
    }
}
