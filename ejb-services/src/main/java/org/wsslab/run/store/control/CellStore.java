package org.wsslab.run.store.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.run.store.entity.StoredCell;
import org.wsslab.workload.entity.Workload;

/** What each (mechanism, size) cell saw besides its round trips: load average and wire sizes. */
@ApplicationScoped
// Reads too run in a transaction: outside one, the container lends a non-transactional EntityManager
// tied to the calling thread's invocation, and managed threads started from that invocation (the
// relays) close it when they end, under the engine's feet ("closed EntityManager").
@Transactional
public class CellStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** Records the cells of one size, replacing what an earlier segment recorded for them, committed at once. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(long runId, List<CellRecord> cells) {
        cells.forEach(cell -> em.merge(new StoredCell(runId, cell)));
    }

    /**
     * The latest pace of each cell this lab measured with this workload (a size of books is not one of bytes;
     * later runs' paces replace earlier ones'). This lab's only: another lab sharing the store is another machine.
     */
    public Map<CellKey, Double> latestPaces(Workload workload) {
        Map<CellKey, Double> paces = new HashMap<>();
        for (Object[] row : em.createNamedQuery(StoredCell.PACES, Object[].class).setParameter("shape", workload.shape().id())
                .setParameter("direction", workload.direction().id()).setParameter("work", workload.work().id())
                .setParameter("lab", LabName.current())
                .getResultList()) {
            paces.put(new CellKey(Endpoint.stored((String) row[1], (String) row[2]), (Integer) row[3]), (Double) row[4]);
        }
        return paces;
    }

    public List<CellRecord> of(long runId) {
        return em.createNamedQuery(StoredCell.OF_RUN, StoredCell.class).setParameter("run", runId).getResultList().stream()
                .map(StoredCell::cell).toList();
    }
}
