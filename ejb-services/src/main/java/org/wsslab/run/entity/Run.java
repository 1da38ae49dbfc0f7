package org.wsslab.run.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * One run: mechanisms × suites × sizes × calls, of one workload; a cycle run of fixed calls per cell
 * unless its {@link RunMode mode} says otherwise. The schema is Flyway's (db/migration), not generated.
 *
 * <p>Every column of RUN is a field here, grouped by what it records: EntityMappingTest holds the
 * entity's own fields to the table one by one, so no group moves into an embeddable. What is derived
 * from them lives beside: how a list is written in one column ({@link ListColumn}), which states a
 * run may be resumed or is active in ({@link RunStatus}).
 */
@Entity
@Table(name = "RUN")
@NamedQuery(name = Run.NEWEST_FIRST, query = "SELECT r FROM Run r ORDER BY r.created DESC, r.id DESC")
@NamedQuery(name = Run.IN_STATUS, query = "SELECT r FROM Run r WHERE r.status = :status ORDER BY r.id")
public class Run {

    public static final String NEWEST_FIRST = "Run.newestFirst";
    public static final String IN_STATUS = "Run.inStatus";

    // A sequence rather than an identity column: EclipseLink reads identities with H2 1.x's
    // IDENTITY(), which H2 2 no longer has; sequences also work unchanged on PostgreSQL.
    @Id
    @SequenceGenerator(name = "run_id", sequenceName = "RUN_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "run_id")
    private Long id;

    // Its life: where it is, since when, how far, and why it stopped.
    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private RunStatus status;
    // Stored as TIMESTAMP WITH TIME ZONE and mapped as OffsetDateTime: EclipseLink 5.0 fails to read
    // such a column into an Instant (ConversionException ... to class java.time.LocalDate).
    @Column(nullable = false)
    private OffsetDateTime created;
    private OffsetDateTime started;
    private OffsetDateTime finished;
    @Column(name = "DONE_CALLS", nullable = false)
    private long doneCalls;
    @Column(name = "TOTAL_CALLS", nullable = false)
    private long totalCalls;
    @Column(name = "CURRENT_MECHANISM", length = 64)
    private String currentMechanism;
    @Column(name = "CURRENT_SUITE", length = 32)
    private String currentSuite;
    @Column(name = "CURRENT_SIZE")
    private Integer currentSize;
    @Column(length = 4000)
    private String failure;

    // Its plan: what it measures, in which order, with which seed.
    /**
     * The cells' endpoint ids ({@link Endpoint#id()}: a mechanism's id under its catalog suite, so
     * runs stored before suites read as they always did), comma-separated, in the order the run calls them.
     */
    @Column(nullable = false, length = 8192)
    private String mechanisms = "";
    /** Algorithm suite ids, comma-separated, in the order the run calls them (mechanisms that offer a choice). */
    @Column(nullable = false, length = 256)
    private String suites = AlgorithmSuite.DEFAULT.assertion();
    /** Payload sizes in bytes, comma-separated, in the order the run measures them. */
    @Column(nullable = false, length = 1024)
    private String sizes = "";
    @Column(name = "CALLS_PER_CELL", nullable = false)
    private int callsPerCell;
    @Column(name = "WARMUP_CALLS", nullable = false)
    private int warmupCalls;
    /** The numbers of concurrent client threads its cells are measured with, comma-separated, in its order. */
    @Column(nullable = false, length = 128)
    private String clients = "1";
    @Column(name = "CALL_ORDER", nullable = false, length = 32)
    private String callOrder = Order.DEFAULT.id();
    @Column(name = "BOOTSTRAP_SEED", nullable = false)
    private long bootstrapSeed;

    // Its workload: what every call carries, and which way.
    @Column(nullable = false, length = 16)
    private String shape = Workload.DEFAULT.shape().id();
    @Column(nullable = false, length = 16)
    private String direction = Workload.DEFAULT.direction().id();
    @Column(name = "SERVICE_WORK", nullable = false, length = 16)
    private String serviceWork = Workload.DEFAULT.work().id();

    // Its mode, if any: the columns of one of precision, growth and sequences; all null for a fixed run.
    @Column(name = "PRECISION_PCT")
    private Double precisionPct;
    @Column(name = "PRECISION_MIN_CALLS")
    private Integer precisionMinCalls;
    @Column(name = "GROWTH_START")
    private Integer growthStart;
    @Column(name = "GROWTH_STEP")
    private Integer growthStep;
    @Column(name = "GROWTH_CALLS")
    private Integer growthCalls;
    /** A sequences run's lengths, comma-separated, in the order it makes them. */
    @Column(name = "SEQUENCE_LENGTHS", length = 128)
    private String sequenceLengths;
    @Column(name = "SEQUENCE_REPEATS")
    private Integer sequenceRepeats;

    // What people say of it: its name and notes (null for none), and where an imported run was measured (null for the lab's own).
    @Column(name = "NAME", length = RunLabel.MAX_NAME)
    private String name;
    @Column(name = "NOTES", length = RunLabel.MAX_NOTES)
    private String notes;
    @Column(name = "IMPORTED_FROM", length = 1024)
    private String importedFrom;

    protected Run() {
        // for JPA
    }

    public Run(List<Endpoint> endpoints, List<AlgorithmSuite> suites, List<Integer> sizes, int callsPerCell,
               int warmupCalls, Order order, long bootstrapSeed, Instant created) {
        this.status = RunStatus.QUEUED;
        this.callOrder = order.id();
        this.bootstrapSeed = bootstrapSeed;
        this.mechanisms = ListColumn.of(endpoints, Endpoint::id);
        this.suites = ListColumn.of(suites, AlgorithmSuite::assertion);
        this.sizes = ListColumn.of(sizes, String::valueOf);
        this.callsPerCell = callsPerCell;
        this.warmupCalls = warmupCalls;
        this.totalCalls = (long) endpoints.size() * sizes.size() * (callsPerCell + warmupCalls);
        this.created = utc(created);
    }

    /** Starts the run, or a resumed run's next segment (the run keeps its first start time). */
    public void start(Instant now) {
        status = RunStatus.RUNNING;
        if (started == null) {
            started = utc(now);
        }
    }

    /**
     * Whether a stopped run can be queued again, to continue where it stopped. Only a run of this lab
     * continues here: an imported one's calls were made on another machine.
     */
    public boolean resumable() {
        return importedFrom == null && status.resumable();
    }

    /** Queues a stopped run again; the engine continues it after its last stored call. */
    public void resume() {
        if (!resumable()) {
            throw new IllegalStateException("run " + id + " is " + status + "; only INTERRUPTED or CANCELLED runs resume");
        }
        status = RunStatus.QUEUED;
        finished = null;
        failure = null;
    }

    /** Records progress: calls of the plan done, and the cell being measured (null: none). */
    public void progress(long done, Endpoint endpoint, Integer size) {
        doneCalls = done;
        currentMechanism = endpoint == null ? null : endpoint.mechanism().id();
        currentSuite = endpoint == null ? null : endpoint.suiteId();
        currentSize = size;
    }

    /** Ends the run; a failure text says why it did not complete. */
    public void finish(RunStatus end, Instant now, String why) {
        status = end;
        finished = utc(now);
        failure = why == null ? null : why.substring(0, Math.min(why.length(), 4000));
        currentMechanism = null;
        currentSuite = null;
        currentSize = null;
    }

    public Long getId() {
        return id;
    }

    public RunStatus getStatus() {
        return status;
    }

    public Instant getCreated() {
        return instant(created);
    }

    public Instant getStarted() {
        return instant(started);
    }

    public Instant getFinished() {
        return instant(finished);
    }

    public long getDoneCalls() {
        return doneCalls;
    }

    public long getTotalCalls() {
        return totalCalls;
    }

    public String getCurrentMechanism() {
        return currentMechanism;
    }

    /** The current cell's suite id ("" for a mechanism without one), null when no cell is measured. */
    public String getCurrentSuite() {
        return currentSuite;
    }

    public Integer getCurrentSize() {
        return currentSize;
    }

    public String getFailure() {
        return failure;
    }

    /** The mechanisms the run measures, each once, in call order. */
    public List<Mechanism> getMechanisms() {
        return getEndpoints().stream().map(Endpoint::mechanism).distinct().toList();
    }

    /** The suites the run was asked for: each mechanism that offers a choice is measured under each. */
    public List<AlgorithmSuite> getSuites() {
        return ListColumn.values(suites, id -> AlgorithmSuite.byId(id).orElseThrow());
    }

    /** The run's cells' endpoints (mechanism under suite), in call order. */
    public List<Endpoint> getEndpoints() {
        return mechanisms.isEmpty() ? List.of() : ListColumn.values(mechanisms, id -> Endpoint.byId(id).orElseThrow());
    }

    /**
     * The sizes of the run's cells, in its order. A growth run has none: one call per size is no cell
     * to summarise, table or compare; its sizes are its series' ({@link #getGrowth()}).
     */
    public List<Integer> getSizes() {
        return growthCalls != null || sizes.isEmpty() ? List.of() : ListColumn.values(sizes, Integer::valueOf);
    }

    public int getCallsPerCell() {
        return callsPerCell;
    }

    public int getWarmupCalls() {
        return warmupCalls;
    }

    /**
     * The numbers of client threads calling each cell at once, in the run's order: [1] (one call at a
     * time) unless the run asked for concurrent clients.
     */
    public List<Integer> getClients() {
        return ListColumn.values(clients, Integer::valueOf);
    }

    /** Whether the run measures its cells under load (clients other than one call at a time). */
    public boolean underLoad() {
        return !getClients().equals(List.of(1));
    }

    /**
     * Makes this (queued) fixed run measure each cell with each number of client threads: every
     * thread makes the run's warm-up and calls.
     */
    public void load(List<Integer> levels) {
        if (getMode().isPresent()) {
            throw new IllegalArgumentException("concurrent clients are measured in fixed runs only");
        }
        this.clients = ListColumn.of(levels, String::valueOf);
        this.totalCalls = (long) getEndpoints().size() * getSizes().size() * (callsPerCell + warmupCalls)
                * levels.stream().mapToInt(Integer::intValue).sum();
    }

    public Order getOrder() {
        return Order.byId(callOrder).orElseThrow(() -> new IllegalStateException("run " + id + " has an unknown order " + callOrder));
    }

    public long getBootstrapSeed() {
        return bootstrapSeed;
    }

    /** Whether the run still has calls to make or is making them. */
    public boolean active() {
        return status.active();
    }

    /** What every call of the run carries, and which way. */
    public Workload getWorkload() {
        return new Workload(Shape.byId(shape).orElseThrow(() -> new IllegalStateException("run " + id + " has an unknown shape " + shape)),
                Direction.byId(direction).orElseThrow(() -> new IllegalStateException("run " + id + " has an unknown direction " + direction)),
                ServiceWork.byId(serviceWork).orElseThrow(() -> new IllegalStateException("run " + id + " has an unknown service work " + serviceWork)));
    }

    /** Makes this (queued) run carry a workload other than the default. */
    public void carry(Workload workload) {
        this.shape = workload.shape().id();
        this.direction = workload.direction().id();
        this.serviceWork = workload.work().id();
    }

    /** The run's mode: precision, growth or sequences; empty for a fixed number of calls per cell. */
    public Optional<RunMode> getMode() {
        return getPrecision().<RunMode>map(p -> p).or(this::getGrowth).or(this::getSequences);
    }

    /** A precision run's rule (its maximum is the calls per cell); empty for a run of fixed calls. */
    public Optional<Precision> getPrecision() {
        return precisionPct == null ? Optional.empty() : Optional.of(new Precision(precisionPct, callsPerCell, precisionMinCalls));
    }

    /** Makes this (queued) run a precision run; its calls per cell are the rule's maximum. */
    public void follow(Precision precision) {
        if (precision.maxCalls() != callsPerCell) {
            throw new IllegalArgumentException("a precision run's plan holds its maximum of calls per cell");
        }
        this.precisionPct = precision.pct();
        this.precisionMinCalls = precision.minCalls();
    }

    /** A growth run's series; empty for any other run. */
    public Optional<Growth> getGrowth() {
        return growthCalls == null ? Optional.empty() : Optional.of(new Growth(growthStart, growthStep, growthCalls));
    }

    /** Makes this (queued) run a growth run: one call per size of the series, no warm-up. */
    public void grow(Growth growth) {
        this.growthStart = growth.start();
        this.growthStep = growth.step();
        this.growthCalls = growth.calls();
        this.sizes = String.valueOf(growth.start());
        this.callsPerCell = 1;
        this.warmupCalls = 0;
        this.totalCalls = (long) getEndpoints().size() * growth.calls();
    }

    /** A sequences run's lengths and repeats; empty for any other run. */
    public Optional<Sequences> getSequences() {
        return sequenceRepeats == null ? Optional.empty()
                : Optional.of(new Sequences(ListColumn.values(sequenceLengths, Integer::valueOf), sequenceRepeats));
    }

    /** Makes this (queued) run a sequences run: its calls per cell are those of all its sequences. */
    public void sequence(Sequences sequences) {
        if (sequences.callsPerCell() != callsPerCell) {
            throw new IllegalArgumentException("a sequences run's plan holds its sequences' calls per cell");
        }
        this.sequenceLengths = ListColumn.of(sequences.lengths(), String::valueOf);
        this.sequenceRepeats = sequences.repeats();
    }

    /** Names the run and notes about it, or changes them (blank parts: none). */
    public void label(RunLabel label) {
        this.name = label.name();
        this.notes = label.notes();
    }

    public RunLabel getLabel() {
        return new RunLabel(name, notes);
    }

    /** The run's name; null for none (a getter for EL, which reads the field as a property). */
    public String getName() {
        return name;
    }

    public String getNotes() {
        return notes;
    }

    /** Where an imported run was measured ("run 163 of host …"); null for a run of this lab. */
    public String getOrigin() {
        return importedFrom;
    }

    public boolean isImported() {
        return importedFrom != null;
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(OffsetDateTime time) {
        return time == null ? null : time.toInstant();
    }
}
