package org.wsslab.run.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** One cycle run: mechanisms × sizes × calls. The schema is Flyway's (db/migration), not generated. */
@Entity
@Table(name = "RUN")
@NamedQuery(name = Run.NEWEST_FIRST, query = "SELECT r FROM Run r ORDER BY r.created DESC, r.id DESC")
public class Run {

    public static final String NEWEST_FIRST = "Run.newestFirst";

    // A sequence rather than an identity column: EclipseLink reads identities with H2 1.x's
    // IDENTITY(), which H2 2 no longer has; sequences also work unchanged on PostgreSQL.
    @Id
    @SequenceGenerator(name = "run_id", sequenceName = "RUN_ID_SEQ", allocationSize = 1)
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "run_id")
    private Long id;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private RunStatus status;

    // Stored as TIMESTAMP WITH TIME ZONE and mapped as OffsetDateTime: EclipseLink 5.0 fails to read
    // such a column into an Instant (ConversionException ... to class java.time.LocalDate).
    @Column(nullable = false)
    private OffsetDateTime created;

    private OffsetDateTime started;

    private OffsetDateTime finished;

    @Column(name = "CALLS_PER_CELL", nullable = false)
    private int callsPerCell;

    @Column(name = "WARMUP_CALLS", nullable = false)
    private int warmupCalls;

    protected Run() {
        // for JPA
    }

    public Run(int callsPerCell, int warmupCalls, Instant created) {
        this.status = RunStatus.QUEUED;
        this.callsPerCell = callsPerCell;
        this.warmupCalls = warmupCalls;
        this.created = utc(created);
    }

    public Long getId() {
        return id;
    }

    public RunStatus getStatus() {
        return status;
    }

    public Instant getCreated() {
        return instant(created);
    }

    public Instant getStarted() {
        return instant(started);
    }

    public Instant getFinished() {
        return instant(finished);
    }

    public int getCallsPerCell() {
        return callsPerCell;
    }

    public int getWarmupCalls() {
        return warmupCalls;
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(OffsetDateTime time) {
        return time == null ? null : time.toInstant();
    }
}
