package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import org.wsslab.catalog.entity.Endpoint;

/** A {@link LoadCell} as the LOAD_CELL table holds it: one row per cell under load and segment (a resumed cell has more). */
@Entity
@Table(name = "LOAD_CELL")
@IdClass(StoredLoadCell.Key.class)
@NamedQuery(name = StoredLoadCell.OF_RUN, query = "SELECT l FROM StoredLoadCell l WHERE l.runId = :run"
        + " ORDER BY l.size, l.clients, l.mechanism, l.suite, l.segment")
public class StoredLoadCell {

    public static final String OF_RUN = "StoredLoadCell.ofRun";

    @Id
    @Column(name = "RUN_ID")
    private long runId;

    @Id
    @Column(length = 64)
    private String mechanism;

    @Id
    @Column(length = 32)
    private String suite;

    @Id
    @Column(name = "SIZE_BYTES")
    private int size;

    @Id
    private int clients;

    @Id
    private int segment;

    @Column(name = "WALL_NS", nullable = false)
    private long wallNanos;

    @Column(nullable = false)
    private int calls;

    @Column(name = "CLIENT_CPU_NS")
    private Long clientCpuNanos;

    @Column(name = "PROCESS_CPU_NS")
    private Long processCpuNanos;

    @Column(nullable = false)
    private int cores;

    protected StoredLoadCell() {
        // for JPA
    }

    public StoredLoadCell(long runId, int segment, LoadCell load) {
        this.runId = runId;
        this.mechanism = load.endpoint().mechanism().id();
        this.suite = load.endpoint().suiteId();
        this.size = load.size();
        this.clients = load.clients();
        this.segment = segment;
        this.wallNanos = load.wallNanos();
        this.calls = load.calls();
        this.clientCpuNanos = load.clientCpuNanos();
        this.processCpuNanos = load.processCpuNanos();
        this.cores = load.cores();
    }

    /** What the cell measured in this segment. */
    public LoadCell load() {
        return new LoadCell(Endpoint.stored(mechanism, suite), size, clients, wallNanos, calls, clientCpuNanos, processCpuNanos, cores);
    }

    /** The primary key: run, cell (clients included) and segment. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public long runId;
        public String mechanism;
        public String suite;
        public int size;
        public int clients;
        public int segment;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && runId == key.runId && Objects.equals(mechanism, key.mechanism)
                    && Objects.equals(suite, key.suite) && size == key.size && clients == key.clients && segment == key.segment;
        }

        @Override
        public int hashCode() {
            return Objects.hash(runId, mechanism, suite, size, clients, segment);
        }
    }
}
