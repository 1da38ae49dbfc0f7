package org.wsslab.hooks.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.entity.Sample;

/**
 * A run of made-up calls ({@link SyntheticCalls}) stored as the engine stores a run's, by its own
 * write path in its batches, and kept for its summary to be read: how the lab's results scale, not
 * what any mechanism costs. Its reason says it is synthetic; the caller deletes it.
 */
@ApplicationScoped
public class SyntheticRun {

    /**
     * The run, and the time its samples took to store (in SampleStore alone, not making them up):
     * elapsed, and the storing thread's CPU time, which H2 (embedded) spends in that thread too. On
     * a shared machine the elapsed time also holds the other processes' turns; the CPU time does not.
     */
    public record Stored(long runId, int rows, int batch, long storeNanos, long storeCpuNanos) {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Inject
    SampleStore samples;

    @Inject
    ScratchRuns scratch;

    /**
     * Stores the first {@code rows} calls of a plan with just enough calls per cell to hold them (the
     * last cell may miss a few), in the plan's order. Call it outside a transaction: each batch
     * commits on its own, as in a run. On a failure the run is deleted with whatever was stored.
     */
    public Stored store(List<Mechanism> mechanisms, List<Integer> sizes, int warmup, int rows) {
        int cells = mechanisms.size() * sizes.size();
        int calls = Math.ceilDiv(rows, cells) - warmup;
        long runId = scratch.create(mechanisms, sizes, calls, warmup, SyntheticCalls.SEED, rows,
                "synthetic: " + rows + " made-up calls stored by the scale benchmark; no endpoint was called");
        try {
            List<Endpoint> endpoints = mechanisms.stream().map(Mechanism::endpoint).toList();
            SyntheticCalls made = new SyntheticCalls(runId, CallOrder.of(Order.DEFAULT, endpoints, sizes, warmup, calls), warmup);
            List<Sample> batch = new ArrayList<>(SampleStore.BATCH);
            long storeNanos = 0;
            long storeCpuNanos = 0;
            for (int i = 0; i < rows; i++) {
                batch.add(made.next());
                if (batch.size() == SampleStore.BATCH || i == rows - 1) {
                    long start = System.nanoTime();
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    samples.store(batch);
                    storeCpuNanos += THREADS.getCurrentThreadCpuTime() - cpu;
                    storeNanos += System.nanoTime() - start;
                    batch.clear();
                }
            }
            return new Stored(runId, rows, SampleStore.BATCH, storeNanos, storeCpuNanos);
        } catch (RuntimeException e) {
            scratch.discard(runId);
            throw e;
        }
    }
}
