package org.wsslab.run.control;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.entity.Sample;

/**
 * Makes one run's calls, in {@link CallOrder}, and stores every one. Inside the clock is only the
 * port call: the payload is made before, the echo compared after. A mechanism's first call (and the
 * first after a token renewal) opens its port and is flagged initial.
 */
final class RunExecution {

    static final int BATCH = 50;
    static final Duration FLUSH_EVERY = Duration.ofSeconds(1);

    private final RunLedger ledger;
    private final SampleStore samples;
    private final EchoPorts ports;
    private final BooleanSupplier cancelled;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    RunExecution(RunLedger ledger, SampleStore samples, EchoPorts ports, BooleanSupplier cancelled) {
        this.ledger = ledger;
        this.samples = samples;
        this.ports = ports;
        this.cancelled = cancelled;
    }

    void execute(Run run) {
        long id = run.getId();
        Map<Mechanism, EchoSession> sessions = new EnumMap<>(Mechanism.class);
        run.getMechanisms().forEach(m -> sessions.put(m, ports.session(m)));
        List<Sample> batch = new ArrayList<>(BATCH);
        long lastFlush = System.nanoTime();
        long done = 0;
        CallOrder.Call last = null;
        for (CallOrder.Call call : CallOrder.of(run.getMechanisms(), run.getSizes(), run.getWarmupCalls(), run.getCallsPerCell())) {
            if (cancelled.getAsBoolean()) {
                samples.store(batch);
                ledger.progress(id, done, call.mechanism(), call.size());
                ledger.finish(id, RunStatus.CANCELLED, "cancelled after " + done + " calls");
                return;
            }
            batch.add(call(id, sessions.get(call.mechanism()), call));
            done++;
            last = call;
            if (batch.size() >= BATCH || System.nanoTime() - lastFlush >= FLUSH_EVERY.toNanos()) {
                samples.store(batch);
                batch.clear();
                ledger.progress(id, done, call.mechanism(), call.size());
                lastFlush = System.nanoTime();
            }
        }
        samples.store(batch);
        if (last != null) {
            ledger.progress(id, done, last.mechanism(), last.size());
        }
        ledger.finish(id, RunStatus.COMPLETED, null);
    }

    private Sample call(long runId, EchoSession session, CallOrder.Call call) {
        session.renewIfDue();
        boolean initial = session.opensOnNextCall();
        byte[] payload = new byte[call.size()];
        ThreadLocalRandom.current().nextBytes(payload);
        Instant taken = Instant.now();
        long cpuBefore = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        try {
            byte[] echoed = session.echo(payload);
            long rtt = System.nanoTime() - start;
            long cpu = threads.getCurrentThreadCpuTime() - cpuBefore;
            if (!Arrays.equals(payload, echoed)) {
                return Sample.failed(runId, call.mechanism(), call.size(), call.seq(), call.warmup(), initial,
                        "the echo differs from the payload (" + (echoed == null ? "null" : echoed.length + " bytes") + ")", taken);
            }
            return Sample.measured(runId, call.mechanism(), call.size(), call.seq(), call.warmup(), initial, rtt, cpu, taken);
        } catch (RuntimeException e) {
            // A refused or broken port is replaced: the next call opens a new one (and is initial).
            session.renew();
            return Sample.failed(runId, call.mechanism(), call.size(), call.seq(), call.warmup(), initial, describe(e), taken);
        }
    }

    private static String describe(Throwable e) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = e; t != null && text.length() < 2000; t = t.getCause()) {
            if (!text.isEmpty()) {
                text.append(" <- ");
            }
            text.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage());
        }
        return text.toString();
    }
}
