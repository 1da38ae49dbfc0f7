package org.wsslab.run.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.wsslab.catalog.entity.Endpoint;

/**
 * A run's life, as columns of RUN: where it is, since when, how far, and why it stopped. A part of
 * {@link Run}, which pages and the API read; apart so that the rules of a run's life are kept together.
 */
@Embeddable
public class RunProgress {

    /** The longest failure text kept (the column's length). */
    static final int MAX_FAILURE = 4000;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private RunStatus status;
    // Stored as TIMESTAMP WITH TIME ZONE and mapped as OffsetDateTime: EclipseLink 5.0 fails to read
    // such a column into an Instant (ConversionException ... to class java.time.LocalDate).
    @Column(nullable = false)
    private OffsetDateTime created;
    private OffsetDateTime started;
    private OffsetDateTime finished;
    @Column(name = "DONE_CALLS", nullable = false)
    private long doneCalls;
    @Column(name = "TOTAL_CALLS", nullable = false)
    private long totalCalls;
    @Column(name = "CURRENT_MECHANISM", length = 64)
    private String currentMechanism;
    @Column(name = "CURRENT_SUITE", length = 32)
    private String currentSuite;
    @Column(name = "CURRENT_SIZE")
    private Integer currentSize;
    @Column(length = MAX_FAILURE)
    private String failure;

    protected RunProgress() {
        // for JPA
    }

    /** A run just queued, with the calls its plan makes. */
    RunProgress(Instant created, long totalCalls) {
        this.status = RunStatus.QUEUED;
        this.created = utc(created);
        this.totalCalls = totalCalls;
    }

    /** Starts the run, or a resumed run's next segment (the run keeps its first start time). */
    void start(Instant now) {
        status = RunStatus.RUNNING;
        if (started == null) {
            started = utc(now);
        }
    }

    /** Queues a stopped run again: it has not finished, nor failed. */
    void resume() {
        status = RunStatus.QUEUED;
        finished = null;
        failure = null;
    }

    /** Records progress: calls of the plan done, and the cell being measured (null: none). */
    void progress(long done, Endpoint endpoint, Integer size) {
        doneCalls = done;
        currentMechanism = endpoint == null ? null : endpoint.mechanism().id();
        currentSuite = endpoint == null ? null : endpoint.suiteId();
        currentSize = size;
    }

    /** Ends the run; a failure text says why it did not complete. */
    void finish(RunStatus end, Instant now, String why) {
        status = end;
        finished = utc(now);
        failure = why == null ? null : why.substring(0, Math.min(why.length(), MAX_FAILURE));
        currentMechanism = null;
        currentSuite = null;
        currentSize = null;
    }

    /** The plan changed before the run started (a load, a growth series): it makes this many calls. */
    void plan(long calls) {
        totalCalls = calls;
    }

    RunStatus status() {
        return status;
    }

    Instant created() {
        return instant(created);
    }

    Instant started() {
        return instant(started);
    }

    Instant finished() {
        return instant(finished);
    }

    long doneCalls() {
        return doneCalls;
    }

    long totalCalls() {
        return totalCalls;
    }

    String currentMechanism() {
        return currentMechanism;
    }

    String currentSuite() {
        return currentSuite;
    }

    Integer currentSize() {
        return currentSize;
    }

    String failure() {
        return failure;
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(OffsetDateTime time) {
        return time == null ? null : time.toInstant();
    }
}
