package org.wsslab.floor.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.PricePoint;

class PrimitiveTimerTest {

    @Test
    void everyOperationIsTimedAtEachOfItsLengths() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        KeyPair rsa = generator.generateKeyPair();
        // No budget: each (operation, length) gets its minimum of calls, enough to show each one works.
        List<PricePoint> points = new PrimitiveTimer(rsa, System::nanoTime, 0, 0).time(Operation.all());

        Map<Operation, List<Integer>> lengths = points.stream().collect(Collectors.groupingBy(PricePoint::operation,
                Collectors.mapping(PricePoint::length, Collectors.toList())));
        for (Operation operation : Operation.all()) {
            assertEquals(PrimitiveTimer.lengths(operation), lengths.get(operation), operation.id());
        }
        assertTrue(points.stream().allMatch(p -> p.nanos() > 0), "every price is a time: " + points);
    }

    /**
     * A burst of other work slows some rounds of a call, not its price: the least of its rounds'
     * medians (run 141, the first after the server started, priced RSA-SHA1 signing at 7.8 ms, 1.2 ms
     * on a quiet machine). Every call is timed once a round, its input made anew each time.
     */
    @Test
    void thePriceIsTheLeastOfItsRoundsMedians() throws Exception {
        long[] now = {0};
        int[] made = {0, 0};
        PrimitiveTimer timer = new PrimitiveTimer(null, () -> now[0], 0, 0);
        List<PrimitiveTimer.CallMaker> calls = List.of(
                () -> {
                    long cost = made[0]++ == 0 ? 7_800_000 : 1_200_000; // busy in the first round only
                    return () -> now[0] += cost;
                },
                () -> {
                    long cost = made[1]++ == PrimitiveTimer.ROUNDS - 1 ? 900_000 : 40_000; // busy in the last
                    return () -> now[0] += cost;
                });
        double[] prices = timer.leastMedians(calls);
        assertEquals(1_200_000, prices[0]);
        assertEquals(40_000, prices[1]);
        assertEquals(List.of(PrimitiveTimer.ROUNDS, PrimitiveTimer.ROUNDS), List.of(made[0], made[1]), "each made once a round");
    }
}
