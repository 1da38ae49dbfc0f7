package org.wsslab.run.boundary;

import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.contract.Echo;

/**
 * Measures the measuring, for the operator's benchmarks (bin/wsslab bench): a bare loop over a Metro
 * port with nothing around the call (no CPU clock, no session, no storage), to set beside the engine's
 * own figures for the same endpoint, and the server's heap after a full collection. Never used by a
 * run. What only tests use (a hold on a run, synthetic and scratch runs, counts) is not here but in
 * the test deployment's test-hooks module.
 */
@Stateless
public class Harness {

    @Inject
    EchoPorts ports;

    /** Round trips of {@code calls} echoes of {@code size} bytes, after {@code warmup} unrecorded ones. */
    public long[] bareLoop(Mechanism mechanism, int size, int warmup, int calls) {
        new RunRequest(null, List.of(size), calls, warmup, null).check();
        Echo port = ports.open(mechanism);
        long[] rtts = new long[calls];
        for (int i = -warmup; i < calls; i++) {
            byte[] payload = new byte[size];
            ThreadLocalRandom.current().nextBytes(payload);
            long start = System.nanoTime();
            byte[] echoed = port.echo(payload);
            long rtt = System.nanoTime() - start;
            if (!Arrays.equals(payload, echoed)) {
                throw new IllegalStateException("the bare loop's echo differs from its payload");
            }
            if (i >= 0) {
                rtts[i] = rtt;
            }
        }
        return rtts;
    }

    /** The heap in use after a full collection, and its limit. */
    public MemoryUsage heapAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
    }
}
