package org.wsslab.verification.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;
import org.wsslab.verification.entity.StoredVerdict;
import org.wsslab.verification.entity.StoredVerification;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * Verifications and their verdicts. Every change commits in a transaction of its own, so that a
 * verdict is kept, and seen by readers, as soon as it is reached.
 */
@ApplicationScoped
// Reads too run in a transaction: outside one, the container lends a non-transactional EntityManager
// tied to the calling thread's invocation, and managed threads started from that invocation (the
// relays) close it when they end, under the engine's feet ("closed EntityManager").
@Transactional
public class VerificationStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Verification create(List<Endpoint> endpoints, Instant now) {
        StoredVerification verification = new StoredVerification(endpoints, now);
        em.persist(verification);
        em.flush();
        return verification.verification();
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(long id, Verdict verdict) {
        em.persist(new StoredVerdict(id, new Verdict(verdict.endpoint(), verdict.attack(), verdict.outcome(), verdict.detail(),
                SecretRedaction.withoutSecrets(verdict.request()), SecretRedaction.withoutSecrets(verdict.response()),
                SecretRedaction.withoutSecrets(verdict.diverted()))));
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void finish(long id, VerificationStatus status, String detail, Instant now) {
        em.find(StoredVerification.class, id).finish(status, detail, now);
    }

    /** Newest first. */
    public List<Verification> all() {
        return em.createNamedQuery(StoredVerification.NEWEST_FIRST, StoredVerification.class).getResultList().stream()
                .map(StoredVerification::verification).toList();
    }

    /** This lab's verifications in a status: another lab's running ones in a shared store are not this lab's to end. */
    public List<Verification> inStatus(VerificationStatus status) {
        return em.createNamedQuery(StoredVerification.IN_STATUS, StoredVerification.class).setParameter("status", status)
                .setParameter("lab", LabName.current()).getResultList().stream().map(StoredVerification::verification).toList();
    }

    public Optional<Verification> find(long id) {
        return Optional.ofNullable(em.find(StoredVerification.class, id)).map(StoredVerification::verification);
    }

    /** The verdicts in catalog order (mechanism, then suite), then attack order; with the evidence only when asked (it can be large). */
    public List<Verdict> verdicts(long id, boolean evidence) {
        List<Verdict> verdicts = evidence
                ? em.createNamedQuery(StoredVerdict.WITH_EVIDENCE, StoredVerdict.class).setParameter("verification", id)
                        .getResultList().stream().map(StoredVerdict::verdict).toList()
                : em.createNamedQuery(StoredVerdict.WITHOUT_EVIDENCE, Object[].class).setParameter("verification", id)
                        .getResultList().stream().map(StoredVerdict::withoutEvidence).toList();
        return verdicts.stream()
                .sorted(Comparator.comparing(Verdict::mechanism).thenComparing(v -> v.endpoint().suite()).thenComparing(Verdict::attack))
                .toList();
    }

    /** Deletes the verification; the database deletes its verdicts with it (ON DELETE CASCADE). */
    public boolean delete(long id) {
        StoredVerification verification = em.find(StoredVerification.class, id);
        if (verification == null) {
            return false;
        }
        em.remove(verification);
        return true;
    }
}
