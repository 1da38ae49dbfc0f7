package org.wsslab.run.entity;

import java.util.Optional;
import org.wsslab.refusal.Within;

/**
 * Unmeasured calls that bring the server to a settled state before a segment's first measured call:
 * {@code calls} to every endpoint of the run at each of its sizes, round-robin, outside every clock
 * and never stored as samples. A fresh JVM is two to three times slower at 100 B than one that has run
 * for an hour, so two placements (or two servers) compared cell by cell must each be primed alike
 * first; the warm-up per cell covers only what the cell before left behind. docs/measuring.md, "Warm-up".
 */
public record Priming(
        @Within(min = MIN_CALLS, max = MAX_CALLS, message = "${validatedValue} is not allowed; priming calls per endpoint and size are from {min} to {max}") int calls) {

    public static final int MIN_CALLS = 1;
    /** The most calls per cell a run takes: priming that outlasts any run would be a run of its own. */
    public static final int MAX_CALLS = 100_000;

    /** In words, for a comparison of replicates: "N calls per endpoint and size", or "none". */
    public static String describe(Optional<Priming> priming) {
        return priming.map(p -> p.calls() + " calls per endpoint and size").orElse("none");
    }
}
