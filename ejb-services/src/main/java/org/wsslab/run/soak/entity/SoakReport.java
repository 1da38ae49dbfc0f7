package org.wsslab.run.soak.entity;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A soak as it stands: its parameters, its state, the measured time so far ({@code started} null
 * while the threads open their sessions), the counts per mechanism and in all, and what went wrong
 * with the soak itself (errors of calls are counted in the rows, not here). {@code wrongCredential} is
 * null unless one mechanism was asked to be called with a wrong credential.
 */
public record SoakReport(State state, int seconds, int threads, int size, WrongCredential wrongCredential, List<String> mechanisms,
        Instant started, Duration elapsed, List<SoakTally.Row> rows, SoakTally.Row total, List<String> problems) {

    /** STARTING: threads opening their sessions; RUNNING: the clock runs; then FINISHED or FAILED. */
    public enum State {
        STARTING,
        RUNNING,
        FINISHED,
        FAILED
    }

    /** The mechanism whose every call carries a wrong credential, and which one (e.g. "a wrong password"). */
    public record WrongCredential(String mechanism, String credential) {
    }

    public SoakReport {
        mechanisms = List.copyOf(mechanisms);
        rows = List.copyOf(rows);
        problems = List.copyOf(problems);
    }
}
