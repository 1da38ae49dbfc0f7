package org.wsslab.run.boundary;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.run.control.SampleStore;
import org.wsslab.run.control.SampleWriteTrial;
import org.wsslab.run.control.ScratchRuns;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.control.RunHold;

/**
 * Measures the measuring: a bare loop over a Metro port with nothing around the call (no CPU
 * clock, no session, no storage), to set beside the engine's own figures for the same endpoint,
 * the server's heap after a full collection, and the cost of storing samples by JDBC or JPA. Used by
 * the benchmarks, never by a run. And the tests' hold on the engine ({@link RunHold}), to act on a
 * run at a known call, and the count of summary computations.
 */
@Stateless
public class Harness {

    @Inject
    RunSummaries summaries;

    @Inject
    EchoPorts ports;

    @Inject
    SampleStore samples;

    @Inject
    SampleWriteTrial sampleWrites;

    @Inject
    ScratchRuns scratch;

    @Inject
    RunHold hold;

    /** Round trips of {@code calls} echoes of {@code size} bytes, after {@code warmup} unrecorded ones. */
    public long[] bareLoop(Mechanism mechanism, int size, int warmup, int calls) {
        new RunRequest(null, java.util.List.of(size), calls, warmup, null).check();
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

    /**
     * Stores {@code rows} samples of a scratch run one way in the engine's batches, each its own
     * transaction as in a run, reads them back and deletes the run; answers the times.
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public SampleWriteTrial.Timing sampleWrites(SampleWriteTrial.Way way, int rows) {
        if (rows < 1 || rows > 1_000_000) {
            throw Refusal.invalid("rows: " + rows + " is not between 1 and 1000000");
        }
        return SampleWriteTrial.time(sampleWrites, samples, scratch, way, rows);
    }

    /** How many times the run's summary was computed since the server started (tests count them). */
    public int summaryComputations(long runId) {
        return summaries.computations(runId);
    }

    /** Holds the next run that reaches planned call {@code call}, every earlier call stored, until {@link #release}. */
    public RunHold.Status holdBefore(int call) {
        if (call < 0) {
            throw Refusal.invalid("before: a planned call, 0 or more, not " + call);
        }
        try {
            hold.arm(call);
        } catch (IllegalStateException e) {
            throw Refusal.conflict(e.getMessage());
        }
        return hold.status();
    }

    public RunHold.Status hold() {
        return hold.status();
    }

    /** Lets the held run go on (or disarms the hold). */
    public RunHold.Status release() {
        hold.release();
        return hold.status();
    }
}
