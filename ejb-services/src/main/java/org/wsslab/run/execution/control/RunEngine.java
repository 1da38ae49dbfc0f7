package org.wsslab.run.execution.control;

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
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.floor.control.FloorPricing;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.noise.NoiseProbe;
import org.wsslab.run.store.control.CellStore;
import org.wsslab.run.store.control.CellsCompleted;
import org.wsslab.run.store.control.GrowthWireStore;
import org.wsslab.run.store.control.RunLedger;
import org.wsslab.run.store.control.RunPace;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.control.SegmentStore;
import org.wsslab.target.boundary.Targets;
import org.wsslab.target.entity.TargetStatus;

/**
 * Runs queued runs, one at a time, on a thread of the platform's managed executor (so the calls
 * run with the application's class loader, naming and security context, and GlassFish manages the
 * thread). One at a time because concurrent runs on a 2-core machine would measure each other.
 * A run found RUNNING at start-up was cut off by a server stop: it becomes INTERRUPTED, with every
 * sample committed before the stop. A run under way when the application stops (undeploy, redeploy,
 * a server's orderly stop) ends INTERRUPTED the same way, at its next call boundary, before the
 * application lets go of its database: the next deployment opens the file and can resume the run.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class RunEngine {

    private static final Logger LOG = Logger.getLogger(RunEngine.class.getName());

    @Resource
    ManagedExecutorService executor;

    /** The client threads of cells under load: managed, so they carry the application's context (class loader, names). */
    @Resource
    ManagedThreadFactory clientThreads;

    @EJB
    RunLedger ledger;

    @Inject
    SampleStore samples;

    @Inject
    CellStore cells;

    @Inject
    SegmentStore segments;

    @Inject
    GrowthWireStore growthWire;

    @Inject
    EnvironmentProbe environment;

    @Inject
    NoiseProbe noise;

    @Inject
    EchoPorts ports;

    @Inject
    WireProbe wire;

    @Inject
    FloorPricing floor;

    @Inject
    EndpointTurn turn;

    @EJB
    Targets targets;

    @Inject
    RunPace pace;

    @Inject
    Event<CellsCompleted> cellsCompleted;

    private final AtomicBoolean draining = new AtomicBoolean();
    private final Set<Long> cancelRequests = ConcurrentHashMap.newKeySet();

    @PostConstruct
    void recover() {
        for (Run run : ledger.inStatus(RunStatus.RUNNING)) {
            long stored = samples.plannedCallsStored(run.getId());
            ledger.interrupted(run.getId(), stored, "the server stopped during the run, after " + stored + " stored calls");
        }
        wake();
    }

    /**
     * The application is stopping: the run under way stops at its next call boundary (a held one is
     * let go by its hold) and ends INTERRUPTED, its calls committed; queued runs stay queued for the
     * next deployment. Waits, bounded, for it so that no thread of this deployment still uses the
     * database when the container closes it.
     */
    @PreDestroy
    // No transaction around the wait: the work it waits for commits its own.
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void stop() {
        turn.close();
    }

    /** Starts working through the queue, unless already doing so ({@link QueueWatch} calls it when a run is queued). */
    public void wake() {
        if (!turn.closing() && draining.compareAndSet(false, true)) {
            executor.submit(this::drain);
        }
    }

    /** Asks a running run to stop before its next call. */
    public void cancel(long runId) {
        cancelRequests.add(runId);
    }

    /** What a run needs, calling {@code target}. */
    private RunExecution.Services services(TargetStatus target) {
        return new RunExecution.Services(ledger, samples, cells, segments, growthWire, environment, noise, ports, wire, floor,
                pace, id -> cellsCompleted.fire(new CellsCompleted(id)), clientThreads, target);
    }

    /**
     * Makes the oldest queued run, then hands over to a new task for the next. One run a task: the
     * relay threads a run starts share the task's container invocation and unwind it when they end
     * (GlassFish logs "BeforeSize is null" as the task's thread ends), so no run inherits what an
     * earlier one left of it. The stores read in transactions for the same reason.
     */
    private void drain() {
        boolean ran = false;
        try {
            Optional<Run> next = ledger.oldestQueued();
            if (next.isPresent()) {
                ran = true;
                make(next.get().getId());
            }
        } finally {
            draining.set(false);
        }
        // After a run, a fresh task looks for the next; otherwise a run queued while this task was
        // finding none would wait for the next wake. None once the application stops.
        if (!turn.closing() && (ran || ledger.oldestQueued().isPresent())) {
            wake();
        }
    }

    private void make(long id) {
        try {
            // Queued until its turn: a verification may be calling the endpoints. Still queued if the
            // application stops first: the next deployment starts it.
            // Its target is read as it starts, outside every call: what it runs goes into the run's environment.
            turn.take(() -> ledger.start(id).ifPresent(run -> new RunExecution(services(targets.forRun(run.getTarget())),
                    () -> cancelRequests.contains(id), turn::closing).execute(run)));
        } catch (Refusal e) {
            // Its target is gone, not reachable now or holds other keys: nothing of the run's failed, so it
            // can be resumed once the target is back; said as the refusal says it.
            LOG.log(Level.WARNING, "run " + id + " could not start: " + e.getMessage());
            long stored = samples.plannedCallsStored(id);
            ledger.interrupted(id, stored, "its target could not be called when it started (" + e.getMessage() + "), after "
                    + stored + " stored calls; resume it once the target is back");
        } catch (TargetWatch.TargetGone e) {
            long stored = samples.plannedCallsStored(id);
            ledger.interrupted(id, stored, e.getMessage() + " after " + stored + " stored calls; resume it once the target is back");
        } catch (RuntimeException e) {
            if (turn.closing()) {
                // What the stop broke (an endpoint undeployed under a call) is not the run's failure.
                LOG.log(Level.INFO, "run " + id + " stopped with the application", e);
                long stored = samples.plannedCallsStored(id);
                ledger.interrupted(id, stored, RunExecution.STOPPED + stored + " stored calls");
            } else {
                LOG.log(Level.WARNING, "run " + id + " failed", e);
                ledger.finish(id, RunStatus.FAILED, e.toString());
            }
        } finally {
            cancelRequests.remove(id);
        }
    }
}
