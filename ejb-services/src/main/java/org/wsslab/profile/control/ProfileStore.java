package org.wsslab.profile.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.lab.LabName;
import org.wsslab.profile.entity.Profile;
import org.wsslab.profile.entity.ProfileStatus;
import org.wsslab.profile.entity.ProfileTally;
import org.wsslab.profile.entity.StoredProfile;

/** Stored profiles; each change committed at once, so that a page sees a recording while it records. */
@ApplicationScoped
@Transactional(Transactional.TxType.REQUIRES_NEW)
public class ProfileStore {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    public Profile begin(long runId, Endpoint endpoint, int size, int seconds, int warmupCalls, int periodMillis) {
        StoredProfile profile = new StoredProfile(runId, endpoint, size, seconds, warmupCalls, periodMillis, Instant.now());
        em.persist(profile);
        em.flush();
        return profile.profile();
    }

    /** Stores the samples; nothing if the profile went with its run meanwhile. */
    public void complete(long id, int calls, int failedCalls, long gcMillis, ProfileTally tally) {
        Optional.ofNullable(em.find(StoredProfile.class, id))
                .ifPresent(p -> p.complete(calls, failedCalls, gcMillis, tally, Instant.now()));
    }

    /** Stores the samples of a recording the application's stop cut short; nothing if the profile went with its run meanwhile. */
    public void interrupt(long id, int calls, int failedCalls, long gcMillis, ProfileTally tally, String why) {
        Optional.ofNullable(em.find(StoredProfile.class, id))
                .ifPresent(p -> p.interrupt(calls, failedCalls, gcMillis, tally, why, Instant.now()));
    }

    public void fail(long id, String why) {
        Optional.ofNullable(em.find(StoredProfile.class, id)).ifPresent(p -> p.fail(why, Instant.now()));
    }

    /** Profiles still RECORDING when the server started again: a crash cut them off before their samples were read. */
    public void recover() {
        // This lab's only: another lab sharing the store may be recording right now.
        em.createNamedQuery(StoredProfile.IN_STATUS, StoredProfile.class).setParameter("status", ProfileStatus.RECORDING)
                .setParameter("lab", LabName.current()).getResultList()
                .forEach(p -> p.interrupt("the server stopped while it recorded; nothing was kept", Instant.now()));
    }

    /** The run's profiles, newest first. */
    public List<Profile> of(long runId) {
        return em.createNamedQuery(StoredProfile.OF_RUN, StoredProfile.class).setParameter("run", runId).getResultList()
                .stream().map(StoredProfile::profile).toList();
    }

    public Optional<Profile> find(long id) {
        return Optional.ofNullable(em.find(StoredProfile.class, id)).map(StoredProfile::profile);
    }
}
