package org.wsslab.run.execution.control;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;

/**
 * What an execution has measured and not yet stored, and the storing of it: calls in batches
 * ({@link RunExecution#BATCH} calls or {@link RunExecution#FLUSH_EVERY}, one transaction each) with the
 * totals of the sequences they complete, the run's progress with each batch, at a block's end the
 * server times of a target in another JVM ({@link TargetSplits}), and a run's stop before its next call.
 * One per execution: the plan's walks ({@link RunExecution}, {@link StartupExecution}) store through it alike.
 */
final class CallBatches {

    private final RunExecution.Services services;
    /** A target in another JVM, whose server times are read as each block ends; null for the lab's own. */
    private final TargetSplits target;
    private final List<Sample> batch = new ArrayList<>(RunExecution.BATCH);
    private final List<SequenceTotal> totals = new ArrayList<>();
    private long lastFlush = System.nanoTime();
    private long done;
    private CallOrder.Call last;

    CallBatches(RunExecution.Services services, TargetSplits target) {
        this.services = services;
        this.target = target;
    }

    /** A call of {@code cell}, stored with the next batch. */
    void add(Sample sample, CallOrder.Call cell) {
        batch.add(sample);
        last = cell;
    }

    /** A sequence's total, stored with the batch of its last call. */
    void addTotal(SequenceTotal total) {
        totals.add(total);
    }

    /** The call that found the run's target gone, kept with the calls before it. */
    void keep(Sample failed) {
        batch.add(failed);
    }

    /** How many of the plan's calls are made, as the run's progress says. */
    long done() {
        return done;
    }

    void done(long made) {
        done = made;
    }

    void flushIfDue(long id) {
        if (batch.size() >= RunExecution.BATCH || System.nanoTime() - lastFlush >= RunExecution.FLUSH_EVERY.toNanos()) {
            flush(id);
        }
    }

    /** At a block's end, before its cells are recorded and summarised: its calls stored, then a target's server times read for them. */
    void flushBlock(long id) {
        flush(id);
        if (target != null) {
            target.settle(services.samples()::updateSplits);
        }
    }

    void flush(long id) {
        services.samples().store(batch, totals);
        services.pace().record(id, batch);
        batch.clear();
        totals.clear();
        if (last != null) {
            services.ledger().progress(id, done, last.endpoint(), last.size());
        }
        lastFlush = System.nanoTime();
    }

    /**
     * Stops the run before its next call, every call made stored: the application stopping ({@code ending})
     * leaves it INTERRUPTED with its open block unrecorded (its resumption records it, and the summary is
     * computed at its first read, by the next deployment), a cancel CANCELLED with its block recorded.
     */
    void stop(long id, BlockWindow window, BooleanSupplier ending) {
        flush(id);
        if (ending.getAsBoolean()) {
            long stored = services.samples().plannedCallsStored(id);
            services.ledger().interrupted(id, stored, RunExecution.STOPPED + stored + " stored calls");
            return;
        }
        window.close(id, false);
        services.cellsCompleted().accept(id);
        services.ledger().finish(id, RunStatus.CANCELLED, "cancelled after " + done + " calls");
    }
}
