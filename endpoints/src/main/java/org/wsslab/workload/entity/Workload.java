package org.wsslab.workload.entity;

/**
 * What every call of a run carries: a payload of a shape, travelling in a direction, and the work the
 * service does for it. Only a response of records can be read from the service's database.
 */
public record Workload(Shape shape, Direction direction, ServiceWork work) {

    /** Random bytes echoed: what every run measured before workloads were a choice. */
    public static final Workload DEFAULT = new Workload(Shape.BYTES, Direction.ECHO);

    /** A workload the service does no work for. */
    public Workload(Shape shape, Direction direction) {
        this(shape, direction, ServiceWork.NONE);
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /** Whether the service can do its work for such calls: it reads records it returns, nothing else. */
    public boolean possible() {
        return work == ServiceWork.NONE || direction == Direction.RESPONSE && shape.records();
    }

    /** "100 B", "1 KB", "10 records" (Shape.label). */
    public String label(int size) {
        return shape.label(size);
    }

    /** "bytes, echo"; "books, response, db-read" where the service works. */
    @Override
    public String toString() {
        return shape.id() + ", " + direction.id() + (work == ServiceWork.NONE ? "" : ", " + work.id());
    }
}
