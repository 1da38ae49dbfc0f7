package org.wsslab.run.execution.control;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.client.control.EchoSession;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.timing.ProcessCpu;

/**
 * One cell's calls made by its client threads at once, closed loop: each thread, on a port of its
 * own, makes its warm-up, waits until every thread has, then makes its counted calls one after
 * another. The window under load runs from that moment to the end of the last call; in it the
 * threads' own CPU time is the client's, the rest of the process's the server's (the endpoints share
 * the lab's JVM). The calling thread (the engine's) collects the calls as they are made and stores
 * them in batches, as it does one call at a time.
 *
 * <p>A cell resumed after a stop makes its warm-up again (fresh ports are cold) and then only the
 * counted calls not stored yet.
 */
final class ConcurrentCell {

    /** Makes one call on a thread's session, as the engine does (payload before the clock, check after). */
    interface Caller {
        Sample call(EchoSession session, CallOrder.Call call);
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final ThreadFactory threads;
    private final Duration collectEvery;

    ConcurrentCell(ThreadFactory threads, Duration collectEvery) {
        this.threads = threads;
        this.collectEvery = collectEvery;
    }

    /**
     * Makes the cell's calls; hands each made call to {@code collect} and calls {@code tick} at least
     * every {@code collectEvery}, both on the calling thread. What the window measured, or null if no
     * counted call was made in it (all stored before, or cancelled during the warm-up).
     */
    LoadCell make(Endpoint endpoint, int size, int clients, int warmup, int calls, Set<Integer> stored,
            Supplier<EchoSession> sessions, Caller caller, BooleanSupplier cancelled, Consumer<Sample> collect,
            Runnable tick) throws InterruptedException {
        LinkedBlockingQueue<Sample> made = new LinkedBlockingQueue<>();
        AtomicLong windowStart = new AtomicLong();
        AtomicLong processStart = new AtomicLong();
        AtomicLong windowEnd = new AtomicLong();
        AtomicLong processEnd = new AtomicLong();
        AtomicLong clientCpu = new AtomicLong();
        AtomicInteger counted = new AtomicInteger();
        AtomicInteger running = new AtomicInteger(clients);
        CountDownLatch finished = new CountDownLatch(clients);
        CyclicBarrier warmedUp = new CyclicBarrier(clients, () -> {
            processStart.set(ProcessCpu.nanos());
            windowStart.set(System.nanoTime());
        });
        for (int t = 0; t < clients; t++) {
            int thread = t;
            EchoSession session = sessions.get();
            threads.newThread(() -> {
                boolean arrived = false;
                try {
                    for (int k = 0; k < warmup && !cancelled.getAsBoolean(); k++) {
                        made.add(caller.call(session, new CallOrder.Call(endpoint, size, k * clients + thread, true, null, clients)));
                    }
                    arrived = true;
                    warmedUp.await();
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    for (int k = warmup; k < warmup + calls && !cancelled.getAsBoolean(); k++) {
                        int seq = k * clients + thread;
                        if (stored.contains(seq)) {
                            continue;
                        }
                        Sample sample = caller.call(session, new CallOrder.Call(endpoint, size, seq, false, null, clients));
                        if (sample.ok()) {
                            counted.incrementAndGet();
                        }
                        made.add(sample);
                    }
                    clientCpu.addAndGet(THREADS.getCurrentThreadCpuTime() - cpu);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (BrokenBarrierException e) {
                    // Another thread left before the window opened: this one makes no counted call either.
                } finally {
                    if (!arrived) {
                        // Failed before the window opened: the threads waiting for it must not wait for ever.
                        warmedUp.reset();
                    }
                    if (running.decrementAndGet() == 0) {
                        windowEnd.set(System.nanoTime());
                        processEnd.set(ProcessCpu.nanos());
                    }
                    finished.countDown();
                }
            }).start();
        }
        List<Sample> drained = new ArrayList<>();
        while (finished.getCount() > 0 || !made.isEmpty()) {
            Sample sample = made.poll(collectEvery.toMillis(), TimeUnit.MILLISECONDS);
            if (sample != null) {
                collect.accept(sample);
                made.drainTo(drained);
                drained.forEach(collect);
                drained.clear();
            }
            tick.run();
        }
        if (counted.get() == 0 || windowStart.get() == 0) {
            return null;
        }
        long processCpu = processStart.get() < 0 || processEnd.get() < 0 ? -1 : processEnd.get() - processStart.get();
        return new LoadCell(endpoint, size, clients, windowEnd.get() - windowStart.get(), counted.get(), clientCpu.get(),
                processCpu < 0 ? null : processCpu, Runtime.getRuntime().availableProcessors());
    }
}
