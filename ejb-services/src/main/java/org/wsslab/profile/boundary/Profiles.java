package org.wsslab.profile.boundary;

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
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointStatus;
import org.wsslab.client.control.CallFailures;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.profile.control.CellProfiler;
import org.wsslab.profile.control.ExecutionSampler;
import org.wsslab.profile.control.ProfileStore;
import org.wsslab.profile.entity.Profile;
import org.wsslab.profile.entity.ProfileTally;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.control.RunLedger;

/**
 * Profiles of a run's cells (routes: docs/api.md, "Profiles"; what they record: docs/measuring.md,
 * "Profiles"): started on request, recorded on a thread of the platform's executor while the caller
 * gets the RECORDING profile at once, stored with the run. A profile takes the endpoints' turn
 * ({@link EndpointTurn}) and is refused while a run, a verification, a soak or another profile holds
 * it or a run waits for it: the recorder's samples and a run's clock would each bend the other.
 * Profiles still RECORDING at start-up were cut off by a crash and become INTERRUPTED, with nothing
 * kept; one recording when the application stops (undeploy, redeploy, an orderly server stop) stops
 * between two calls and becomes INTERRUPTED with the samples of the calls made until then, before the
 * application lets go of its database. Neither is resumed: a new profile records the cell again.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
// The store commits each step itself: a profile is seen RECORDING while it records.
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Profiles {

    private static final Logger LOG = Logger.getLogger(Profiles.class.getName());

    /** The recorder's sampling period: a millisecond, JFR's finest, so a 10 ms call still draws samples. */
    static final Duration PERIOD = Duration.ofMillis(1);

    /** Why a profile cut off by the application's stop was interrupted. */
    static final String STOPPED = "the application stopped while it recorded (undeployed, redeployed or its server stopped)";

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

    @Inject
    ProfileStore store;

    @PostConstruct
    void recover() {
        store.recover();
    }

    /** The application is stopping: a recording under way stops between two calls, and this waits (bounded) for it. */
    @PreDestroy
    void stop() {
        turn.close();
    }

    /** Starts recording a cell of the run and answers the RECORDING profile, or refuses (nothing stored). */
    public synchronized Profile start(long runId, ProfileRequest request) {
        Run run = ledger.find(runId).orElseThrow(() -> Runs.notFound(runId));
        ProfileRequest.Cell cell = request.check(run);
        Optional<Run> busy = ledger.active();
        if (busy.isPresent()) {
            throw Refusal.conflict("run " + busy.get().getId() + " is " + busy.get().getStatus()
                    + "; a profile beside it would bend its measurements, so profile when it has ended");
        }
        Runnable endTurn = turn.tryTake().orElseThrow(() -> Refusal.conflict(
                "a run, a verification, a soak or another profile is calling the endpoints; profile when it has ended"));
        try {
            EndpointStatus status = catalog.status(cell.endpoint());
            if (!status.available()) {
                throw Refusal.at("mechanism", "'" + cell.endpoint() + "' is not available now (" + status.unavailableReason() + ")")
                        .as(Refusal.Kind.CONFLICT);
            }
            Profile profile = store.begin(runId, cell.endpoint(), cell.size(), cell.seconds(), run.getWarmupCalls(),
                    (int) PERIOD.toMillis());
            try {
                executor.submit(() -> record(profile, endTurn));
            } catch (RuntimeException e) {
                // Stored already: it must not stay RECORDING until the next start-up.
                store.fail(profile.id(), "the server's executor did not take the recording: " + CallFailures.describe(e));
                throw e;
            }
            return profile;
        } catch (RuntimeException e) {
            endTurn.run();
            throw e;
        }
    }

    private void record(Profile profile, Runnable endTurn) {
        try {
            CellProfiler.Result result = new CellProfiler(new ExecutionSampler(PERIOD)).profile(ports.session(profile.endpoint()),
                    profile.size(), profile.warmupCalls(), Duration.ofSeconds(profile.seconds()), turn::closing);
            if (turn.closing()) {
                store.interrupt(profile.id(), result.calls(), result.failedCalls(), result.gcMillis(), result.tally(),
                        STOPPED + (result.calls() == 0 ? ", before its first recorded call" : ""));
            } else if (result.allFailed()) {
                store.fail(profile.id(), "every recorded call failed (" + result.calls() + "), the first with: " + result.firstError());
            } else {
                store.complete(profile.id(), result.calls(), result.failedCalls(), result.gcMillis(), result.tally());
            }
        } catch (RuntimeException e) {
            LOG.log(turn.closing() ? Level.INFO : Level.WARNING, "profile " + profile.id() + " failed", e);
            if (turn.closing()) {
                // A call or the recording the stop broke: its samples were never read, none to keep.
                store.interrupt(profile.id(), 0, 0, 0, new ProfileTally(), STOPPED + "; nothing was kept");
            } else {
                store.fail(profile.id(), CallFailures.describe(e));
            }
        } finally {
            endTurn.run();
        }
    }

    /** The run's profiles, newest first. */
    public List<Profile> of(long runId) {
        return store.of(runId);
    }

    /** A profile of this run. */
    public Optional<Profile> find(long runId, long id) {
        return store.find(id).filter(p -> p.runId() == runId);
    }
}
