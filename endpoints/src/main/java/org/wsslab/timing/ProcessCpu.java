package org.wsslab.timing;

import java.lang.management.ManagementFactory;

/**
 * The JVM's own CPU time so far, all its threads together, in ns ({@code
 * com.sun.management.OperatingSystemMXBean#getProcessCpuTime}); -1 where the JVM does not tell. Read on either
 * side of a window as a call's thread CPU is read on either side of it, never inside a round trip: a load
 * cell's process CPU in the lab's JVM, and a JMeter engine's after each of its calls. The OS counts it in
 * clock ticks (10 ms on Linux), so over a short window it is coarse.
 */
public final class ProcessCpu {

    private ProcessCpu() {
    }

    public static long nanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            return nanos < 0 ? -1 : nanos;
        }
        return -1;
    }
}
