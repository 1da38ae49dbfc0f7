package org.wsslab.verification.control;

import java.nio.charset.Charset;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.callbacks.LabKeyStores;

/**
 * The keys the lab's own client signs with: the private keys of its key store, the keys Metro
 * derives from the endpoint user's password and a UsernameToken's salt, and the session keys a
 * request carries wrapped (under such a derived key, or for the service: see {@link ServiceKeys}).
 * Which one signed a captured request is found by verifying its signature with each, never assumed
 * from the mechanism's name.
 */
final class SigningKeys {

    /** Signs data as the original signer did. */
    interface Signer {
        byte[] sign(byte[] data) throws GeneralSecurityException;
    }

    record KeyEntry(PrivateKey privateKey, PublicKey publicKey) {
    }

    static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    static final String WSSE11 = "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd";

    private final List<KeyEntry> keyEntries;
    private final List<String> passwords;
    private final List<PrivateKey> serviceKeys;

    SigningKeys(List<KeyEntry> keyEntries, List<String> passwords, List<PrivateKey> serviceKeys) {
        this.keyEntries = List.copyOf(keyEntries);
        this.passwords = List.copyOf(passwords);
        this.serviceKeys = List.copyOf(serviceKeys);
    }

    /**
     * The in-server client's keys, the endpoint user's password and the service's keys, as the domain
     * set-up configured them.
     */
    static SigningKeys lab() {
        try {
            LabKeyStores stores = LabKeyStores.configured();
            KeyStore store = stores.keyStore();
            List<KeyEntry> entries = new ArrayList<>();
            for (String alias : Collections.list(store.aliases())) {
                if (store.isKeyEntry(alias)) {
                    entries.add(new KeyEntry(stores.privateKey(alias), store.getCertificate(alias).getPublicKey()));
                }
            }
            return new SigningKeys(entries, List.of(EndpointUser.configured().password()), ServiceKeys.configured());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the lab client's keys: " + e.getMessage(), e);
        }
    }

    /** The signer whose signature over {@code signedInfo} is {@code value}; empty if none of the lab's keys made it. */
    Optional<Signer> signerOf(String method, byte[] signedInfo, byte[] value, Document request) throws GeneralSecurityException {
        if (method.endsWith("#hmac-sha1")) {
            List<byte[]> candidates = derivedKeys(request);
            candidates.addAll(unwrappedKeys(request, candidates));
            candidates.addAll(keysWrappedForTheService(request));
            for (byte[] key : candidates) {
                if (MessageDigest.isEqual(Restamping.hmac(key, signedInfo), value)) {
                    return Optional.of(data -> Restamping.hmac(key, data));
                }
            }
            return Optional.empty();
        }
        for (KeyEntry entry : keyEntries) {
            Signature verifier = Restamping.rsa(method);
            verifier.initVerify(entry.publicKey());
            verifier.update(signedInfo);
            if (safeVerify(verifier, value)) {
                return Optional.of(data -> {
                    Signature signer = Restamping.rsa(method);
                    signer.initSign(entry.privateKey());
                    signer.update(data);
                    return signer.sign();
                });
            }
        }
        return Optional.empty();
    }

    /** Why a key may be missing, when the lab was not given all it could hold; empty otherwise. */
    String whatIsMissing() {
        return serviceKeys.isEmpty() ? " (and no service key to unwrap the keys clients wrap for the service: system property "
                + ServiceKeys.DIRECTORY_PROPERTY + " names no folder; bin/domain-setup sets it)" : "";
    }

    private static boolean safeVerify(Signature verifier, byte[] value) {
        try {
            return verifier.verify(value);
        } catch (GeneralSecurityException e) {
            return false; // a key of another size or kind
        }
    }

    /**
     * Metro's password-derived keys (UsernameToken profile 1.1 as Metro implements it): SHA-1 over the
     * password and the base64 of the salt, iterated; the salt's first byte says MAC (1) or encryption (2).
     */
    private List<byte[]> derivedKeys(Document request) throws GeneralSecurityException {
        List<byte[]> keys = new ArrayList<>();
        NodeList salts = request.getElementsByTagNameNS(WSSE11, "Salt");
        for (int i = 0; i < salts.getLength(); i++) {
            Element salt = (Element) salts.item(i);
            NodeList iterations = ((Element) salt.getParentNode()).getElementsByTagNameNS(WSSE11, "Iteration");
            int iteration = iterations.getLength() == 0 ? 1000 : Integer.parseInt(iterations.item(0).getTextContent().strip());
            byte[] sent = Base64.getMimeDecoder().decode(salt.getTextContent().strip());
            for (int use : new int[]{-1, 1, 2}) {
                byte[] variant = Arrays.copyOf(sent, sent.length);
                if (use > 0 && variant.length > 0) {
                    variant[0] = (byte) use;
                }
                for (String password : passwords) {
                    keys.add(derive(password, iteration, variant));
                }
            }
        }
        return keys;
    }

    /**
     * Session keys a request carries wrapped (AES key wrap) under one of the candidate keys: Metro
     * wraps a random data-protection key under the password-derived one and signs with the former.
     */
    private static List<byte[]> unwrappedKeys(Document request, List<byte[]> wrappingKeys) {
        List<byte[]> keys = new ArrayList<>();
        for (WrappedKey wrapped : wrappedKeys(request)) {
            for (byte[] wrapping : wrappingKeys) {
                try {
                    Cipher unwrap = Cipher.getInstance("AESWrap");
                    unwrap.init(Cipher.UNWRAP_MODE, new SecretKeySpec(Arrays.copyOf(wrapping, 16), "AES"));
                    keys.add(unwrap.unwrap(wrapped.value(), "AES", Cipher.SECRET_KEY).getEncoded());
                } catch (GeneralSecurityException notThisKey) {
                    // AES key wrap checks its integrity value: a wrong key fails here.
                }
            }
        }
        return keys;
    }

    /**
     * Session keys a request carries encrypted for the service with RSA: a symmetric binding's
     * ephemeral key, and an STS proof key inside its SAML assertion. A wrong key fails OAEP's check;
     * PKCS#1 v1.5 may let a wrong key through, which only adds a candidate whose HMAC will not match.
     */
    private List<byte[]> keysWrappedForTheService(Document request) {
        List<byte[]> keys = new ArrayList<>();
        for (WrappedKey wrapped : wrappedKeys(request)) {
            String transformation = switch (wrapped.algorithm()) {
                case XENC + "rsa-oaep-mgf1p" -> "RSA/ECB/OAEPWithSHA-1AndMGF1Padding";
                case XENC + "rsa-1_5" -> "RSA/ECB/PKCS1Padding";
                default -> null;
            };
            for (PrivateKey key : transformation == null ? List.<PrivateKey>of() : serviceKeys) {
                try {
                    Cipher decrypt = Cipher.getInstance(transformation);
                    decrypt.init(Cipher.DECRYPT_MODE, key);
                    keys.add(decrypt.doFinal(wrapped.value()));
                } catch (GeneralSecurityException notThisKey) {
                    // encrypted for another recipient
                }
            }
        }
        return keys;
    }

    private record WrappedKey(String algorithm, byte[] value) {
    }

    private static List<WrappedKey> wrappedKeys(Document request) {
        List<WrappedKey> wrapped = new ArrayList<>();
        NodeList encryptedKeys = request.getElementsByTagNameNS(XENC, "EncryptedKey");
        for (int i = 0; i < encryptedKeys.getLength(); i++) {
            Element encryptedKey = (Element) encryptedKeys.item(i);
            NodeList values = encryptedKey.getElementsByTagNameNS(XENC, "CipherValue");
            NodeList methods = encryptedKey.getElementsByTagNameNS(XENC, "EncryptionMethod");
            if (values.getLength() > 0) {
                String algorithm = methods.getLength() == 0 ? "" : ((Element) methods.item(0)).getAttribute("Algorithm");
                wrapped.add(new WrappedKey(algorithm, Base64.getMimeDecoder().decode(values.item(0).getTextContent().strip())));
            }
        }
        return wrapped;
    }

    static byte[] derive(String password, int iterations, byte[] salt) throws GeneralSecurityException {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        // Metro uses the platform's charset for the password, and hashes the salt's base64 text.
        sha1.update(password.getBytes(Charset.defaultCharset()));
        byte[] key = sha1.digest(Base64.getEncoder().encodeToString(salt).getBytes(Charset.defaultCharset()));
        for (int i = 2; i <= iterations; i++) {
            key = sha1.digest(key);
        }
        return key;
    }
}
