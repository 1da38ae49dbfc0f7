package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;

/** The client threads of a cell under load, with calls that answer at once instead of a server's. */
class ConcurrentCellTest {

    private static final Endpoint MC = Mechanism.MUTUAL_CERTIFICATES.endpoint();

    private final ConcurrentCell cell = new ConcurrentCell(Thread::new, Duration.ofMillis(50));
    private final List<Sample> collected = Collections.synchronizedList(new ArrayList<>());
    private final List<String> collectingThreads = Collections.synchronizedList(new ArrayList<>());

    private Sample answered(CallOrder.Call call) {
        return Sample.measured(1, call.endpoint(), call.size(), call.seq(), 0, call.warmup(), false, 1_000, 10, Instant.now())
                .underLoad(call.clients());
    }

    private void collect(Sample sample) {
        collected.add(sample);
        collectingThreads.add(Thread.currentThread().getName());
    }

    @Test
    void theThreadsCallAtOnceAndEveryCallIsCollectedOnceOnTheCallingThread() throws Exception {
        // Each thread's first counted call waits for the other two's: made one after another, they would never meet.
        CyclicBarrier together = new CyclicBarrier(3);
        AtomicInteger met = new AtomicInteger();
        LoadCell load = cell.make(MC, 1_024, 3, 2, 4, Set.of(), () -> null, (session, call) -> {
            if (!call.warmup() && call.seq() < 3 * 3) {
                try {
                    together.await(10, TimeUnit.SECONDS);
                    met.incrementAndGet();
                } catch (Exception e) {
                    throw new IllegalStateException("the threads did not call at once", e);
                }
            }
            return answered(call);
        }, () -> false, this::collect, () -> {
        });

        assertEquals(3, met.get());
        assertEquals(3 * 6, collected.size());
        assertEquals(java.util.stream.IntStream.range(0, 18).boxed().toList(), collected.stream().map(Sample::seq).sorted().toList());
        assertTrue(collected.stream().allMatch(s -> s.clients() == 3 && s.warmup() == (s.seq() < 6)));
        assertEquals(Set.of(Thread.currentThread().getName()), Set.copyOf(collectingThreads), "stored by the engine's own thread");
        assertEquals(12, load.calls(), "the counted calls");
        assertEquals(3, load.clients());
        assertTrue(load.wallNanos() > 0 && load.clientCpuNanos() >= 0);
    }

    @Test
    void aResumedCellMakesItsWarmupAgainAndOnlyTheCallsNotStored() throws Exception {
        LoadCell load = cell.make(MC, 100, 3, 1, 4, Set.of(3, 4, 5, 6), () -> null, (session, call) -> answered(call),
                () -> false, this::collect, () -> {
                });
        assertEquals(List.of(0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14), collected.stream().map(Sample::seq).sorted().toList());
        assertEquals(8, load.calls());
    }

    @Test
    void aCancelledCellStopsItsThreadsAndCountsWhatWasMade() throws Exception {
        AtomicBoolean cancel = new AtomicBoolean();
        LoadCell load = cell.make(MC, 100, 2, 0, 50, Set.of(), () -> null, (session, call) -> {
            cancel.set(true);
            return answered(call);
        }, cancel::get, this::collect, () -> {
        });
        assertTrue(collected.size() <= 2, "each thread stops before its next call: " + collected.size());
        assertEquals(collected.size(), load == null ? 0 : load.calls());
    }

    @Test
    void aCellWhoseCallsWereAllStoredMeasuresNothing() throws Exception {
        assertNull(cell.make(MC, 100, 2, 0, 2, Set.of(0, 1, 2, 3), () -> null, (session, call) -> answered(call),
                () -> false, this::collect, () -> {
                }));
        assertEquals(0, collected.size());
    }
}
