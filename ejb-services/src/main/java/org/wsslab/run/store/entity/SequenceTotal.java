package org.wsslab.run.store.entity;

import org.wsslab.catalog.entity.Endpoint;

/**
 * One sequence of a sequences run as stored: {@code length} calls on a new session, their round trips
 * added up ({@code totalNanos}, the session's first call included) and the first on its own. A
 * sequence with a failed call has no total; {@code firstSeq} is its first call's place in its cell.
 */
public record SequenceTotal(long runId, Endpoint endpoint, int size, int length, int repeat, int firstSeq, int segment,
        Long totalNanos, Long firstNanos, int failedCalls) {

    public boolean complete() {
        return failedCalls == 0;
    }
}
