package org.wsslab.run.store.entity;

import org.wsslab.catalog.entity.Endpoint;

/**
 * What one cell measured under load ({@code clients} threads calling at once, closed loop): the
 * window from the moment every thread had made its warm-up to the end of the last call, the calls
 * counted in it (not failed), and the CPU time spent in it by the client threads (their thread CPU)
 * and by the whole process (the server's work is the rest: the lab's endpoints share its JVM), on
 * {@code cores} processors. A CPU time the JVM does not tell is null.
 */
public record LoadCell(Endpoint endpoint, int size, int clients, long wallNanos, int calls, Long clientCpuNanos,
        Long processCpuNanos, int cores) {

    /** Calls per second in the window. */
    public Double throughputPerSecond() {
        return wallNanos <= 0 ? null : calls * 1e9 / wallNanos;
    }

    /** The CPU the process spent on anything but the client threads: the server's work (and the JVM's own: GC, JIT). */
    public Long serverCpuNanos() {
        return clientCpuNanos == null || processCpuNanos == null ? null : Math.max(0, processCpuNanos - clientCpuNanos);
    }

    /** A CPU time as % of all the cores over the window. */
    public Double utilisationPct(Long cpuNanos) {
        return cpuNanos == null || wallNanos <= 0 ? null : 100.0 * cpuNanos / ((double) wallNanos * cores);
    }

    /** A CPU time per counted call, in nanoseconds. */
    public Double perCallNanos(Long cpuNanos) {
        return cpuNanos == null || calls == 0 ? null : cpuNanos / (double) calls;
    }

    /** The same cell measured over two segments (a resumed cell): windows, calls and CPU added up. */
    public LoadCell plus(LoadCell other) {
        return new LoadCell(endpoint, size, clients, wallNanos + other.wallNanos, calls + other.calls,
                clientCpuNanos == null || other.clientCpuNanos == null ? null : clientCpuNanos + other.clientCpuNanos,
                processCpuNanos == null || other.processCpuNanos == null ? null : processCpuNanos + other.processCpuNanos, cores);
    }
}
