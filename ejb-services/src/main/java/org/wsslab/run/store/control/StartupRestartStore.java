package org.wsslab.run.store.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;
import org.wsslab.run.store.entity.StartupRestart;
import org.wsslab.run.store.entity.StoredStartupRestart;

/** A startup run's restarts of its target's application, each with how long it took (STARTUP_RESTART). */
@ApplicationScoped
// Reads in a transaction too, as CellStore's: the relays' managed threads must not close a borrowed EntityManager.
@Transactional
public class StartupRestartStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** Records one restart, committed at once (a run stopped after it keeps it). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(long runId, StartupRestart restart) {
        em.merge(new StoredStartupRestart(runId, restart));
    }

    /** The run's restarts, by repetition, endpoint and segment. */
    public List<StartupRestart> of(long runId) {
        return em.createNamedQuery(StoredStartupRestart.OF_RUN, StoredStartupRestart.class).setParameter("run", runId).getResultList()
                .stream().map(StoredStartupRestart::restart).toList();
    }

    /** The mean of every restart the lab has timed on any run, in nanoseconds; null before the first: what time left prices one with. */
    public Double meanNanos() {
        return em.createQuery("SELECT AVG(r.nanos) FROM StoredStartupRestart r", Double.class).getSingleResult();
    }
}
