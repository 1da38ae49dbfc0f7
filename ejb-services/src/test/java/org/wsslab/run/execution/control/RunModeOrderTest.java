package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.plan.control.Step;

/** The plans of growth and sequences runs: what each call carries, in which order, and where a sequence begins. */
class RunModeOrderTest {

    private static final List<Endpoint> TWO = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint());

    @Test
    void aGrowthRunMakesCallKOfEveryEndpointInOneRoundTheSizeSteppingAndTheWholeSeriesOneBlock() {
        Run run = new Run(TWO, List.of(AlgorithmSuite.DEFAULT), List.of(12), 1, 0, Order.INTERLEAVED, 1, Instant.EPOCH);
        run.follow(new Growth(12, 12, 5));
        CallOrder order = CallOrder.of(run);
        assertEquals(10, order.size());
        assertEquals(10, run.getTotalCalls());
        List<Integer> sizes = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            CallOrder.Call first = order.get(2 * k);
            CallOrder.Call second = order.get(2 * k + 1);
            assertEquals(first.size(), second.size(), "call " + k + " of both in one round");
            assertEquals(k % 2 == 0 ? TWO : TWO.reversed(), List.of(first.endpoint(), second.endpoint()), "who starts rotates");
            assertTrue(!first.warmup() && first.step() == null);
            sizes.add(first.size());
        }
        assertEquals(List.of(12, 24, 36, 48, 60), sizes);
        assertEquals(order.blockOf(order.get(0)), order.blockOf(order.get(9)), "one time window for the series");
        assertEquals(new CallOrder.Block(12, TWO), order.blockOf(order.get(9)), "its cells' wire counted at the first size");
        assertEquals(List.of(), order.warmupBefore(5), "nothing to repeat on resuming");
    }

    @Test
    void aSequencesRunWarmsUpInRoundsThenMakesEachSequenceInARowFromANewSession() {
        Sequences sequences = new Sequences(List.of(1, 3), 2);
        Run run = new Run(TWO, List.of(AlgorithmSuite.DEFAULT), List.of(100, 200), sequences.callsPerCell(), 2,
                Order.INTERLEAVED, 1, Instant.EPOCH);
        run.follow(sequences);
        CallOrder order = CallOrder.of(run);
        int perSize = 2 * (2 + 8);
        assertEquals(2 * perSize, order.size());
        for (int i = 0; i < 4; i++) {
            assertTrue(order.get(i).warmup() && order.get(i).step() == null, "warm-up rounds first: " + order.get(i));
        }
        List<String> sequencesOfSize = new ArrayList<>();
        for (int i = 4; i < perSize; i++) {
            CallOrder.Call call = order.get(i);
            sequencesOfSize.add(call.endpoint().mechanism().id() + " " + call.step().length() + "/" + call.step().repeat() + "/"
                    + call.step().index() + " seq " + call.seq());
        }
        assertEquals(List.of(
                "plain 1/0/0 seq 2", "mutual-certificates 1/0/0 seq 2",
                "mutual-certificates 1/1/0 seq 3", "plain 1/1/0 seq 3",
                "plain 3/0/0 seq 4", "plain 3/0/1 seq 5", "plain 3/0/2 seq 6",
                "mutual-certificates 3/0/0 seq 4", "mutual-certificates 3/0/1 seq 5", "mutual-certificates 3/0/2 seq 6",
                "mutual-certificates 3/1/0 seq 7", "mutual-certificates 3/1/1 seq 8", "mutual-certificates 3/1/2 seq 9",
                "plain 3/1/0 seq 7", "plain 3/1/1 seq 8", "plain 3/1/2 seq 9"), sequencesOfSize);
        assertEquals(200, order.get(perSize).size(), "then the next size, its warm-up first");
        assertTrue(order.get(perSize).warmup());
        assertEquals(new CallOrder.Block(100, TWO), order.blockOf(order.get(7)), "a size's cells share a window");
    }

    @Test
    void aPairedSequencesRunMakesAtEachSizeOnlyItsPairsLengths() {
        // [[2, 100], [1, 200]], 2 repeats, 1 warm-up call: size 100 has 2 + 2 × 2 × 2 calls, size 200 2 + 1 × 2 × 2.
        Sequences sequences = Sequences.paired(List.of(new Sequences.Pair(2, 100), new Sequences.Pair(1, 200)), 2);
        Run run = new Run(TWO, List.of(AlgorithmSuite.DEFAULT), sequences.pairSizes(), sequences.callsPerCell(), 1,
                Order.INTERLEAVED, 1, Instant.EPOCH);
        run.follow(sequences);
        CallOrder order = CallOrder.of(run);
        assertEquals(16, order.size());
        assertEquals(16, run.getTotalCalls(), "progress counts each size's own calls");
        List<String> calls = new ArrayList<>();
        for (CallOrder.Call call : order) {
            calls.add(call.size() + " " + call.endpoint().mechanism().id() + (call.warmup() ? " warm-up"
                    : " " + call.step().length() + "/" + call.step().repeat() + "/" + call.step().index()) + " seq " + call.seq());
        }
        assertEquals(List.of(
                "100 plain warm-up seq 0", "100 mutual-certificates warm-up seq 0",
                "100 plain 2/0/0 seq 1", "100 plain 2/0/1 seq 2", "100 mutual-certificates 2/0/0 seq 1",
                "100 mutual-certificates 2/0/1 seq 2",
                "100 mutual-certificates 2/1/0 seq 3", "100 mutual-certificates 2/1/1 seq 4", "100 plain 2/1/0 seq 3",
                "100 plain 2/1/1 seq 4",
                "200 plain warm-up seq 0", "200 mutual-certificates warm-up seq 0",
                "200 plain 1/0/0 seq 1", "200 mutual-certificates 1/0/0 seq 1",
                "200 mutual-certificates 1/1/0 seq 2", "200 plain 1/1/0 seq 2"), calls);
        assertEquals(12, order.continueAt(11), "inside size 200's warm-up: it is made again whole");
        assertEquals(List.of(order.get(10), order.get(11)), order.warmupBefore(13), "resuming in size 200: its warm-up first");
        assertEquals(List.of(), order.warmupBefore(10), "at a size's start its own warm-up comes anyway");
    }

    @Test
    void theTallyAddsUpASequenceAtItsLastCallAndNeverOneItDidNotSeeBegin() {
        Endpoint plain = Mechanism.PLAIN.endpoint();
        SequenceTally tally = new SequenceTally();
        // A resumed run continuing inside a sequence: its remaining calls make no total.
        assertTrue(tally.add(call(plain, 3, 1, 3), sample(plain, 3, 7L)).isEmpty());
        assertTrue(tally.add(call(plain, 3, 2, 3), sample(plain, 4, 9L)).isEmpty(), "begun before this segment: no total");

        assertTrue(tally.add(call(plain, 3, 0, 5), sample(plain, 5, 100L)).isEmpty());
        assertTrue(tally.add(call(plain, 3, 1, 5), sample(plain, 6, 10L)).isEmpty());
        var total = tally.add(call(plain, 3, 2, 5), sample(plain, 7, 20L)).orElseThrow();
        assertEquals(130L, total.totalNanos());
        assertEquals(100L, total.firstNanos());
        assertEquals(5, total.firstSeq());

        tally.add(call(plain, 3, 0, 8), sample(plain, 8, 100L));
        tally.add(call(plain, 3, 1, 8), sample(plain, 9, null));
        var failed = tally.add(call(plain, 3, 2, 8), sample(plain, 10, 20L)).orElseThrow();
        assertNull(failed.totalNanos(), "a sequence with a failed call has no total");
        assertEquals(1, failed.failedCalls());
    }

    private static CallOrder.Call call(Endpoint endpoint, int length, int index, int firstSeq) {
        return new CallOrder.Call(endpoint, 100, firstSeq + index, false, new Step(length, firstSeq, index));
    }

    private static org.wsslab.run.store.entity.Sample sample(Endpoint endpoint, int seq, Long rtt) {
        return rtt == null ? org.wsslab.run.store.entity.Sample.failed(1, endpoint, 100, seq, 0, false, false, "refused", Instant.EPOCH)
                : org.wsslab.run.store.entity.Sample.measured(1, endpoint, 100, seq, 0, false, false, rtt, 0, Instant.EPOCH);
    }
}
