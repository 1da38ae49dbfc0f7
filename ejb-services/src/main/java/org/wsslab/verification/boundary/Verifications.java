package org.wsslab.verification.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointStatus;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.control.VerificationEngine;
import org.wsslab.verification.control.VerificationStore;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** The attack matrix as the API and the console use it: start one, read them, their verdicts and evidence. */
@Stateless
public class Verifications {

    @Inject
    VerificationEngine engine;

    @Inject
    VerificationStore store;

    @Inject
    Catalog catalog;

    /**
     * Starts a verification of the named mechanisms, or of every available one when none are named;
     * refuses unknown or unavailable ids with what is allowed, storing nothing.
     */
    public Verification start(List<String> ids) {
        List<Mechanism> available = catalog.mechanisms().stream().filter(EndpointStatus::available).map(EndpointStatus::mechanism).toList();
        List<Mechanism> chosen = new ArrayList<>();
        for (String id : ids == null ? List.<String>of() : ids) {
            Mechanism mechanism = Mechanism.byId(id).filter(available::contains).orElseThrow(() -> Refusal.invalid("mechanisms: '" + id + "' is not an available mechanism; available: " + available.stream().map(Mechanism::id).toList()));
            if (chosen.contains(mechanism)) {
                throw Refusal.invalid("mechanisms: '" + id + "' is named twice");
            }
            chosen.add(mechanism);
        }
        return engine.start(chosen.isEmpty() ? available : chosen);
    }

    /** Deletes a finished verification and its verdicts; refuses one that runs. */
    public void delete(long id) {
        Verification verification = find(id).orElseThrow(() -> notFound(id));
        if (verification.status() == VerificationStatus.RUNNING) {
            throw Refusal.conflict("verification " + id + " is running; delete it once it has finished");
        }
        store.delete(id);
    }

    public static Refusal notFound(long id) {
        return Refusal.notFound("verification " + id);
    }

    public List<Verification> all() {
        return store.all();
    }

    public Optional<Verification> find(long id) {
        return store.find(id);
    }

    /** The verdicts without their evidence. */
    public List<Verdict> verdicts(long id) {
        return store.verdicts(id, false);
    }

    /** The verdicts with the attack requests and answers. */
    public List<Verdict> evidence(long id) {
        return store.verdicts(id, true);
    }
}
