package org.wsslab.run.store.entity;

import java.time.Instant;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.timing.CallSplit;

/**
 * One call of a run as stored: its round trip and the calling thread's CPU time in nanoseconds and
 * the heap bytes it allocated ({@code clientAllocBytes}, {@code ThreadAllocation}; null where not
 * counted), or the error that made it no sample. {@code seq} counts the calls of its (endpoint, size) cell from 0,
 * warm-up first; {@code segment} numbers the run's starts (0, then one per resumption: a resumed
 * size's repeated warm-up has the seqs of the original one, in the new segment); {@code initial}
 * marks a call that opened its port (WSDL, policies, any token). A measured call's {@code split} says
 * where its round trip went (server, client, transport); a failed call has none. {@code clients} is
 * how many client threads called its cell at once (1: one call at a time).
 */
public record Sample(long runId, Endpoint endpoint, int size, int seq, int segment, boolean warmup, boolean initial,
        Long rttNanos, Long clientCpuNanos, Long clientAllocBytes, String error, Instant taken, CallSplit split, int clients) {

    static final CallSplit NOT_TIMED = CallSplit.unknown("not timed: the call was not made through the engine's timing");

    public static Sample measured(long runId, Endpoint endpoint, int size, int seq, int segment, boolean warmup,
            boolean initial, long rttNanos, long clientCpuNanos, Long clientAllocBytes, Instant taken, CallSplit split) {
        return new Sample(runId, endpoint, size, seq, segment, warmup, initial, rttNanos, clientCpuNanos, clientAllocBytes, null, taken,
                split, 1);
    }

    /** A measured call whose allocation was not counted (made up, or made before the lab counted it). */
    public static Sample measured(long runId, Endpoint endpoint, int size, int seq, int segment, boolean warmup,
            boolean initial, long rttNanos, long clientCpuNanos, Instant taken, CallSplit split) {
        return measured(runId, endpoint, size, seq, segment, warmup, initial, rttNanos, clientCpuNanos, null, taken, split);
    }

    /** A measured call whose time was not split (made up, or made outside the engine's timing). */
    public static Sample measured(long runId, Endpoint endpoint, int size, int seq, int segment, boolean warmup,
            boolean initial, long rttNanos, long clientCpuNanos, Instant taken) {
        return measured(runId, endpoint, size, seq, segment, warmup, initial, rttNanos, clientCpuNanos, taken, NOT_TIMED);
    }

    public static Sample failed(long runId, Endpoint endpoint, int size, int seq, int segment, boolean warmup,
            boolean initial, String error, Instant taken) {
        String text = error == null || error.isBlank() ? "unknown error" : error;
        return new Sample(runId, endpoint, size, seq, segment, warmup, initial, null, null, null,
                text.substring(0, Math.min(text.length(), 4000)), taken, null, 1);
    }

    /** The same call, made in a cell of {@code clients} threads calling at once (thread {@code seq % clients}). */
    public Sample underLoad(int clients) {
        return new Sample(runId, endpoint, size, seq, segment, warmup, initial, rttNanos, clientCpuNanos, clientAllocBytes, error, taken,
                split,
                clients);
    }

    /** The same call with the split its server's figures give, read after its cell (a target in another JVM). */
    public Sample withSplit(CallSplit settled) {
        return new Sample(runId, endpoint, size, seq, segment, warmup, initial, rttNanos, clientCpuNanos, clientAllocBytes, error, taken,
                settled, clients);
    }

    /** Whether the call counts in the statistics: measured, not warm-up, not a port's first call. */
    public boolean counted() {
        return ok() && !warmup && !initial;
    }

    public boolean ok() {
        return error == null;
    }
}
