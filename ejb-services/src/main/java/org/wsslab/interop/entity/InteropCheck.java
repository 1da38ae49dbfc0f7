package org.wsslab.interop.entity;

import java.time.Instant;
import java.util.List;

/**
 * One run of another stack's client against the lab's endpoints, as it posted it: which client
 * (stack, versions, JVM), the lab run that measured Metro beside it (null: none), a result per endpoint.
 */
public record InteropCheck(long id, Instant created, String client, Long metroRun, List<InteropResult> results) {

    public InteropCheck {
        results = List.copyOf(results);
    }
}
