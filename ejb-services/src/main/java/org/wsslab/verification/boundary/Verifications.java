package org.wsslab.verification.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointSelection;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;
import org.wsslab.verification.control.VerificationEngine;
import org.wsslab.verification.control.VerificationStore;
import org.wsslab.verification.entity.Verdict;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/** The attack matrix as the API and the console use it: start one, cancel it, read them, their verdicts and evidence. */
@Stateless
public class Verifications {

    @Inject
    VerificationEngine engine;

    @Inject
    VerificationStore store;

    @Inject
    Catalog catalog;

    /**
     * Starts a verification of the named mechanisms (null: every available one), each under the named
     * suites (null: every suite it offers), as {@link Catalog#chosen} picks them; refuses what is unknown
     * or unavailable, saying what is allowed and storing nothing.
     */
    public Verification start(List<String> mechanisms, List<String> suites) {
        EndpointSelection selection = new EndpointSelection(mechanisms, suites, AlgorithmSuite.choosable()).check();
        return engine.start(catalog.chosen(selection));
    }

    /**
     * Cancels a running verification: it ends CANCELLED before its next attack, with the verdicts reached;
     * refuses one that has ended, and an id that names none.
     */
    public void cancel(long id) {
        Verification verification = find(id).orElseThrow(() -> notFound(id));
        if (verification.status() != VerificationStatus.RUNNING) {
            throw Refusal
                    .conflict("verification " + id + " is " + verification.status() + "; only a RUNNING verification can be cancelled");
        }
        engine.cancel(id);
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
