package org.wsslab.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class CallTimerTest {

    @Test
    void aCallsRequestsAddUpOnTheServerAndItsExchangesOnTheClient() {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            assertSame(timing, CallTimer.current(), "the thread's calls carry the timing's mark");
            // A session's handshake, then the call itself: two exchanges, a request inside each.
            timing.exchanged(100_000, 110_000);
            timing.exchanged(120_000, 132_000);
            ServerTimes.open(timing.mark()).closed(102_000, 105_000, 2_000L, 3_000L, null);
            ServerTimes.open(timing.mark()).closed(123_000, 128_000, 4_000L, 5_500L, null);

            CallSplit split = timing.split();
            assertEquals(new CallSplit(8_000L, 6_000L, 8_500L, 22_000L, null), split);
            assertEquals(30_000 - 22_000, split.clientNanos(30_000));
            assertEquals(22_000 - 8_000, split.transportNanos());
            assertEquals("the server timed none of the call's requests", timing.split().missing(), "the record was taken once");
        }
        assertNull(CallTimer.current(), "closing ends the marking");
    }

    @Test
    void aRecordTakenByAnotherJvmSplitsTheCallAsOneTakenHere() throws InterruptedException {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            // The last window ends after the client had its answer: on one clock it is cut at the exchange's end.
            ServerTimes.open(timing.mark()).closed(102_000, 112_000, 2_000L, 3_000L, null);
            ServerTime read = ServerTimeRecords.take(timing.mark(), Duration.ofSeconds(1)).orElseThrow();
            assertEquals(new CallSplit(8_000L, 2_000L, 3_000L, 10_000L, null), timing.splitWith(read));
            assertEquals(new CallSplit(10_000L, 2_000L, 3_000L, 10_000L, null), timing.splitWith(read, false),
                    "another host's clock: each window counts whole");
            assertEquals(java.util.Optional.empty(), ServerTimeRecords.take(timing.mark(), Duration.ofSeconds(1)), "taken once");
            assertEquals(new CallSplit(null, null, null, 10_000L, "the target was gone"), timing.splitWithout("the target was gone"));
            assertEquals(new CallSplit(null, null, null, 10_000L, "the server timed none of the call's requests"), timing.splitWith(null));
        }
    }

    @Test
    void aRecordStillOpenAfterTheLimitIsReadAsStillWriting() throws InterruptedException {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            ServerTimes.open(timing.mark());
            ServerTime read = ServerTimeRecords.take(timing.mark(), Duration.ofMillis(20)).orElseThrow();
            assertEquals(
                    new CallSplit(null, null, null, 10_000L, "the server was still writing the response 20 ms after the call returned"),
                    timing.splitWith(read));
        }
    }

    @Test
    void aServerThatCannotTellItsCpuLeavesTheTimeAndSaysWhy() {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            timing.exchanged(120_000, 130_000);
            ServerTimes.open(timing.mark()).closed(102_000, 105_000, 2_000L, 1_000L, null);
            ServerTimes.open(timing.mark()).closed(121_000, 126_000, null, null, "another thread");
            assertEquals(new CallSplit(8_000L, null, null, 20_000L, "another thread"), timing.split());
        }
    }

    @Test
    void aServerThatCannotCountItsAllocationKeepsItsCpuAndSaysWhy() {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            timing.exchanged(120_000, 130_000);
            ServerTimes.open(timing.mark()).closed(102_000, 105_000, 2_000L, 1_000L, null);
            ServerTimes.open(timing.mark()).closed(121_000, 126_000, 3_000L, null, ThreadAllocation.UNSUPPORTED);
            assertEquals(new CallSplit(8_000L, 5_000L, null, 20_000L, ThreadAllocation.UNSUPPORTED), timing.split(),
                    "one request's allocation not counted leaves the call's unknown, not the other's alone");
        }
    }

    @Test
    void whatIsNotKnownIsStoredWithTheReason() {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            assertEquals(CallSplit.unknown("the call made no HTTP exchange through the lab's client tubeline"), timing.split());
            assertNull(CallSplit.unknown("x").clientNanos(1_000));
        }
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            CallSplit split = timing.split();
            assertEquals(10_000L, split.exchangeNanos());
            assertNull(split.serverNanos());
            assertNull(split.transportNanos());
            assertEquals("the server timed none of the call's requests", split.missing());
        }
    }

    @Test
    void theSplitWaitsForTheServerToFinishWritingTheResponse() throws Exception {
        CallTimer.Timing timing = CallTimer.begin();
        timing.exchanged(100_000, 110_000);
        ServerTimes.Record record = ServerTimes.open(timing.mark());
        AtomicReference<Thread> reader = new AtomicReference<>();
        CompletableFuture<CallSplit> split = CompletableFuture.supplyAsync(() -> {
            reader.set(Thread.currentThread());
            return timing.split();
        });
        // Held at a known point: the reader waits on the open record before the server closes it.
        while (reader.get() == null || reader.get().getState() != Thread.State.TIMED_WAITING) {
            Thread.onSpinWait();
        }
        record.closed(101_000, 108_000, 1_000L, 2_000L, null);
        assertEquals(new CallSplit(7_000L, 1_000L, 2_000L, 10_000L, null), split.get());
        timing.close();
    }

    @Test
    void aServerStillWritingPastTheLimitLeavesTheCallWithoutServerTime() {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            ServerTimes.open(timing.mark());
            CallSplit split = timing.split(Duration.ZERO);
            assertNull(split.serverNanos());
            assertEquals("the server was still writing the response 0 ms after the call returned", split.missing());
        }
    }

    @Test
    void theServersTimeCountsOnlyUntilTheClientHadItsAnswer() {
        try (CallTimer.Timing timing = CallTimer.begin()) {
            timing.exchanged(100_000, 110_000);
            // The client read the end of the envelope at 110,000; the server thread saw its write return at 113,000.
            ServerTimes.open(timing.mark()).closed(102_000, 113_000, 9_000L, 64_000L, null);
            CallSplit split = timing.split();
            assertEquals(8_000L, split.serverNanos(), "from its arrival to the end of the client's exchange");
            assertEquals(9_000L, split.serverCpuNanos(), "its CPU, all of it");
            assertEquals(64_000L, split.serverAllocBytes(), "and its allocation");
            assertEquals(2_000L, split.transportNanos());
        }
    }

    @Test
    void onlyAPositiveDecimalNumberIsAMark() {
        assertEquals(42, CallMark.parse("42"));
        assertEquals(Long.MAX_VALUE, CallMark.parse(Long.toString(Long.MAX_VALUE)));
        for (String bad : new String[]{null, "", "0", "-1", "+1", "1e3", " 1", "0x1f", "99999999999999999999", "9223372036854775808"}) {
            assertEquals(CallMark.NONE, CallMark.parse(bad), "refused: " + bad);
        }
    }
}
