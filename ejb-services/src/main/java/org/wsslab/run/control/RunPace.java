package org.wsslab.run.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.wsslab.run.entity.Sample;

/**
 * The pace of the run being measured: the mean round trip per size so far (warm-up included), kept
 * up by the engine as it stores each batch. "Time left" is read on every poll of a run's page and
 * of the API; this way a poll reads a few numbers instead of aggregating the run's samples in the
 * database of the measuring JVM.
 */
@ApplicationScoped
public class RunPace {

    /** Round trips added up at one size. */
    public record Total(double nanos, long calls) {
        Total plus(Total other) {
            return new Total(nanos + other.nanos, calls + other.calls);
        }
    }

    private final Map<Long, Map<Integer, Total>> runs = new ConcurrentHashMap<>();

    /** A run (or a resumed run's segment) begins, with the pace its stored calls showed so far. */
    void begin(long runId, Map<Integer, Total> stored) {
        runs.put(runId, new ConcurrentHashMap<>(stored));
    }

    /** A batch was stored: its measured calls join the pace of their size. */
    void record(long runId, List<Sample> batch) {
        Map<Integer, Total> sizes = runs.computeIfAbsent(runId, id -> new ConcurrentHashMap<>());
        for (Sample sample : batch) {
            if (sample.rttNanos() != null) {
                sizes.merge(sample.size(), new Total(sample.rttNanos(), 1), Total::plus);
            }
        }
    }

    /** The run stopped: it has no pace any more. */
    void end(long runId) {
        runs.remove(runId);
    }

    /** The mean round trip at each size the run being measured has reached; empty for any other run. */
    public Map<Integer, Double> meanRttBySize(long runId) {
        return runs.getOrDefault(runId, Map.of()).entrySet().stream().filter(e -> e.getValue().calls() > 0)
                .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().nanos() / e.getValue().calls()));
    }
}
