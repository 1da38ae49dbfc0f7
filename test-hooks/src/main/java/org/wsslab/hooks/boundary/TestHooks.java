package org.wsslab.hooks.boundary;

import org.wsslab.echo.control.InvocationCounter;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.hooks.control.LoggedCounts;
import org.wsslab.hooks.control.RunHold;
import org.wsslab.hooks.control.SampleWriteTrial;
import org.wsslab.hooks.control.ScratchRuns;
import org.wsslab.hooks.control.SyntheticRun;
import org.wsslab.hooks.control.VerificationHold;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.store.control.SampleStore;

/**
 * What the tests (and the sample-writes and scale benchmarks, which run in the test domain) ask of the
 * lab beside a run: a hold on the engine ({@link RunHold}), to act on a run at a known call, and its
 * counterpart for verifications ({@link VerificationHold}); the
 * counts of summary computations and WSDL reads; the cost of storing samples by JDBC or JPA; and a run
 * of made-up calls to see the results scale. Only in the test deployment.
 */
@Stateless
public class TestHooks {

    @Inject
    RunHold hold;

    @Inject
    VerificationHold verificationHold;

    @Inject
    LoggedCounts counts;

    @Inject
    InvocationCounter invocations;

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

    /** Holds the next verification that has stored {@code verdicts} verdicts, before its next attack, until {@link #releaseVerification}. */
    public VerificationHold.Status holdVerificationAfter(int verdicts) {
        if (verdicts < 0) {
            throw Refusal.at("after", "a number of verdicts, 0 or more, not " + verdicts);
        }
        try {
            verificationHold.arm(verdicts);
        } catch (IllegalStateException e) {
            throw Refusal.conflict(e.getMessage());
        }
        return verificationHold.status();
    }

    public VerificationHold.Status verificationHold() {
        return verificationHold.status();
    }

    /** Lets the held verification go on (or disarms its hold). */
    public VerificationHold.Status releaseVerification() {
        verificationHold.release();
        return verificationHold.status();
    }

    /** How many times the run's summary was computed since the deployment started. */
    public int summaryComputations(long runId) {
        return counts.summaryComputations(runId);
    }

    /** How many published WSDLs the catalog read since the deployment started. */
    public int wsdlReads() {
        return counts.wsdlReads();
    }

    /** How often the mechanism's endpoint (catalog suite) ran since the deployment started. */
    public long echoCalls(Mechanism mechanism) {
        return invocations.count(mechanism);
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
}
