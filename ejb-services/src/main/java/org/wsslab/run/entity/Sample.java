package org.wsslab.run.entity;

import java.time.Instant;
import org.wsslab.catalog.entity.Mechanism;

/**
 * One call of a run as stored: its round trip and the calling thread's CPU time in nanoseconds, or
 * the error that made it no sample. {@code seq} counts the calls of its (mechanism, size) cell from 0,
 * warm-up first; {@code initial} marks a call that opened its port (WSDL, policies, any token).
 */
public record Sample(long runId, Mechanism mechanism, int size, int seq, boolean warmup, boolean initial,
                     Long rttNanos, Long clientCpuNanos, String error, Instant taken) {

    public static Sample measured(long runId, Mechanism mechanism, int size, int seq, boolean warmup, boolean initial,
                                  long rttNanos, long clientCpuNanos, Instant taken) {
        return new Sample(runId, mechanism, size, seq, warmup, initial, rttNanos, clientCpuNanos, null, taken);
    }

    public static Sample failed(long runId, Mechanism mechanism, int size, int seq, boolean warmup, boolean initial,
                                String error, Instant taken) {
        String text = error == null || error.isBlank() ? "unknown error" : error;
        return new Sample(runId, mechanism, size, seq, warmup, initial, null, null,
                text.substring(0, Math.min(text.length(), 4000)), taken);
    }

    public boolean ok() {
        return error == null;
    }
}
