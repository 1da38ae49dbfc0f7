package org.wsslab.timing;

/**
 * A cell's split on average: over its counted calls whose split is whole, the mean client, server
 * and transport shares (which add up to those calls' mean round trip) and the server's mean thread
 * CPU (over the calls where it is known); {@code n} is how many calls were split. Null means, n 0,
 * when none was.
 */
public record SplitMeans(int n, Double clientNanos, Double serverNanos, Double transportNanos, Double serverCpuNanos) {

    public static final SplitMeans NONE = new SplitMeans(0, null, null, null, null);

    /** The server's share of the split calls' mean round trip, in %; null without one. */
    public Double serverSharePct() {
        if (n == 0) {
            return null;
        }
        double rtt = clientNanos + serverNanos + transportNanos;
        return rtt == 0 ? null : 100 * serverNanos / rtt;
    }

    /** Adds up calls one by one. */
    public static final class Sums {
        private int n;
        private double client;
        private double server;
        private double transport;
        private int cpuN;
        private double cpu;

        /** A measured call: counted when every share of it is known. */
        public void add(long rttNanos, CallSplit split) {
            if (split == null || split.serverNanos() == null || split.exchangeNanos() == null) {
                return;
            }
            n++;
            client += split.clientNanos(rttNanos);
            server += split.serverNanos();
            transport += split.transportNanos();
            if (split.serverCpuNanos() != null) {
                cpuN++;
                cpu += split.serverCpuNanos();
            }
        }

        public SplitMeans means() {
            if (n == 0) {
                return NONE;
            }
            return new SplitMeans(n, client / n, server / n, transport / n, cpuN == 0 ? null : cpu / cpuN);
        }
    }
}
