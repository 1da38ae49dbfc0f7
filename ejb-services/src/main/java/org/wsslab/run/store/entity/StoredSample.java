package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.InitialKind;
import org.wsslab.timing.CallSplit;

/**
 * A {@link Sample} as the SAMPLE table holds it, for reading with JPQL. The engine writes samples
 * with a JDBC batch (SampleStore), which measured about 3 times as fast as persisting these.
 */
@Entity
@Table(name = "SAMPLE")
@IdClass(StoredSample.Key.class)
@NamedQuery(name = StoredSample.OF_RUN, query = StoredSample.COLUMNS
        + " WHERE s.runId = :run ORDER BY s.size, s.mechanism, s.suite, s.clients, s.seq, s.segment")
@NamedQuery(name = StoredSample.OF_CELL, query = StoredSample.COLUMNS + " WHERE s.runId = :run AND s.mechanism = :mechanism"
        + " AND s.suite = :suite AND s.size = :size AND s.clients = :clients ORDER BY s.seq, s.segment")
@NamedQuery(name = StoredSample.RTT_TOTALS_BY_CELL, query = "SELECT s.mechanism, s.suite, s.size, SUM(s.rttNanos),"
        + " COUNT(s.rttNanos) FROM StoredSample s WHERE s.runId = :run AND s.rttNanos IS NOT NULL GROUP BY s.mechanism, s.suite, s.size")
@NamedQuery(name = StoredSample.SEQS_OF_CELL, query = "SELECT s.seq FROM StoredSample s WHERE s.runId = :run AND s.mechanism = :mechanism"
        + " AND s.suite = :suite AND s.size = :size AND s.clients = :clients")
@NamedQuery(name = StoredSample.ALL_CALLS, query = "SELECT COUNT(s) FROM StoredSample s WHERE s.runId = :run")
// Calls of the run's plan, as opposed to repeated warm-up: exactly one row each, whatever resumed.
@NamedQuery(name = StoredSample.PLANNED_CALLS, query = "SELECT COUNT(s) FROM StoredSample s WHERE s.runId = :run AND NOT EXISTS"
        + " (SELECT e.seq FROM StoredSample e WHERE e.runId = s.runId AND e.mechanism = s.mechanism AND e.suite = s.suite"
        + " AND e.size = s.size AND e.clients = s.clients AND e.seq = s.seq AND e.segment < s.segment)")
public class StoredSample extends CellRow {

    public static final String OF_RUN = "StoredSample.ofRun";
    public static final String OF_CELL = "StoredSample.ofCell";
    public static final String RTT_TOTALS_BY_CELL = "StoredSample.rttTotalsByCell";
    public static final String PLANNED_CALLS = "StoredSample.plannedCalls";
    public static final String ALL_CALLS = "StoredSample.allCalls";
    public static final String SEQS_OF_CELL = "StoredSample.seqsOfCell";
    public static final int SPLIT_MISSING_LENGTH = 200;

    /** The projection {@link #sample} reads: every column, no entity managed. */
    static final String COLUMNS = "SELECT s.mechanism, s.suite, s.size, s.seq, s.segment, s.warmup, s.initial, s.rttNanos, s.clientCpuNanos,"
            + " s.error, s.taken, s.serverNanos, s.serverCpuNanos, s.exchangeNanos, s.splitMissing, s.clients,"
            + " s.clientAllocBytes, s.serverAllocBytes, s.initialKind FROM StoredSample s";

    @Id
    private int clients;

    @Id
    private int seq;

    @Id
    private int segment;

    @Column(name = "IS_WARMUP", nullable = false)
    private boolean warmup;

    @Column(name = "IS_INITIAL", nullable = false)
    private boolean initial;

    @Column(name = "RTT_NS")
    private Long rttNanos;

    @Column(name = "CLIENT_CPU_NS")
    private Long clientCpuNanos;

    @Column(length = 4000)
    private String error;

    @Column(nullable = false)
    private OffsetDateTime taken;

    @Column(name = "SERVER_NS")
    private Long serverNanos;

    @Column(name = "SERVER_CPU_NS")
    private Long serverCpuNanos;

    @Column(name = "SERVER_ALLOC_BYTES")
    private Long serverAllocBytes;

    @Column(name = "CLIENT_ALLOC_BYTES")
    private Long clientAllocBytes;

    @Column(name = "EXCHANGE_NS")
    private Long exchangeNanos;

    @Column(name = "SPLIT_MISSING", length = SPLIT_MISSING_LENGTH)
    private String splitMissing;

    /** A startup run's kind of initial call ({@link InitialKind#id()}); null for any other call. */
    @Column(name = "INITIAL_KIND", length = 16)
    private String initialKind;

    protected StoredSample() {
        // for JPA
    }

    public StoredSample(Sample sample) {
        super(sample.runId(), sample.endpoint(), sample.size());
        clients = sample.clients();
        seq = sample.seq();
        segment = sample.segment();
        warmup = sample.warmup();
        initial = sample.initial();
        rttNanos = sample.rttNanos();
        clientCpuNanos = sample.clientCpuNanos();
        clientAllocBytes = sample.clientAllocBytes();
        error = sample.error();
        taken = sample.taken().atOffset(ZoneOffset.UTC);
        initialKind = sample.initialKind() == null ? null : sample.initialKind().id();
        if (sample.split() != null) {
            serverNanos = sample.split().serverNanos();
            serverCpuNanos = sample.split().serverCpuNanos();
            serverAllocBytes = sample.split().serverAllocBytes();
            exchangeNanos = sample.split().exchangeNanos();
            splitMissing = sample.split().missing();
        }
    }

    /** A row of {@link #OF_RUN} or {@link #OF_CELL} as the sample it stores. */
    public static Sample sample(long runId, Object[] row) {
        return new Sample(runId, Endpoint.stored((String) row[0], (String) row[1]), (Integer) row[2], (Integer) row[3],
                (Integer) row[4], (Boolean) row[5], (Boolean) row[6], (Long) row[7], (Long) row[8], (Long) row[16], (String) row[9],
                ((OffsetDateTime) row[10]).toInstant(), split(row), (Integer) row[15],
                row[18] == null ? null : InitialKind.byId((String) row[18]).orElseThrow());
    }

    private static CallSplit split(Object[] row) {
        if (row[9] != null) {
            return null;
        }
        if (row[11] == null && row[13] == null && row[14] == null) {
            return BEFORE_SPLITS;
        }
        return new CallSplit((Long) row[11], (Long) row[12], (Long) row[17], (Long) row[13], (String) row[14]);
    }

    /** A call stored before the lab split calls (Flyway V16), read as one with every share unknown. */
    static final CallSplit BEFORE_SPLITS = CallSplit.unknown("stored before the lab split calls between client, server and transport");

    /** The primary key: the cell's, then its number of clients, the call and the segment. */
    public static class Key extends CellRow.Key {
        private static final long serialVersionUID = 1L;

        public int clients;
        public int seq;
        public int segment;

        @Override
        protected Object[] more() {
            return new Object[]{clients, seq, segment};
        }
    }
}
