package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * One bulk caller of the endpoints at a time: a run would measure a verification's or a soak's
 * calls (two cores), and a verification, which counts the implementation's invocations per
 * endpoint, would count theirs. Fair, so runs and verifications wait their turn in the order they
 * asked; a soak does not wait, it is refused while the turn is taken, and so is the harness's
 * synthetic run, which calls no endpoint but would take a run's two cores for seconds. A semaphore
 * rather than a lock: a soak's turn ends on whichever of its threads finishes last.
 */
@ApplicationScoped
public class EndpointTurn {

    private final Semaphore turn = new Semaphore(1, true);

    /** Waits for the turn, does the work, gives the turn back. */
    public <T> T take(Supplier<T> work) {
        turn.acquireUninterruptibly();
        try {
            return work.get();
        } finally {
            turn.release();
        }
    }

    public void take(Runnable work) {
        take(() -> {
            work.run();
            return null;
        });
    }

    /** The turn if nobody holds it, with what gives it back (once, whoever calls it); empty otherwise. */
    public Optional<Runnable> tryTake() {
        if (!turn.tryAcquire()) {
            return Optional.empty();
        }
        AtomicBoolean released = new AtomicBoolean();
        return Optional.of(() -> {
            if (released.compareAndSet(false, true)) {
                turn.release();
            }
        });
    }
}
