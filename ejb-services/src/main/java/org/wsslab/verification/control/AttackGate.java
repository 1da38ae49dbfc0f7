package org.wsslab.verification.control;

import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.spi.CDI;

/**
 * What a verification passes before each attack, as a run passes its {@code CallGate} before each
 * call. The lab as shipped has none: a test deployment adds one bean of this type (test-hooks'
 * verification hold) to stop a verification at a known attack instead of racing it. Resolved once,
 * as a verification starts; without a test attached that is {@link #OPEN}, which does nothing.
 */
@FunctionalInterface
public interface AttackGate {

    /** No gate: every attack goes through. */
    AttackGate OPEN = (verification, made) -> {
    };

    /**
     * Called before each attack of verification {@code verification}, when {@code made} verdicts of it
     * are stored (each committed as it was reached, so a gate that stops it has nothing to commit).
     */
    void reach(long verification, int made);

    /** The deployment's gate, or {@link #OPEN} when it has none (the lab as shipped). */
    static AttackGate ofDeployment() {
        Instance<AttackGate> gates = CDI.current().select(AttackGate.class);
        return gates.isResolvable() ? gates.get() : OPEN;
    }
}
