package org.wsslab.timing;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The server's records of marked calls, for a client in another JVM: the target's reader hands them
 * over after a cell, by mark, as {@link CallTimer} takes them in the lab's own JVM after each call.
 * A record is taken once; a second take of a mark finds nothing.
 */
public final class ServerTimeRecords {

    private ServerTimeRecords() {
    }

    /**
     * The call's record, removed, once every request it opened has been answered; empty if this server
     * saw none of its requests. Still open after {@code writingLimit}: a time with no window, saying so.
     */
    public static Optional<ServerTime> take(long mark, Duration writingLimit) throws InterruptedException {
        ServerTimes.Record record = ServerTimes.take(mark);
        if (record == null) {
            return Optional.empty();
        }
        ServerTime closed = record.whenClosed(writingLimit);
        return Optional.of(closed != null ? closed : stillWriting(writingLimit));
    }

    /** What a call's split says of a server still writing its response {@code limit} after the call returned. */
    static ServerTime stillWriting(Duration limit) {
        return new ServerTime(List.of(), null, null, "the server was still writing the response " + limit.toMillis()
                + " ms after the call returned");
    }

    /** A mark as a request carries it, or {@link CallMark#NONE} for anything but a positive decimal number. */
    public static long parseMark(String text) {
        return CallMark.parse(text);
    }
}
