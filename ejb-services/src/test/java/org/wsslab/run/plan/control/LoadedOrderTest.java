package org.wsslab.run.plan.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;

/** A plan under load: per size, per number of clients, each endpoint's cell as one block of threads' calls. */
class LoadedOrderTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint MC = Mechanism.MUTUAL_CERTIFICATES.endpoint();

    private final CallOrder order = CallOrder.loaded(Order.BLOCKS_GC, List.of(PLAIN, MC), List.of(100, 1_024), 2, 3, List.of(1, 4));

    @Test
    void eachThreadMakesTheWarmupAndTheCallsOfItsCell() {
        assertEquals(2 * 2 * 5 * (1 + 4), order.size());
        assertTrue(order.underLoad());
        Map<String, List<CallOrder.Call>> cells = order.stream()
                .collect(Collectors.groupingBy(c -> c.endpoint().id() + "@" + c.size() + "×" + c.clients()));
        assertEquals(8, cells.size());
        List<CallOrder.Call> four = cells.get("mutual-certificates@1024×4");
        assertEquals(4 * 5, four.size());
        assertEquals(java.util.stream.IntStream.range(0, 20).boxed().toList(), four.stream().map(CallOrder.Call::seq).toList());
        assertEquals(2 * 4, four.stream().filter(CallOrder.Call::warmup).count(), "each of the 4 threads' first 2 calls");
        assertTrue(four.stream().filter(CallOrder.Call::warmup).allMatch(c -> c.seq() < 8));
    }

    @Test
    void sizesThenClientsThenEndpointsEachCellOneBlock() {
        List<String> blocks = order.stream().map(c -> c.size() + "×" + c.clients() + " " + c.endpoint().id()).distinct().toList();
        assertEquals(List.of("100×1 plain", "100×1 mutual-certificates", "100×4 plain", "100×4 mutual-certificates",
                "1024×1 plain", "1024×1 mutual-certificates", "1024×4 plain", "1024×4 mutual-certificates"), blocks);
        int start = 5 + 5;
        assertEquals(new CallOrder.Block(100, List.of(PLAIN), 4), order.blockOf(order.get(start)));
        assertEquals(start, order.blockStart(start + 7));
        assertEquals(start + 20, order.blockEnd(start + 7));
    }

    @Test
    void aResumedRunStartsItsCellUnderLoadAgain() {
        assertEquals(10, order.continueAt(17), "inside plain×4 at 100 B: from its start");
        assertEquals(30, order.continueAt(30), "at a block's start: there");
        assertEquals(List.of(), order.warmupBefore(17), "the block's own warm-up is made again with it");
        assertEquals(order.size(), order.continueAt(order.size()));
    }

    @Test
    void callsOfDifferentCellsCannotInterleaveUnderLoad() {
        assertThrows(IllegalArgumentException.class,
                () -> CallOrder.loaded(Order.INTERLEAVED, List.of(PLAIN), List.of(100), 0, 1, List.of(4)));
    }
}
