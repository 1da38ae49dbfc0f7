package org.wsslab.statistics;

import java.util.Objects;

/** The one check every input shares: durations in nanoseconds are never negative. */
final class Durations {

    private Durations() {
    }

    /**
     * A negative duration means a clock or bookkeeping bug upstream; refusing it here keeps it from
     * turning silently into a plausible mean (and HdrHistogram cannot record it at all).
     */
    static long[] requireValid(long[] nanos, String what) {
        Objects.requireNonNull(nanos, what);
        for (long value : nanos) {
            if (value < 0) {
                throw new IllegalArgumentException(what + " holds a negative duration: " + value + " ns");
            }
        }
        return nanos;
    }
}
