package org.wsslab.it.support;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import org.awaitility.core.ConditionTimeoutException;

/**
 * Every wait of the tests: read until the condition holds, failing with the last thing read.
 * Reads happen on the test's own thread (an in-container test's EJB calls need its context).
 */
public final class Poll {

    private Poll() {
    }

    /** Reads every {@code every} until the condition holds; fails after {@code within} with the last value read. */
    public static <T> T until(String what, Duration within, Duration every, Callable<T> read, Predicate<? super T> condition) {
        return until(what, within, every, read, condition, null);
    }

    /** As {@link #until(String, Duration, Duration, Callable, Predicate)}, a read failing with {@code retried} counting as not yet. */
    public static <T> T until(String what, Duration within, Duration every, Callable<T> read, Predicate<? super T> condition,
            Class<? extends Throwable> retried) {
        AtomicReference<Object> last = new AtomicReference<>("nothing read yet");
        var wait = await(what).atMost(within).pollDelay(Duration.ZERO).pollInterval(every).pollInSameThread();
        if (retried != null) {
            wait = wait.ignoreExceptionsInstanceOf(retried);
        }
        try {
            return wait.until(() -> {
                try {
                    T value = read.call();
                    last.set(value);
                    return value;
                } catch (Exception e) {
                    last.set(e);
                    throw e;
                }
            }, condition::test);
        } catch (ConditionTimeoutException e) {
            throw new AssertionError(what + " did not get there within " + within + "; last seen: " + last.get(), e);
        }
    }
}
