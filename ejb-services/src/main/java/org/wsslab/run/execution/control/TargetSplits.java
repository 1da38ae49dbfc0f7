package org.wsslab.run.execution.control;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import org.wsslab.client.control.ServerTimesClient;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.target.entity.Placement;
import org.wsslab.target.entity.TargetStatus;
import org.wsslab.timing.CallSplit;
import org.wsslab.timing.CallTimer;
import org.wsslab.timing.ServerTime;

/**
 * The server's share of the calls to a target in another JVM. Its figures stay there, in memory, by
 * the call's mark; each call is stored at once with its split pending, its timing (mark and HTTP
 * exchanges) held here, and when its cell's block ends, outside every clock, the target's reader is
 * asked for the block's marks and the stored calls get their split. Nothing crosses the wire during a
 * call beyond the mark header the in-server lab sends too, so the bytes measured are the same.
 *
 * <p>A target that cannot be read (stopped, killed) leaves its calls with their exchanges and the
 * reason in {@code split_missing}; the calls themselves are kept.
 */
final class TargetSplits {

    /** What a call's split says until its block ends. */
    static final CallSplit PENDING = CallSplit.unknown("the target's server times are read after the cell");

    private final ServerTimesClient reader;
    private final boolean sameClock;
    private final String target;
    private final ConcurrentLinkedQueue<Held> held = new ConcurrentLinkedQueue<>();

    /**
     * @param base      the target's HTTP base
     * @param sameClock whether its {@link System#nanoTime()} is this JVM's clock (the same host)
     */
    TargetSplits(String target, URI base, boolean sameClock) {
        this.target = target;
        this.reader = new ServerTimesClient(base);
        this.sameClock = sameClock;
    }

    /** The run's target's splits, read after each block; null for a target that is the lab's own JVM (split after each call). */
    static TargetSplits of(TargetStatus target) {
        if (target.placement() == null || target.placement() == Placement.IN_SERVER) {
            return null;
        }
        return new TargetSplits(target.name(), URI.create(target.address() + "/"), target.placement() == Placement.SEPARATE_PROCESS);
    }

    private record Held(Sample sample, CallTimer.Timing timing) {
    }

    /** Holds a measured call's timing until its block ends (client threads of a cell under load hold theirs at once). */
    void hold(Sample sample, CallTimer.Timing timing) {
        if (sample.ok()) {
            held.add(new Held(sample, timing));
        }
    }

    /**
     * Reads the target's times of every call held so far and hands the calls, with their splits, to
     * {@code store}; the calls must have been stored before (their rows are updated).
     */
    void settle(Consumer<List<Sample>> store) {
        List<Held> block = new ArrayList<>();
        for (Held next = held.poll(); next != null; next = held.poll()) {
            block.add(next);
        }
        if (block.isEmpty()) {
            return;
        }
        Map<Long, ServerTime> times;
        String unread = null;
        try {
            times = reader.take(block.stream().map(h -> h.timing().mark()).toList());
        } catch (IOException e) {
            times = Map.of();
            unread = "the server times of target " + target + " could not be read after the cell: " + e.getMessage();
        }
        List<Sample> settled = new ArrayList<>(block.size());
        for (Held call : block) {
            CallSplit split = unread != null ? call.timing().splitWithout(unread)
                    : call.timing().splitWith(times.get(call.timing().mark()), sameClock);
            settled.add(call.sample().withSplit(split));
        }
        store.accept(settled);
    }
}
