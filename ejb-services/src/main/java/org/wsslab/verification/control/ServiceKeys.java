package org.wsslab.verification.control;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The service's private keys, as the verifier holds them to recover the session keys a client wraps
 * for the service (a symmetric binding's ephemeral key, an STS proof key). The client built those keys
 * and would sign a chosen timestamp with them; Metro's client does not hand them out, so the verifier
 * unwraps them as the service does. The domain set-up copies the build's service store and its
 * password into the folder named by {@value #DIRECTORY_PROPERTY}; no password is in a source.
 */
final class ServiceKeys {

    static final String DIRECTORY_PROPERTY = "wsslab.verifier.keys.dir";
    static final String KEY_STORE = "service-keys.p12";
    static final String PASSWORD_FILE = "store.password";

    private ServiceKeys() {
    }

    /**
     * The keys of the configured folder; none if the property is unset (a domain not configured by
     * bin/domain-setup), so the cells needing them say why they are untested instead of failing the
     * whole verification.
     */
    static List<PrivateKey> configured() {
        String directory = System.getProperty(DIRECTORY_PROPERTY);
        return directory == null || directory.isBlank() ? List.of() : in(Path.of(directory));
    }

    static List<PrivateKey> in(Path directory) {
        try {
            char[] password = Files.readString(directory.resolve(PASSWORD_FILE)).strip().toCharArray();
            KeyStore store = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(directory.resolve(KEY_STORE))) {
                store.load(in, password);
            }
            List<PrivateKey> keys = new ArrayList<>();
            for (String alias : Collections.list(store.aliases())) {
                if (store.isKeyEntry(alias)) {
                    keys.add((PrivateKey) store.getKey(alias, password));
                }
            }
            return keys;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the service keys in " + directory + " (expected " + KEY_STORE + " and "
                    + PASSWORD_FILE + ", copied there by bin/domain-setup): " + e.getMessage(), e);
        }
    }
}
