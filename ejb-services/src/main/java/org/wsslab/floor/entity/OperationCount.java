package org.wsslab.floor.entity;

/** How often a cell's exchange made one side or the other do an operation, and over how many bytes in all. */
public record OperationCount(Operation operation, int count, long bytes) {

    public OperationCount {
        if (count < 0 || bytes < 0) {
            throw new IllegalArgumentException("an operation count and its bytes cannot be negative: " + count + ", " + bytes);
        }
    }

    OperationCount plus(int moreCount, long moreBytes) {
        return new OperationCount(operation, count + moreCount, bytes + moreBytes);
    }
}
