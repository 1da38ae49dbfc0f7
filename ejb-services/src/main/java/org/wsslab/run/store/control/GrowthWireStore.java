package org.wsslab.run.store.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.run.store.entity.StoredGrowthWire;

/** A growth run's wire sizes along its series: the probe points of GROWTH_WIRE. */
@ApplicationScoped
// Reads in a transaction too, as CellStore's: the relays' managed threads must not close a borrowed EntityManager.
@Transactional
public class GrowthWireStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** Records one round's points, replacing what an earlier segment read at the same size, committed at once. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(long runId, List<GrowthWirePoint> points) {
        points.forEach(point -> em.merge(new StoredGrowthWire(runId, point)));
    }

    /** The run's points, by endpoint (mechanism, suite) and then size. */
    public List<GrowthWirePoint> of(long runId) {
        return em.createNamedQuery(StoredGrowthWire.OF_RUN, StoredGrowthWire.class).setParameter("run", runId).getResultList()
                .stream().map(StoredGrowthWire::point).toList();
    }
}
