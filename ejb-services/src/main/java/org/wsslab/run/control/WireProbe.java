package org.wsslab.run.control;

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
import org.wsslab.relay.control.BodyCounts;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.Relays;

/**
 * Counts the bytes of a mechanism's request and response bodies as they cross HTTP, at a given
 * payload size: one extra call, outside the measured ones, through a counting {@link LoopbackRelay}
 * (never for measured calls: a relay adds its own hop). The counted message differs from a measured
 * one only in its WS-Addressing To header, which names the relay's port instead of the server's (a
 * digit or so).
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

    @Inject
    Relays relays;

    /** Probe ports for one run, each opened on its first use; closing them closes the run's relays. */
    public Probes forRun() {
        return new Probes();
    }

    /** A run's probe ports: counting opens a port per mechanism once, like the run's own. */
    public final class Probes implements AutoCloseable {
        private final Map<Mechanism, EchoSession> sessions = new EnumMap<>(Mechanism.class);
        private final Map<Transport, LoopbackRelay> relaysOpen = new EnumMap<>(Transport.class);
        private final BodyCounts counts = new BodyCounts();

        public synchronized WireSize measure(Mechanism mechanism, int size) {
            try {
                LoopbackRelay relay = relay(mechanism.transport());
                EchoSession session = sessions.computeIfAbsent(mechanism,
                        m -> ports.session(m, addresses.through(m, relay.port())));
                byte[] payload = new byte[size];
                ThreadLocalRandom.current().nextBytes(payload);
                counts.clear();
                byte[] echoed = session.echo(payload);
                if (!Arrays.equals(payload, echoed)) {
                    throw new IllegalStateException("the probe's echo differs from its payload");
                }
                long[] exchange = counts.nextExchange();
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

        private LoopbackRelay relay(Transport transport) throws IOException, GeneralSecurityException {
            LoopbackRelay relay = relaysOpen.get(transport);
            if (relay == null) {
                relay = relays.counting(transport, counts);
                relaysOpen.put(transport, relay);
            }
            return relay;
        }

        @Override
        public synchronized void close() {
            relaysOpen.values().forEach(relay -> {
                try {
                    relay.close();
                } catch (IOException e) {
                    LOG.log(Level.FINE, "closing a wire probe relay", e);
                }
            });
            relaysOpen.clear();
            sessions.clear();
        }
    }
}
