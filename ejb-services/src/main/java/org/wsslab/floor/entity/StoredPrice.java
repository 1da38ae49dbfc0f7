package org.wsslab.floor.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import java.util.Optional;

/** A {@link PricePoint} of a run, as the FLOOR_PRICE table holds it. */
@Entity
@Table(name = "FLOOR_PRICE")
@IdClass(StoredPrice.Key.class)
@NamedQuery(name = StoredPrice.OF_RUN, query = "SELECT p FROM StoredPrice p WHERE p.runId = :run ORDER BY p.operation, p.length")
public class StoredPrice {

    public static final String OF_RUN = "StoredPrice.ofRun";

    @Id
    @Column(name = "RUN_ID")
    private long runId;

    @Id
    @Column(length = 32)
    private String operation;

    @Id
    @Column(name = "LENGTH_BYTES")
    private int length;

    @Column(name = "NANOS")
    private double nanos;

    protected StoredPrice() {
        // for JPA
    }

    public StoredPrice(long runId, PricePoint point) {
        this.runId = runId;
        this.operation = point.operation().id();
        this.length = point.length();
        this.nanos = point.nanos();
    }

    /** The point, or empty if a later version dropped its operation from the catalog. */
    public Optional<PricePoint> point() {
        return Operation.byId(operation).map(o -> new PricePoint(o, length, nanos));
    }

    /** The primary key: run, operation and length. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public long runId;
        public String operation;
        public int length;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && runId == key.runId && Objects.equals(operation, key.operation) && length == key.length;
        }

        @Override
        public int hashCode() {
            return Objects.hash(runId, operation, length);
        }
    }
}
