package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * One bulk caller of the endpoints at a time: a run would measure a verification's or a soak's
 * calls (two cores), and a verification, which counts the implementation's invocations per
 * endpoint, would count theirs. Fair, so runs and verifications wait their turn in the order they
 * asked; a soak does not wait, it is refused while the turn is taken, and so is the harness's
 * synthetic run, which calls no endpoint but would take a run's two cores for seconds. A semaphore
 * rather than a lock: a soak's turn ends on whichever of its threads finishes last.
 *
 * <p>Every bulk caller holds the turn for as long as it works, so the turn is also how the
 * application's end waits for that work: {@link #close} asks the holder to stop at its next call
 * boundary ({@link #closing()}) and waits for the turn to come back, and no one gets it after that.
 * Work left running past an undeploy would keep the old deployment's database open ("Database may
 * be already in use" for the next) and its class loader alive.
 */
@ApplicationScoped
public class EndpointTurn {

    private static final Logger LOG = Logger.getLogger(EndpointTurn.class.getName());

    /**
     * How long the application's stop waits for the work to reach its next call boundary: a call in
     * flight outlasts it only when it hangs (the call timeout's default is 120 s), and an undeploy
     * that waits longer looks hung itself; a normal call takes milliseconds.
     */
    static final Duration STOP_WAIT = Duration.ofSeconds(60);

    private final Semaphore turn = new Semaphore(1, true);
    private volatile boolean closing;
    private Boolean closed;

    /**
     * Waits for the turn, does the work, gives the turn back; refuses (CancellationException) once
     * the application is ending, the work not begun.
     */
    public <T> T take(Supplier<T> work) {
        if (!acquire()) {
            throw new CancellationException("the application is stopping: the endpoints' turn goes to no one any more");
        }
        try {
            return work.get();
        } finally {
            turn.release();
        }
    }

    /** Waits for the turn and does the work; false, the work not begun, once the application is ending. */
    public boolean take(Runnable work) {
        if (!acquire()) {
            return false;
        }
        try {
            work.run();
            return true;
        } finally {
            turn.release();
        }
    }

    /**
     * The turn if nobody holds it, with what gives it back (once, whoever calls it); empty otherwise,
     * and once the application is ending.
     */
    public Optional<Runnable> tryTake() {
        if (!turn.tryAcquire()) {
            return Optional.empty();
        }
        if (closing) {
            turn.release();
            return Optional.empty();
        }
        AtomicBoolean released = new AtomicBoolean();
        return Optional.of(() -> {
            if (released.compareAndSet(false, true)) {
                turn.release();
            }
        });
    }

    /** Whether the application is ending: the holder of the turn stops at its next call boundary. */
    public boolean closing() {
        return closing;
    }

    /** {@link #close(Duration)} within {@link #STOP_WAIT}, saying so in the log if the work did not end. */
    public boolean close() {
        boolean ended = close(STOP_WAIT);
        if (!ended) {
            LOG.warning(() -> "the work calling the endpoints had not stopped " + STOP_WAIT.toSeconds()
                    + " s after the application began to stop: the database may stay in use until that work ends");
        }
        return ended;
    }

    /**
     * Asks the holder of the turn to stop and waits, at most {@code within}, for it to give the turn
     * back; nobody gets it to work again. Answers whether the work ended in time. Called by each engine as
     * the application stops, in whatever order the container destroys them: the first waits, the
     * others get its answer.
     */
    synchronized boolean close(Duration within) {
        if (closed == null) {
            closing = true;
            boolean ended;
            try {
                ended = turn.tryAcquire(within.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                ended = false;
            }
            if (ended) {
                // Free again, so no one ever blocks on it: whoever takes it now sees the end and hands it on.
                turn.release();
            }
            closed = ended;
        }
        return closed;
    }

    /**
     * Waits for the turn in the order asked; once the application is ending, a waiter that gets it
     * hands it on at once, so the turn reaches {@link #close} behind them.
     */
    private boolean acquire() {
        turn.acquireUninterruptibly();
        if (closing) {
            turn.release();
            return false;
        }
        return true;
    }
}
