package org.wsslab.workload.entity;

/** What every call of a run carries: a payload of a shape, travelling in a direction. */
public record Workload(Shape shape, Direction direction) {

    /** Random bytes echoed: what every run measured before workloads were a choice. */
    public static final Workload DEFAULT = new Workload(Shape.BYTES, Direction.ECHO);

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /** "100 B", "10 records". */
    public String label(int size) {
        return shape.label(size);
    }

    /** "bytes, echo" */
    @Override
    public String toString() {
        return shape.id() + ", " + direction.id();
    }
}
