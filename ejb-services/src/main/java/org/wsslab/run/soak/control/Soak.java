package org.wsslab.run.soak.control;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.CallFailures;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.WrongCredentials;
import org.wsslab.run.soak.entity.SoakReport.State;
import org.wsslab.run.soak.entity.SoakReport;
import org.wsslab.run.soak.entity.SoakTally;

/**
 * One soak check: client threads on the platform's managed executor, each with its own session per
 * mechanism, cycling through the mechanisms one call each until the time is up ({@link SoakClient}).
 *
 * <p>The clock starts when every thread has opened its sessions: a port's first call reads the WSDL,
 * builds the security tubeline and fetches any token, a cost of the session, not of the steady state
 * a soak watches. The threads meet at a barrier, so the measured window is the same for all of them
 * and a thread the executor never started shows as a failed soak, not as a quietly smaller one.
 * Nothing is stored: the latest soak lives in memory until the next one ({@code Soaks}).
 *
 * <p>A soak may give one mechanism a wrong credential: every session on it, in every thread, opens its
 * ports with the first of the wrong credentials the attack matrix tries there ({@link WrongCredentials}).
 * Its calls are then refused and counted as errors, the texts kept, while the other mechanisms'
 * sessions are the lab's own: what a refused caller does to everyone else is what such a soak watches.
 */
public final class Soak {

    /** How long a thread waits for the others to open their sessions (a port per mechanism each, on two cores). */
    static final Duration OPENING_LIMIT = Duration.ofMinutes(5);

    private final int seconds;
    private final int threads;
    private final int size;
    private final List<Mechanism> mechanisms;
    private final SoakTally tally;
    /** The mechanism called with a wrong credential, and the credential; null for neither. */
    private final Mechanism wrongMechanism;
    private final WrongCredentials.Wrong wrong;
    private final CyclicBarrier opened;
    /**
     * The threads open their sessions one at a time. Metro 4.0.5's server now and then fails a
     * SecureConversation handshake that arrives beside another (WSITPVD0044 "Fail to create a Secure
     * Session", then WSSC0022 at the client; seen once in CI with two threads): opening is outside
     * the clock, and the soak watches the steady state, not that start-up race. A session renewed
     * under load still meets the others, and its failures are counted as before.
     */
    private final Object opening = new Object();
    private final AtomicInteger running;
    private final List<String> problems = new CopyOnWriteArrayList<>();
    private final Runnable onEnd;
    /** The application is stopping: the threads stop before their next call. */
    private final BooleanSupplier ending;
    private volatile boolean clockStarted;
    private volatile boolean abandoned;
    /** Set after {@link #endNanos}, so that whoever sees it ended also sees when. */
    private volatile boolean ended;
    private volatile Instant started;
    private volatile long startNanos;
    private volatile long deadlineNanos;
    private volatile long endNanos;

    private Soak(List<Mechanism> mechanisms, int seconds, int threads, int size, Optional<Mechanism> wrongCredential,
            Runnable onEnd, BooleanSupplier ending) {
        this.wrongMechanism = wrongCredential.orElse(null);
        this.wrong = wrongCredential.map(m -> WrongCredentials.of(m).getFirst()).orElse(null);
        this.onEnd = onEnd;
        this.ending = ending;
        this.mechanisms = List.copyOf(mechanisms);
        this.seconds = seconds;
        this.threads = threads;
        this.size = size;
        this.tally = new SoakTally(mechanisms);
        this.running = new AtomicInteger(threads);
        this.opened = new CyclicBarrier(threads, this::startClock);
    }

    /**
     * Starts the threads and answers at once; the soak goes on without the caller, and runs
     * {@code onEnd} when its last thread has ended; its threads stop before their next call once
     * {@code ending} (the application stops). {@code wrongCredential}, if given, is one of
     * {@code mechanisms} and has a credential to get wrong.
     */
    public static Soak start(ExecutorService executor, EchoPorts ports, List<Mechanism> mechanisms, int seconds, int threads, int size,
            Optional<Mechanism> wrongCredential, Runnable onEnd, BooleanSupplier ending) {
        if (mechanisms.isEmpty()) {
            throw new IllegalArgumentException("a soak needs at least one mechanism");
        }
        if (wrongCredential.isPresent()
                && (!mechanisms.contains(wrongCredential.get()) || !WrongCredentials.exist(wrongCredential.get()))) {
            throw new IllegalArgumentException(wrongCredential.get() + " is not in the soak or has no credential to get wrong");
        }
        Soak soak = new Soak(mechanisms, seconds, threads, size, wrongCredential, onEnd, ending);
        for (int i = 0; i < threads; i++) {
            try {
                executor.submit(new SoakClient(soak, ports, i));
            } catch (RuntimeException e) {
                // The threads already started would wait at the barrier for one that never comes.
                soak.problem("the executor refused client thread " + (i + 1) + " of " + threads + ": " + CallFailures.describe(e));
                soak.abandon();
                for (int never = i; never < threads; never++) {
                    soak.clientEnded();
                }
                break;
            }
        }
        return soak;
    }

    List<Mechanism> mechanisms() {
        return mechanisms;
    }

    int size() {
        return size;
    }

    SoakTally tally() {
        return tally;
    }

    /** A thread's session on the mechanism: the lab's credentials, or the wrong one if the mechanism is to get it. */
    EchoSession session(EchoPorts ports, Mechanism mechanism) {
        return mechanism == wrongMechanism ? ports.session(mechanism, wrong.context()) : ports.session(mechanism);
    }

    /** Runs a thread's opening of its sessions while no other thread opens any. */
    void openAlone(Runnable open) {
        synchronized (opening) {
            open.run();
        }
    }

    /**
     * Waits for every thread to have opened its sessions, and answers the soak's deadline
     * ({@link System#nanoTime()}); empty (the caller stops) if the soak was given up meanwhile.
     */
    OptionalLong awaitClock() {
        if (abandoned) {
            return OptionalLong.empty();
        }
        try {
            opened.await(OPENING_LIMIT.toSeconds(), TimeUnit.SECONDS);
            return OptionalLong.of(deadlineNanos);
        } catch (TimeoutException e) {
            problem("not every client thread had opened its sessions after " + OPENING_LIMIT.toMinutes()
                    + " minutes: the executor did not run all " + threads + " side by side, or opening a port hung");
            abandon();
        } catch (BrokenBarrierException e) {
            abandon();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abandon();
        }
        return OptionalLong.empty();
    }

    /** Whether the threads should stop before their next call. */
    boolean stopping() {
        return abandoned || ending.getAsBoolean() || Thread.currentThread().isInterrupted();
    }

    private void problem(String text) {
        problems.add(text);
    }

    /** Stops the soak's threads before their next call, saying why (the application is stopping); a report shows it FAILED. */
    public void stop(String why) {
        problem(why);
        abandon();
    }

    /** A thread died of something other than a call's error (those are counted): the soak is given up. */
    void clientFailed(int index, Throwable e) {
        problem("client thread " + (index + 1) + " stopped: " + CallFailures.describe(e));
        abandon();
    }

    void clientEnded() {
        if (running.decrementAndGet() == 0) {
            endNanos = System.nanoTime();
            ended = true;
            onEnd.run();
        }
    }

    private void abandon() {
        abandoned = true;
        opened.reset();
    }

    private void startClock() {
        started = Instant.now();
        startNanos = System.nanoTime();
        deadlineNanos = startNanos + Duration.ofSeconds(seconds).toNanos();
        clockStarted = true;
    }

    public boolean active() {
        return !ended;
    }

    public State state() {
        if (!ended) {
            return clockStarted ? State.RUNNING : State.STARTING;
        }
        return problems.isEmpty() && clockStarted ? State.FINISHED : State.FAILED;
    }

    /** The measured time so far: from the clock's start to now, or to the last thread's end. */
    public Duration elapsed() {
        if (!clockStarted) {
            return Duration.ZERO;
        }
        long end = ended ? endNanos : System.nanoTime();
        return Duration.ofNanos(Math.max(0, end - startNanos));
    }

    /** What the soak has counted so far, with its parameters. */
    public SoakReport report() {
        State state = state();
        Duration elapsed = elapsed();
        List<SoakTally.Row> rows = tally.rows();
        SoakReport.WrongCredential asked = wrongMechanism == null ? null
                : new SoakReport.WrongCredential(wrongMechanism.id(), wrong.label());
        return new SoakReport(state, seconds, threads, size, asked, mechanisms.stream().map(Mechanism::id).toList(), started,
                elapsed, rows, SoakTally.total(rows), new ArrayList<>(problems));
    }
}
