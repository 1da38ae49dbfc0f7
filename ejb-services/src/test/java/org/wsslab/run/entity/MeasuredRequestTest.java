package org.wsslab.run.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/** Two runs are replicates of one request exactly when what they measure is the same; label, seed and time are not. */
class MeasuredRequestTest {

    private static final List<Endpoint> CELLS = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint());

    @Test
    void runsOfOneRequestAreTheSameWhateverTheirSeedTimeAndLabel() {
        Run first = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        Run second = new Run(CELLS, List.of(AlgorithmSuite.DEFAULT), List.of(100), 2, 0, Order.BLOCKS_GC, 99, Instant.now());
        second.label(RunLabel.of("again", "after lunch"));

        assertEquals(MeasuredRequest.of(first), MeasuredRequest.of(second));
        assertEquals(List.of(), MeasuredRequest.of(first).differences(MeasuredRequest.of(second)));
    }

    @Test
    void eachPartOfThePlanThatDiffersIsNamedAsTheApiNamesIt() {
        MeasuredRequest base = MeasuredRequest.of(run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC));

        assertEquals(List.of("mechanisms/suites"),
                base.differences(MeasuredRequest.of(run(CELLS.subList(0, 1), List.of(100), 2, 0, Order.BLOCKS_GC))));
        assertEquals(List.of("sizes", "calls", "warmup", "order"),
                base.differences(MeasuredRequest.of(run(CELLS, List.of(1024), 3, 1, Order.INTERLEAVED))));
        Run text = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        text.plan().carry(new Workload(Shape.TEXT, Direction.ECHO));
        assertEquals(List.of("shape/direction/service_work"), base.differences(MeasuredRequest.of(text)));
        Run loaded = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        loaded.load(List.of(1, 2));
        assertEquals(List.of("clients"), base.differences(MeasuredRequest.of(loaded)));
        Run precise = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        precise.follow(new Precision(5, 2, 1));
        assertEquals(List.of("mode"), base.differences(MeasuredRequest.of(precise)));
        Run paired = run(CELLS, List.of(100), 4, 0, Order.ROUNDS);
        paired.pair(new Rounds(2, 1));
        Run otherRounds = run(CELLS, List.of(100), 4, 0, Order.ROUNDS);
        otherRounds.pair(new Rounds(4, 1));
        assertEquals(List.of("rounds/settle"), MeasuredRequest.of(paired).differences(MeasuredRequest.of(otherRounds)));
        Run elsewhere = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        elsewhere.plan().aim("bench-2");
        assertEquals(List.of("target"), base.differences(MeasuredRequest.of(elsewhere)), "another server is another placement");
        assertTrue(base.toString().startsWith("endpoints [plain, mutual-certificates] at sizes [100], 2 calls and 0 warm-up per cell"),
                base.toString());
    }

    @Test
    void runsPrimedDifferentlyAreNotReplicates() {
        Run unprimed = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        Run primed = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        primed.plan().prime(new Priming(50));
        Run primedMore = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        primedMore.plan().prime(new Priming(500));
        Run primedAlike = run(CELLS, List.of(100), 2, 0, Order.BLOCKS_GC);
        primedAlike.plan().prime(new Priming(50));

        assertEquals(List.of("priming"), MeasuredRequest.of(unprimed).differences(MeasuredRequest.of(primed)));
        assertEquals(List.of("priming"), MeasuredRequest.of(primed).differences(MeasuredRequest.of(primedMore)));
        assertEquals(List.of(), MeasuredRequest.of(primed).differences(MeasuredRequest.of(primedAlike)));
        assertTrue(MeasuredRequest.of(primed).toString().endsWith("priming 50 calls per endpoint and size"));
        assertTrue(MeasuredRequest.of(unprimed).toString().endsWith("priming none"));
    }

    private static Run run(List<Endpoint> cells, List<Integer> sizes, int calls, int warmup, Order order) {
        return new Run(cells, List.of(AlgorithmSuite.DEFAULT), sizes, calls, warmup, order, 1, Instant.EPOCH);
    }
}
