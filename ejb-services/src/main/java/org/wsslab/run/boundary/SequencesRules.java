package org.wsslab.run.boundary;

import java.util.HashSet;
import java.util.function.Function;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Sequences;
import org.wsslab.workload.entity.Shape;

/**
 * What a sequences run request's other fields may be: its sequences are its calls, it orders its calls
 * itself (interleaved), and a paired run's pairs give its sizes. What GET /runs/{id} echoes of such a
 * run (its calls per cell, its order, a paired run's sizes) is accepted as it is, so that a run's
 * parameters post again; any other value in these fields is refused. Apart from {@link RunRequest},
 * which checks each field, as these depend on the mode.
 */
final class SequencesRules {

    private SequencesRules() {
    }

    static void check(RunRequest request, Sequences sequences, Shape payload) {
        RunRequest.refuseIn(sequences, "calls", echoed(request.calls(), sequences, Sequences::callsPerCell),
                "mode.sequences.lengths and repeats are its calls");
        RunRequest.refuseIn(sequences, "order", Order.INTERLEAVED.id().equals(request.order()) ? null : request.order(),
                "each repetition makes one sequence per mechanism, who starts rotating");
        if (sequences.paired()) {
            // The pairs' sizes, in any order: a request's sizes are distinct (checked before), and so are the pairs'.
            RunRequest.refuseIn(sequences, "sizes", echoed(request.sizes() == null ? null : new HashSet<>(request.sizes()), sequences,
                    paired -> new HashSet<>(paired.pairSizes())), "mode.sequences.pairs give its sizes");
        }
        sequences.check();
        if (sequences.paired()) {
            sequences.pairs().forEach(pair -> payload.refuseSize("mode.sequences.pairs", pair.size()));
        }
    }

    /** Null where {@code given} is what the sequences (if valid) make the field, as a stored run echoes it; else {@code given}. */
    private static <T> T echoed(T given, Sequences sequences, Function<Sequences, T> made) {
        if (given == null) {
            return null;
        }
        try {
            return given.equals(made.apply(sequences.check())) ? null : given;
        } catch (Refusal notMade) {
            return given;
        }
    }
}
