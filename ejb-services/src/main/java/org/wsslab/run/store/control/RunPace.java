package org.wsslab.run.store.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;
import org.wsslab.run.entity.CellKey;
import org.wsslab.run.plan.control.RemainingTime;
import org.wsslab.run.store.entity.Sample;

/**
 * The pace of the run being measured: the mean round trip per cell so far (warm-up included), kept
 * up by the engine as it stores each batch. "Time left" is read on every poll of a run's page and
 * of the API; this way a poll reads a few numbers instead of aggregating the run's samples in the
 * database of the measuring JVM. A cell's pace when its block closes is stored with it (CELL.PACE_NS),
 * for the next run's first estimate.
 */
@ApplicationScoped
public class RunPace {

    /** Round trips added up in one cell. */
    public record Total(double nanos, long calls) {
        Total plus(Total other) {
            return new Total(nanos + other.nanos, calls + other.calls);
        }
    }

    private final Map<Long, Map<CellKey, Total>> runs = new ConcurrentHashMap<>();

    /** A run (or a resumed run's segment) begins, with the pace its stored calls showed so far. */
    public void begin(long runId, Map<CellKey, Total> stored) {
        runs.put(runId, new ConcurrentHashMap<>(stored));
    }

    /** A batch was stored: its measured calls join the pace of their cell. */
    public void record(long runId, List<Sample> batch) {
        Map<CellKey, Total> cells = runs.computeIfAbsent(runId, id -> new ConcurrentHashMap<>());
        for (Sample sample : batch) {
            if (sample.rttNanos() != null) {
                cells.merge(new CellKey(sample.endpoint(), sample.size()), new Total(sample.rttNanos(), 1), Total::plus);
            }
        }
    }

    /** The run stopped: it has no pace any more. */
    public void end(long runId) {
        runs.remove(runId);
    }

    /** The mean round trip of each cell the run being measured has reached; none for any other run. */
    public RemainingTime.Paces of(long runId) {
        Map<CellKey, Total> cells = runs.getOrDefault(runId, Map.of());
        return RemainingTime.Paces.byCell(cells,
                total -> total.calls() == 0 ? OptionalDouble.empty() : OptionalDouble.of(total.nanos() / total.calls()));
    }
}
