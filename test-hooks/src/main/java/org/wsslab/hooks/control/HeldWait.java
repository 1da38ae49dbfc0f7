package org.wsslab.hooks.control;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;

/**
 * The wait of a held run ({@link RunHold}) or verification ({@link VerificationHold}), one for both:
 * on the hold's monitor until released, the application stopping (a hold must not keep the old
 * deployment alive) or {@link #LONGEST} (a test that died holding it cannot stop the engine for good).
 */
final class HeldWait {

    private static final Logger LOG = Logger.getLogger(HeldWait.class.getName());

    /** A held run or verification goes on by itself after this. */
    static final Duration LONGEST = Duration.ofMinutes(10);

    /** How often a held one looks whether the application is stopping, which lets it go. */
    static final Duration LOOK_EVERY = Duration.ofMillis(100);

    private HeldWait() {
    }

    /**
     * Waits on {@code monitor}, which the caller holds and whose {@code notifyAll} a release calls,
     * while {@code held}; {@code what} names the held work and its point for the log.
     */
    static void await(Object monitor, BooleanSupplier held, BooleanSupplier stopping, String what) throws InterruptedException {
        long deadline = System.nanoTime() + LONGEST.toNanos();
        while (held.getAsBoolean()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                LOG.warning(() -> what + " was held for " + LONGEST + ": going on");
                return;
            }
            if (stopping.getAsBoolean()) {
                LOG.info(() -> what + " let go: the application is stopping");
                return;
            }
            TimeUnit.NANOSECONDS.timedWait(monitor, Math.min(left, LOOK_EVERY.toNanos()));
        }
    }
}
