package org.wsslab.run.execution.control;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.client.control.EchoSession;
import org.wsslab.run.entity.Priming;
import org.wsslab.run.entity.Run;
import org.wsslab.workload.control.Exchange;
import org.wsslab.workload.entity.Workload;

/**
 * Primes the server a run calls before a segment's first measured call: {@link Priming#calls()} calls
 * to every endpoint of the run at each of its sizes, round-robin (one call per endpoint and size a
 * round), outside every clock and never stored. The idea is the benchmarks' discarded run before a
 * measured one (bench setups, bench invocations), moved into the engine so that two servers compared
 * (two placements, a fresh target and the lab) are primed alike and the priming is recorded.
 *
 * <p>The calls go through sessions of their own, opened by the run's opener (its ports, its target):
 * what they warm is JVM-wide (the compiler, the server's caches, the security runtime's), while the
 * run's own ports still open on their first measured call, flagged initial as in an unprimed run, so a
 * primed run's samples read as an unprimed one's do. A failed call is counted, not fatal: the run's
 * own calls then say what is wrong.
 */
final class Primer {

    /** What one segment's priming made, for its environment. */
    record Done(int callsPerEndpointAndSize, long made, long failed, double seconds) {

        /** The environment as recorded, with this priming added under {@code priming}. */
        String into(String environment) {
            JsonObject described;
            try (JsonReader reader = Json.createReader(new StringReader(environment))) {
                described = reader.readObject();
            }
            return Json.createObjectBuilder(described).add("priming", Json.createObjectBuilder()
                    .add("calls_per_endpoint_and_size", callsPerEndpointAndSize).add("calls_made", made).add("failed", failed)
                    .add("seconds", Math.round(seconds * 1000) / 1000.0)).build().toString();
        }
    }

    private final Priming priming;
    private final Workload workload;
    private final BooleanSupplier stopping;
    /** Asked after a failed call: whether the target is gone (another JVM's stopped), when priming on is pointless. */
    private final BooleanSupplier targetGone;

    /**
     * {@code stopping}: cancelled or the application stops; {@code targetGone}: the run's target stopped answering.
     * Either ends the priming before its next call; the run then stops as ever (its first call finds a gone target).
     */
    Primer(Priming priming, Workload workload, BooleanSupplier stopping, BooleanSupplier targetGone) {
        this.priming = priming;
        this.workload = workload;
        this.stopping = stopping;
        this.targetGone = targetGone;
    }

    /**
     * Primes the run's target before a segment's first measured call, if the run asks, through sessions on
     * the run's ports to its target: answers the segment's environment with what the priming made.
     */
    static String primed(Run run, RunExecution.Services services, BooleanSupplier stopping, String environment) {
        TargetWatch watch = TargetWatch.of(services.target());
        return run.getPriming()
                .map(priming -> new Primer(priming, run.getWorkload(), stopping, () -> watch != null && watch.gone() != null)
                        .prime(run.getEndpoints(), run.getSizes(),
                                endpoint -> services.ports().session(endpoint, services.target().addresses()))
                        .into(environment))
                .orElse(environment);
    }

    /** Makes the priming calls through sessions {@code opener} opens, one per endpoint, closed (dropped) after. */
    Done prime(List<Endpoint> endpoints, List<Integer> sizes, Function<Endpoint, EchoSession> opener) {
        long began = System.nanoTime();
        Map<Endpoint, EchoSession> sessions = new LinkedHashMap<>();
        long made = 0;
        long failed = 0;
        for (int round = 0; round < priming.calls(); round++) {
            for (int size : sizes) {
                for (Endpoint endpoint : endpoints) {
                    if (stopping.getAsBoolean()) {
                        return new Done(priming.calls(), made, failed, seconds(began));
                    }
                    made++;
                    if (!call(sessions.computeIfAbsent(endpoint, opener), size)) {
                        failed++;
                        if (targetGone.getAsBoolean()) {
                            // Each call left would wait for its timeout: the run's own first call says the target is gone.
                            return new Done(priming.calls(), made, failed, seconds(began));
                        }
                    }
                }
            }
        }
        return new Done(priming.calls(), made, failed, seconds(began));
    }

    /** One unmeasured call as the run makes it (the same workload and size); false if it failed or echoed wrong. */
    private boolean call(EchoSession session, int size) {
        Exchange exchange = Exchange.of(workload, size, ThreadLocalRandom.current().nextLong());
        try {
            session.renewIfDue();
            return exchange.mismatch(session.call(exchange::call)) == null;
        } catch (RuntimeException e) {
            // A refused or broken port is replaced, as the run's own are: the next call opens a new one.
            session.renew();
            return false;
        }
    }

    private static double seconds(long began) {
        return (System.nanoTime() - began) / 1e9;
    }
}
