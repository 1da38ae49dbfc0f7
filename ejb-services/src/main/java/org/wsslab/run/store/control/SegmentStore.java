package org.wsslab.run.store.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import org.wsslab.run.store.entity.Segment;
import org.wsslab.run.store.entity.StoredSegment;

/** The segments of runs (each start and resumption) with the environment each ran in. */
@ApplicationScoped
// Reads too run in a transaction: outside one, the container lends a non-transactional EntityManager
// tied to the calling thread's invocation, and managed threads started from that invocation (the
// relays) close it when they end, under the engine's feet ("closed EntityManager").
@Transactional
public class SegmentStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** Starts the run's next segment (0 for its first start), committed at once. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Segment begin(long runId, long firstCall, String environment, Instant now) {
        Segment segment = new Segment(runId, of(runId).size(), now, firstCall, environment);
        em.persist(new StoredSegment(segment));
        return segment;
    }

    public List<Segment> of(long runId) {
        return em.createNamedQuery(StoredSegment.OF_RUN, StoredSegment.class).setParameter("run", runId).getResultList().stream()
                .map(StoredSegment::segment).toList();
    }
}
