package org.wsslab.run.execution.control;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.wsslab.client.control.EchoSession;
import org.wsslab.run.entity.InitialKind;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.plan.control.StartupLayout;
import org.wsslab.run.store.control.StartupRestartStore;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.Segment;
import org.wsslab.run.store.entity.StartupRestart;
import org.wsslab.target.control.TargetRestart;
import org.wsslab.target.entity.TargetStatus;

/**
 * A startup run's loop (issue 45, item 3), apart from {@link RunExecution}'s: for each visit of its
 * {@link StartupLayout} (a repetition's endpoint), the previous visit's cell is recorded and the target's
 * server times for its calls read (the restart unloads the server's records of them), then the target's
 * endpoints' application is restarted and timed as a whole, outside every clock, and recorded; then a
 * call after deployment on a new port, a call on another new port (a new session of the running
 * application), and the steady calls on that one. Each call is made and timed by {@link MeasuredCall}
 * as every run's are, and stored with its kind. Progress, cancel, the application's stop and resume go
 * as in every run: a resumed run continues at the start of the visit it had not finished, restarting first.
 */
final class StartupExecution {

    /** What restarts a target's application, and where each restart is recorded. */
    record Restarts(TargetRestart restart, StartupRestartStore store) {
    }

    private final RunExecution.Services services;
    private final BooleanSupplier stopping;
    private final BooleanSupplier ending;
    private final CallGate gate;
    private final MeasuredCall measured;
    /** What the run has measured and not yet stored, the target's server times (read after each visit) among it. */
    private final CallBatches calls;

    StartupExecution(RunExecution.Services services, BooleanSupplier stopping, BooleanSupplier ending, CallGate gate,
            MeasuredCall measured, CallBatches calls) {
        this.services = services;
        this.stopping = stopping;
        this.ending = ending;
        this.gate = gate;
        this.measured = measured;
        this.calls = calls;
    }

    void execute(Run run, WireProbe.Probes wire) {
        long id = run.getId();
        Startup startup = run.getStartup().orElseThrow();
        TargetStatus on = services.target();
        if (!on.restartable()) {
            throw new IllegalStateException("run " + id + " is a startup run, and its target '" + on.name()
                    + "' cannot be restarted now (registered without its administration)");
        }
        int size = run.getSizes().get(0);
        StartupLayout plan = new StartupLayout(run.getEndpoints(), size, startup);
        int next = plan.continueAt(services.samples().plannedCallsStored(id));
        Segment segment = services.segments().begin(id, next,
                services.environment().describe(run.getEndpoints(), run.getBootstrapSeed(), on), Instant.now());
        BlockWindow window = new BlockWindow(services, wire, run.getWorkload(), 1, null, null, calls::flushBlock);
        calls.done(next);
        EchoSession session = null;
        for (int i = next; i < plan.size(); i++) {
            CallOrder.Call call = plan.get(i);
            gate.reach(id, calls.done(), () -> calls.flush(id));
            if (stopping.getAsBoolean()) {
                calls.stop(id, window, ending);
                return;
            }
            InitialKind kind = plan.kindAt(i);
            if (plan.startsVisit(i)) {
                // The visit before is recorded and its server times read while the server still holds them.
                window.close(id, true);
                services.cellsCompleted().accept(id);
                if (!restarted(id, on, call, plan.repetitionAt(i), segment.segment())) {
                    return;
                }
                window.enter(id, new CallOrder.Block(size, List.of(call.endpoint())));
                // A new port on the freshly enabled application: WSDL, policy, TLS, any token or session.
                session = services.ports().session(call.endpoint(), on.addresses());
            } else if (kind == InitialKind.SESSION) {
                // Another new port, on the application now running: what a new session costs a warm application.
                session = services.ports().session(call.endpoint(), on.addresses());
            }
            Sample sample;
            try {
                sample = measured.make(id, segment.segment(), session, call);
            } catch (TargetWatch.TargetGone gone) {
                // The calls made are kept; the one that found the target gone is stored by RunExecution, with its kind.
                calls.flushBlock(id);
                throw new TargetWatch.TargetGone(gone.failed().ofKind(kind), gone.getMessage());
            }
            if (sample.error() != null && ending.getAsBoolean()) {
                // The stop took the endpoint away under the call: not stored, the resumption makes its visit again.
                calls.stop(id, window, ending);
                return;
            }
            calls.add(sample.ofKind(kind), call);
            calls.done(i + 1);
            calls.flushIfDue(id);
        }
        calls.flush(id);
        window.close(id, true);
        services.cellsCompleted().accept(id);
        services.ledger().finish(id, RunStatus.COMPLETED, null);
    }

    /**
     * Restarts the target's application before a visit and records how long it took, outside every clock;
     * false when the restart failed (its administration refused, the application did not come back): the
     * run is then INTERRUPTED, saying why, to be resumed once the target is back.
     */
    private boolean restarted(long id, TargetStatus on, CallOrder.Call call, int repetition, int segment) {
        Instant taken = Instant.now();
        Duration took;
        try {
            took = services.restarts().restart().restart(on.admin(), on.addresses(), on.addresses().wsdl(call.endpoint()));
        } catch (IllegalStateException failed) {
            long stored = services.samples().plannedCallsStored(id);
            services.ledger().interrupted(id, stored, "the restart of its target's application before " + call.endpoint()
                    + " failed (" + failed.getMessage() + "), after " + stored + " stored calls; resume it once the target is back");
            return false;
        }
        services.restarts().store().record(id,
                new StartupRestart(call.endpoint(), call.size(), repetition, segment, took.toNanos(), taken));
        return true;
    }
}
