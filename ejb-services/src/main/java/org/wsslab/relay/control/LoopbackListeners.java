package org.wsslab.relay.control;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.concurrent.ThreadLocalRandom;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.wsslab.callbacks.LabKeyStores;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.client.control.TargetAddresses;

/**
 * The two ends a {@link LoopbackRelay} joins: a listener on a local port that the in-server Metro
 * clients can be pointed at instead of the server, and a connection to the server's own port.
 */
final class LoopbackListeners {

    /** The relays' TLS key, which the lab CA signed for localhost, so clients accept it like the server's. */
    static final String KEY_ALIAS = "wsslab-wire-probe";

    private LoopbackListeners() {
    }

    /** A listener on a free loopback port; for HTTPS it speaks TLS itself, so its owner sees HTTP. */
    static ServerSocket listen(Transport transport) throws IOException, GeneralSecurityException {
        return transport == Transport.HTTPS ? tlsListener() : plain();
    }

    /** A plain socket on a free loopback port (for HTTPS, TLS records pass through it unread). */
    static ServerSocket plain() throws IOException {
        return new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
    }

    /**
     * A connection to a target's port for the transport, TLS (host name checked) for HTTPS: a target on
     * another host fails that check unless its certificate names it (docs/running.md, "Targets").
     */
    static Socket toServer(TargetAddresses target, Transport transport) throws IOException {
        return transport == Transport.HTTPS ? tlsTo(target.host(), target.port(transport))
                : new Socket(target.inetAddress(), target.port(transport));
    }

    /** A plain TCP connection to the server's port for the transport: a client's TLS goes through it untouched. */
    static Socket tcpToServer(Transport transport) throws IOException {
        return new Socket(InetAddress.getLoopbackAddress(), EndpointAddresses.port(transport));
    }

    private static ServerSocket tlsListener() throws IOException, GeneralSecurityException {
        LabKeyStores stores = LabKeyStores.configured();
        char[] transientPassword = Long.toHexString(ThreadLocalRandom.current().nextLong()).toCharArray();
        KeyStore only = KeyStore.getInstance("PKCS12");
        only.load(null, null);
        Certificate[] chain = stores.keyStore().getCertificateChain(KEY_ALIAS);
        if (chain == null) {
            throw new GeneralSecurityException("no " + KEY_ALIAS + " key in the lab's client key store (rebuild the stores)");
        }
        only.setKeyEntry(KEY_ALIAS, stores.privateKey(KEY_ALIAS), transientPassword, chain);
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(only, transientPassword);
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keys.getKeyManagers(), null, null);
        return tls.getServerSocketFactory().createServerSocket(0, 16, InetAddress.getLoopbackAddress());
    }

    /** TLS to the server as the in-server clients speak it, host name checked. */
    private static Socket tlsTo(String host, int port) throws IOException {
        SSLSocket socket = (SSLSocket) HttpsURLConnection.getDefaultSSLSocketFactory().createSocket(host, port);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        socket.setSSLParameters(parameters);
        return socket;
    }
}
