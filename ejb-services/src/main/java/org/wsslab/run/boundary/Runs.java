package org.wsslab.run.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.control.RunEngine;
import org.wsslab.run.control.SampleStore;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sample;

/** Stored runs: create (queued for the engine), find, list, their samples. */
@Stateless
public class Runs {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @EJB
    RunEngine engine;

    @Inject
    SampleStore samples;

    /**
     * Queues a run. The baseline is always measured in the same run as the mechanisms compared with
     * it, so plain is added first if missing.
     */
    public Run queue(List<Mechanism> mechanisms, List<Integer> sizes, int callsPerCell, int warmupCalls) {
        List<Mechanism> measured = new ArrayList<>(mechanisms);
        if (!measured.contains(Mechanism.PLAIN)) {
            measured.add(0, Mechanism.PLAIN);
        }
        Run run = new Run(measured, sizes, callsPerCell, warmupCalls, Instant.now());
        em.persist(run);
        em.flush();
        return run;
    }

    /** Tells the engine to look at the queue; call after the transaction that queued a run. */
    public void startQueued() {
        engine.wake();
    }

    public void cancel(long id) {
        engine.cancel(id);
    }

    public Optional<Run> find(long id) {
        return Optional.ofNullable(em.find(Run.class, id));
    }

    public List<Run> newestFirst() {
        return em.createNamedQuery(Run.NEWEST_FIRST, Run.class).getResultList();
    }

    public List<Sample> samples(long id) {
        return samples.of(id);
    }
}
