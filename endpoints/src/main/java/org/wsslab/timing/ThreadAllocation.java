package org.wsslab.timing;

import java.lang.management.ManagementFactory;

/**
 * The JVM's count of the heap bytes the current thread has allocated ({@code
 * com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes}), read on either side of a call
 * as its CPU time is: outside the clock, so the reading is never part of a round trip.
 *
 * <p>What it counts: the objects this thread allocated on the heap (its TLABs as they are handed
 * out, plus what it allocated outside them), garbage included: what a call made, not what it kept.
 * What it does not: another thread's allocations (a handshake or token request Metro makes on a
 * thread of its own, GlassFish's HTTP threads reading and writing the connection), and memory off
 * the heap (direct buffers, the TLS engine's native state). The count is the JVM's approximation,
 * to a TLAB's granularity at worst.
 */
public final class ThreadAllocation {

    /** Why a call's allocation is null on a JVM that cannot count it. */
    public static final String UNSUPPORTED = "this JVM does not count a thread's allocated bytes";

    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ThreadAllocation() {
    }

    /** The bytes the current thread has allocated so far, -1 where the JVM does not count them. */
    public static long currentBytes() {
        if (!(THREADS instanceof com.sun.management.ThreadMXBean counting)) {
            return -1;
        }
        try {
            // -1 too when the counting is switched off (ThreadMXBean#setThreadAllocatedMemoryEnabled).
            return counting.getCurrentThreadAllocatedBytes();
        } catch (UnsupportedOperationException e) {
            return -1;
        }
    }

    /** What a thread allocated between two of its readings; null when either is not known (-1). */
    public static Long between(long before, long after) {
        return before < 0 || after < 0 ? null : after - before;
    }
}
