package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A {@link GrowthWirePoint} as the GROWTH_WIRE table holds it, one row per (run, mechanism, suite, size). */
@Entity
@Table(name = "GROWTH_WIRE")
@IdClass(CellRow.Key.class)
@NamedQuery(name = StoredGrowthWire.OF_RUN, query = "SELECT w FROM StoredGrowthWire w WHERE w.runId = :run"
        + " ORDER BY w.mechanism, w.suite, w.size")
public class StoredGrowthWire extends CellRow {

    public static final String OF_RUN = "StoredGrowthWire.ofRun";

    @Column(name = "REQUEST_BYTES", nullable = false)
    private long requestBytes;

    @Column(name = "RESPONSE_BYTES", nullable = false)
    private long responseBytes;

    protected StoredGrowthWire() {
        // for JPA
    }

    public StoredGrowthWire(long runId, GrowthWirePoint point) {
        super(runId, point.endpoint(), point.size());
        this.requestBytes = point.requestBytes();
        this.responseBytes = point.responseBytes();
    }

    /** The point this row stores. */
    public GrowthWirePoint point() {
        return new GrowthWirePoint(endpoint(), size(), requestBytes, responseBytes);
    }
}
