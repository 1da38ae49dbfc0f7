package org.wsslab.timing;

/**
 * Where one call's round trip went, in nanoseconds: the server's time ({@link ServerTimeTube}: from
 * the decoded request to the response handed to the codec, every request of the call added up) and
 * its thread CPU time, and the client's HTTP exchanges ({@link ClientExchangeTube}: from the secured
 * request handed to the transport to the response back from it). The round trip less the exchanges
 * is the client's own share (securing, marshalling, checking); the exchanges less the server's time
 * is the transport's (both sides' HTTP, the codecs, the loopback). {@code serverAllocBytes} is what
 * the server's thread allocated on the heap for the call's requests ({@link ThreadAllocation}). A value
 * not known is null, and {@code missing} says why.
 */
public record CallSplit(Long serverNanos, Long serverCpuNanos, Long serverAllocBytes, Long exchangeNanos, String missing) {

    /** A call none of whose shares is known, for the reason given. */
    public static CallSplit unknown(String why) {
        return new CallSplit(null, null, null, null, why);
    }

    /** The client's own share of a round trip of {@code rttNanos}; null when its exchanges are not known. */
    public Long clientNanos(long rttNanos) {
        return exchangeNanos == null ? null : rttNanos - exchangeNanos;
    }

    /** The transport's share; null unless both the exchanges and the server's time are known. */
    public Long transportNanos() {
        return exchangeNanos == null || serverNanos == null ? null : exchangeNanos - serverNanos;
    }
}
