package org.wsslab.floor.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.util.Optional;

/** An {@link OperationCount} of a cell, as a row of CELL_OPERATION. */
@Embeddable
public class StoredOperation {

    @Column(name = "OPERATION", length = 32)
    private String operation;

    @Column(name = "CALLS")
    private int calls;

    @Column(name = "BYTES")
    private long bytes;

    protected StoredOperation() {
        // for JPA
    }

    public StoredOperation(OperationCount count) {
        this.operation = count.operation().id();
        this.calls = count.count();
        this.bytes = count.bytes();
    }

    /** The count, or empty if a later version dropped its operation from the catalog. */
    public Optional<OperationCount> count() {
        return Operation.byId(operation).map(o -> new OperationCount(o, calls, bytes));
    }
}
