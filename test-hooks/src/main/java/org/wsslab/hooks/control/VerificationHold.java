package org.wsslab.hooks.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Objects;
import org.wsslab.client.control.EndpointTurn;
import org.wsslab.verification.control.AttackGate;

/**
 * {@link RunHold}'s counterpart for verifications (set through harness/verification-hold): the next
 * verification to have stored N verdicts stops before its next attack, every verdict so far committed,
 * until released, so that a test redeploys under it at a known point instead of racing a verification
 * that might end first. The engine finds it as the deployment's {@link AttackGate}. The application's
 * stop lets a held verification go (it then stops there, INTERRUPTED); a held one goes on by itself
 * after {@link HeldWait#LONGEST}.
 */
@ApplicationScoped
public class VerificationHold implements AttackGate {

    /** Where the hold is: {@code after} and {@code verification} are null when they do not apply. */
    public record Status(RunHold.State state, Integer after, Long verification) {
    }

    @Inject
    EndpointTurn turn;

    private volatile Integer after;
    private Long held;

    /** Holds the next verification that has stored {@code verdicts} verdicts, before its next attack. */
    public synchronized void arm(int verdicts) {
        if (verdicts < 0) {
            throw new IllegalArgumentException("a hold is after a number of verdicts, 0 or more, not " + verdicts);
        }
        if (held != null) {
            throw new IllegalStateException("verification " + held + " is held after " + after + " verdicts: release it first");
        }
        after = verdicts;
    }

    /** Lets a held verification go on, or disarms the hold. */
    public synchronized void release() {
        after = null;
        held = null;
        notifyAll();
    }

    public synchronized Status status() {
        if (after == null) {
            return new Status(RunHold.State.OFF, null, null);
        }
        return new Status(held == null ? RunHold.State.ARMED : RunHold.State.HELD, after, held);
    }

    /** Returns at once unless armed for this many verdicts; then blocks until released, or the application stops. */
    @Override
    public void reach(long verification, int made) {
        Integer at = after;
        if (at == null || at != made) {
            return;
        }
        synchronized (this) {
            if (!Objects.equals(after, at)) {
                return;
            }
            held = verification;
            notifyAll();
            try {
                // Let go by the application's stop, the verification stops before its next attack.
                HeldWait.await(this, () -> Objects.equals(held, verification), turn::closing,
                        "verification " + verification + " held after " + at + " verdicts");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                if (Objects.equals(held, verification)) {
                    after = null;
                    held = null;
                }
            }
        }
    }
}
