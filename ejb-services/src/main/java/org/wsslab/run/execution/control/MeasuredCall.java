package org.wsslab.run.execution.control;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.wsslab.client.control.CallFailures;
import org.wsslab.client.control.EchoSession;
import org.wsslab.echo.contract.Echo;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.timing.CallSplit;
import org.wsslab.timing.CallTimer;
import org.wsslab.timing.ThreadAllocation;
import org.wsslab.workload.control.Exchange;
import org.wsslab.workload.entity.Workload;

/**
 * One call of a run's plan, made and measured: the payload is made before the clock, only the port
 * call is inside it ({@code System.nanoTime()} on either side), the echo is compared after. The
 * thread's CPU time and allocated bytes ({@link ThreadAllocation}) are read outside the clock, around
 * it: their reading is no part of the round trip, and what they count is the port call's (and the
 * clock's two reads'). Its own class because this is the measurement every figure of the lab rests on: kept apart from the loop
 * that walks the plan and stores the calls ({@link RunExecution}), it can be read whole. Client
 * threads of a cell under load make their calls through the same instance: it holds nothing that
 * changes.
 */
final class MeasuredCall {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Workload workload;
    /** A target in another JVM, whose server times are read after the cell; null: the lab's own server, read after each call. */
    private final TargetSplits target;
    /** Asked after a failed call to a target in another JVM whether it still answers; null for the lab's own. */
    private final TargetWatch watch;

    MeasuredCall(Workload workload, TargetSplits target, TargetWatch watch) {
        this.workload = workload;
        this.target = target;
        this.watch = watch;
    }

    /**
     * Makes {@code call} on {@code session}. A mechanism's first call (and the first after a token
     * renewal) opens its port and is flagged initial; so is a session's call made again on a new
     * session after the server refused the old one's context.
     */
    Sample make(long runId, int segment, EchoSession session, CallOrder.Call call) {
        if (call.step() != null && call.step().first()) {
            // A sequence begins on a new port and session: its first call pays them, inside its total.
            session.renew();
        }
        session.renewIfDue();
        boolean initial = session.opensOnNextCall();
        Exchange exchange = Exchange.of(workload, call.size(), ThreadLocalRandom.current().nextLong());
        Function<Echo, Object> operation = exchange::call;
        Instant taken = Instant.now();
        try (CallTimer.Timing timing = CallTimer.begin()) {
            long allocBefore = ThreadAllocation.currentBytes();
            long cpuBefore = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            Object answer = session.call(operation);
            long rtt = System.nanoTime() - start;
            long cpu = threads.getCurrentThreadCpuTime() - cpuBefore;
            Long alloc = ThreadAllocation.between(allocBefore, ThreadAllocation.currentBytes());
            CallSplit split = target == null ? timing.split() : TargetSplits.PENDING;
            String mismatch = exchange.mismatch(answer);
            if (mismatch != null) {
                return Sample.failed(runId, call.endpoint(), call.size(), call.seq(), segment, call.warmup(), initial,
                        mismatch, taken).underLoad(call.clients());
            }
            Sample sample = Sample.measured(runId, call.endpoint(), call.size(), call.seq(), segment, call.warmup(), initial,
                    rtt, cpu, alloc, taken, split).underLoad(call.clients());
            if (target != null) {
                target.hold(sample, timing);
            }
            return sample;
        } catch (RuntimeException e) {
            if (session.renewAfterFailure(call.endpoint(), initial)) {
                // The same call on a new session, flagged initial since it pays the handshake.
                return make(runId, segment, session, call);
            }
            Sample failed = Sample.failed(runId, call.endpoint(), call.size(), call.seq(), segment, call.warmup(), initial,
                    CallFailures.describe(e), taken).underLoad(call.clients());
            if (watch != null && call.clients() == 1) {
                // One call at a time: the loop that stores it stops the run if the target is gone. Under load a
                // client thread's failure stays a failure (ConcurrentCell's threads do not stop the run).
                watch.afterFailure(failed);
            }
            return failed;
        }
    }
}
