package org.wsslab.cxf;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Metro measured beside the check: before the CXF client calls, the lab runs the same endpoints (the ones
 * CXF can try), sizes, calls and warm-up with its own in-server Metro client, so that the two stacks' round
 * trips come from one sitting of the same machine. The check names the run; the lab shows its medians beside
 * CXF's.
 */
final class MetroBeside {

    /** A run this long is stuck, not slow: the whole catalog at 1 MB takes minutes. */
    private static final Duration LONGEST = Duration.ofHours(2);
    private static final Duration POLL = Duration.ofSeconds(2);
    private static final Set<String> ENDED = Set.of("COMPLETED", "FAILED", "CANCELLED", "INTERRUPTED");

    private MetroBeside() {
    }

    /**
     * The completed run's id; empty (with the reason on {@code err}) when there is nothing to measure or the
     * run did not complete: the check is still worth posting without it.
     */
    static java.util.Optional<Long> measure(LabApi lab, List<Endpoint> endpoints, List<Integer> sizes, int calls, int warmup,
            PrintStream err) throws LabException {
        List<Endpoint> measurable = endpoints.stream().filter(e -> e.available() && !e.needsSaml()).toList();
        if (measurable.isEmpty()) {
            return java.util.Optional.empty();
        }
        JsonArrayBuilder mechanisms = Json.createArrayBuilder();
        measurable.stream().map(Endpoint::mechanism).distinct().forEach(mechanisms::add);
        JsonArrayBuilder suites = Json.createArrayBuilder();
        measurable.stream().map(Endpoint::suite).filter(Objects::nonNull).distinct().forEach(suites::add);
        JsonArrayBuilder bytes = Json.createArrayBuilder();
        sizes.forEach(bytes::add);
        var request = Json.createObjectBuilder().add("mechanisms", mechanisms).add("sizes", bytes).add("calls", calls).add("warmup", warmup)
                .add("name", "Metro beside the CXF interoperability check");
        JsonArray named = suites.build();
        if (!named.isEmpty()) {
            request.add("suites", named);
        }
        long id = lab.startRun(request.build());
        err.println("interop: Metro measured beside the check first: run " + id);
        Instant deadline = Instant.now().plus(LONGEST);
        String status = lab.runStatus(id);
        while (!ENDED.contains(status)) {
            if (Instant.now().isAfter(deadline)) {
                err.println("interop: run " + id + " is still " + status + " after " + LONGEST.toHours() + " h; the check names no run");
                return java.util.Optional.empty();
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LabException("interrupted while run " + id + " was measuring Metro", e);
            }
            status = lab.runStatus(id);
        }
        if (!"COMPLETED".equals(status)) {
            err.println("interop: run " + id + " ended " + status + "; the check names no run");
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(id);
    }
}
