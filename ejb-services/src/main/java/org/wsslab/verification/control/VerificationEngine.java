package org.wsslab.verification.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.relay.control.Relays;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Verification;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * Runs verifications on the platform's managed executor, each in its turn with the runs
 * ({@link EndpointTurn}): endpoint by endpoint (a mechanism under one suite), attack by attack, each verdict stored as reached.
 * A verification found RUNNING at start-up was cut off by a server stop: it becomes INTERRUPTED, with
 * the verdicts reached before the stop. One under way when the application stops (undeploy,
 * redeploy, an orderly server stop) ends the same way at its next attack, before the application
 * lets go of its database; one still waiting for its turn is left RUNNING, for the next start-up.
 * An interrupted verification is not resumed: a new one makes every attack again (a matrix is minutes,
 * and its cells are only comparable when made by one deployment).
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class VerificationEngine {

    private static final Logger LOG = Logger.getLogger(VerificationEngine.class.getName());

    /** Why a verification an operator cancelled ended; its verdicts reached are kept. */
    static final String CANCELLED = "cancelled by an operator; the verdicts reached are kept";

    /** Verifications an operator cancelled, each stopped before its next attack (or before its first, if it waits for its turn). */
    private final Set<Long> cancelled = ConcurrentHashMap.newKeySet();

    /** Why a verification cut off by the application's stop was interrupted; its verdicts reached are kept. */
    static final String STOPPED = "the application stopped during the verification (undeployed, redeployed or its server stopped);"
            + " the verdicts reached are kept: start a new verification for the rest";

    @Resource
    ManagedExecutorService executor;

    @Inject
    VerificationStore store;

    @Inject
    EchoPorts ports;

    @Inject
    EndpointAddresses addresses;

    @Inject
    EndpointTurn turn;

    @EJB
    InvocationCounter invocations;

    @Inject
    Relays relays;

    @PostConstruct
    void recover() {
        for (Verification cut : store.inStatus(VerificationStatus.RUNNING)) {
            store.finish(cut.id(), VerificationStatus.INTERRUPTED, "the server stopped during the verification;"
                    + " the verdicts reached are kept: start a new verification for the rest", Instant.now());
        }
    }

    /** The application is stopping: the verification under way stops at its next attack, and this waits (bounded) for it. */
    @PreDestroy
    // No transaction around the wait: the work it waits for commits its own.
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void stop() {
        turn.close();
    }

    /** Stores a new verification of the endpoints and starts it. */
    public Verification start(List<Endpoint> endpoints) {
        Verification verification = store.create(endpoints, Instant.now());
        executor.submit(() -> turn.take(() -> execute(verification)));
        return verification;
    }

    /** Asks the verification to stop before its next attack; it ends CANCELLED. */
    public void cancel(long id) {
        cancelled.add(id);
    }

    private void execute(Verification verification) {
        AttackGate gate = AttackGate.ofDeployment();
        int made = 0;
        try {
            AttackTrials.Services services = new AttackTrials.Services(ports, addresses, invocations, SigningKeys.lab(),
                    KnownGaps.reviewed(), relays);
            for (Endpoint endpoint : verification.endpoints()) {
                try (AttackTrials trials = new AttackTrials(endpoint, services)) {
                    for (Attack attack : Attack.values()) {
                        gate.reach(verification.id(), made);
                        if (turn.closing()) {
                            store.finish(verification.id(), VerificationStatus.INTERRUPTED, STOPPED, Instant.now());
                            return;
                        }
                        if (cancelled.remove(verification.id())) {
                            store.finish(verification.id(), VerificationStatus.CANCELLED, CANCELLED, Instant.now());
                            return;
                        }
                        store.record(verification.id(), trials.run(attack));
                        made++;
                    }
                }
            }
            store.finish(verification.id(), VerificationStatus.COMPLETED, null, Instant.now());
        } catch (Exception e) {
            // An attack the stop broke proves nothing about the endpoint: no verdict for it, and the
            // verification is interrupted, not failed.
            LOG.log(turn.closing() ? Level.INFO : Level.WARNING, "verification " + verification.id() + " failed", e);
            store.finish(verification.id(), turn.closing() ? VerificationStatus.INTERRUPTED : VerificationStatus.FAILED,
                    turn.closing() ? STOPPED : String.valueOf(e), Instant.now());
        } finally {
            // A cancel that came after the last attack, or to a verification that failed, has nothing left to stop.
            cancelled.remove(verification.id());
        }
    }
}
