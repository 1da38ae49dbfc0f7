package org.wsslab.run.soak.boundary;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.EJB;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;
import org.wsslab.run.soak.control.Soak;
import org.wsslab.run.soak.entity.SoakReport;
import org.wsslab.run.store.control.RunLedger;

/**
 * The soak check (bin/wsslab soak): every available mechanism under several client threads for a
 * long while, to see errors and heap growth that a sweep's few hundred calls per cell do not show.
 * One soak at a time, never beside a run or a verification (it takes their turn, {@link EndpointTurn}:
 * each would load the other's measurements on two cores);
 * the latest is kept in memory for its report. A soak under way when the application stops has its
 * threads stop before their next call, and the stop waits (bounded) for them. A harness route, not
 * part of the runs' contract (docs/api.md, "Harness routes").
 */
@Singleton
// Stops before DeploymentRelease, which hands the server's threads back from the lab's class loader.
@DependsOn("DeploymentRelease")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class Soaks {

    @Resource
    ManagedExecutorService executor;

    @Inject
    EchoPorts ports;

    @Inject
    Catalog catalog;

    @EJB
    RunLedger ledger;

    @Inject
    EndpointTurn turn;

    private Soak latest;

    @PreDestroy
    // No transaction around the wait: the work it waits for commits its own.
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void stop() {
        Soak running;
        synchronized (this) {
            running = latest;
        }
        if (running != null && running.active()) {
            running.stop("the application stopped during the soak (undeployed, redeployed or its server stopped)");
        }
        turn.close();
    }

    /** Starts a soak and answers at once, or refuses it: bad parameters, a soak or a run in progress. */
    public synchronized SoakReport start(SoakRequest request) {
        request.check();
        if (latest != null && latest.active()) {
            SoakReport current = latest.report();
            throw Refusal.conflict("a soak is in progress (" + current.elapsed().toSeconds() + " of "
                    + current.seconds() + " s); GET harness/soak follows it");
        }
        Optional<Run> busy = ledger.active();
        if (busy.isPresent()) {
            throw Refusal.conflict("run " + busy.get().getId() + " is " + busy.get().getStatus()
                    + "; a soak beside it would distort both, so wait for it to end or cancel it");
        }
        List<Mechanism> available = catalog.available();
        if (available.isEmpty()) {
            throw Refusal.conflict("no mechanism is available now; the mechanisms page says why");
        }
        Optional<Mechanism> wrongCredential = request.wrongCredentialMechanism();
        if (wrongCredential.isPresent() && !available.contains(wrongCredential.get())) {
            // A soak calls only the available mechanisms: a wrong credential there would be given to no call.
            throw Refusal.at(SoakRequest.WRONG_CREDENTIAL, "'" + wrongCredential.get().id() + "' is not available now, so the"
                    + " soak would not call it; the mechanisms page says why").as(Refusal.Kind.CONFLICT);
        }
        Runnable endTurn = turn.tryTake().orElseThrow(() -> Refusal
                .conflict("a run or a verification is calling the endpoints; a soak beside it would distort both, so wait for it to end"));
        try {
            latest = Soak.start(executor, ports, available, request.seconds(), request.threads(), request.size(), wrongCredential,
                    endTurn, turn::closing);
        } catch (RuntimeException e) {
            endTurn.run();
            throw e;
        }
        return latest.report();
    }

    /** The soak in progress, or the last one since the server started. */
    public synchronized Optional<SoakReport> latest() {
        return Optional.ofNullable(latest).map(Soak::report);
    }
}
