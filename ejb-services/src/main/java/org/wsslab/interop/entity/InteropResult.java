package org.wsslab.interop.entity;

import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;

/**
 * One endpoint as the other stack's client found it: the outcome, the reason where it did not
 * interoperate, which side refused ({@code "server"}, {@code "client"}, or null), how many calls
 * each size was timed over, and the medians of the sizes that echoed.
 */
public record InteropResult(Endpoint endpoint, InteropOutcome outcome, String reason, String refusedBy, int calls,
        List<InteropTiming> timings) {

    public InteropResult {
        timings = List.copyOf(timings);
    }

    public Optional<InteropTiming> at(int bytes) {
        return timings.stream().filter(t -> t.bytes() == bytes).findFirst();
    }
}
