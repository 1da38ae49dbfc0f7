package org.wsslab.jmeter;

import java.lang.management.ManagementFactory;

/**
 * The JMeter JVM's own CPU time so far, in ns: read after each call, so an engine's cost (JMeter, Metro,
 * the GC) can be set against its calls. -1 where the JVM does not tell.
 */
final class ProcessCpu {

    private ProcessCpu() {
    }

    static long nanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            return nanos < 0 ? -1 : nanos;
        }
        return -1;
    }
}
