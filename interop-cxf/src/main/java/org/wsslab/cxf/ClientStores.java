package org.wsslab.cxf;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.Properties;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.Merlin;

/**
 * The lab's client key material, read from the folder the domain set-up fills for its in-server Metro client
 * ({@code wsslab-client}): the same keys, aliases and endpoint user, so CXF is tried as the lab's own client
 * would be. Passwords stay in that folder; neither sources nor policies hold one.
 */
final class ClientStores {

    /** The lab's trusted client identity (the in-server client's default alias). */
    static final String CLIENT_ALIAS = "wsslab-client";
    /** The endpoints' certificate: what requests are encrypted for. */
    static final String SERVER_ALIAS = "wsslab-server";

    static final String KEY_STORE = "client-keys.p12";
    static final String TRUST_STORE = "client-trust.p12";
    static final String PASSWORD_FILE = "store.password";
    static final String USER_FILE = "endpoint-user.properties";

    private final KeyStore keys;
    private final KeyStore trust;
    private final char[] storePassword;
    private final String user;
    private final char[] userPassword;

    private ClientStores(KeyStore keys, KeyStore trust, char[] storePassword, String user, char[] userPassword) {
        this.keys = keys;
        this.trust = trust;
        this.storePassword = storePassword;
        this.user = user;
        this.userPassword = userPassword;
    }

    static ClientStores in(Path folder) throws LabException {
        try {
            char[] password = Files.readString(folder.resolve(PASSWORD_FILE)).strip().toCharArray();
            Properties endpointUser = new Properties();
            try (Reader in = Files.newBufferedReader(folder.resolve(USER_FILE))) {
                endpointUser.load(in);
            }
            String name = endpointUser.getProperty("username");
            String userPassword = endpointUser.getProperty("password");
            if (name == null || userPassword == null) {
                throw new LabException(folder.resolve(USER_FILE) + " must hold both 'username' and 'password'");
            }
            return new ClientStores(load(folder.resolve(KEY_STORE), password), load(folder.resolve(TRUST_STORE), password),
                    password, name, userPassword.toCharArray());
        } catch (IOException | GeneralSecurityException e) {
            throw new LabException("cannot read the lab's client stores in " + folder + " (expected " + KEY_STORE + ", "
                    + TRUST_STORE + ", " + PASSWORD_FILE + " and " + USER_FILE + ", which bin/domain-setup puts there): "
                    + e.getMessage(), e);
        }
    }

    /**
     * One WSS4J crypto for every use: the client's keys sign and decrypt, and the trust store both provides the
     * server's certificate to encrypt for and anchors the server's signatures. Merlin looks an alias up in the
     * key store first, then in the trust store.
     */
    Crypto crypto() {
        Merlin merlin = new Merlin();
        merlin.setKeyStore(keys);
        merlin.setTrustStore(trust);
        return merlin;
    }

    /** The trust for HTTPS endpoints: the lab's CA and server certificate, nothing of the JDK's. */
    TrustManager[] trustManagers() throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trust);
        return factory.getTrustManagers();
    }

    /** A TLS context that trusts what {@link #trustManagers()} trusts. */
    SSLContext tls() throws GeneralSecurityException {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trustManagers(), null);
        return context;
    }

    /** The user the username mechanisms authenticate, from the endpoints' realm (never a console user). */
    String user() {
        return user;
    }

    /** Answers WSS4J's password questions: the endpoint user's password, and the key store's for private keys. */
    LabPasswords passwords() {
        return new LabPasswords(user, userPassword, storePassword);
    }

    private static KeyStore load(Path file, char[] password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password);
        }
        return store;
    }

    @Override
    public String toString() {
        return "ClientStores[user " + user + "]";
    }
}
