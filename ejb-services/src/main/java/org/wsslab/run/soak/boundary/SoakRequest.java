package org.wsslab.run.soak.boundary;

import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;

/**
 * What a soak check is asked to do: how long, with how many client threads, at which payload size.
 * {@link #check()} says what is wrong with it, in words for the user. The defaults are the issue's:
 * ten minutes, four threads, 10 KB.
 */
public record SoakRequest(int seconds, int threads, int size) {

    public static final int DEFAULT_SECONDS = 600;
    public static final int DEFAULT_THREADS = 4;
    public static final int DEFAULT_SIZE = 10_240;

    /** A day: long enough to watch the heap, short enough that a typo does not occupy the lab for a week. */
    public static final int MAX_SECONDS = 86_400;
    /** Each thread holds a session per mechanism; more than this on a lab machine measures the scheduler. */
    public static final int MAX_THREADS = 32;

    /** Refuses what no soak can do. */
    public SoakRequest check() {
        if (seconds < 1 || seconds > MAX_SECONDS) {
            throw Refusal.at("seconds", seconds + " is not allowed; a soak lasts from 1 to " + MAX_SECONDS + " seconds");
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw Refusal.at("threads", threads + " is not allowed; a soak has from 1 to " + MAX_THREADS + " client threads");
        }
        if (size < 1 || size > RunRequest.MAX_SIZE) {
            throw Refusal.at("size", size + " is not allowed; a size is a whole number of bytes from 1 to "
                    + RunRequest.MAX_SIZE + " (16 MB)");
        }
        return this;
    }
}
