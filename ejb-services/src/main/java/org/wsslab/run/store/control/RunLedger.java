package org.wsslab.run.store.control;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;

/** A run's status and progress, each change committed at once so that readers see it while it runs. */
@Stateless
@TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
public class RunLedger {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** The run as committed now. */
    public Optional<Run> find(long id) {
        return Optional.ofNullable(em.find(Run.class, id));
    }

    public Optional<Run> oldestQueued() {
        return inStatus(RunStatus.QUEUED).stream().findFirst();
    }

    /** A run that is running or waiting for its turn, if any: what a soak or a profile beside it would bend. */
    public Optional<Run> active() {
        return Stream.of(RunStatus.RUNNING, RunStatus.QUEUED).flatMap(s -> inStatus(s).stream()).findFirst();
    }

    /** This lab's runs in a status (another lab's queued or running runs in a shared store are that lab's to run). */
    public List<Run> inStatus(RunStatus status) {
        return em.createNamedQuery(Run.IN_STATUS, Run.class).setParameter("status", status).setParameter("lab", LabName.current())
                .getResultList();
    }

    /** Starts a queued run; empty if it was deleted or cancelled while queued. */
    public Optional<Run> start(long id) {
        // Locked: a user may cancel or delete the queued run at this very moment.
        Run run = em.find(Run.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (run == null || run.getStatus() != RunStatus.QUEUED) {
            return Optional.empty();
        }
        run.start(Instant.now());
        return Optional.of(run);
    }

    /** Marks a run the server stopped under, its progress set to the calls actually stored. */
    public void interrupted(long id, long stored, String why) {
        Run run = em.find(Run.class, id);
        run.progress(stored, null, null);
        run.finish(RunStatus.INTERRUPTED, Instant.now(), why);
    }

    public void progress(long id, long done, Endpoint endpoint, int size) {
        em.find(Run.class, id).progress(done, endpoint, size);
    }

    public void finish(long id, RunStatus end, String why) {
        em.find(Run.class, id).finish(end, Instant.now(), why);
    }
}
