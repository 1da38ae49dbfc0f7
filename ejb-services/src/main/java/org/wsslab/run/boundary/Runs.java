package org.wsslab.run.boundary;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.wsslab.run.entity.Run;

/** Stored runs: create, find, list. */
@Stateless
public class Runs {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    public Run create(int callsPerCell, int warmupCalls) {
        Run run = new Run(callsPerCell, warmupCalls, Instant.now());
        em.persist(run);
        em.flush();
        return run;
    }

    public Optional<Run> find(long id) {
        return Optional.ofNullable(em.find(Run.class, id));
    }

    public List<Run> newestFirst() {
        return em.createNamedQuery(Run.NEWEST_FIRST, Run.class).getResultList();
    }
}
