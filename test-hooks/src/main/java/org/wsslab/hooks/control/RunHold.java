package org.wsslab.hooks.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Objects;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.run.execution.control.CallGate;

/**
 * A test's grip on the engine (set through the test deployment's harness/hold route): the next run to
 * reach planned call N stops before it, every earlier call stored, until released. A test can then
 * cancel the run or kill the server at a known point instead of racing a machine of unknown speed.
 * The engine finds it as the deployment's {@link CallGate} (the lab as shipped has none); off unless
 * a test arms it, when a run only reads one volatile field per call. The application's stop lets a
 * held run go (it then stops there, INTERRUPTED), as a test's release would.
 */
@ApplicationScoped
public class RunHold implements CallGate {

    /** Off, armed (waiting for a run to reach its call) or holding a run there. */
    public enum State {
        OFF,
        ARMED,
        HELD
    }

    /** Where the hold is: {@code beforeCall} and {@code run} are null when they do not apply. */
    public record Status(State state, Integer beforeCall, Long run) {
    }

    @Inject
    EndpointTurn turn;

    private volatile Integer beforeCall;
    private Long heldRun;

    /** Holds the next run that reaches planned call {@code call} (0 = before its first). */
    public synchronized void arm(int call) {
        if (call < 0) {
            throw new IllegalArgumentException("a hold is before a planned call, 0 or more, not " + call);
        }
        if (heldRun != null) {
            throw new IllegalStateException("run " + heldRun + " is held before call " + beforeCall + ": release it first");
        }
        beforeCall = call;
    }

    /** Lets a held run go on, or disarms the hold. */
    public synchronized void release() {
        beforeCall = null;
        heldRun = null;
        notifyAll();
    }

    public synchronized Status status() {
        if (beforeCall == null) {
            return new Status(State.OFF, null, null);
        }
        return new Status(heldRun == null ? State.ARMED : State.HELD, beforeCall, heldRun);
    }

    /**
     * Called by a run before each planned call, outside the timed section: returns at once unless
     * the hold is armed for this call; then commits what the run has made and blocks until released.
     */
    @Override
    public void reach(long run, long done, Runnable commit) {
        Integer at = beforeCall;
        if (at == null || at != done) {
            return;
        }
        commit.run();
        synchronized (this) {
            if (!Objects.equals(beforeCall, at)) {
                return;
            }
            heldRun = run;
            notifyAll();
            try {
                // Let go by the application's stop, the run stops before this call.
                HeldWait.await(this, () -> Objects.equals(heldRun, run), turn::closing, "run " + run + " held before call " + at);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                // Only if still holding: once released, the hold may be armed again (a test arming the
                // next run's hold right after releasing this one) before this thread wakes.
                if (Objects.equals(heldRun, run)) {
                    beforeCall = null;
                    heldRun = null;
                }
            }
        }
    }
}
