package org.wsslab.callbacks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The key material of the in-server Metro client, read from the folder the domain set-up copies the
 * build's stores into (system property {@value #DIRECTORY_PROPERTY}). The folder also holds the
 * stores' password, so neither a policy file nor a Java source ever holds one.
 *
 * <p>Stores and decrypted keys are cached for the life of the JVM: Metro asks for the private key
 * on every message, and decrypting it each time would be measured as the mechanism's cost.
 */
public final class LabKeyStores {

    public static final String DIRECTORY_PROPERTY = "wsslab.keys.dir";
    static final String KEY_STORE = "client-keys.p12";
    static final String TRUST_STORE = "client-trust.p12";
    static final String PASSWORD_FILE = "store.password";

    private static final Map<Path, LabKeyStores> BY_DIRECTORY = new ConcurrentHashMap<>();

    private final KeyStore keys;
    private final KeyStore trust;
    private final char[] password;
    private final Map<String, PrivateKey> decrypted = new ConcurrentHashMap<>();

    private LabKeyStores(Path directory) {
        try {
            this.password = Files.readString(directory.resolve(PASSWORD_FILE)).strip().toCharArray();
            this.keys = load(directory.resolve(KEY_STORE), password);
            this.trust = load(directory.resolve(TRUST_STORE), password);
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("Cannot read the lab's client key stores in " + directory
                    + " (expected " + KEY_STORE + ", " + TRUST_STORE + " and " + PASSWORD_FILE
                    + ", copied there by bin/wsslab's domain set-up): " + e.getMessage(), e);
        }
    }

    /** The stores of the folder named by the system property. */
    public static LabKeyStores configured() {
        return in(configuredDirectory());
    }

    /** The client's folder, named by the system property {@value #DIRECTORY_PROPERTY}. */
    static Path configuredDirectory() {
        String directory = System.getProperty(DIRECTORY_PROPERTY);
        if (directory == null || directory.isBlank()) {
            throw new IllegalStateException("System property " + DIRECTORY_PROPERTY
                    + " is not set: the domain set-up sets it to the folder holding the client's key stores");
        }
        return Path.of(directory);
    }

    public static LabKeyStores in(Path directory) {
        return BY_DIRECTORY.computeIfAbsent(directory.toAbsolutePath().normalize(), LabKeyStores::new);
    }

    public KeyStore keyStore() {
        return keys;
    }

    public KeyStore trustStore() {
        return trust;
    }

    public PrivateKey privateKey(String alias) {
        return decrypted.computeIfAbsent(alias, this::decrypt);
    }

    private PrivateKey decrypt(String alias) {
        try {
            if (!keys.isKeyEntry(alias)) {
                throw new IllegalArgumentException("No private key with alias '" + alias + "' in " + KEY_STORE);
            }
            return (PrivateKey) keys.getKey(alias, password);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot decrypt key '" + alias + "': " + e.getMessage(), e);
        }
    }

    private static KeyStore load(Path file, char[] password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password);
        }
        return store;
    }
}
