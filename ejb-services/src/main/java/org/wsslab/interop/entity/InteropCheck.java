package org.wsslab.interop.entity;

import java.time.Instant;
import java.util.List;
import org.wsslab.lab.LabName;

/**
 * One run of another stack's client against the lab's endpoints, as it posted it: which client
 * (stack, versions, JVM), the lab run that measured Metro beside it (null: none), a result per endpoint,
 * and the lab that stored it ({@code org.wsslab.lab}).
 */
public record InteropCheck(long id, Instant created, String client, Long metroRun, List<InteropResult> results, String lab) {

    public InteropCheck {
        results = List.copyOf(results);
    }

    /** A check of this lab. */
    public InteropCheck(long id, Instant created, String client, Long metroRun, List<InteropResult> results) {
        this(id, created, client, metroRun, results, LabName.current());
    }
}
