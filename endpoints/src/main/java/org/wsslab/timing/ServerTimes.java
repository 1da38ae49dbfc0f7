package org.wsslab.timing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The server's times of marked calls, from {@link ServerTimeTube} to the engine's {@link CallTimer},
 * in memory: the endpoints and the engine share the lab's JVM (and its class loader), and a log or a
 * file written per call would be measured with the call. A call's requests add up (a session's
 * handshake, an issued token's request to the STS, then the call itself).
 *
 * <p>The engine takes each record right after its call; what nobody takes (a call given up on by
 * its client while the server still worked, a stranger's request with a made-up mark) would pile up,
 * so past {@link #MAX_UNCLAIMED} records all are dropped, at worst costing a call under way its
 * server time (stored as missing, with the reason).
 */
final class ServerTimes {

    static final int MAX_UNCLAIMED = 10_000;
    static final String CPU_UNSUPPORTED = "this JVM does not measure the server thread's CPU time";

    private static final ConcurrentHashMap<Long, Record> RECORDS = new ConcurrentHashMap<>();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ServerTimes() {
    }

    /**
     * One call's requests on the server: opened when a request arrives, closed when its response has
     * been written. The client's call can return before the server's last write returns (the client
     * stops reading at the end of the envelope), so the engine waits for the record to close.
     */
    static final class Record {
        private final List<long[]> windows = new ArrayList<>(2);
        private int open;
        private long cpuNanos;
        private long allocBytes;
        private boolean cpuUnknown;
        private boolean allocUnknown;
        private String missing;

        private synchronized void opened() {
            open++;
        }

        /**
         * A request answered: when it arrived and when its response was written, its thread's CPU and heap
         * allocation, and (when either is null) why not known. One request not known leaves the call's sum unknown.
         */
        synchronized void closed(long startNanos, long endNanos, Long requestCpuNanos, Long requestAllocBytes, String whyNot) {
            windows.add(new long[]{startNanos, endNanos});
            if (requestCpuNanos == null || requestAllocBytes == null) {
                missing = missing == null ? whyNot : missing;
            }
            if (requestCpuNanos == null) {
                cpuUnknown = true;
            } else {
                cpuNanos += requestCpuNanos;
            }
            if (requestAllocBytes == null) {
                allocUnknown = true;
            } else {
                allocBytes += requestAllocBytes;
            }
            open--;
            notifyAll();
        }

        /** The record once every request it opened is closed; null if one is still open after {@code limit}. */
        synchronized ServerTime whenClosed(Duration limit) throws InterruptedException {
            long deadline = System.nanoTime() + limit.toNanos();
            while (open > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                wait(Math.max(1, left / 1_000_000));
            }
            return new ServerTime(List.copyOf(windows), cpuUnknown ? null : cpuNanos, allocUnknown ? null : allocBytes, missing);
        }
    }

    /** The current thread's CPU time in nanoseconds, -1 where the JVM does not tell it. */
    static long threadCpuNanos() {
        try {
            return THREADS.getCurrentThreadCpuTime();
        } catch (UnsupportedOperationException e) {
            return -1;
        }
    }

    /** The call's record, with one more request open on it. */
    static Record open(long call) {
        if (RECORDS.size() >= MAX_UNCLAIMED) {
            RECORDS.clear();
        }
        Record record = RECORDS.computeIfAbsent(call, c -> new Record());
        record.opened();
        return record;
    }

    /** The call's record, removed; null if the server saw none of its requests. */
    static Record take(long call) {
        return RECORDS.remove(call);
    }
}
