package org.wsslab.run.entity;

import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.lab.LabName;
import org.wsslab.workload.entity.Workload;

/**
 * One run: mechanisms × suites × sizes × calls, of one workload; a cycle run of fixed calls per cell
 * unless its {@link RunMode mode} says otherwise. The schema is Flyway's (db/migration). Its columns
 * come in embeddables that keep their own rules: its life ({@link RunProgress}), its plan, workload,
 * warm-up and rounds ({@link RunPlan}), its mode ({@link RunModeColumns}), its lab, name, notes and origin
 * ({@link RunLabelColumns}); getters stay here, one per property, since pages (EL), the API and the engine read a run as one thing.
 */
@Entity
@Table(name = "RUN")
@NamedQuery(name = Run.NEWEST_FIRST, query = "SELECT r FROM Run r ORDER BY r.progress.created DESC, r.id DESC")
@NamedQuery(name = Run.OF_LAB, query = "SELECT r FROM Run r WHERE r.label.lab = :lab ORDER BY r.progress.created DESC, r.id DESC")
@NamedQuery(name = Run.IN_STATUS, query = "SELECT r FROM Run r WHERE r.progress.status = :status AND r.label.lab = :lab ORDER BY r.id")
public class Run {

    public static final String NEWEST_FIRST = "Run.newestFirst";
    public static final String OF_LAB = "Run.ofLab";
    public static final String IN_STATUS = "Run.inStatus"; // a lab's: it queues and interrupts only its own in a shared store

    // A sequence, not an identity column: EclipseLink reads identities with H2 1.x's IDENTITY(), gone in H2 2.
    @Id
    @SequenceGenerator(name = "run_id", sequenceName = "RUN_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "run_id")
    private Long id;

    @Embedded
    private RunProgress progress;
    @Embedded
    private RunPlan plan;
    /** Null when all its columns are (EclipseLink reads an all-null embeddable as none): a run of fixed calls. */
    @Embedded
    private RunModeColumns mode;

    @Embedded
    private RunLabelColumns label; // its lab, name, notes and origin: read through label()

    protected Run() { // for JPA
    }

    public Run(List<Endpoint> endpoints, List<AlgorithmSuite> suites, List<Integer> sizes, int callsPerCell,
            int warmupCalls, Order order, long bootstrapSeed, Instant created) {
        this.plan = new RunPlan(endpoints, suites, sizes, callsPerCell, warmupCalls, order, bootstrapSeed);
        this.progress = new RunProgress(created, (long) endpoints.size() * sizes.size() * (callsPerCell + warmupCalls));
        this.mode = new RunModeColumns();
        this.label = new RunLabelColumns(LabName.current());
    }

    /** What a queued run is asked beyond its grid, changed before it starts: target, workload, warm-up, priming (RunPlanning). */
    public RunPlan plan() {
        return plan;
    }

    /** Starts the run, or a resumed run's next segment (the run keeps its first start time). */
    public void start(Instant now) {
        progress.start(now);
    }

    /** Whether a stopped run can be queued again: only the lab's own (an import's calls were made elsewhere). */
    public boolean resumable() {
        return label().origin() == null && progress.status().resumable();
    }

    /** Queues a stopped run again; the engine continues it after its last stored call. */
    public void resume() {
        if (!resumable()) {
            throw new IllegalStateException("run " + id + " is " + progress.status() + "; only INTERRUPTED or CANCELLED runs resume");
        }
        progress.resume();
    }

    /** Records progress: calls of the plan done, the cell measured (null: none). */
    public void progress(long done, Endpoint endpoint, Integer size) {
        progress.progress(done, endpoint, size);
    }

    /** Ends the run; a failure text says why it did not complete. */
    public void finish(RunStatus end, Instant now, String why) {
        progress.finish(end, now, why);
    }

    public Long getId() {
        return id;
    }

    public RunStatus getStatus() {
        return progress.status();
    }

    public Instant getCreated() {
        return progress.created();
    }

    public Instant getStarted() {
        return progress.started();
    }

    public Instant getFinished() {
        return progress.finished();
    }

    public long getDoneCalls() {
        return progress.doneCalls();
    }

    public long getTotalCalls() {
        return progress.totalCalls();
    }

    public String getCurrentMechanism() {
        return progress.currentMechanism();
    }

    /** The current cell's suite id ("" for a mechanism without one), null when no cell is measured. */
    public String getCurrentSuite() {
        return progress.currentSuite();
    }

    public Integer getCurrentSize() {
        return progress.currentSize();
    }

    public String getFailure() {
        return progress.failure();
    }

    /** The mechanisms the run measures, each once, in call order. */
    public List<Mechanism> getMechanisms() {
        return getEndpoints().stream().map(Endpoint::mechanism).distinct().toList();
    }

    /** The suites the run was asked for: each mechanism that offers a choice is measured under each. */
    public List<AlgorithmSuite> getSuites() {
        return plan.suites();
    }

    /** The run's cells' endpoints (mechanism under suite), in call order. */
    public List<Endpoint> getEndpoints() {
        return plan.endpoints();
    }

    /** The sizes of the run's cells, in its order; none for a growth run (one call per size is no cell): see {@link #getGrowth()}. */
    public List<Integer> getSizes() {
        return getGrowth().isPresent() ? List.of() : plan.sizes();
    }

    public int getCallsPerCell() {
        return plan.callsPerCell();
    }

    public int getWarmupCalls() {
        return plan.warmupCalls();
    }

    /** The unmeasured calls per endpoint and size each segment makes before its first measured call; empty: none. */
    public Optional<Priming> getPriming() {
        return plan.priming();
    }

    /** A warm-up that ends once its cell is steady, capped at the warm-up calls; empty for a fixed warm-up. */
    public Optional<SteadyWarmup> getSteadyWarmup() {
        return plan.steadyWarmup();
    }

    /** The numbers of client threads calling each cell at once, in order: [1] (one call at a time) unless asked otherwise. */
    public List<Integer> getClients() {
        return plan.clients();
    }

    /** Makes this (queued) fixed run measure each cell with each number of client threads, each making the warm-up and calls. */
    public void load(List<Integer> levels) {
        if (getMode().isPresent()) {
            throw new IllegalArgumentException("concurrent clients are measured in fixed runs only");
        }
        plan.load(levels);
        progress.plan(plan.calls());
    }

    public Order getOrder() {
        return plan.order(id);
    }

    /** How a paired run (order rounds or rounds-gc) spreads each cell's counted calls; empty for any other run. */
    public Optional<Rounds> getRounds() {
        return plan.rounds();
    }

    /** Makes this (queued) run visit its cells in these rounds, each visit's settle calls before its counted ones. */
    public void pair(Rounds rounds) {
        plan.pair(rounds);
        progress.plan(plan.calls());
    }

    public long getBootstrapSeed() {
        return plan.bootstrapSeed();
    }

    /** What every call of the run carries, and which way. */
    public Workload getWorkload() {
        return plan.workload(id);
    }

    /** The run's mode: precision, growth or sequences; empty for a fixed number of calls per cell. */
    public Optional<RunMode> getMode() {
        return mode().mode(plan.callsPerCell());
    }

    /** A precision run's rule (its maximum is the calls per cell); empty for a run of fixed calls. */
    public Optional<Precision> getPrecision() {
        return mode().precision(plan.callsPerCell());
    }

    /** A growth run's series; empty for any other run. */
    public Optional<Growth> getGrowth() {
        return mode().growth();
    }

    /** A sequences run's lengths and repeats; empty for any other run. */
    public Optional<Sequences> getSequences() {
        return mode().sequences();
    }

    /** A startup run's restarts and steady calls; empty for any other run. */
    public Optional<Startup> getStartup() {
        return mode().startup();
    }

    /** Makes this (queued) run follow a mode (a growth run: one call per size of its series, no warm-up). */
    public void follow(RunMode rule) {
        mode = mode == null ? new RunModeColumns() : mode;
        mode.follow(rule, plan.callsPerCell());
        if (rule instanceof Growth growth) {
            plan.growFrom(growth.start());
            progress.plan((long) getEndpoints().size() * growth.calls());
        }
        if (rule instanceof Sequences sequences && sequences.paired()) {
            progress.plan(getEndpoints().size() * sequences.cellCalls(plan.sizes(), plan.warmupCalls()));
        }
    }

    /** The target the run calls ({@code org.wsslab.target}): {@code lab}, the lab's own server, unless it named another. */
    public String getTarget() {
        return plan.target();
    }

    /** Names the run and notes about it, or changes them (blank parts: none). */
    public void label(RunLabel label) {
        label().label(label);
    }

    public RunLabel getLabel() {
        return label().label();
    }

    /** The run's name and notes; null for none (getters for EL). */
    public String getName() {
        return label().name();
    }

    public String getNotes() {
        return label().notes();
    }

    /** Where an imported run was measured ("run 163 of host …"); null for a run measured in the store's lab. */
    public String getOrigin() {
        return label().origin();
    }

    /** The lab that measured the run ({@code org.wsslab.lab}): this lab's, or an imported run's own. */
    public String getLab() {
        return label().lab();
    }

    private RunLabelColumns label() {
        label = label == null ? new RunLabelColumns(LabName.current()) : label;
        return label;
    }

    /** The mode's columns to read: none stored reads as a run of fixed calls, without writing anything. */
    private RunModeColumns mode() {
        return mode == null ? new RunModeColumns() : mode;
    }
}
