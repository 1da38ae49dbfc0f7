package org.wsslab.run.jmeter;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.timing.CallSplit;

/**
 * The calls of a results file that matched its plan ({@link JtlCheck}), as the lab stores a run of
 * concurrent clients: in JMeter's distributed mode every engine runs the whole plan, so a cell's clients
 * are its threads on all engines together, engine by engine in the order of their names. A call's seq is
 * then what the lab's own load cells give it, {@code i × clients + client}, with client = the engine's
 * position × the threads per engine + the thread: one seq per call ({@code JmeterResultsTest} holds it).
 */
record JmeterResults(JmeterCells plan, List<String> engines, List<JmeterCall> calls) {

    /** Why no call has a server's time: an engine sees its round trips only. */
    static final String SPLIT = "made by a JMeter engine: its round trip by the sampler's nanoTime, the server's time not seen";

    /** The cell's clients over all engines. */
    int clients(JmeterCells.Cell cell) {
        return cell.clients() * engines.size();
    }

    /** The call's client in its cell over all engines, from 0. */
    int client(JmeterCall call) {
        return engines.indexOf(call.message().engine()) * call.cell().clients() + call.message().thread();
    }

    /** The call's seq in its cell, as the lab's load cells number theirs. */
    int seq(JmeterCall call) {
        return call.message().iteration() * clients(call.cell()) + client(call);
    }

    /** The call as the lab stores one: its round trip and thread CPU, or its error (a failed call has no time). */
    Sample sample(long runId, JmeterCall call) {
        SampleMessage message = call.message();
        JmeterCells.Cell cell = call.cell();
        if (!message.ok()) {
            return Sample.failed(runId, cell.endpoint(), cell.size(), seq(call), 0, message.warmup(), message.initial(), message.error(),
                    call.start()).underLoad(clients(cell));
        }
        return new Sample(runId, cell.endpoint(), cell.size(), seq(call), 0, message.warmup(), message.initial(), message.ns(),
                message.cpu(), null, null, call.start(), CallSplit.unknown(SPLIT), clients(cell));
    }

    /** The first call's start. */
    Instant started() {
        return calls.stream().map(JmeterCall::start).min(Comparator.naturalOrder()).orElseThrow();
    }

    /** The last call's end. */
    Instant finished() {
        return calls.stream().map(JmeterCall::end).max(Comparator.naturalOrder()).orElseThrow();
    }

    /**
     * What each cell measured under load, as the lab's own load cells record it: the window from the first
     * counted call's start to the last one's end (on any engine), the counted calls that succeeded, and as
     * client CPU the engines' process CPU over their counted calls (each engine's last reading less its
     * first, added up; null if an engine could not read it). The server's CPU is not seen from an engine:
     * null. A cell without a counted call that succeeded has none, as in the lab.
     */
    List<LoadCell> loads(int cores) {
        Map<JmeterCells.Cell, Window> windows = new LinkedHashMap<>();
        plan.cells().forEach(cell -> windows.put(cell, new Window()));
        calls.stream().filter(call -> !call.message().warmup()).forEach(call -> windows.get(call.cell()).add(call));
        return windows.entrySet().stream().filter(entry -> entry.getValue().calls > 0).map(entry -> entry.getValue().load(entry.getKey(),
                clients(entry.getKey()), cores)).toList();
    }

    /** One cell's counted calls taken in, in any order. */
    private static final class Window {
        private Instant first;
        private Instant last;
        private int calls;
        private final Map<String, long[]> cpuByEngine = new HashMap<>(); // the lowest and highest reading
        private boolean cpuUnknown;

        void add(JmeterCall call) {
            first = first == null || call.start().isBefore(first) ? call.start() : first;
            last = last == null || call.end().isAfter(last) ? call.end() : last;
            calls += call.message().ok() ? 1 : 0;
            long cpu = call.message().processCpu();
            if (cpu < 0) {
                cpuUnknown = true;
                return;
            }
            cpuByEngine.merge(call.message().engine(), new long[]{cpu, cpu},
                    (a, b) -> new long[]{Math.min(a[0], b[0]), Math.max(a[1], b[1])});
        }

        LoadCell load(JmeterCells.Cell cell, int clients, int cores) {
            Long cpu = cpuUnknown ? null : cpuByEngine.values().stream().mapToLong(range -> range[1] - range[0]).sum();
            return new LoadCell(cell.endpoint(), cell.size(), clients, Duration.between(first, last).toNanos(), calls, cpu, null, cores);
        }
    }
}
