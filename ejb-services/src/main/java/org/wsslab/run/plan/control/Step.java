package org.wsslab.run.plan.control;

/** A call's place in a sequences run: call {@code index} of the {@code repeat}-th sequence of {@code length} calls. */
public record Step(int length, int repeat, int index) {

    /** The sequence's first call: it opens a new port and session. */
    public boolean first() {
        return index == 0;
    }

    public boolean last() {
        return index == length - 1;
    }
}
