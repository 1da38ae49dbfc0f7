package org.wsslab.run.group.boundary;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.group.entity.StoredGroup;

/**
 * Makes a group that no group's name has yet, in a transaction of its own. Apart from {@link Groups}
 * because two runs posted at once into one new group both find it missing: made inside each run's
 * own transaction, both would insert it and all but one would fail at commit, after the request had
 * been answered as good. Committed at once, the second insert fails here, where {@link Groups#join}
 * can read the group the first one made.
 */
@Stateless
public class GroupCreation {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /** Stores the group unless one of its name is there; throws if another transaction stored it meanwhile. */
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public void ifAbsent(String name, GroupKind kind) {
        if (em.find(StoredGroup.class, name) == null) {
            em.persist(new StoredGroup(name, kind, Instant.now()));
            em.flush();
        }
    }
}
