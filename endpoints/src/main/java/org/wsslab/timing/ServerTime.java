package org.wsslab.timing;

import java.util.List;

/**
 * What the server did for a call: its requests' windows (each from arrival to the response written,
 * in the server's {@link System#nanoTime()}: on one host the clock the client's exchanges are timed
 * in, as every JVM there reads the same monotonic clock), their thread CPU and their thread's heap
 * allocation added up, or (null) why one is not known.
 */
public record ServerTime(List<long[]> windows, Long cpuNanos, Long allocBytes, String missing) {

    public ServerTime {
        windows = List.copyOf(windows);
    }
}
