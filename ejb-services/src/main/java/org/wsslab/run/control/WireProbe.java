package org.wsslab.run.control;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.client.control.LoopbackListeners;

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
            relay = new CountingRelay(LoopbackListeners.listen(transport), () -> LoopbackListeners.toServer(transport));
            relays.put(transport, relay);
        }
        return relay;
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
