package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.Rounds;

/** A paired run's rounds and settle calls: defaults, and what is refused with what is allowed. */
class RunRequestRoundsTest {

    private static RunRequest asking(Integer calls, String order, Integer rounds, Integer settle) {
        return new RunRequest(null, List.of(100), calls, null, order).inRounds(rounds, settle);
    }

    private static Refusal refused(RunRequest request) {
        return assertThrows(Refusal.class, request::check);
    }

    @Test
    void aPairedOrderTakesItsRoundsOrTheDefaultsAndOtherOrdersNone() {
        assertEquals(Optional.of(new Rounds(Rounds.DEFAULT_COUNT, Rounds.DEFAULT_SETTLE)), asking(null, "rounds", null, null).check()
                .roundsOrDefault());
        assertEquals(Optional.of(new Rounds(5, 0)), asking(20, "rounds-gc", 5, 0).check().roundsOrDefault());
        assertEquals(Optional.empty(), asking(null, null, null, null).check().roundsOrDefault());
    }

    @Test
    void roundsWithoutACountedCallInEachAreRefusedSayingWhatFits() {
        Refusal refusal = refused(asking(5, "rounds", 10, null));
        assertEquals("rounds", refusal.fields().get(0).path());
        assertTrue(refusal.getMessage().contains("give at most 5 rounds, or at least 10 calls"), refusal.getMessage());
        asking(10, "rounds", 10, null).check();
    }

    @Test
    void roundsAndSettleOutOfRangeAreRefusedWithTheirRange() {
        assertEquals("rounds: 1 is not allowed; rounds are from 2 to 1000", refused(asking(100, "rounds", 1, null)).getMessage());
        assertEquals("settle: -1 is not allowed; settle calls per visit are from 0 to 1000",
                refused(asking(100, "rounds", null, -1)).getMessage());
        assertEquals("settle", refused(asking(100, "rounds", null, 1_001)).fields().get(0).path());
    }

    @Test
    void roundsBelongToThePairedOrdersInRunsOfFixedCallsOneAtATime() {
        Refusal other = refused(asking(100, "blocks-gc", 10, null));
        assertEquals("rounds", other.fields().get(0).path());
        assertTrue(other.getMessage().contains("rounds and rounds-gc"), other.getMessage());
        assertEquals("settle", refused(asking(100, null, null, 3)).fields().get(0).path());
        Refusal precision = refused(new RunRequest(null, List.of(100), null, null, "rounds", new Precision(2, 100, 10)));
        assertEquals("order", precision.fields().get(0).path());
        refused(new RunRequest(null, null, null, null, null, new Growth(100, 100, 5), null, null, null, null).inRounds(5, null));
        Refusal load = refused(new RunRequest(null, List.of(100), null, null, "rounds", null, null, null, null, null, List.of(2)));
        assertEquals("order", load.fields().get(0).path());
    }
}
