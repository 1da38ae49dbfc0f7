package org.wsslab.cxf;

import java.util.Arrays;

/** The median of round-trip times: what the report states per size, robust to one slow call (a GC, a JIT). */
final class Median {

    private Median() {
    }

    /** The middle value, or the mean of the two middle values (rounded down) when the count is even. */
    static long of(long[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values: a median needs at least one");
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        if (sorted.length % 2 == 1) {
            return sorted[middle];
        }
        // Written this way so that two values near Long.MAX_VALUE do not overflow.
        long low = sorted[middle - 1];
        long high = sorted[middle];
        return low + (high - low) / 2;
    }
}
