package org.wsslab.run.execution.control;

import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.spi.CDI;

/**
 * What a run passes before each planned call, outside the clock. The lab as shipped has none: a test
 * deployment adds one bean of this type (test-hooks' hold) to stop a run at a known call instead of
 * racing it. A run resolves it once, as it starts; without a test attached that is {@link #OPEN},
 * which does nothing.
 */
@FunctionalInterface
public interface CallGate {

    /** No gate: every call goes through. */
    CallGate OPEN = (run, done, commit) -> {
    };

    /**
     * Called before planned call {@code done} of run {@code run}; {@code commit} stores what the run
     * has made so far, for a gate that stops the run to call before it does.
     */
    void reach(long run, long done, Runnable commit);

    /** The deployment's gate, or {@link #OPEN} when it has none (the lab as shipped). */
    static CallGate ofDeployment() {
        Instance<CallGate> gates = CDI.current().select(CallGate.class);
        return gates.isResolvable() ? gates.get() : OPEN;
    }
}
