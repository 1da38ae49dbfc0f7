package org.wsslab.run.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** A paired run's rounds: each call's round and settle flag read from its seq, as the plan lays them out. */
class RoundsTest {

    @Test
    void theFirstRoundsCarryTheRemainderAndSeqsFollowTheVisits() {
        Rounds rounds = new Rounds(3, 2);
        // 8 counted calls over 3 rounds: 3, 3, 2; after 5 warm-up calls, visits of 5, 5, 4 calls.
        assertEquals(3, rounds.share(0, 8));
        assertEquals(3, rounds.share(1, 8));
        assertEquals(2, rounds.share(2, 8));
        assertEquals(5, rounds.visitStart(0, 5, 8));
        assertEquals(10, rounds.visitStart(1, 5, 8));
        assertEquals(15, rounds.visitStart(2, 5, 8));
        assertEquals(19, rounds.perCell(5, 8));
        int[] expectedRound = {-1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, -1};
        boolean[] settles = {false, false, false, false, false, true, true, false, false, false, true, true, false, false, false, true,
                true, false, false, false};
        for (int seq = 0; seq < expectedRound.length; seq++) {
            OptionalInt round = rounds.roundOf(seq, 5, 8);
            assertEquals(expectedRound[seq], round.orElse(-1), "round of seq " + seq);
            assertEquals(settles[seq], rounds.settles(seq, 5, 8), "settle flag of seq " + seq);
        }
    }

    @Test
    void roundsAndSettleCallsOutOfRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Rounds(1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Rounds(Rounds.MAX_COUNT + 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Rounds(2, -1));
        assertThrows(IllegalArgumentException.class, () -> new Rounds(2, Rounds.MAX_SETTLE + 1));
    }
}
