package org.wsslab.target.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.lab.LabName;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.target.control.IdentityReader;
import org.wsslab.target.control.LabIdentity;
import org.wsslab.target.control.TargetRestart;
import org.wsslab.target.entity.Placement;
import org.wsslab.target.entity.Target;
import org.wsslab.target.entity.TargetAdmin;
import org.wsslab.target.entity.TargetStatus;

/**
 * The servers a run may call (issue 45): the lab's own ({@code lab}, built in, never removed) and the
 * targets registered here, each read now (its identity, at most ~2 s each). A target is registered only
 * when it answers as a wsslab target holding the lab's keys, and removed only when no queued or running
 * run names it.
 */
@Stateless
public class Targets {

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    /**
     * The queued or running runs naming a target. By the schema's columns, not the run's entity: targets
     * know nothing of runs (PackageCyclesTest). Plain SQL both databases run (TargetSqlTest).
     */
    static final String RUNS_NAMING = "SELECT ID FROM RUN WHERE TARGET = ? AND LAB = ? AND STATUS IN ('QUEUED', 'RUNNING') ORDER BY ID";

    @Inject
    IdentityReader identities;

    @Inject
    TargetRestart restarts;

    /** Every target, the lab's own first, then the registered by name, each read now. */
    public List<TargetStatus> list() {
        List<TargetStatus> all = new ArrayList<>();
        all.add(lab());
        em.createNamedQuery(Target.BY_NAME, Target.class).setParameter("lab", LabName.current()).getResultList()
                .forEach(target -> all.add(read(target)));
        return all;
    }

    /** The lab's own server: described from this JVM, nothing read over the network. */
    public static TargetStatus lab() {
        return TargetStatus.reached(Target.LAB, TargetAddresses.lab(), null, LabIdentity.own(), Placement.IN_SERVER, true);
    }

    /**
     * Registers another server as a target, or refuses it (nothing stored): a field no target can have,
     * a name taken (409), a server that does not answer as a wsslab target, or one holding other keys; an
     * administration given for a target elsewhere, with a password file open to others, or that does not
     * answer as GlassFish's REST admin with that file's password.
     */
    public TargetStatus register(TargetRegistration registration) {
        TargetAddresses addresses = registration.check();
        TargetAdmin admin = registration.admin(addresses);
        if (em.find(Target.class, Target.key(registration.name())) != null) {
            throw Refusal.at("name", "'" + registration.name() + "' is taken; choose another name, or remove that target first")
                    .as(Refusal.Kind.CONFLICT);
        }
        TargetStatus read = read(registration.name(), addresses, null);
        if (!read.reachable()) {
            throw new Refusal(Refusal.Kind.INVALID, "host: " + addresses.httpBase() + " is not a target the lab can call: " + read.reason(),
                    List.of(new RefusedField("host", read.reason()), new RefusedField("http_port", read.reason())));
        }
        if (!read.keysMatch()) {
            throw Refusal.at("host", addresses.httpBase() + " " + TargetStatus.OTHER_KEYS);
        }
        int https = read.identity().httpsPort();
        if (https > 0 && https != addresses.httpsPort()) {
            throw Refusal.at("https_port", addresses.httpsPort() + " is not the target's https port; it says it listens on " + https);
        }
        if (admin != null) {
            restarts.check(admin);
        }
        Target target = new Target(registration.name(), addresses, Instant.now()).administeredAt(admin);
        em.persist(target);
        return read(target);
    }

    /** Removes a registered target; refuses the lab's own, and one a queued or running run names (409). */
    public void remove(String name) {
        if (Target.LAB.equals(name)) {
            throw Refusal.conflict("'" + Target.LAB + "' is the lab's own server; it is always a target and cannot be removed");
        }
        Target target = em.find(Target.class, Target.key(name), LockModeType.PESSIMISTIC_WRITE);
        if (target == null) {
            throw Refusal.notFound("target '" + name + "'");
        }
        // By the schema's columns, not the run's entity: targets know nothing of runs (PackageCyclesTest).
        List<?> naming = em.createNativeQuery(RUNS_NAMING).setParameter(1, name).setParameter(2, LabName.current()).getResultList();
        if (!naming.isEmpty()) {
            throw Refusal.conflict("target '" + name + "' is named by run" + (naming.size() > 1 ? "s " : " ") + naming
                    + ", queued or running; cancel " + (naming.size() > 1 ? "them" : "it") + " or let "
                    + (naming.size() > 1 ? "them" : "it") + " end, then remove the target");
        }
        em.remove(target);
    }

    /**
     * The target a run names, read now, or the refusal at {@code target} (nothing stored): a name no
     * target has, one not reachable now, or one holding other keys than the lab's.
     */
    public TargetStatus forRun(String name) {
        if (Target.LAB.equals(name)) {
            return lab();
        }
        Target target = stored(name).orElseThrow(() -> Refusal.at("target", "'" + name + "' is not a target; the targets are "
                + names() + " (GET /targets lists them; POST /targets registers one)"));
        TargetStatus read = read(target);
        if (!read.reachable()) {
            throw Refusal.at("target", "'" + name + "' (" + read.addresses().httpBase() + ") is not reachable now: " + read.reason());
        }
        if (!read.keysMatch()) {
            throw Refusal.at("target", "'" + name + "' (" + read.addresses().httpBase() + ") " + TargetStatus.OTHER_KEYS);
        }
        return read;
    }

    /**
     * Refuses (409) to go on with what calls a target that cannot be called now: a stopped run resumed
     * after its target was removed, went down or changed its keys. The lab's own is always there.
     */
    public void refuseGone(String name, String what) {
        if (Target.LAB.equals(name)) {
            return;
        }
        if (stored(name).isEmpty()) {
            throw Refusal.conflict(what + " calls target '" + name + "', which is no longer registered; register it again"
                    + " (POST /targets) under that name to go on");
        }
        try {
            forRun(name);
        } catch (Refusal refused) {
            throw new Refusal(Refusal.Kind.CONFLICT, what + " cannot go on now: " + refused.getMessage(), refused.fields());
        }
    }

    /** A registered target by name (never the lab's own, which is not stored). */
    public Optional<Target> stored(String name) {
        return name == null ? Optional.empty() : Optional.ofNullable(em.find(Target.class, Target.key(name)));
    }

    /** Every target's name, the lab's own first: what a form offers, nothing read over the network. */
    public List<String> names() {
        List<String> names = new ArrayList<>(List.of(Target.LAB));
        em.createNamedQuery(Target.BY_NAME, Target.class).setParameter("lab", LabName.current()).getResultList()
                .forEach(t -> names.add(t.name()));
        return names;
    }

    private TargetStatus read(Target target) {
        return read(target.name(), target.addresses(), target.registered()).administeredAt(target.admin());
    }

    private TargetStatus read(String name, TargetAddresses addresses, Instant registered) {
        IdentityReader.Reading reading = identities.read(addresses);
        if (reading.identity() == null) {
            return TargetStatus.unreachable(name, addresses, registered, reading.reason());
        }
        return TargetStatus.reached(name, addresses, registered, reading.identity(),
                Placement.of(reading.identity().jvmId(), LabIdentity.jvmId(), addresses.loopback()),
                LabIdentity.keysMatch(reading.identity()));
    }
}
