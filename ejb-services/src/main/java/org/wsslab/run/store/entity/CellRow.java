package org.wsslab.run.store.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;
import org.wsslab.catalog.entity.Endpoint;

/**
 * A row about one cell of a run: the key columns (run, mechanism, suite, size) that CELL, SAMPLE,
 * LOAD_CELL and SEQUENCE_TOTAL all begin with, mapped once. A table keyed by more (a sample's call, a
 * load cell's clients) adds its own {@code @Id} fields and an id class that extends {@link Key} by the
 * same fields: Jakarta Persistence wants an id class's fields to be the entity's, by name, so the
 * parts are added by extension rather than by holding a cell key.
 */
@MappedSuperclass
public abstract class CellRow {

    @Id
    @Column(name = "RUN_ID")
    private long runId;

    @Id
    @Column(length = 64)
    private String mechanism;

    /** The suite's id ({@link Endpoint#suiteId()}), "" for a mechanism without one. */
    @Id
    @Column(length = 32)
    private String suite;

    @Id
    @Column(name = "SIZE_BYTES")
    private int size;

    protected CellRow() {
        // for JPA
    }

    protected CellRow(long runId, Endpoint endpoint, int size) {
        this.runId = runId;
        this.mechanism = endpoint.mechanism().id();
        this.suite = endpoint.suiteId();
        this.size = size;
    }

    protected long runId() {
        return runId;
    }

    protected Endpoint endpoint() {
        return Endpoint.stored(mechanism, suite);
    }

    protected int size() {
        return size;
    }

    /**
     * The primary key of a cell's row, and the one every longer key extends: a subclass declares the
     * fields it adds and returns them from {@link #more()}, so equality covers every part once.
     */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public long runId;
        public String mechanism;
        public String suite;
        public int size;

        /** The parts a longer key adds to the cell's, in the order of its fields. */
        protected Object[] more() {
            return new Object[0];
        }

        @Override
        public boolean equals(Object other) {
            return other != null && other.getClass() == getClass() && other instanceof Key key && runId == key.runId
                    && Objects.equals(mechanism, key.mechanism) && Objects.equals(suite, key.suite) && size == key.size
                    && Arrays.equals(more(), key.more());
        }

        @Override
        public int hashCode() {
            return 31 * Objects.hash(runId, mechanism, suite, size) + Arrays.hashCode(more());
        }
    }
}
