package org.wsslab.callbacks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.xml.wss.impl.callback.KeyStoreCallback;
import com.sun.xml.wss.impl.callback.PrivateKeyCallback;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.X509Certificate;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.PasswordCallback;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The in-server client's key material, as the truststores module generated it. */
class LabKeyStoresTest {

    private static final Path STORES = Path.of(System.getProperty("wsslab.test.stores", "../truststores/target/stores"));

    @AfterEach
    void clearProperty() {
        System.clearProperty(LabKeyStores.DIRECTORY_PROPERTY);
    }

    @Test
    void clientKeysSignAndTheirCertificatesChainToTheLabCa() throws Exception {
        LabKeyStores stores = LabKeyStores.in(STORES);
        for (String alias : new String[]{ClientAliasSelector.DEFAULT_ALIAS, "wsslab-rogue-client", "wsslab-saml-issuer"}) {
            PrivateKey key = stores.privateKey(alias);
            X509Certificate certificate = (X509Certificate) stores.keyStore().getCertificate(alias);
            Signature signer = Signature.getInstance("SHA256withRSA");
            signer.initSign(key);
            signer.update(alias.getBytes());
            byte[] signature = signer.sign();
            signer.initVerify(certificate.getPublicKey());
            signer.update(alias.getBytes());
            assertTrue(signer.verify(signature), alias + "'s key matches its certificate");
            assertTrue(certificate.getBasicConstraints() < 0, alias + " is no CA");
            assertTrue(certificate.getExtensionValue("2.5.29.14") != null, alias + " has a SubjectKeyIdentifier");
        }
        X509Certificate ca = (X509Certificate) stores.trustStore().getCertificate("wsslab-ca");
        X509Certificate client = (X509Certificate) stores.keyStore().getCertificate(ClientAliasSelector.DEFAULT_ALIAS);
        client.verify(ca.getPublicKey());
        X509Certificate rogue = (X509Certificate) stores.keyStore().getCertificate("wsslab-rogue-client");
        assertThrows(java.security.SignatureException.class, () -> rogue.verify(ca.getPublicKey()),
                "the rogue client is not signed by the lab CA");
        assertTrue(stores.trustStore().isCertificateEntry("wsslab-server"), "the client trusts the service certificate");
        assertTrue(!stores.trustStore().containsAlias("wsslab-rogue-ca"), "nobody trusts the rogue CA");
    }

    @Test
    void decryptedKeysAreCachedNotDecryptedPerMessage() {
        LabKeyStores stores = LabKeyStores.in(STORES);
        assertSame(stores.privateKey(ClientAliasSelector.DEFAULT_ALIAS), stores.privateKey(ClientAliasSelector.DEFAULT_ALIAS));
    }

    @Test
    void handlersAnswerMetrosCallbacksFromTheConfiguredFolder() throws Exception {
        System.setProperty(LabKeyStores.DIRECTORY_PROPERTY, STORES.toString());
        KeyStoreCallback keys = new KeyStoreCallback();
        PrivateKeyCallback key = new PrivateKeyCallback();
        key.setAlias(ClientAliasSelector.DEFAULT_ALIAS);
        new ClientKeyStoreHandler().handle(new Callback[]{keys, key});
        assertTrue(keys.getKeystore().isKeyEntry(ClientAliasSelector.DEFAULT_ALIAS));
        assertArrayEquals(LabKeyStores.in(STORES).privateKey(ClientAliasSelector.DEFAULT_ALIAS).getEncoded(), key.getKey().getEncoded());

        KeyStoreCallback trust = new KeyStoreCallback();
        new ClientTrustStoreHandler().handle(new Callback[]{trust});
        assertTrue(trust.getKeystore().isCertificateEntry("wsslab-ca"));

        assertThrows(UnsupportedCallbackException.class,
                () -> new ClientTrustStoreHandler().handle(new Callback[]{new PasswordCallback("password", false)}));
    }

    @Test
    void missingPropertyOrFolderGivesAnErrorThatSaysWhatIsExpected(@TempDir Path empty) {
        var unset = assertThrows(IllegalStateException.class, LabKeyStores::configured);
        assertTrue(unset.getMessage().contains(LabKeyStores.DIRECTORY_PROPERTY), unset.getMessage());

        var missing = assertThrows(IllegalStateException.class, () -> LabKeyStores.in(empty));
        assertTrue(missing.getMessage().contains("client-keys.p12"), missing.getMessage());
        assertTrue(Files.exists(empty));
    }

    @Test
    void unknownAliasIsNamedInTheError() {
        var error = assertThrows(IllegalArgumentException.class, () -> LabKeyStores.in(STORES).privateKey("nobody"));
        assertTrue(error.getMessage().contains("nobody"));
    }

    @Test
    void aliasSelectorPicksTheRequestedIdentityOrTheLabClient() {
        ClientAliasSelector selector = new ClientAliasSelector();
        assertEquals(ClientAliasSelector.DEFAULT_ALIAS, selector.select(Map.of()));
        assertEquals(ClientAliasSelector.DEFAULT_ALIAS, selector.select(null));
        assertEquals("wsslab-rogue-client", selector.select(Map.of(ClientAliasSelector.ALIAS_PROPERTY, "wsslab-rogue-client")));
    }
}
