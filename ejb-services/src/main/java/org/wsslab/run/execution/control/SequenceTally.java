package org.wsslab.run.execution.control;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.plan.control.Step;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;

/**
 * Adds up each endpoint's sequence as its calls are made: the total is known at its last call. A
 * sequence this segment did not see begin (a resumed run continuing inside one) gets no total: its
 * first calls were on a session the server may since have lost.
 */
final class SequenceTally {

    private static final class Running {
        final Step step;
        final int firstSeq;
        long total;
        Long first;
        int failed;

        Running(Step step, int firstSeq) {
            this.step = step;
            this.firstSeq = firstSeq;
        }
    }

    private final Map<Endpoint, Running> running = new HashMap<>();

    /** Counts a call of a sequence; the sequence's total once this was its last call. */
    Optional<SequenceTotal> add(CallOrder.Call call, Sample sample) {
        Step step = call.step();
        if (step == null) {
            return Optional.empty();
        }
        if (step.first()) {
            running.put(call.endpoint(), new Running(step, call.seq()));
        }
        Running sequence = running.get(call.endpoint());
        if (sequence == null || !sequence.step.equals(new Step(step.length(), step.repeat(), 0))) {
            return Optional.empty();
        }
        if (sample.ok()) {
            sequence.total += sample.rttNanos();
            if (step.first()) {
                sequence.first = sample.rttNanos();
            }
        } else {
            sequence.failed++;
        }
        if (!step.last()) {
            return Optional.empty();
        }
        running.remove(call.endpoint());
        return Optional.of(new SequenceTotal(sample.runId(), call.endpoint(), call.size(), step.length(), step.repeat(),
                sequence.firstSeq, sample.segment(), sequence.failed == 0 ? sequence.total : null, sequence.first,
                sequence.failed));
    }
}
