package org.wsslab.cxf;

import java.util.List;

/**
 * One endpoint's answer, in the shape {@code POST api/interop} stores.
 *
 * @param refusedBy "server", "client" or null (see {@link Refusal})
 * @param calls     timed calls per size that were asked for; 0 when nothing was tried
 * @param sizes     only the sizes that echoed
 */
record InteropResult(String mechanism, String suite, Outcome outcome, String reason, String refusedBy, int calls,
        List<SizeRtt> sizes) {

    static InteropResult notTestable(Endpoint endpoint, String reason) {
        return new InteropResult(endpoint.mechanism(), endpoint.suite(), Outcome.NOT_TESTABLE, reason, null, 0,
                List.of());
    }

    static InteropResult tried(Endpoint endpoint, int calls, List<SizeRtt> sizes, Refusal refusal) {
        if (refusal == null) {
            return new InteropResult(endpoint.mechanism(), endpoint.suite(), Outcome.INTEROPERATES, null, null, calls,
                    List.copyOf(sizes));
        }
        return new InteropResult(endpoint.mechanism(), endpoint.suite(), Outcome.FAILS, refusal.reason(),
                refusal.refusedBy(), calls, List.copyOf(sizes));
    }
}
