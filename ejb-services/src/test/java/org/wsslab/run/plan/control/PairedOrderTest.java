package org.wsslab.run.plan.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;

/**
 * The paired orders' plan: each size's warm-up cell by cell, then rounds in which every cell is
 * visited once in a seeded random order, each visit its settle calls (warm-up) and its share of the
 * counted calls; and where a resumed run continues.
 */
class PairedOrderTest {

    private static final List<Endpoint> FOUR = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint(),
            Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.USERNAME_SYMMETRIC.endpoint());
    /** 7 counted calls over 3 rounds: shares 3, 2, 2; 2 settle calls a visit. */
    private static final Rounds ROUNDS = new Rounds(3, 2);
    private static final int WARMUP = 4;
    private static final int CALLS = 7;

    private static CallOrder plan(long seed) {
        return CallOrder.paired(Order.ROUNDS, FOUR, List.of(100, 1_024), WARMUP, CALLS, ROUNDS, seed);
    }

    @Test
    void everyCellMakesItsWarmupSettleAndCountedCallsNumberedFromZero() {
        CallOrder plan = plan(42);
        int perCell = WARMUP + 3 * 2 + CALLS;
        assertEquals(FOUR.size() * 2 * perCell, plan.size());
        Map<String, List<CallOrder.Call>> cells = plan.stream().collect(Collectors.groupingBy(c -> c.endpoint().id() + "@" + c.size()));
        assertEquals(8, cells.size());
        for (List<CallOrder.Call> cell : cells.values()) {
            assertEquals(IntStream.range(0, perCell).boxed().toList(), cell.stream().map(CallOrder.Call::seq).toList());
            // warm-up 4, then per round 2 settle (flagged warm-up) and the share: 3, 2, 2 counted.
            assertEquals(List.of(true, true, true, true, true, true, false, false, false, true, true, false, false, true, true, false,
                    false), cell.stream().map(CallOrder.Call::warmup).toList());
            for (CallOrder.Call call : cell) {
                assertEquals(call.warmup() && call.seq() >= WARMUP, ROUNDS.settles(call.seq(), WARMUP, CALLS), "settle flag of " + call);
            }
        }
    }

    @Test
    void eachRoundVisitsEveryCellOnceInARunOfItsCalls() {
        CallOrder plan = plan(42);
        int perSize = plan.size() / 2;
        // Past the size's warm-up (each cell's 4 calls in a row, in the run's order)...
        assertEquals(FOUR, IntStream.range(0, FOUR.size()).mapToObj(i -> plan.get(i * WARMUP).endpoint()).toList());
        int at = WARMUP * FOUR.size();
        for (int round = 0; round < 3; round++) {
            Set<Endpoint> visited = new HashSet<>();
            int visit = 2 + ROUNDS.share(round, CALLS);
            for (int v = 0; v < FOUR.size(); v++) {
                Endpoint endpoint = plan.get(at).endpoint();
                assertTrue(visited.add(endpoint), endpoint + " visited twice in round " + round);
                assertTrue(plan.startsVisit(at), "visit starts at " + at);
                for (int k = 0; k < visit; k++) {
                    CallOrder.Call call = plan.get(at + k);
                    assertEquals(endpoint, call.endpoint());
                    assertEquals(round, ROUNDS.roundOf(call.seq(), WARMUP, CALLS).orElseThrow());
                    if (k > 0) {
                        assertFalse(plan.startsVisit(at + k));
                    }
                }
                at += visit;
            }
            assertEquals(Set.copyOf(FOUR), visited);
        }
        assertEquals(perSize, at);
    }

    @Test
    void theSeedReproducesTheOrderOfVisitsAndAnotherSeedDrawsAnother() {
        assertEquals(List.copyOf(plan(42)), List.copyOf(plan(42)));
        assertNotEquals(List.copyOf(plan(42)), List.copyOf(plan(43)));
        // Rounds are drawn afresh: over 2 sizes × 3 rounds of 4 cells, not every round begins with the same cell.
        CallOrder plan = plan(42);
        int perSize = plan.size() / 2;
        Set<Endpoint> firsts = new HashSet<>();
        for (int size = 0; size < 2; size++) {
            for (int round = 0; round < 3; round++) {
                int first = size * perSize + WARMUP * FOUR.size() + FOUR.size() * (ROUNDS.visitStart(round, WARMUP, CALLS) - WARMUP);
                assertTrue(plan.startsVisit(first));
                firsts.add(plan.get(first).endpoint());
            }
        }
        assertTrue(firsts.size() > 1, "every round began with the same cell: " + firsts);
    }

    @Test
    void aResumedRunMakesTheSamePlannedCallsAsAnUninterruptedOne() {
        CallOrder plan = plan(7);
        for (int committed = 0; committed <= plan.size(); committed++) {
            int next = plan.continueAt(committed);
            List<CallOrder.Call> again = plan.warmupBefore(committed);
            assertTrue(again.stream().allMatch(CallOrder.Call::warmup), "only warm-up and settle calls are made again: " + committed);
            // The stored prefix, then what the resumed run makes: every planned call exactly once, in the plan's order.
            List<CallOrder.Call> made = new ArrayList<>(plan.subList(0, committed));
            made.addAll(plan.subList(next, plan.size()));
            List<CallOrder.Call> skipped = plan.subList(committed, next);
            assertTrue(skipped.stream().allMatch(CallOrder.Call::warmup),
                    "a resumed run skips only warm-up or settle calls (made again before)");
            assertEquals(plan.size(), made.size() + skipped.size());
        }
    }

    @Test
    void aRunStoppedMidVisitMakesItsSizesWarmupAndThatVisitsSettleCallsAgainThenContinuesThere() {
        CallOrder plan = plan(7);
        int roundZero = WARMUP * FOUR.size();
        // Stopped after the first visit's settle calls and one counted call.
        int committed = roundZero + 3;
        assertEquals(committed, plan.continueAt(committed));
        List<CallOrder.Call> again = plan.warmupBefore(committed);
        assertEquals(plan.subList(0, roundZero), again.subList(0, roundZero));
        assertEquals(plan.subList(roundZero, roundZero + 2), again.subList(roundZero, again.size()));
        // Stopped among a visit's settle calls: continues past them, made again before.
        assertEquals(roundZero + 2, plan.continueAt(roundZero + 1));
        assertEquals(roundZero + 2, plan.warmupBefore(roundZero + 1).size());
        // Stopped at a visit's start: the size's warm-up again, and the visit's own settle calls come anyway.
        assertEquals(roundZero, plan.warmupBefore(roundZero + 5).size());
        assertEquals(roundZero + 5, plan.continueAt(roundZero + 5));
        assertTrue(plan.startsVisit(roundZero + 5));
    }

    @Test
    void aPairedOrderNeedsACountedCallPerRound() {
        assertThrows(IllegalArgumentException.class, () -> CallOrder.paired(Order.ROUNDS, FOUR, List.of(100), 0, 2, ROUNDS, 1));
        assertThrows(IllegalArgumentException.class, () -> CallOrder.paired(Order.BLOCKS, FOUR, List.of(100), 0, 7, ROUNDS, 1));
        assertThrows(IllegalArgumentException.class, () -> CallOrder.of(Order.ROUNDS, FOUR, List.of(100), 0, 7));
    }
}
