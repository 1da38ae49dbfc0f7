package org.wsslab.run.boundary;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.control.PolicyProbe;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.echo.contract.Echo;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.control.RunHold;
import org.wsslab.run.control.SampleStore;
import org.wsslab.run.control.SampleWriteTrial;
import org.wsslab.run.control.ScratchRuns;
import org.wsslab.run.control.SyntheticRun;

/**
 * Measures the measuring: a bare loop over a Metro port with nothing around the call (no CPU
 * clock, no session, no storage), to set beside the engine's own figures for the same endpoint,
 * the server's heap after a full collection, the cost of storing samples by JDBC or JPA, and a run of
 * a million made-up calls to see the results scale. Used by the benchmarks, never by a run. And the
 * tests' hold on the engine ({@link RunHold}), to act on a run at a known call, and the counts of
 * summary computations and WSDL reads.
 */
@Stateless
public class Harness {

    @Inject
    RunSummaries summaries;

    @Inject
    PolicyProbe policies;

    @Inject
    EchoPorts ports;

    @Inject
    SampleStore samples;

    @Inject
    SampleWriteTrial sampleWrites;

    @Inject
    ScratchRuns scratch;

    @Inject
    SyntheticRun synthetic;

    @Inject
    EndpointTurn turn;

    @Inject
    RunHold hold;

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

    /**
     * Stores {@code rows} samples of a scratch run one way in the engine's batches, each its own
     * transaction as in a run, reads them back and deletes the run; answers the times.
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public SampleWriteTrial.Timing sampleWrites(SampleWriteTrial.Way way, int rows) {
        if (rows < 1 || rows > 1_000_000) {
            throw Refusal.at("rows", rows + " is not between 1 and 1000000");
        }
        return SampleWriteTrial.time(sampleWrites, samples, scratch, way, rows);
    }

    /**
     * Stores {@code rows} made-up calls as a run of every mechanism at the default sizes and warm-up
     * would store them, in the engine's batches, and keeps the run for its summary to be read; the
     * caller deletes it. Never beside a run, a verification or a soak: it takes both cores for seconds.
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public SyntheticRun.Stored syntheticRun(int rows) {
        List<Mechanism> mechanisms = Mechanism.all();
        List<Integer> sizes = RunRequest.DEFAULT_SIZES;
        int warmup = RunRequest.DEFAULT_WARMUP;
        long cells = (long) mechanisms.size() * sizes.size();
        if (rows < cells * (warmup + 1) || rows > cells * (warmup + RunRequest.MAX_CALLS)) {
            throw Refusal.at("rows", rows + " is not between " + cells * (warmup + 1) + " and "
                    + cells * (warmup + RunRequest.MAX_CALLS) + " (" + mechanisms.size() + " mechanisms at " + sizes.size()
                    + " sizes, " + warmup + " warm-up calls and 1 to " + RunRequest.MAX_CALLS + " calls per cell, as a run)");
        }
        Runnable endTurn = turn.tryTake().orElseThrow(() -> Refusal.conflict("a run, a verification or a soak is calling the"
                + " endpoints; storing samples beside it would distort it, so wait for it to end"));
        try {
            return synthetic.store(mechanisms, sizes, warmup, rows);
        } finally {
            endTurn.run();
        }
    }

    /** How many published WSDLs the catalog read since the application started (tests count them). */
    public int wsdlReads() {
        return policies.reads();
    }

    /** How many times the run's summary was computed since the server started (tests count them). */
    public int summaryComputations(long runId) {
        return summaries.computations(runId);
    }

    /** Holds the next run that reaches planned call {@code call}, every earlier call stored, until {@link #release}. */
    public RunHold.Status holdBefore(int call) {
        if (call < 0) {
            throw Refusal.at("before", "a planned call, 0 or more, not " + call);
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
