package org.wsslab.run.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.io.Reader;
import jakarta.json.JsonValue;
import java.io.Writer;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.floor.control.FloorStore;
import org.wsslab.floor.entity.Prices;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.execution.control.RunEngine;
import org.wsslab.run.execution.control.RunQueued;
import org.wsslab.run.group.boundary.Groups;
import org.wsslab.run.plan.control.RemainingTime;
import org.wsslab.run.store.control.CellStore;
import org.wsslab.run.store.control.PaceBook;
import org.wsslab.run.store.control.RunPace;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.control.SegmentStore;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.Segment;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.RunSummaries;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.run.transfer.RunTransfer;
import org.wsslab.target.boundary.Targets;
import org.wsslab.target.entity.TargetStatus;

/**
 * Stored runs: queue (for the engine), find, list, cancel, resume, delete; their records. What a
 * request plans, before anything is stored, is {@link RunPlanning}'s.
 */
@Stateless
public class Runs {

    private static final SecureRandom SEEDS = new SecureRandom();
    private static final RemainingTime.Paces NOTHING_MEASURED = (mechanism, size) -> OptionalDouble.empty();

    @PersistenceContext(unitName = "wsslab")
    EntityManager em;

    @EJB
    RunEngine engine;

    @Inject
    Event<RunQueued> queued;

    @Inject
    RunSummaries summaries;

    @Inject
    RunPace pace;

    @Inject
    PaceBook paceBook;

    @Inject
    Catalog catalog;

    @Inject
    SampleStore samples;

    @Inject
    CellStore cells;

    @Inject
    SegmentStore segments;

    @Inject
    FloorStore floors;

    @EJB
    RunTransfer transfer;

    @EJB
    Groups groups;

    @EJB
    Targets targets;

    /** Refuses what no run can measure, as {@link #queue(RunRequest)} does, storing nothing: the new-run form checks each field with it. */
    public RunRequest check(RunRequest request) {
        return request.check();
    }

    /**
     * Queues the run a request asks for, or refuses it (nothing stored). Only available mechanisms
     * run. The baseline is always measured in the same run as the mechanisms compared with it, so
     * plain is added first if missing.
     */
    public Run queue(RunRequest request) {
        RunRequest checked = request.check();
        // Read now, before anything is stored: a target not reachable or holding other keys is refused, never measured.
        TargetStatus target = targets.forRun(checked.targetOrDefault());
        StartupRules.checkTarget(checked, target);
        List<Endpoint> measured = target.servable(catalog.chosen(checked.selection(), target.addresses()), checked.mechanisms() != null);
        Run run = queue(measured, checked.suitesOrDefault(), request.sizesOrDefault(), request.callsOrDefault(),
                request.warmupOrDefault(), request.orderOrDefault());
        // Within the queuing transaction: the engine starts after commit, and sees the workload and rule; the group, after, all of it.
        RunPlanning.shape(run, checked);
        groups.join(run, checked.group());
        return run;
    }

    /**
     * How long the run a request asks for would take on this machine: its planned calls priced with
     * the latest stored pace of each cell (empty if no run measured anything yet). For the form, before
     * Start, on every change of a field: so it asks no endpoint whether it is available (the catalog's
     * probe fetches every WSDL, in the JVM a run may be measuring in); no mechanisms named means all.
     */
    public Optional<Duration> estimate(RunRequest request) {
        request.check();
        RemainingTime.Plan plan = RunPlanning.of(request);
        return RunPlanning.withRestarts(RemainingTime.estimate(plan, 0, NOTHING_MEASURED, paceBook.latest(request.workload())),
                request.mode(), plan, 0, paceBook.restartNanos());
    }

    /** Queues a run of these mechanisms under their catalog suites (checked by the caller) in the default order. */
    public Run queue(List<Mechanism> mechanisms, List<Integer> sizes, int callsPerCell, int warmupCalls) {
        new RunRequest(null, sizes, callsPerCell, warmupCalls, null).check();
        return queue(mechanisms.stream().map(Mechanism::endpoint).toList(), List.of(AlgorithmSuite.DEFAULT), sizes,
                callsPerCell, warmupCalls, Order.DEFAULT);
    }

    /** Queues a run of these endpoints (checked by the caller, as their sizes, calls and order), plain first; the engine starts after commit. */
    private Run queue(List<Endpoint> endpoints, List<AlgorithmSuite> suites, List<Integer> sizes, int callsPerCell,
            int warmupCalls, Order order) {
        Run run = new Run(RunPlanning.plainFirst(endpoints), suites, sizes, callsPerCell, warmupCalls, order, SEEDS.nextLong(),
                Instant.now());
        em.persist(run);
        em.flush();
        queued.fire(new RunQueued(run.getId()));
        return run;
    }

    /** Names a run and notes about it, or changes them, in any state: what it measures stays as it is. */
    public Run label(long id, RunLabel label) {
        Run run = existing(id);
        run.label(label);
        return run;
    }

    /** Cancels a queued run at once, a running one before its next call; refuses a finished one. */
    public void cancel(long id) {
        Run run = existing(id);
        if (run.getStatus() == RunStatus.QUEUED) {
            run.finish(RunStatus.CANCELLED, Instant.now(), "cancelled before it started");
        } else if (run.getStatus() == RunStatus.RUNNING) {
            engine.cancel(id);
        } else {
            throw Refusal.conflict("run " + id + " is " + run.getStatus()
                    + "; only QUEUED or RUNNING runs can be cancelled");
        }
    }

    /** Queues a stopped run again, to continue after its last stored call; the engine starts on it after commit. */
    public void resume(long id) {
        Run run = existing(id);
        if (run.getOrigin() != null) {
            throw Refusal.conflict("run " + id + " was imported (" + run.getOrigin()
                    + "); only a run measured on this lab can be resumed here");
        }
        if (!run.resumable()) {
            throw Refusal.conflict("run " + id + " is " + run.getStatus()
                    + "; only INTERRUPTED or CANCELLED runs can be resumed");
        }
        targets.refuseGone(run.getTarget(), "run " + id);
        run.resume();
        queued.fire(new RunQueued(id));
    }

    /** Deletes a run with everything stored for it; refuses while it runs. */
    public void delete(long id) {
        Run run = existing(id);
        if (run.getStatus() == RunStatus.RUNNING) {
            throw Refusal.conflict("run " + id + " is RUNNING; cancel it first, then delete it");
        }
        em.remove(run);
        summaries.forget(id);
    }

    /** Writes an ended run as a portable file (RunTransfer), {@code after} its tables; refuses a run still queued or running. */
    public void export(long id, Writer out, Map<String, JsonValue> after) {
        Run run = stored(id);
        if (!RunTransfer.exportable(run.getStatus().name())) {
            throw Refusal.conflict("run " + id + " is " + run.getStatus() + "; a run is exported once it has ended");
        }
        transfer.export(id, out, after);
    }

    /** Stores an exported run under a new id, marked as imported; its rows go over JDBC: read it after this commits. */
    public long importRun(Reader in) {
        return transfer.importRun(in);
    }

    public Optional<Run> find(long id) {
        return Optional.ofNullable(em.find(Run.class, id));
    }

    /** The run, or the refusal that it is not stored: what every route taking a run id answers for one that names nothing. */
    public Run stored(long id) {
        return find(id).orElseThrow(() -> notFound(id));
    }

    /** The one way the lab says a run id names nothing stored (404 "there is no run 7"). */
    public static Refusal notFound(long id) {
        return Refusal.notFound("run " + id);
    }

    public List<Run> newestFirst(String lab) { // every lab's when null
        return (lab == null ? em.createNamedQuery(Run.NEWEST_FIRST, Run.class)
                : em.createNamedQuery(Run.OF_LAB, Run.class).setParameter("lab", lab)).getResultList();
    }

    public List<Sample> samples(long id) {
        return samples.of(id);
    }

    public List<CellRecord> cells(long id) {
        return cells.of(id);
    }

    public List<Segment> segments(long id) {
        return segments.of(id);
    }

    /** The prices the run's floor was read in; {@link Prices#NONE} for runs measured before the floor was. */
    public Prices prices(long id) {
        return floors.of(id);
    }

    /**
     * The time a run still needs: a running run's at the pace each cell showed so far (the latest
     * stored pace for cells not reached yet), a queued run's at the stored paces; empty otherwise. A
     * precision run's is for its maximum of calls: an upper bound.
     */
    public Optional<Duration> remaining(Run run) {
        RemainingTime.Plan plan = RunPlanning.of(run);
        return RunPlanning.withRestarts(switch (run.getStatus()) {
            case RUNNING -> RemainingTime.estimate(plan, run.getDoneCalls(), pace.of(run.getId()), paceBook.latest(run.getWorkload()));
            case QUEUED -> RemainingTime.estimate(plan, 0, NOTHING_MEASURED, paceBook.latest(run.getWorkload()));
            default -> Optional.empty();
        }, run.getMode().orElse(null), plan, run.getDoneCalls(), paceBook.restartNanos());
    }

    /**
     * The run's summary, one row per cell: the one read path of the API, the pages, the CSVs and the
     * report. Computed once per stored state and kept (RunSummaries); a running run's is that of its
     * last completed cells.
     */
    public List<CellSummary> summary(long id) {
        return summaries.of(stored(id));
    }

    /** Every stored sequence total of a run, for its CSV. */
    public List<SequenceTotal> sequenceTotals(long id) {
        return samples.sequenceTotals(id);
    }

    /**
     * Comparisons a reader asks for (is A cheaper than B, this run against another), computed over
     * what is stored now, on request. Never a summary: that is {@link #summary(long)}.
     */
    public RunSummarizer summarizer(long id) {
        Run run = stored(id);
        return RunSummarizer.ofCells(run, samples.byCell(run), cells.of(id), floors.of(id), samples.loads(id));
    }

    private Run existing(long id) {
        Run run = em.find(Run.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (run == null) {
            throw notFound(id);
        }
        return run;
    }
}
