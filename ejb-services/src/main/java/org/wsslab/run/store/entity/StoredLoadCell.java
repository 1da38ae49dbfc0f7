package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A {@link LoadCell} as the LOAD_CELL table holds it: one row per cell under load and segment (a resumed cell has more). */
@Entity
@Table(name = "LOAD_CELL")
@IdClass(StoredLoadCell.Key.class)
@NamedQuery(name = StoredLoadCell.OF_RUN, query = "SELECT l FROM StoredLoadCell l WHERE l.runId = :run"
        + " ORDER BY l.size, l.clients, l.mechanism, l.suite, l.segment")
public class StoredLoadCell extends CellRow {

    public static final String OF_RUN = "StoredLoadCell.ofRun";

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
        super(runId, load.endpoint(), load.size());
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
        return new LoadCell(endpoint(), size(), clients, wallNanos, calls, clientCpuNanos, processCpuNanos, cores);
    }

    /** The primary key: the cell's, then its number of clients and segment. */
    public static class Key extends CellRow.Key {
        private static final long serialVersionUID = 1L;

        public int clients;
        public int segment;

        @Override
        protected Object[] more() {
            return new Object[]{clients, segment};
        }
    }
}
