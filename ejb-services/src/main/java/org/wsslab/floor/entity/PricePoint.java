package org.wsslab.floor.entity;

/** What one operation cost on this machine at one input length: the median of its timed repetitions. */
public record PricePoint(Operation operation, int length, double nanos) {
}
