package org.wsslab.run.store.entity;

/**
 * How a cell's warm-up until steady ended: after how many warm-up calls (its port's first call and
 * any failed one included), and whether the cell was steady then or had reached the rule's cap.
 */
public record WarmupEnd(int calls, boolean steady) {
}
