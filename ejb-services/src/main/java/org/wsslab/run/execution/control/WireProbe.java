package org.wsslab.run.execution.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Session;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.relay.control.HttpExchanges;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.Relays;
import org.wsslab.workload.control.Exchange;
import org.wsslab.workload.entity.Workload;

/**
 * Reads a mechanism's request and response as they cross HTTP, at a given payload size: their body
 * sizes, and the messages themselves (which say what cryptography each side did). One extra call,
 * outside the measured ones, through a reading {@link LoopbackRelay}
 * (never for measured calls: a relay adds its own hop). The counted message differs from a measured
 * one only in its WS-Addressing To header, which names the relay's port instead of the server's (a
 * digit or so). A session mechanism's probe port has a session of its own, set up before its first
 * counted call: what is counted is a message under the context, never the handshake.
 */
@ApplicationScoped
public class WireProbe {

    /** One probe call's request and response as they crossed HTTP; null if they could not be read. */
    public record Reading(HttpExchanges.Exchange exchange) {
        static final Reading UNKNOWN = new Reading(null);

        public Long requestBytes() {
            return exchange == null ? null : exchange.request().bodyLength();
        }

        public Long responseBytes() {
            return exchange == null ? null : exchange.response().bodyLength();
        }
    }

    private static final Logger LOG = Logger.getLogger(WireProbe.class.getName());

    @Inject
    EchoPorts ports;

    @Inject
    Relays relays;

    /** Probe ports for one run on the lab's own server, each opened on its first use; closing them closes the run's relays. */
    public Probes forRun() {
        return forRun(TargetAddresses.lab());
    }

    /** Probe ports for one run on its target: the relays stand in front of the target's ports. */
    public Probes forRun(TargetAddresses target) {
        return new Probes(target);
    }

    /** A run's probe ports: reading opens a port per mechanism once, like the run's own. */
    public final class Probes implements AutoCloseable {
        private final TargetAddresses target;
        private final Map<Endpoint, EchoSession> sessions = new HashMap<>();
        private final Map<Transport, LoopbackRelay> relaysOpen = new EnumMap<>(Transport.class);
        private final HttpExchanges exchanges = new HttpExchanges();

        private Probes(TargetAddresses target) {
            this.target = target;
        }

        public Reading read(Mechanism mechanism, int size) {
            return read(mechanism.endpoint(), Workload.DEFAULT, size);
        }

        public Reading read(Endpoint endpoint, int size) {
            return read(endpoint, Workload.DEFAULT, size);
        }

        /** The messages of one call of {@code workload} at {@code size}, as they crossed HTTP. */
        public synchronized Reading read(Endpoint endpoint, Workload workload, int size) {
            try {
                LoopbackRelay relay = relay(endpoint.mechanism().transport());
                EchoSession session = sessions.computeIfAbsent(endpoint,
                        e -> ports.session(e, target, target.through(e, relay.port())));
                if (session.opensOnNextCall() && endpoint.mechanism().session() != Session.NONE) {
                    // The handshake is the session's cost, not the cell's: the probe reads a message under the context.
                    session.echo(new byte[1]);
                }
                Exchange exchange = Exchange.of(workload, size, ThreadLocalRandom.current().nextLong());
                exchanges.clear();
                String mismatch = exchange.mismatch(session.call(exchange::call));
                if (mismatch != null) {
                    throw new IllegalStateException("the probe's answer is not what it asked for: " + mismatch);
                }
                return new Reading(exchanges.next());
            } catch (RuntimeException | IOException | GeneralSecurityException e) {
                sessions.remove(endpoint);
                LOG.log(Level.WARNING, "could not read the messages of " + endpoint + " at " + workload.label(size), e);
                return Reading.UNKNOWN;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Reading.UNKNOWN;
            }
        }

        private LoopbackRelay relay(Transport transport) throws IOException, GeneralSecurityException {
            LoopbackRelay relay = relaysOpen.get(transport);
            if (relay == null) {
                relay = relays.reading(transport, exchanges, target);
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
