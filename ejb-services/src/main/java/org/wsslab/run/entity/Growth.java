package org.wsslab.run.entity;

import java.util.AbstractList;
import java.util.List;
import org.wsslab.refusal.Refusal;
import org.wsslab.workload.entity.Shape;

/**
 * A growth run: one call per size, the payload growing by a fixed step from call to call (000's
 * Fig 2: 12 bytes more per call, 10,000 calls). Every mechanism makes the series, call k of each in
 * one round; call k carries {@code start + k·step} bytes or records.
 */
public record Growth(int start, int step, int calls) implements RunMode {

    public static final int MAX_CALLS = 100_000;
    /** Calls at each end of the series the view compares: the minimum of the first against the mean of the last (000's). */
    public static final int END_CALLS = 10;

    @Override
    public String id() {
        return "growth";
    }

    /** Refuses a series no run can make with payloads of this shape, saying what is allowed. */
    public Growth check(Shape shape) {
        if (start < 1 || start > shape.maxSize()) {
            throw Refusal.at("mode.growth.start", start + " is not allowed; the first call's size is from 1 to "
                    + shape.maxSize() + " " + shape.unit());
        }
        if (step < 1) {
            throw Refusal.at("mode.growth.step", step + " is not allowed; each call grows by at least 1 " + shape.unit());
        }
        if (calls < 2 || calls > MAX_CALLS) {
            throw Refusal.at("mode.growth.calls", calls + " is not allowed; a series is 2 to " + MAX_CALLS + " calls");
        }
        if (start + (long) step * (calls - 1) > shape.maxSize()) {
            throw Refusal.at("mode.growth", "the last call would carry " + (start + (long) step * (calls - 1)) + " "
                    + shape.unit() + "; start + step × (calls − 1) is at most " + shape.maxSize() + " for " + shape.id());
        }
        return this;
    }

    /** The size of the series' call {@code k} (from 0). */
    public int size(int k) {
        return start + step * k;
    }

    /** Which call of the series carries this size. */
    public int callOf(int size) {
        return (size - start) / step;
    }

    /** The series in a few words, for lists and fields: "12, 24 … 120000 (+12 per call)". */
    public String sizesInWords() {
        return start + ", " + size(1) + " … " + size(calls - 1) + " (+" + step + " per call)";
    }

    /** The series' sizes in call order; computed, not held (a series may be 100,000 calls long). */
    public List<Integer> sizes() {
        return new AbstractList<>() {
            @Override
            public Integer get(int k) {
                if (k < 0 || k >= calls) {
                    throw new IndexOutOfBoundsException(k);
                }
                return Growth.this.size(k);
            }

            @Override
            public int size() {
                return calls;
            }
        };
    }
}
