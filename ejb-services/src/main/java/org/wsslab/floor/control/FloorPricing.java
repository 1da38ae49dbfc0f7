package org.wsslab.floor.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyStore;
import java.util.Collections;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.callbacks.LabKeyStores;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.PricePoint;
import org.wsslab.floor.entity.Prices;

/**
 * Prices a run's operations once, at its start, in the server's JVM (where both sides of every call
 * run), with the lab client's RSA key: a resumed run keeps the prices of its first start, so all its
 * cells are priced alike.
 */
@ApplicationScoped
public class FloorPricing {

    private static final Logger LOG = Logger.getLogger(FloorPricing.class.getName());

    @Inject
    FloorStore store;

    /** The run's prices, timed now if it has none yet; {@link Prices#NONE} if they cannot be timed. */
    public Prices pricesFor(long runId) {
        Prices stored = store.of(runId);
        if (!stored.isEmpty()) {
            return stored;
        }
        try {
            List<PricePoint> points = PrimitiveTimer.forRuns(labKey()).time(Operation.all());
            store.record(runId, points);
            return new Prices(points);
        } catch (GeneralSecurityException | RuntimeException e) {
            LOG.log(Level.WARNING, "run " + runId + ": could not time the floor's operations; its cells get no floor", e);
            return Prices.NONE;
        }
    }

    private static KeyPair labKey() throws GeneralSecurityException {
        LabKeyStores stores = LabKeyStores.configured();
        KeyStore keys = stores.keyStore();
        for (String alias : Collections.list(keys.aliases())) {
            if (keys.isKeyEntry(alias)) {
                return new KeyPair(keys.getCertificate(alias).getPublicKey(), stores.privateKey(alias));
            }
        }
        throw new GeneralSecurityException("the lab's client key store holds no key");
    }
}
