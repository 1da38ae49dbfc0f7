package org.wsslab.run.entity;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.refusal.Refusal;
import org.wsslab.workload.entity.Shape;

/**
 * A growth run: one call per size, the payload growing by a fixed step from call to call (000's
 * Fig 2: 12 bytes more per call, 10,000 calls). Every mechanism makes the series, call k of each in
 * one round; call k carries {@code start + k·step} bytes or records.
 *
 * <p>Its wire is probed every {@code wireEvery} calls of the series, between rounds: after the round
 * of its first call, of every {@code wireEvery}-th call (the k-th, 2k-th … counted from 1) and of its
 * last, each endpoint's messages are read once at that round's size by a call outside the measured
 * ones ({@link #probesAfter}).
 */
public record Growth(int start, int step, int calls, int wireEvery) implements RunMode {

    public static final int MAX_CALLS = 100_000;
    /** Calls at each end of the series the view compares: the minimum of the first against the mean of the last (000's). */
    public static final int END_CALLS = 10;
    /** About how many wire probes a series gets by default: {@link #defaultWireEvery}. */
    public static final int WIRE_POINTS = 20;

    /** A series probed at the default rate: about {@value #WIRE_POINTS} probe points. */
    public Growth(int start, int step, int calls) {
        this(start, step, calls, defaultWireEvery(calls));
    }

    /** Calls between two wire probes when a request gives none: calls / {@value #WIRE_POINTS}, at least 1. */
    public static int defaultWireEvery(int calls) {
        return Math.max(1, calls / WIRE_POINTS);
    }

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
        if (wireEvery < 1 || wireEvery > calls) {
            throw Refusal.at("mode.growth.wire_every", wireEvery + " is not allowed; the wire is probed every 1 to " + calls
                    + " calls of the series (its calls; by default calls / " + WIRE_POINTS + ", at least 1: "
                    + defaultWireEvery(calls) + ")");
        }
        return this;
    }

    /**
     * Whether the series' call {@code k} (from 0) is followed by a wire probe, once every endpoint has
     * made it: the first call, every {@code wireEvery}-th (k + 1 a multiple of it) and the last.
     */
    public boolean probesAfter(int k) {
        return k == 0 || k == calls - 1 || (k + 1) % wireEvery == 0;
    }

    /** The calls (from 0) followed by a wire probe, in order: {@link #probesAfter}. */
    public List<Integer> probedCalls() {
        List<Integer> probed = new ArrayList<>();
        probed.add(0);
        for (int k = wireEvery - 1; k < calls - 1; k += wireEvery) {
            if (k > 0) {
                probed.add(k);
            }
        }
        if (calls > 1) {
            probed.add(calls - 1);
        }
        return probed;
    }

    /** The sizes the wire is probed at, in order: those of {@link #probedCalls}. */
    public List<Integer> probedSizes() {
        return probedCalls().stream().map(this::size).toList();
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
