package org.wsslab.relay.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.client.control.TargetAddresses;

/**
 * Opens the lab's loopback relays in front of the server's ports (a run's wire probe: its target's), on the platform's managed threads
 * (GlassFish's default managed thread factory: the application's class loader and naming, threads the
 * server knows of). Callers close what they open; whatever is still open when the application stops
 * is closed then.
 */
@ApplicationScoped
public class Relays {

    private static final Logger LOG = Logger.getLogger(Relays.class.getName());

    @Resource
    ManagedThreadFactory threads;

    private final List<LoopbackRelay> opened = new ArrayList<>();

    /**
     * A TCP relay that records every byte crossing it, as an eavesdropper on the wire would: for
     * HTTPS it sees TLS records, never the HTTP inside them.
     */
    public LoopbackRelay recording(Transport transport, WireRecord record) throws IOException {
        return opened(new LoopbackRelay(LoopbackListeners.plain(), () -> Peer.of(LoopbackListeners.tcpToServer(transport)),
                record::sending, record::receiving, threads));
    }

    /**
     * A relay that keeps the HTTP messages crossing it, request and response. For HTTPS its listener
     * speaks TLS itself, so it sees the bodies as they cross HTTP, before TLS, and it opens its own
     * TLS connection to the endpoint.
     */
    public LoopbackRelay reading(Transport transport, HttpExchanges exchanges) throws IOException, GeneralSecurityException {
        return reading(transport, exchanges, TargetAddresses.lab());
    }

    /** As {@link #reading(Transport, HttpExchanges)}, in front of a run's target (the lab's own or another server). */
    public LoopbackRelay reading(Transport transport, HttpExchanges exchanges, TargetAddresses target)
            throws IOException, GeneralSecurityException {
        return opened(new LoopbackRelay(LoopbackListeners.listen(transport), () -> Peer.of(LoopbackListeners.toServer(target, transport)),
                exchanges::requestFraming, exchanges::responseFraming, threads));
    }

    /** A listener speaking the transport whose requests go to the stand-in, never to the server. */
    public LoopbackRelay capturing(Transport transport, UnavailableEndpoint standIn) throws IOException, GeneralSecurityException {
        return opened(new LoopbackRelay(LoopbackListeners.listen(transport), standIn.upstream(),
                () -> Watch.NONE, () -> Watch.NONE, threads));
    }

    private LoopbackRelay opened(LoopbackRelay relay) {
        synchronized (opened) {
            opened.removeIf(LoopbackRelay::isClosed);
            opened.add(relay);
        }
        return relay;
    }

    @PreDestroy
    void closeAll() {
        List<LoopbackRelay> left;
        synchronized (opened) {
            left = List.copyOf(opened);
            opened.clear();
        }
        for (LoopbackRelay relay : left) {
            try {
                relay.close();
            } catch (IOException e) {
                LOG.log(Level.FINE, "closing a relay as the application stops", e);
            }
        }
    }
}
