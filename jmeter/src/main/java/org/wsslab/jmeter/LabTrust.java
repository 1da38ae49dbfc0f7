package org.wsslab.jmeter;

import java.security.GeneralSecurityException;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.wsslab.callbacks.LabKeyStores;

/**
 * HTTPS from a JMeter JVM trusts the lab's server as the lab's client does. In GlassFish the client's TLS
 * trust is the domain's (bin/domain-setup imports the lab CA into it); a JMeter JVM has only the JDK's
 * cacerts, where HTTPS endpoints (transport-ssl and the others over TLS: their WSDL, their calls) would fail
 * certificate validation. So the first HTTPS sampler of a JVM makes the client trust store of the lab's key
 * folder ({@code wsslab.keys.dir}: the lab CA, the server's and the STS's certificates) the default of
 * HttpsURLConnection, through which Metro connects. Read from the folder with its password file, as Metro's
 * callbacks read it: no password on JMeter's command line. Only HttpsURLConnection's default changes: JMeter's
 * RMI over TLS keeps the stores its own properties name.
 */
final class LabTrust {

    private static boolean installed;

    private LabTrust() {
    }

    static synchronized void install() {
        if (installed) {
            return;
        }
        try {
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(LabKeyStores.configured().trustStore());
            SSLContext tls = SSLContext.getInstance("TLS");
            tls.init(null, trust.getTrustManagers(), null);
            HttpsURLConnection.setDefaultSSLSocketFactory(tls.getSocketFactory());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot trust the lab's server for HTTPS: " + e.getMessage(), e);
        }
        installed = true;
    }
}
