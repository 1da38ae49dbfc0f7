package org.wsslab.it.support;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** TLS that trusts the lab CA only, for test clients outside GlassFish. */
public final class LabCa {

    private LabCa() {
    }

    public static SSLContext sslContext() {
        Path certificate = Path.of(System.getProperty("wsslab.it.labCa", "../truststores/target/stores/wsslab-ca.cer"));
        try (InputStream in = Files.newInputStream(certificate)) {
            KeyStore trusted = KeyStore.getInstance("PKCS12");
            trusted.load(null, null);
            trusted.setCertificateEntry("wsslab-ca", CertificateFactory.getInstance("X.509").generateCertificate(in));
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(trusted);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (Exception e) {
            throw new IllegalStateException("Cannot trust the lab CA at " + certificate + ": " + e, e);
        }
    }
}
