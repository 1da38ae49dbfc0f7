package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Lob;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Objects;

/** A {@link Segment} as the RUN_SEGMENT table holds it. */
@Entity
@Table(name = "RUN_SEGMENT")
@IdClass(StoredSegment.Key.class)
@NamedQuery(name = StoredSegment.OF_RUN, query = "SELECT s FROM StoredSegment s WHERE s.runId = :run ORDER BY s.segment")
public class StoredSegment {

    public static final String OF_RUN = "StoredSegment.ofRun";

    @Id
    @Column(name = "RUN_ID")
    private long runId;

    @Id
    private int segment;

    @Column(nullable = false)
    private OffsetDateTime started;

    @Column(name = "FIRST_CALL", nullable = false)
    private long firstCall;

    @Lob
    @Column(nullable = false)
    private String environment;

    protected StoredSegment() {
        // for JPA
    }

    public StoredSegment(Segment segment) {
        this.runId = segment.runId();
        this.segment = segment.segment();
        this.started = segment.started().atOffset(ZoneOffset.UTC);
        this.firstCall = segment.firstCall();
        this.environment = segment.environment();
    }

    public Segment segment() {
        return new Segment(runId, segment, started.toInstant(), firstCall, environment);
    }

    /** The primary key: run and segment number. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public long runId;
        public int segment;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && runId == key.runId && segment == key.segment;
        }

        @Override
        public int hashCode() {
            return Objects.hash(runId, segment);
        }
    }
}
