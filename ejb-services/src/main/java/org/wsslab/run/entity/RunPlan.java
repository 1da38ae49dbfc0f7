package org.wsslab.run.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.target.entity.Target;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * A run's plan, as columns of RUN: what it measures, in which order, with which seed, and what every
 * call carries. A part of {@link Run}, which pages and the API read; apart so that how the plan's
 * lists are written and read is kept in one place. A mode's own columns are {@link RunModeColumns}'.
 */
@Embeddable
public class RunPlan {

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
    /** A paired order's rounds and settle calls per visit (null in any other order). */
    @Column(name = "ROUNDS")
    private Integer rounds;
    @Column(name = "SETTLE_CALLS")
    private Integer settleCalls;
    // A warm-up until steady (both null for a fixed warm-up): WARMUP_CALLS is then the rule's cap.
    @Column(name = "WARMUP_STEADY_PCT")
    private Double warmupSteadyPct;
    @Column(name = "WARMUP_STEADY_WINDOW")
    private Integer warmupSteadyWindow;
    /** Unmeasured calls per endpoint and size before each segment (Flyway V33); null: none. */
    @Column(name = "PRIMING_CALLS")
    private Integer primingCalls;

    // Its workload: what every call carries, and which way.
    @Column(nullable = false, length = 16)
    private String shape = Workload.DEFAULT.shape().id();
    @Column(nullable = false, length = 16)
    private String direction = Workload.DEFAULT.direction().id();
    @Column(name = "SERVICE_WORK", nullable = false, length = 16)
    private String serviceWork = Workload.DEFAULT.work().id();
    /** The target the run calls (Flyway V31): the lab's own server unless it names another. */
    @Column(name = "TARGET", nullable = false, length = Target.MAX_NAME)
    private String target = Target.LAB;

    protected RunPlan() {
        // for JPA
    }

    RunPlan(List<Endpoint> endpoints, List<AlgorithmSuite> suites, List<Integer> sizes, int callsPerCell, int warmupCalls,
            Order order, long bootstrapSeed) {
        this.callOrder = order.id();
        this.bootstrapSeed = bootstrapSeed;
        this.mechanisms = ListColumn.of(endpoints, Endpoint::id);
        this.suites = ListColumn.of(suites, AlgorithmSuite::assertion);
        this.sizes = ListColumn.of(sizes, String::valueOf);
        this.callsPerCell = callsPerCell;
        this.warmupCalls = warmupCalls;
    }

    /** The calls the plan makes: every cell's warm-up, settle calls and calls, by every one of its client threads. */
    long calls() {
        int perCell = rounds().map(r -> r.perCell(warmupCalls, callsPerCell)).orElse(callsPerCell + warmupCalls);
        return (long) endpoints().size() * sizes().size() * perCell * clients().stream().mapToInt(Integer::intValue).sum();
    }

    Optional<Rounds> rounds() {
        return rounds == null ? Optional.empty() : Optional.of(new Rounds(rounds, settleCalls));
    }

    /** Spreads each cell's counted calls over these rounds of visits (the plan's order must be a paired one). */
    void pair(Rounds paired) {
        if (!order(null).paired()) {
            throw new IllegalArgumentException(callOrder + " does not visit cells in rounds");
        }
        if (paired.count() > callsPerCell) {
            throw new IllegalArgumentException(
                    paired.count() + " rounds need at least as many counted calls per cell, not " + callsPerCell);
        }
        this.rounds = paired.count();
        this.settleCalls = paired.settle();
    }

    List<Endpoint> endpoints() {
        return mechanisms.isEmpty() ? List.of() : ListColumn.values(mechanisms, id -> Endpoint.byId(id).orElseThrow());
    }

    List<AlgorithmSuite> suites() {
        return ListColumn.values(suites, id -> AlgorithmSuite.byId(id).orElseThrow());
    }

    /** The sizes as stored: a growth run's is its series' start. */
    List<Integer> sizes() {
        return sizes.isEmpty() ? List.of() : ListColumn.values(sizes, Integer::valueOf);
    }

    int callsPerCell() {
        return callsPerCell;
    }

    int warmupCalls() {
        return warmupCalls;
    }

    Optional<SteadyWarmup> steadyWarmup() {
        return warmupSteadyPct == null ? Optional.empty() : Optional.of(new SteadyWarmup(warmupSteadyPct, warmupSteadyWindow, warmupCalls));
    }

    /** Ends each cell's warm-up once steady; the plan's warm-up calls are the rule's cap. */
    public void warmUntilSteady(SteadyWarmup rule) {
        if (rule.max() != warmupCalls) {
            throw new IllegalArgumentException("a warm-up until steady is planned at its cap of warm-up calls per cell");
        }
        this.warmupSteadyPct = rule.withinPct();
        this.warmupSteadyWindow = rule.window();
    }

    Optional<Priming> priming() {
        return primingCalls == null ? Optional.empty() : Optional.of(new Priming(primingCalls));
    }

    public void prime(Priming priming) {
        this.primingCalls = priming.calls();
    }

    List<Integer> clients() {
        return ListColumn.values(clients, Integer::valueOf);
    }

    /** Measures each cell with each of these numbers of client threads. */
    void load(List<Integer> levels) {
        this.clients = ListColumn.of(levels, String::valueOf);
    }

    /** Makes the plan a growth series' from {@code start}: one call per size, no warm-up. */
    void growFrom(int start) {
        this.sizes = String.valueOf(start);
        this.callsPerCell = 1;
        this.warmupCalls = 0;
    }

    /** The call order; {@code run} names the run a stored order no lab knows belongs to. */
    Order order(Long run) {
        return Order.byId(callOrder).orElseThrow(() -> new IllegalStateException("run " + run + " has an unknown order " + callOrder));
    }

    long bootstrapSeed() {
        return bootstrapSeed;
    }

    /** What every call carries, and which way; {@code run} names the run a stored id no lab knows belongs to. */
    Workload workload(Long run) {
        return new Workload(Shape.byId(shape).orElseThrow(() -> new IllegalStateException("run " + run + " has an unknown shape " + shape)),
                Direction.byId(direction)
                        .orElseThrow(() -> new IllegalStateException("run " + run + " has an unknown direction " + direction)),
                ServiceWork.byId(serviceWork)
                        .orElseThrow(() -> new IllegalStateException("run " + run + " has an unknown service work " + serviceWork)));
    }

    /** Whether the run measures its cells under load (clients other than one call at a time). */
    public boolean underLoad() {
        return !clients().equals(List.of(1));
    }

    public void carry(Workload workload) {
        this.shape = workload.shape().id();
        this.direction = workload.direction().id();
        this.serviceWork = workload.work().id();
    }

    String target() {
        return target;
    }

    public void aim(String name) {
        this.target = name;
    }
}
