package org.wsslab.run.control;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.wsslab.callbacks.LabKeyStores;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.EndpointAddresses;

/**
 * Counts the bytes of a mechanism's request and response bodies as they cross HTTP, at a given
 * payload size: one extra call, outside the measured ones, through a {@link CountingRelay}. The
 * counted message differs from a measured one only in its WS-Addressing To header, which names the
 * relay's port instead of the server's (a digit or so).
 */
@ApplicationScoped
public class WireProbe {

    /** Body bytes of one request and its response; null where they could not be counted. */
    public record WireSize(Long requestBytes, Long responseBytes) {
        static final WireSize UNKNOWN = new WireSize(null, null);
    }

    static final String KEY_ALIAS = "wsslab-wire-probe";
    private static final Logger LOG = Logger.getLogger(WireProbe.class.getName());

    @Inject
    EchoPorts ports;

    @Inject
    EndpointAddresses addresses;

    private final Map<Transport, CountingRelay> relays = new EnumMap<>(Transport.class);

    /** Probe ports for one run, each opened on its first use. */
    public Probes forRun() {
        return new Probes();
    }

    /** A run's probe ports: counting opens a port per mechanism once, like the run's own. */
    public final class Probes {
        private final Map<Mechanism, EchoSession> sessions = new EnumMap<>(Mechanism.class);

        public WireSize measure(Mechanism mechanism, int size) {
            synchronized (WireProbe.this) {
                try {
                    CountingRelay relay = relay(mechanism.transport());
                    EchoSession session = sessions.computeIfAbsent(mechanism,
                            m -> ports.session(m, addresses.through(m, relay.port())));
                    byte[] payload = new byte[size];
                    ThreadLocalRandom.current().nextBytes(payload);
                    relay.clear();
                    byte[] echoed = session.echo(payload);
                    if (!Arrays.equals(payload, echoed)) {
                        throw new IllegalStateException("the probe's echo differs from its payload");
                    }
                    long[] exchange = relay.nextExchange();
                    return new WireSize(exchange[0], exchange[1]);
                } catch (RuntimeException | IOException | GeneralSecurityException e) {
                    sessions.remove(mechanism);
                    LOG.log(Level.WARNING, "could not count the wire size of " + mechanism.id() + " at " + size + " B", e);
                    return WireSize.UNKNOWN;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return WireSize.UNKNOWN;
                }
            }
        }
    }

    private CountingRelay relay(Transport transport) throws IOException, GeneralSecurityException {
        CountingRelay relay = relays.get(transport);
        if (relay == null) {
            int port = EndpointAddresses.port(transport);
            relay = transport == Transport.HTTPS
                    ? new CountingRelay(tlsListener(), () -> tlsTo(port))
                    : new CountingRelay(CountingRelay.loopback(), () -> new Socket(InetAddress.getLoopbackAddress(), port));
            relays.put(transport, relay);
        }
        return relay;
    }

    /** A TLS listener with the probe's own key, which the lab CA signed for localhost. */
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
    private static Socket tlsTo(int port) throws IOException {
        SSLSocket socket = (SSLSocket) HttpsURLConnection.getDefaultSSLSocketFactory().createSocket(EndpointAddresses.HOST, port);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        socket.setSSLParameters(parameters);
        return socket;
    }

    @PreDestroy
    void close() {
        relays.values().forEach(relay -> {
            try {
                relay.close();
            } catch (IOException e) {
                LOG.log(Level.FINE, "closing a wire probe relay", e);
            }
        });
    }
}
