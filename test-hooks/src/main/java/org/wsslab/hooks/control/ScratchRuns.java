package org.wsslab.hooks.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;

/**
 * Runs that never run, made by the test hooks to hold samples it stores itself: stored as cancelled,
 * with a reason that says what they are, so that none is queued and any left over reads as what it
 * is. Each change is a transaction of its own, committed at once.
 */
@ApplicationScoped
public class ScratchRuns {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** A stopped run of this plan, {@code done} of its calls to be stored by the caller; answers its id. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public long create(List<Mechanism> mechanisms, List<Integer> sizes, int calls, int warmup, long seed, long done,
            String why) {
        Run run = new Run(mechanisms.stream().map(Mechanism::endpoint).toList(), List.of(AlgorithmSuite.DEFAULT), sizes, calls, warmup,
                Order.DEFAULT, seed, Instant.now());
        run.progress(done, null, null);
        run.finish(RunStatus.CANCELLED, Instant.now(), why);
        em.persist(run);
        em.flush();
        return run.getId();
    }

    /** Deletes the run; the database deletes its samples with it. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void discard(long runId) {
        em.remove(em.find(Run.class, runId));
    }
}
