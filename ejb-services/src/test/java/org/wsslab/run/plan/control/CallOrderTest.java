package org.wsslab.run.plan.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;

/** The call orders: blocks keep each cell together; interleaved rotates who goes first. Both resume alike. */
class CallOrderTest {

    private static final List<Endpoint> ALL_ENDPOINTS = Mechanism.all().stream().map(Mechanism::endpoint).toList();

    private static final List<Endpoint> THREE = List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint(),
            Mechanism.TRANSPORT_SSL.endpoint());

    @ParameterizedTest
    // The paired orders' plans take rounds and a seed: PairedOrderTest.
    @EnumSource(value = Order.class, mode = EnumSource.Mode.EXCLUDE, names = {"ROUNDS", "ROUNDS_GC"})
    void everyCellGetsItsWarmupAndCallsNumberedFromZero(Order kind) {
        List<CallOrder.Call> order = CallOrder.of(kind, THREE, List.of(100, 1_024), 2, 5);
        assertEquals(3 * 2 * 7, order.size());
        Map<String, List<CallOrder.Call>> cells = order.stream()
                .collect(Collectors.groupingBy(c -> c.endpoint().id() + "@" + c.size()));
        assertEquals(6, cells.size());
        for (List<CallOrder.Call> cell : cells.values()) {
            assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), cell.stream().map(CallOrder.Call::seq).toList());
            assertEquals(List.of(true, true, false, false, false, false, false), cell.stream().map(CallOrder.Call::warmup).toList());
        }
    }

    @Test
    void sizesRunOneAfterAnotherAndRoundsRotateTheFirstMechanism() {
        List<CallOrder.Call> order = CallOrder.of(Order.INTERLEAVED, THREE, List.of(100, 1_024), 0, 3);
        assertTrue(order.subList(0, 9).stream().allMatch(c -> c.size() == 100));
        assertEquals(List.of(Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(),
                Mechanism.MUTUAL_CERTIFICATES.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.PLAIN.endpoint(),
                Mechanism.TRANSPORT_SSL.endpoint(), Mechanism.PLAIN.endpoint(), Mechanism.MUTUAL_CERTIFICATES.endpoint()),
                order.subList(0, 9).stream().map(CallOrder.Call::endpoint).toList());
    }

    @Test
    void aResumedRunRepeatsTheWarmupOfTheSizeItContinuesIn() {
        CallOrder order = CallOrder.of(Order.INTERLEAVED, THREE, List.of(100, 1_024), 2, 5);
        assertEquals(List.of(), order.warmupBefore(0), "the start has its own warm-up");
        assertEquals(List.of(), order.warmupBefore(21), "so has the start of the second size");
        List<CallOrder.Call> again = order.warmupBefore(25);
        assertEquals(6, again.size());
        assertTrue(again.stream().allMatch(c -> c.warmup() && c.size() == 1_024 && c.seq() < 2));
        assertEquals(order.subList(21, 27), again, "the same calls as that size's own warm-up");
        assertEquals(List.of(), CallOrder.of(Order.INTERLEAVED, THREE, List.of(100), 0, 5).warmupBefore(7),
                "no warm-up asked, none repeated");
        assertEquals(28, order.continueAt(28), "measured calls continue right after the last committed one");
        assertEquals(27, order.continueAt(23), "inside the warm-up: the repeated warm-up replaces the rest of it");
        assertEquals(order.subList(21, 27), order.warmupBefore(23));
        assertEquals(21, order.continueAt(21));
    }

    @Test
    void blocksKeepEachCellTogetherWarmupFirstAndMechanismsInTheRunsOrder() {
        CallOrder order = CallOrder.of(Order.BLOCKS, THREE, List.of(100, 1_024), 2, 3);
        List<String> cells = order.stream().map(c -> c.endpoint().id() + "@" + c.size()).distinct().toList();
        assertEquals(List.of("plain@100", "mutual-certificates@100", "transport-ssl@100",
                "plain@1024", "mutual-certificates@1024", "transport-ssl@1024"), cells);
        for (int cell = 0; cell < 6; cell++) {
            List<CallOrder.Call> block = order.subList(cell * 5, cell * 5 + 5);
            assertEquals(1, block.stream().map(c -> c.endpoint().id() + "@" + c.size()).distinct().count(),
                    "cell " + cell + " is contiguous");
            assertEquals(List.of(0, 1, 2, 3, 4), block.stream().map(CallOrder.Call::seq).toList());
            assertEquals(new CallOrder.Block(block.get(0).size(), List.of(block.get(0).endpoint())), order.blockOf(block.get(3)));
        }
        assertEquals(new CallOrder.Block(100, THREE), CallOrder.of(Order.INTERLEAVED, THREE, List.of(100), 2, 3).blockOf(order.get(7)),
                "interleaved: a size's cells share one block");
    }

    @Test
    void shortBlocksWarmUpInRoundsThenMakeTenCallsInARowPerMechanismRotatingWhoStarts() {
        CallOrder order = CallOrder.of(Order.SHORT_BLOCKS, THREE, List.of(100, 1_024), 2, 25);
        List<CallOrder.Call> size = order.subList(0, 3 * 27);
        assertEquals(CallOrder.of(Order.INTERLEAVED, THREE, List.of(100), 2, 25).subList(0, 6), size.subList(0, 6),
                "the warm-up rounds are interleaved's");
        // Then chunks of 10, 10 and the last 5 counted calls per mechanism, the starter rotating.
        List<String> runs = new java.util.ArrayList<>();
        for (CallOrder.Call call : size.subList(6, size.size())) {
            String mechanism = call.endpoint().id();
            if (runs.isEmpty() || !runs.get(runs.size() - 1).startsWith(mechanism + " ")) {
                runs.add(mechanism + " " + call.seq());
            }
            runs.set(runs.size() - 1, runs.get(runs.size() - 1).replaceAll("(-\\d+)?$", "") + "-" + call.seq());
        }
        assertEquals(List.of("plain 2-11", "mutual-certificates 2-11", "transport-ssl 2-11",
                "mutual-certificates 12-21", "transport-ssl 12-21", "plain 12-21",
                "transport-ssl 22-26", "plain 22-26", "mutual-certificates 22-26"), runs);
        assertTrue(size.subList(6, size.size()).stream().noneMatch(CallOrder.Call::warmup));
        assertEquals(new CallOrder.Block(100, THREE), order.blockOf(size.get(40)), "a size's cells share one block");
        assertEquals(order.subList(81, 87), order.warmupBefore(100), "resumed: the size's warm-up rounds again");
        assertEquals(87, order.continueAt(84));
    }

    @Test
    void aResumedBlocksRunRepeatsTheWarmupOfTheCellItContinuesIn() {
        CallOrder order = CallOrder.of(Order.BLOCKS, THREE, List.of(100, 1_024), 2, 5);
        assertEquals(List.of(), order.warmupBefore(7), "the second cell starts with its own warm-up");
        assertEquals(order.subList(7, 9), order.warmupBefore(11), "mid-cell: that cell's two warm-up calls again");
        assertEquals(11, order.continueAt(11));
        assertEquals(9, order.continueAt(8), "inside the warm-up: the repeated warm-up replaces the rest of it");
        assertEquals(List.of(), order.warmupBefore(order.size()));
    }

    @Test
    void aLongRunIsComputedNotStored() {
        CallOrder order = CallOrder.of(Order.INTERLEAVED, ALL_ENDPOINTS, List.of(100, 1_024, 10_240, 102_400, 1_048_576), 100, 100_000);
        assertEquals(Mechanism.values().length * 5 * 100_100, order.size());
        CallOrder.Call last = order.get(order.size() - 1);
        assertEquals(1_048_576, last.size());
        assertEquals(100_099, last.seq());
    }
}
