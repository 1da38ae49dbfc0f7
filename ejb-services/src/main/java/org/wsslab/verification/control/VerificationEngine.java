package org.wsslab.verification.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
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
 * A verification found RUNNING at start-up was cut off by a server stop: it becomes FAILED, with
 * the verdicts reached before the stop.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class VerificationEngine {

    private static final Logger LOG = Logger.getLogger(VerificationEngine.class.getName());

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
            store.finish(cut.id(), VerificationStatus.FAILED, "the server stopped during the verification", Instant.now());
        }
    }

    /** Stores a new verification of the endpoints and starts it. */
    public Verification start(List<Endpoint> endpoints) {
        Verification verification = store.create(endpoints, Instant.now());
        executor.submit(() -> turn.take(() -> execute(verification)));
        return verification;
    }

    private void execute(Verification verification) {
        try {
            AttackTrials.Services services = new AttackTrials.Services(ports, addresses, invocations, SigningKeys.lab(),
                    KnownGaps.reviewed(), relays);
            for (Endpoint endpoint : verification.endpoints()) {
                try (AttackTrials trials = new AttackTrials(endpoint, services)) {
                    for (Attack attack : Attack.values()) {
                        store.record(verification.id(), trials.run(attack));
                    }
                }
            }
            store.finish(verification.id(), VerificationStatus.COMPLETED, null, Instant.now());
        } catch (Exception e) {
            LOG.log(Level.WARNING, "verification " + verification.id() + " failed", e);
            store.finish(verification.id(), VerificationStatus.FAILED, String.valueOf(e), Instant.now());
        }
    }
}
