package org.wsslab.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A test domain of a suite's own (the crash domain, the target domain) prepared once per test JVM, on
 * a thread of its own: a minute or more of asadmin and deployment that need not hold up the tests
 * running meanwhile. Begun early when the suite holds a class that needs it, awaited by that class,
 * stopped when the test plan ends.
 */
final class DomainPreparation<T> {

    /** Sets a domain up (left stopped). */
    interface Create<T> {
        T create() throws IOException, InterruptedException;
    }

    /** Starts a domain set up and deploys into it. */
    interface BringUp<T> {
        void bringUp(T domain) throws IOException, InterruptedException;
    }

    /** Stops a prepared domain. */
    interface Stop<T> {
        void stop(T domain) throws IOException, InterruptedException;
    }

    /**
     * One preparation at a time: each starts a GlassFish and deploys into it beside the shared domain and the
     * tests already running, and two at once on the 2-core machine took over three minutes to start one.
     */
    private static final Object ONE_AT_A_TIME = new Object();

    /** How long the end of a test plan waits for a preparation under way: a set-up, start and deployment. */
    private static final Duration STILL_PREPARING = Duration.ofMinutes(10);

    private final String name;
    private final Create<T> create;
    private final BringUp<T> bringUp;
    private final Stop<T> stop;
    /** The domain set up, started and deployed (null: not begun). */
    private CompletableFuture<T> ready;

    DomainPreparation(String name, Create<T> create, BringUp<T> bringUp, Stop<T> stop) {
        this.name = name;
        this.create = create;
        this.bringUp = bringUp;
        this.stop = stop;
    }

    /** Begins the preparation on a thread of its own, unless it has begun. */
    synchronized CompletableFuture<T> begin() {
        if (ready == null) {
            ready = CompletableFuture.supplyAsync(() -> {
                try {
                    synchronized (ONE_AT_A_TIME) {
                        return prepare();
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while preparing the " + name, e);
                }
            }, runnable -> Thread.ofPlatform().daemon().name(name.replace(' ', '-') + "-setup").start(runnable));
        }
        return ready;
    }

    /**
     * Sets the domain up and brings it up; a domain that started but did not come up (a start or a deployment
     * that timed out) is stopped again rather than left holding its ports, which would refuse the next run's set-up.
     */
    private T prepare() throws IOException, InterruptedException {
        T domain = create.create();
        try {
            bringUp.bringUp(domain);
        } catch (IOException | InterruptedException | RuntimeException failed) {
            try {
                stop.stop(domain);
            } catch (IOException | RuntimeException stopFailed) {
                failed.addSuppressed(stopFailed);
            }
            throw failed;
        }
        return domain;
    }

    /** The prepared domain, waiting up to {@code within} for its preparation (begun now if it had not been). */
    T await(Duration within) throws Exception {
        try {
            return begin().get(within.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /**
     * Stops the domain if it was prepared: the test plan has ended. A preparation still under way (a plan
     * that ended early, its classes failed or disabled) is waited for and its domain stopped too: left
     * running, it would hold its ports, and the next build's set-up of the domain would fail on them.
     */
    synchronized void stopIfPrepared() throws IOException, InterruptedException {
        if (ready == null) {
            return;
        }
        T domain;
        try {
            domain = ready.get(STILL_PREPARING.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException notPrepared) {
            return;
        }
        stop.stop(domain);
    }
}
