package org.wsslab.run.execution.control;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadFactory;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.floor.control.FloorPricing;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.noise.NoiseProbe;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.control.CellStore;
import org.wsslab.run.store.control.GrowthWireStore;
import org.wsslab.run.store.control.RunLedger;
import org.wsslab.run.store.control.RunPace;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.control.SegmentStore;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.Segment;
import org.wsslab.target.entity.TargetStatus;
import org.wsslab.workload.entity.Workload;

/**
 * Makes one run's calls, in the {@link CallOrder} of its {@link Order}, and stores every one. Inside
 * the clock is only the port call: the payload is made before, the echo compared after; the order's
 * quiet points (a pause, a full collection) come before the clock starts. A mechanism's first call
 * (and the first after a token renewal) opens its port and is flagged initial; so is a session's
 * call made again on a new session after the server refused the old one's context.
 *
 * <p>A sequences run's sequence begins on a new session; its total is stored with the batch of its
 * last call.
 *
 * <p>A resumed run begins a new segment: it continues after the last stored call of its plan,
 * repeating (flagged warm-up) the warm-up of the size it continues in, on fresh ports.
 *
 * <p>This class walks the plan and stores what it makes, in batches; each call is made and timed by
 * {@link MeasuredCall}, each block's cells are recorded by {@link BlockWindow}, a growth run's wire
 * along its series by {@link GrowthWire}.
 */
final class RunExecution {

    static final int BATCH = SampleStore.BATCH;
    static final Duration FLUSH_EVERY = Duration.ofSeconds(1);
    static final Duration PAUSE = Duration.ofMillis(5);
    /** Why a run stopped by the application's stop is INTERRUPTED; the number of stored calls follows. */
    static final String STOPPED = "the application stopped during the run (undeployed, redeployed or its server stopped), after ";

    /** The stores and services a run needs, and the target it calls (read as the run starts); one set per run. */
    record Services(RunLedger ledger, SampleStore samples, CellStore cells, SegmentStore segments, GrowthWireStore growthWire,
            EnvironmentProbe environment, NoiseProbe noise, EchoPorts ports, WireProbe wire, FloorPricing floor,
            RunPace pace, LongConsumer cellsCompleted, ThreadFactory clientThreads, TargetStatus target,
            StartupExecution.Restarts restarts) {
    }

    private final Services services;
    /** Cancelled, or the application is stopping: the run stops before its next call. */
    private final BooleanSupplier stopping;
    private final BooleanSupplier ending;
    /** Resolved once per run: the lab as shipped has none, and a test's costs a run nothing until armed. */
    private final CallGate gate = CallGate.ofDeployment();
    private final SequenceTally sequences = new SequenceTally();
    private WireProbe.Probes wire;
    private CellStops stops;
    private SteadyWarmups steady;
    private PlanSkips skips;
    private MeasuredCall measured;
    /** What the run has measured and not yet stored (its target's server times among it). */
    private CallBatches calls;

    /** {@code ending}: the application is stopping, and the run ends INTERRUPTED rather than CANCELLED. */
    RunExecution(Services services, BooleanSupplier cancelled, BooleanSupplier ending) {
        this.services = services;
        this.ending = ending;
        this.stopping = () -> ending.getAsBoolean() || cancelled.getAsBoolean();
    }

    /** Makes the run's calls; the wire probe's relays opened for them are closed when it returns. */
    void execute(Run run) {
        try (WireProbe.Probes probes = services.wire().forRun(services.target().addresses())) {
            wire = probes;
            // Before the first call, outside every cell's time: the prices its floor is read in.
            services.floor().pricesFor(run.getId());
            services.pace().begin(run.getId(), services.samples().rttTotalsByCell(run.getId()));
            callAll(run);
        } catch (TargetWatch.TargetGone gone) {
            // Every call made is kept, the one that found the target gone too; the engine ends the run INTERRUPTED.
            calls.keep(gone.failed());
            calls.flushBlock(run.getId());
            throw gone;
        } finally {
            services.pace().end(run.getId());
        }
    }

    private void callAll(Run run) {
        long id = run.getId();
        Workload workload = run.getWorkload();
        int firstClients = run.getClients().get(0);
        TargetSplits target = TargetSplits.of(services.target());
        calls = new CallBatches(services, target);
        measured = new MeasuredCall(workload, target, TargetWatch.of(services.target()));
        if (run.getStartup().isPresent()) {
            new StartupExecution(services, stopping, ending, gate, measured, calls).execute(run, wire);
            return;
        }
        CallOrder order = CallOrder.of(run);
        stops = run.getPrecision().map(CellStops::of).orElse(null);
        steady = run.getSteadyWarmup().map(SteadyWarmups::of).orElse(null);
        skips = PlanSkips.of(stops, steady);
        if (skips != null) {
            // A cell at a time, as summaries read them: a resumed run's calls are never all in the heap at once.
            services.samples().eachCell(run, cell -> skips.recordStored(cell.samples()));
        }
        // Where a rule skips calls, the stored calls are not a prefix of the plan (stopped cells, steady warm-ups).
        int committed = skips == null ? services.samples().plannedCallsStored(id) : skips.continueAt(order);
        int next = order.continueAt(committed);
        Segment segment = services.segments().begin(id, next,
                Primer.primed(run, services, stopping,
                        services.environment().describe(run.getEndpoints(), run.getBootstrapSeed(), services.target())),
                Instant.now());
        Map<Endpoint, EchoSession> sessions = new HashMap<>();
        run.getEndpoints().forEach(e -> sessions.put(e, services.ports().session(e, services.target().addresses())));
        BlockWindow window = new BlockWindow(services, wire, workload, firstClients, stops, steady, calls::flushBlock);
        calls.done(committed);

        if (order.underLoad()) {
            loadAll(run, order, next, segment.segment(), window);
            return;
        }
        List<CallOrder.Call> plan = new ArrayList<>(order.warmupBefore(committed));
        int repeated = plan.size();
        GrowthWire growthWire = GrowthWire.of(run, wire, services.growthWire());
        if (growthWire != null) {
            growthWire.resume(id, next);
        }
        for (int i = 0; i < repeated + order.size() - next; i++) {
            CallOrder.Call call = i < repeated ? plan.get(i) : order.get(next + i - repeated);
            gate.reach(id, calls.done(), () -> calls.flush(id));
            if (stopping.getAsBoolean()) {
                calls.stop(id, window, ending);
                return;
            }
            if (i >= repeated) {
                calls.done(next + i - repeated + 1);
            }
            if (skips != null && skips.skips(call)) {
                // Its cell reached its interval (it has left the rotation), or its warm-up is steady.
                continue;
            }
            window.enter(id, order.blockOf(call));
            // A paired order's quiet point comes before each visit, which its settle calls then absorb.
            QuietPoint.before(order.order(), window.starting() || i >= repeated && order.startsVisit(next + i - repeated));
            Sample sample = measured.make(id, segment.segment(), sessions.get(call.endpoint()), call);
            if (sample.error() != null && ending.getAsBoolean()) {
                // The stop took the endpoint away under the call: no error of the mechanism's. Not
                // stored, so the resumption makes this call again.
                calls.stop(id, window, ending);
                return;
            }
            calls.add(sample, call);
            sequences.add(call, sample).ifPresent(calls::addTotal);
            if (skips != null) {
                skips.record(sample);
            }
            calls.flushIfDue(id);
            if (growthWire != null && !ending.getAsBoolean()) {
                // Between rounds, outside every clock: a probed round's wire sizes (a stopping application's
                // endpoints may be gone; the resumption probes that round again).
                growthWire.after(id, next + i - repeated);
            }
        }
        calls.flush(id);
        window.close(id, true);
        // Before the end is committed: whoever sees the run COMPLETED finds its summary kept.
        services.cellsCompleted().accept(id);
        services.ledger().finish(id, RunStatus.COMPLETED, null);
    }

    /**
     * Makes a run's cells under load, one block (a cell and its number of clients) at a time from the
     * block {@code next} is in: its client threads make its calls while this thread stores them.
     */
    private void loadAll(Run run, CallOrder order, int next, int segment, BlockWindow window) {
        long id = run.getId();
        ConcurrentCell cells = new ConcurrentCell(services.clientThreads(), FLUSH_EVERY);
        for (int start = next; start < order.size(); start = order.blockEnd(start)) {
            gate.reach(id, calls.done(), () -> calls.flush(id));
            if (stopping.getAsBoolean()) {
                calls.stop(id, window, ending);
                return;
            }
            CallOrder.Call first = order.get(start);
            window.enter(id, order.blockOf(first));
            QuietPoint.before(order.order(), true);
            Set<Integer> stored = services.samples().storedSeqs(id, first.endpoint(), first.size(), first.clients());
            LoadCell load;
            int end = order.blockEnd(start);
            try {
                load = cells.make(first.endpoint(), first.size(), first.clients(), run.getWarmupCalls(), run.getCallsPerCell(),
                        stored, () -> services.ports().session(first.endpoint(), services.target().addresses()),
                        (session, call) -> measured.make(id, segment, session, call),
                        stopping, sample -> collect(id, sample, first, end), () -> calls.flushIfDue(id));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while run " + id + "'s clients called " + first.endpoint(), e);
            }
            calls.flush(id);
            if (load != null) {
                services.samples().storeLoad(id, segment, load);
            }
            if (stopping.getAsBoolean()) {
                calls.stop(id, window, ending);
                return;
            }
            calls.done(end);
        }
        calls.flush(id);
        window.close(id, true);
        services.cellsCompleted().accept(id);
        services.ledger().finish(id, RunStatus.COMPLETED, null);
    }

    /** A call made by a cell's client thread, stored with the next batch; the run's progress moves on within the cell. */
    private void collect(long id, Sample sample, CallOrder.Call cell, int cellEnd) {
        calls.add(sample, cell);
        calls.done(Math.min(calls.done() + 1, cellEnd));
        calls.flushIfDue(id);
    }
}
