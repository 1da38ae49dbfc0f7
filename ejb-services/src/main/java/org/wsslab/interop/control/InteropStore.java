package org.wsslab.interop.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.wsslab.interop.entity.InteropCheck;
import org.wsslab.interop.entity.InteropResult;
import org.wsslab.interop.entity.StoredInteropCheck;
import org.wsslab.interop.entity.StoredInteropResult;

/** Interoperability checks: each stored whole, in one transaction, or not at all. */
@ApplicationScoped
@Transactional
public class InteropStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public InteropCheck create(String client, Long metroRun, List<InteropResult> results, Instant now) {
        StoredInteropCheck check = new StoredInteropCheck(client, metroRun, now);
        em.persist(check);
        em.flush();
        results.forEach(result -> em.persist(new StoredInteropResult(check.getId(), result)));
        return check.check(results);
    }

    /** Newest first, each with its results. */
    public List<InteropCheck> all() {
        return em.createNamedQuery(StoredInteropCheck.NEWEST_FIRST, StoredInteropCheck.class).getResultList().stream()
                .map(this::withResults).toList();
    }

    public Optional<InteropCheck> find(long id) {
        return Optional.ofNullable(em.find(StoredInteropCheck.class, id)).map(this::withResults);
    }

    public Optional<InteropCheck> newest() {
        return em.createNamedQuery(StoredInteropCheck.NEWEST_FIRST, StoredInteropCheck.class).setMaxResults(1).getResultList().stream()
                .findFirst().map(this::withResults);
    }

    private InteropCheck withResults(StoredInteropCheck check) {
        return check.check(em.createNamedQuery(StoredInteropResult.OF_CHECK, StoredInteropResult.class).setParameter("check", check.getId())
                .getResultList().stream().map(StoredInteropResult::result).toList());
    }
}
