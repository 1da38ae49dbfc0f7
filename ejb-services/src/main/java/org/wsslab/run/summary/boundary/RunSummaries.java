package org.wsslab.run.summary.boundary;

import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.floor.control.FloorStore;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.store.control.CellCalls;
import org.wsslab.run.store.control.CellStore;
import org.wsslab.run.store.control.CellsCompleted;
import org.wsslab.run.store.control.GrowthWireStore;
import org.wsslab.run.store.control.RunLedger;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.control.StartupRestartStore;

/**
 * Each run's summary (bootstrap intervals included), computed once per stored state and kept. A
 * run's stored calls are only ever added, so their number names the state. The engine's thread
 * computes it between sizes, when a size's cells are complete, and once more when the run stops,
 * before its end is committed; a stopped run nobody summarised since the server started (after a
 * restart, a failure) is computed at its first read. A run's views (a growth run's series, a sequences
 * run's totals, the convergence of any other's cells, its bytes over plain, its CPU fits) are kept the same way, each
 * computed at its first read once the run has stopped. A running run's readers get the summary of its last
 * completed cells and never compute: a page polling a run must not take the measuring JVM's time.
 *
 * <p>Each computation is logged at FINE ({@link #COMPUTED}): whoever wonders why a page is slow can
 * see what was computed when (the test deployment counts them).
 */
@ApplicationScoped
public class RunSummaries {

    /** The FINE record of one computation; its parameters are the run's id (a Long) and its stored calls. */
    public static final String COMPUTED = "run {0}: summary computed from {1} stored calls";

    private static final Logger LOG = Logger.getLogger(RunSummaries.class.getName());

    private record Kept(int storedCalls, List<CellSummary> rows) {
    }

    private record KeptView(int storedCalls, Object view) {
    }

    /** A run's view of one kind: a run has its mode's view and its cells' convergence. */
    private record ViewKey(long runId, Class<?> type) {
    }

    private final Map<Long, Kept> kept = new ConcurrentHashMap<>();
    private final Map<ViewKey, KeptView> views = new ConcurrentHashMap<>();

    @EJB
    RunLedger ledger;

    @Inject
    SampleStore samples;

    @Inject
    CellStore cells;

    @Inject
    FloorStore floors;

    @Inject
    GrowthWireStore growthWire;

    @Inject
    StartupRestartStore restarts;

    /** The engine stored completed cells: compute the summary of what is stored now and keep it. */
    void cellsCompleted(@Observes CellsCompleted event) {
        ledger.find(event.runId()).ifPresent(run -> kept.put(run.getId(), computed(run)));
    }

    /** The run's kept summary; see the class comment for when it is computed. */
    public List<CellSummary> of(Run run) {
        if (run.getStatus() == RunStatus.RUNNING) {
            Kept current = kept.get(run.getId());
            return current == null ? List.of() : current.rows();
        }
        int stored = samples.callsStored(run.getId());
        // Atomic per run: two pages opening the same stopped run compute it once.
        return kept.compute(run.getId(), (id, old) -> old != null && old.storedCalls() == stored ? old : computed(run)).rows();
    }

    /** Drops what is kept of a deleted run. */
    public void forget(long runId) {
        kept.remove(runId);
        views.keySet().removeIf(key -> key.runId() == runId);
    }

    /**
     * A stopped growth run's series; empty while it runs (reading it must not take the measuring JVM's
     * time) and for any other run.
     */
    public Optional<GrowthSeries> growth(Run run) {
        if (run.getGrowth().isEmpty() || run.getStatus() == RunStatus.RUNNING) {
            return Optional.empty();
        }
        return Optional.of(keptView(run, GrowthSeries.class, () -> GrowthSeries.of(run.getGrowth().get(), run.getEndpoints(),
                samples.of(run.getId()))));
    }

    /** A stopped startup run's view (StartupView); empty while it runs and for any other run. */
    public Optional<StartupView> startup(Run run) {
        if (run.getStartup().isEmpty() || run.getStatus() == RunStatus.RUNNING) {
            return Optional.empty();
        }
        return Optional.of(keptView(run, StartupView.class, () -> StartupView.of(run.getStartup().get(), run.getEndpoints(),
                run.getSizes().get(0), samples.of(run.getId()), restarts.of(run.getId()))));
    }

    /** A stopped sequences run's totals; empty while it runs and for any other run. */
    public Optional<SequenceSummary> sequences(Run run) {
        if (run.getSequences().isEmpty() || run.getStatus() == RunStatus.RUNNING) {
            return Optional.empty();
        }
        return Optional.of(keptView(run, SequenceSummary.class, () -> SequenceSummary.of(run.getSequences().get(),
                run.getEndpoints(), run.getSizes(), samples.sequenceTotals(run.getId()), samples.of(run.getId()))));
    }

    /**
     * A stopped run's cells' convergence (Convergence); empty while it is queued or runs, and for a
     * growth run (one call per size) or a sequences run (each sequence on a new session: its first
     * calls are what the sequences' view reads).
     */
    public Optional<Convergence> convergence(Run run) {
        if (run.getGrowth().isPresent() || run.getSequences().isPresent() || run.getStatus().active()) {
            return Optional.empty();
        }
        return Optional.of(keptView(run, Convergence.class, () -> {
            List<Convergence.Cell> cells = new ArrayList<>();
            samples.eachCell(run, calls -> cells.add(Convergence.of(calls)));
            return new Convergence(cells);
        }));
    }

    /**
     * A stopped run's bytes over plain, from its kept summary's wire sizes, kept beside it, or a growth
     * run's from its wire points along the series; empty while it runs.
     */
    public Optional<BytesOverPlain> bytesOverPlain(Run run) {
        if (run.getStatus() == RunStatus.RUNNING) {
            return Optional.empty();
        }
        if (run.getGrowth().isPresent()) {
            return Optional.of(keptView(run, BytesOverPlain.class, () -> BytesOverPlain.ofGrowth(growthWire.of(run.getId()))));
        }
        List<CellSummary> rows = of(run);
        return Optional.of(keptView(run, BytesOverPlain.class, () -> BytesOverPlain.of(rows, run.getClients().get(0))));
    }

    /**
     * A stopped run's CPU per call fitted as 003's alpha + beta · M per side, from its kept summary, kept
     * beside it; empty while it runs, for a growth run (no cells) and a sequences run (each sequence on a
     * new session: its calls' CPU is not a steady call's).
     */
    public Optional<CpuFits> cpuFits(Run run) {
        if (run.getGrowth().isPresent() || run.getSequences().isPresent() || run.getStatus() == RunStatus.RUNNING) {
            return Optional.empty();
        }
        List<CellSummary> rows = of(run);
        return Optional.of(keptView(run, CpuFits.class, () -> CpuFits.of(rows, run.getClients().get(0),
                run.getWorkload().direction())));
    }

    /** A run's view of one kind, computed once per stored state. */
    private <T> T keptView(Run run, Class<T> type, Supplier<T> compute) {
        int stored = samples.callsStored(run.getId());
        return type.cast(views.compute(new ViewKey(run.getId(), type), (key, old) -> old != null && old.storedCalls() == stored ? old
                : new KeptView(stored, compute.get())).view());
    }

    private Kept computed(Run run) {
        long id = run.getId();
        if (run.getGrowth().isPresent()) {
            // One call per size: no cell has calls to summarise; its view is growth(run).
            return new Kept(samples.callsStored(id), List.of());
        }
        List<CellCalls> stored = samples.byCell(run);
        List<CellSummary> rows = List.copyOf(RunSummarizer.ofCells(run, stored, cells.of(id), floors.of(id),
                samples.loads(id)).summary());
        int calls = stored.stream().mapToInt(CellCalls::stored).sum();
        if (LOG.isLoggable(Level.FINE)) {
            LOG.log(Level.FINE, COMPUTED, new Object[]{id, calls});
        }
        return new Kept(calls, rows);
    }
}
