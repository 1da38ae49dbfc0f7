package org.wsslab.run.store.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.plan.control.RemainingTime;
import org.wsslab.workload.entity.Workload;

/**
 * The latest pace stored for each cell on this machine, for estimates made before a run has its
 * own: a queued run's, the new-run form's, and a running run's cells not reached yet. Read from the
 * database once, then again only after the engine stored cells, so polling pages never query it.
 */
@ApplicationScoped
public class PaceBook {

    @Inject
    CellStore cells;

    @Inject
    StartupRestartStore restarts;

    private final Map<Workload, Map<CellKey, Double>> latest = new ConcurrentHashMap<>();
    /** The restarts' mean, read once (under one key) until the engine stores cells again. */
    private final Map<Boolean, Optional<Double>> restart = new ConcurrentHashMap<>();

    void cellsStored(@Observes CellsCompleted event) {
        latest.clear();
        restart.clear();
    }

    /** The mean of every restart of a target's application the lab has timed (startup runs'), ns; empty before the first. */
    public Optional<Double> restartNanos() {
        return restart.computeIfAbsent(true, any -> Optional.ofNullable(restarts.meanNanos()));
    }

    /** The stored paces of cells of this workload, as the latest runs left them. */
    public RemainingTime.Paces latest(Workload workload) {
        Map<CellKey, Double> paces = latest.computeIfAbsent(workload, w -> Map.copyOf(cells.latestPaces(w)));
        return RemainingTime.Paces.byCell(paces, OptionalDouble::of);
    }
}
