package org.wsslab.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ThreadAllocationTest {

    @Test
    void aCallsAllocationIsTheDifferenceOfItsThreadsTwoReadings() {
        assertEquals(48_640L, ThreadAllocation.between(1_000_000, 1_048_640));
        assertEquals(0L, ThreadAllocation.between(0, 0));
        assertNull(ThreadAllocation.between(-1, 1_048_640), "a JVM that does not count: not known, never a negative figure");
        assertNull(ThreadAllocation.between(1_000_000, -1));
    }

    @Test
    void theCounterCountsThisThreadsAllocationAndNotAnothers() throws Exception {
        long before = ThreadAllocation.currentBytes();
        byte[] mine = new byte[4_000_000];
        long mineCounted = ThreadAllocation.currentBytes() - before;
        assertTrue(mineCounted >= mine.length, "4 MB allocated here, " + mineCounted + " bytes counted");

        long beforeOther = ThreadAllocation.currentBytes();
        Thread other = new Thread(() -> {
            byte[] theirs = new byte[16_000_000];
            theirs[0] = 1;
        });
        other.start();
        other.join();
        long counted = ThreadAllocation.currentBytes() - beforeOther;
        assertTrue(counted < 16_000_000, "another thread's 16 MB are not this thread's: " + counted + " bytes counted");
    }
}
