package org.wsslab.hooks.control;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.entity.Sample;

/**
 * Made-up calls of a plan, in its order, shaped like measured ones, for the scale benchmark: it needs
 * a million stored calls, which no machine measures in the time of a benchmark. Each round trip is
 * log-normal around a cost that grows with the payload and with the mechanism's place in the catalog
 * (1 to 11 times plain's), so cells span 1 ms to a quarter of a second as measured ones do; one call
 * in a hundred is slow (a collection, a neighbour), warm-up calls slower as they come earlier, each
 * mechanism's first call opens its port (initial, 50 times as slow) and one call in 100,000 fails.
 */
final class SyntheticCalls {

    /** Of the calls, and of the run's bootstrap: every benchmark stores the same calls and computes the same summary. */
    static final long SEED = 0x5eed_2026L;
    private static final double NANOS_PER_BYTE = 20; // plain's 1 MB echo: 21 ms in docs/results/2026-11-22-client-path.md
    private static final long BASE_NANOS = 1_000_000; // plain's 100 B echo: about 1 ms
    private static final int FAILS_ONE_IN = 100_000;

    private final long runId;
    private final CallOrder plan;
    private final int warmup;
    private final SplittableRandom random = new SplittableRandom(SEED);
    private final Set<Endpoint> opened = new HashSet<>();
    private Instant clock = Instant.now();
    private int next;

    SyntheticCalls(long runId, CallOrder plan, int warmup) {
        this.runId = runId;
        this.plan = plan;
        this.warmup = warmup;
    }

    /** The plan's next call, as the engine would store it. */
    Sample next() {
        CallOrder.Call call = plan.get(next++);
        boolean initial = opened.add(call.endpoint());
        Instant taken = clock;
        if (random.nextInt(FAILS_ONE_IN) == 0) {
            clock = clock.plusMillis(1);
            return Sample.failed(runId, call.endpoint(), call.size(), call.seq(), 0, call.warmup(), initial,
                    "synthetic: connection reset", taken);
        }
        long rtt = Math.round(cost(call) * Math.exp(0.15 * random.nextGaussian()) * slowdown(call, initial));
        clock = clock.plusNanos(rtt);
        return Sample.measured(runId, call.endpoint(), call.size(), call.seq(), 0, call.warmup(), initial, rtt,
                Math.round(rtt * (0.3 + 0.3 * random.nextDouble())), taken);
    }

    private static double cost(CallOrder.Call call) {
        return (BASE_NANOS + NANOS_PER_BYTE * call.size()) * (1 + call.endpoint().mechanism().ordinal());
    }

    private double slowdown(CallOrder.Call call, boolean initial) {
        if (initial) {
            return 50;
        }
        double cold = call.warmup() ? 1 + 2.0 * (warmup - call.seq()) / warmup : 1;
        return random.nextInt(100) == 0 ? cold * (2 + 3 * random.nextDouble()) : cold;
    }
}
