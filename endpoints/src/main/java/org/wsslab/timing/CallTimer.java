package org.wsslab.timing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Marks the calls a thread makes for timing. The engine begins a timing before its clock starts and
 * reads the split after it stops; between the two, every HTTP exchange the thread's Metro clients
 * make (the call's, and a handshake or token request it sets off) carries the mark and is timed.
 * Metro makes a synchronous call on the calling thread, so the mark travels in a thread local.
 */
public final class CallTimer {

    private static final ThreadLocal<Timing> CURRENT = new ThreadLocal<>();

    /** How long a returned call's server may still be writing its response (the last bytes, normally microseconds). */
    static final Duration WRITING_LIMIT = Duration.ofSeconds(5);

    private CallTimer() {
    }

    /** Marks the thread's calls until the timing is closed. */
    public static Timing begin() {
        Timing timing = new Timing(CallMark.next());
        CURRENT.set(timing);
        return timing;
    }

    /** The thread's timing under way, or null. */
    static Timing current() {
        return CURRENT.get();
    }

    /** One call's timing: its mark and its client's exchanges so far. */
    public static final class Timing implements AutoCloseable {

        private final long mark;
        private final List<long[]> exchanges = new ArrayList<>(2);

        private Timing(long mark) {
            this.mark = mark;
        }

        public long mark() {
            return mark;
        }

        /** One HTTP exchange of the call, from its start to its end in {@link System#nanoTime()}. */
        void exchanged(long startNanos, long endNanos) {
            exchanges.add(new long[]{startNanos, endNanos});
        }

        /**
         * The call's split, once it has returned; its server record is taken (a second split has none).
         * Waits, after the caller's clock has stopped, for the server to finish writing the response.
         */
        public CallSplit split() {
            return split(WRITING_LIMIT);
        }

        CallSplit split(Duration writingLimit) {
            ServerTimes.Record record = ServerTimes.take(mark);
            if (record == null || exchanges.isEmpty()) {
                return splitWith(null);
            }
            try {
                ServerTime server = record.whenClosed(writingLimit);
                return splitWith(server != null ? server : ServerTimeRecords.stillWriting(writingLimit));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new CallSplit(null, null, null, exchanges(), "interrupted while waiting for the server's time");
            }
        }

        /**
         * The call's split from the server's record of it (null: the server timed none of its requests),
         * taken here or, from a server in another JVM, read after the cell ({@link ServerTimeRecords}).
         */
        public CallSplit splitWith(ServerTime server) {
            return splitWith(server, true);
        }

        /**
         * The same, from a server whose {@link System#nanoTime()} is not this JVM's clock ({@code sameClock}
         * false: another host): its windows cannot be set against the call's exchanges, so each counts whole.
         */
        public CallSplit splitWith(ServerTime server, boolean sameClock) {
            if (exchanges.isEmpty()) {
                return CallSplit.unknown("the call made no HTTP exchange through the lab's client tubeline");
            }
            if (server == null) {
                return new CallSplit(null, null, null, exchanges(), "the server timed none of the call's requests");
            }
            if (server.windows().isEmpty()) {
                return new CallSplit(null, null, null, exchanges(), server.missing());
            }
            long serverNanos = sameClock ? withinExchanges(server.windows()) : server.windows().stream().mapToLong(w -> w[1] - w[0]).sum();
            return new CallSplit(serverNanos, server.cpuNanos(), server.allocBytes(), exchanges(), server.missing());
        }

        /** The call's split when the server's record of it could not be had, for the reason given: its exchanges only. */
        public CallSplit splitWithout(String why) {
            return exchanges.isEmpty() ? CallSplit.unknown("the call made no HTTP exchange through the lab's client tubeline")
                    : new CallSplit(null, null, null, exchanges(), why);
        }

        private long exchanges() {
            return exchanges.stream().mapToLong(e -> e[1] - e[0]).sum();
        }

        /**
         * The server's time within the call's round trip: each request's window up to the end of the
         * client's exchange it arrived in. The client stops reading at the end of the envelope, and the
         * server thread can be descheduled between sending the last bytes and seeing that it has: what it
         * does after the client has its answer is not part of the round trip (its CPU still counts).
         */
        private long withinExchanges(List<long[]> windows) {
            long nanos = 0;
            for (long[] window : windows) {
                long end = window[1];
                for (long[] exchange : exchanges) {
                    if (exchange[0] <= window[0] && window[0] <= exchange[1]) {
                        end = Math.min(end, exchange[1]);
                    }
                }
                nanos += Math.max(0, end - window[0]);
            }
            return nanos;
        }

        /** Ends the marking, dropping any server record not read. */
        @Override
        public void close() {
            if (CURRENT.get() == this) {
                CURRENT.remove();
            }
            ServerTimes.take(mark);
        }
    }
}
