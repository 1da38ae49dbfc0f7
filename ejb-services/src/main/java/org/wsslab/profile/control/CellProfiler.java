package org.wsslab.profile.control;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import org.wsslab.client.control.CallFailures;
import org.wsslab.client.control.EchoSession;
import org.wsslab.profile.entity.ProfileTally;

/**
 * Makes one cell's calls under the {@link ExecutionSampler}: the warm-up first, unrecorded (the first
 * call opens the port, a session cost a run does not count either), then calls back to back until the
 * time is up, at least one. The payload is made before the recording, once: no stack caches across
 * calls, and its making is not a cost of the mechanism. Echoes are compared inside (the lab's own
 * code, and a wrong echo is a failed call).
 */
public final class CellProfiler {

    /** What the recorded calls came to. {@code firstError} says why the first failed call failed; null if none did. */
    public record Result(int calls, int failedCalls, long gcMillis, ProfileTally tally, String firstError) {

        public boolean allFailed() {
            return failedCalls == calls;
        }
    }

    private final ExecutionSampler sampler;

    public CellProfiler(ExecutionSampler sampler) {
        this.sampler = sampler;
    }

    /**
     * Warms the session up and records its calls for {@code length}, or until {@code stopping} (the
     * application ends) between two calls, with what was recorded until then (no call, when it came
     * in the warm-up); a failed warm-up call ends it with its exception.
     */
    public Result profile(EchoSession session, int size, int warmupCalls, Duration length, BooleanSupplier stopping) {
        byte[] payload = new byte[size];
        ThreadLocalRandom.current().nextBytes(payload);
        for (int i = 0; i < Math.max(1, warmupCalls) && !stopping.getAsBoolean(); i++) {
            if (!Arrays.equals(payload, session.echo(payload))) {
                throw new IllegalStateException("a warm-up call's echo differs from its payload");
            }
        }
        if (stopping.getAsBoolean()) {
            // Stopped in the warm-up: a recorded call now would be made by a session not yet warm.
            return new Result(0, 0, 0, new ProfileTally(), null);
        }
        Calls calls = new Calls(session, payload, length, stopping);
        long gcBefore = collectionMillis();
        ProfileTally tally = sampler.record(calls::make);
        return new Result(calls.made, calls.failed, collectionMillis() - gcBefore, tally, calls.firstError);
    }

    private static long collectionMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime)
                .filter(t -> t > 0).sum();
    }

    /** The recorded calls, counted as they are made. */
    private static final class Calls {
        private final EchoSession session;
        private final byte[] payload;
        private final long nanos;
        private final BooleanSupplier stopping;
        private int made;
        private int failed;
        private String firstError;

        Calls(EchoSession session, byte[] payload, Duration length, BooleanSupplier stopping) {
            this.session = session;
            this.payload = payload;
            this.nanos = length.toNanos();
            this.stopping = stopping;
        }

        void make() {
            long start = System.nanoTime();
            do {
                made++;
                try {
                    if (!Arrays.equals(payload, session.echo(payload))) {
                        failed("the echo differs from the payload");
                    }
                } catch (RuntimeException e) {
                    // As in a run: a refused or broken port is replaced, the next call opens a new one.
                    session.renew();
                    failed(CallFailures.describe(e));
                }
            } while (System.nanoTime() - start < nanos && !stopping.getAsBoolean());
        }

        private void failed(String why) {
            failed++;
            if (firstError == null) {
                firstError = why;
            }
        }
    }
}
