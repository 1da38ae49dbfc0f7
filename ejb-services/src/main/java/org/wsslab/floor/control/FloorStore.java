package org.wsslab.floor.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import org.wsslab.floor.entity.PricePoint;
import org.wsslab.floor.entity.Prices;
import org.wsslab.floor.entity.StoredPrice;

/** A run's price list, as the engine stored it at the run's start. */
@ApplicationScoped
// In a transaction for the reason CellStore gives: the engine's relay threads close a borrowed
// non-transactional EntityManager under its feet.
@Transactional
public class FloorStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(long runId, List<PricePoint> points) {
        points.forEach(point -> em.persist(new StoredPrice(runId, point)));
    }

    /** The run's prices; {@link Prices#NONE} if the floor was not measured for it. */
    public Prices of(long runId) {
        return new Prices(em.createNamedQuery(StoredPrice.OF_RUN, StoredPrice.class).setParameter("run", runId)
                .getResultList().stream().map(StoredPrice::point).flatMap(Optional::stream).toList());
    }
}
