package org.wsslab.run.boundary;

import java.util.List;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Startup;
import org.wsslab.target.entity.Target;
import org.wsslab.target.entity.TargetStatus;
import org.wsslab.workload.entity.Workload;

/**
 * What a startup run request's other fields may be (issue 45, item 3): its calls are its visits (after
 * deployment, on a new session, steady), it orders them itself (each repetition restarts the application
 * before each mechanism), it makes no warm-up (its first calls are what it measures), and it measures one
 * size. What GET /runs/{id} echoes of such a run (calls, warm-up 0, order) is accepted as it is, so a
 * run's parameters post again. Which target it may run on is {@link #checkTarget}'s, once the target is read.
 */
final class StartupRules {

    /** The order a startup run's plan is stored with: each cell's calls are a visit's, made in a row. */
    static final Order ORDER = Order.BLOCKS;

    private StartupRules() {
    }

    /** Its one size when the request leaves sizes out: the shape's smallest default (each size would need restarts of its own). */
    static List<Integer> defaultSizes(Workload workload) {
        return List.of(workload.shape().defaultSizes().get(0));
    }

    static void check(RunRequest request, Startup startup) {
        startup.check();
        RunRequest.refuseIn(startup, "calls", request.calls() == null || request.calls() == startup.callsPerCell() ? null : request.calls(),
                "mode.startup.repeats × (steady_calls + 2) are its calls");
        RunRequest.refuseIn(startup, "warmup", request.warmup() == null || request.warmup() == 0 ? null : request.warmup(),
                "its first calls after a restart are what it measures");
        RunRequest.refuseIn(startup, "warmup", request.untilSteady(), "its first calls after a restart are what it measures");
        RunRequest.refuseIn(startup, "order", request.order() == null || ORDER.id().equals(request.order()) ? null : request.order(),
                "each repetition restarts the application before each mechanism's visit");
        List<Integer> sizes = request.sizes();
        if (sizes != null && sizes.size() != 1) {
            throw Refusal.at("sizes", "a startup run measures one size (each size would need restarts of its own); give one,"
                    + " e.g. [" + request.workload().shape().defaultSizes().get(0) + "], or leave sizes out for the smallest default");
        }
    }

    /** Refuses, at {@code target}, a startup run on a target whose endpoints' application the lab cannot restart. */
    static void checkTarget(RunRequest request, TargetStatus target) {
        if (!(request.mode() instanceof Startup)) {
            return;
        }
        if (target.lab()) {
            throw Refusal.at("target", "a startup run restarts its target's endpoints' application, and the lab's own server ('"
                    + Target.LAB + "') holds its endpoints in the lab's application, which a restart would take down with the run;"
                    + " name a target of its own (bin/wsslab target start) registered with admin_port and admin_password_file");
        }
        if (!target.restartable()) {
            throw Refusal.at("target", "'" + target.name() + "' is not restartable: it was registered without its administration;"
                    + " remove it and register it again with admin_port and admin_password_file (a target on this host only)");
        }
    }
}
