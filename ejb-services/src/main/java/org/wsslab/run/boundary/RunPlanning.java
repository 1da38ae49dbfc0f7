package org.wsslab.run.boundary;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.plan.control.RemainingTime;

/**
 * What a run is planned to call, read from a request or a stored run: the endpoints it measures
 * (the baseline always first), the choices a queued run takes from its request (workload, label,
 * clients, mode), and the plan its time is priced on. Apart from {@link Runs} because none of it
 * stores or reads anything: the EJB keeps the work that needs its transaction, and the estimate the
 * form shows and the run that is queued read a request alike.
 */
final class RunPlanning {

    private RunPlanning() {
    }

    /** The baseline first, once: how every run lists its cells' endpoints. */
    static List<Endpoint> plainFirst(List<Endpoint> endpoints) {
        Endpoint plain = Mechanism.PLAIN.endpoint();
        List<Endpoint> measured = new ArrayList<>(endpoints);
        measured.remove(plain);
        measured.add(0, plain);
        return measured;
    }

    /** Gives a queued run what its (checked) request asks beyond the cells: target, workload, rounds, label, clients, mode, a warm-up until steady and priming. */
    static void shape(Run run, RunRequest checked) {
        run.plan().aim(checked.targetOrDefault());
        run.plan().carry(checked.workload());
        checked.roundsOrDefault().ifPresent(run::pair);
        if (checked.label() != null) {
            run.label(checked.label());
        }
        if (!checked.clientsOrDefault().equals(List.of(1))) {
            run.load(checked.clientsOrDefault());
        }
        if (checked.mode() != null) {
            run.follow(checked.mode());
        }
        if (checked.untilSteady() != null) {
            run.plan().warmUntilSteady(checked.untilSteady());
        }
        if (checked.priming() != null) {
            run.plan().prime(checked.priming());
        }
    }

    /**
     * The plan a (checked) request would queue, for its estimate: no endpoint is asked whether it is
     * available (the form asks on every change), and no mechanisms named means all.
     */
    static RemainingTime.Plan of(RunRequest request) {
        List<Mechanism> named = request.mechanisms() == null ? Mechanism.all() : request.mechanisms().stream()
                .map(id -> Mechanism.byId(id).orElseThrow(() -> Refusal.unknownMechanism("mechanisms", id))).toList();
        List<Integer> sizes = request.mode() instanceof Growth growth ? growth.sizes() : request.sizesOrDefault();
        return new RemainingTime.Plan(plainFirst(Endpoint.measured(named, request.suitesOrDefault())), sizes,
                perCell(request.warmupOrDefault(), request.callsOrDefault(), request.roundsOrDefault()),
                request.orderOrDefault().blocks() && !(request.mode() instanceof Startup),
                request.mode() instanceof Sequences sequences ? sessions(sequences)
                        : request.mode() instanceof Startup startup ? sessions(startup) : 0,
                request.mode() instanceof Sequences sequences ? bySize(sequences, sizes, request.warmupOrDefault()) : null,
                load(request.clientsOrDefault()));
    }

    /** A paired sequences run's cells, size by size (each size makes only its pairs' lengths); null for cells alike. */
    private static List<RemainingTime.Plan.Cell> bySize(Sequences sequences, List<Integer> sizes, int warmup) {
        return !sequences.paired() ? null
                : sizes.stream().map(size -> new RemainingTime.Plan.Cell(warmup + sequences.callsAt(size), sequences.sessionsAt(size)))
                        .toList();
    }

    /** The calls a cell makes at a size: its warm-up and counted calls, and in a paired order its settle calls. */
    private static int perCell(int warmup, int calls, Optional<Rounds> rounds) {
        return rounds.map(paired -> paired.perCell(warmup, calls)).orElse(warmup + calls);
    }

    /** The sessions a sequences run's cell opens: one per sequence, each length made repeats times (a paired run's: bySize). */
    private static long sessions(Sequences sequences) {
        return sequences.paired() ? 0 : (long) sequences.lengths().size() * sequences.repeats();
    }

    /** The new ports a startup run's cell opens beyond its first: two per visit (after deployment, on a new session). */
    private static long sessions(Startup startup) {
        return 2L * startup.repeats() - 1;
    }

    /**
     * The calls' time left and, in a startup run, its restarts still left (one before each visit from call
     * {@code done} on, of the plan's endpoints; a queued run has done none) at the mean of the restarts the lab has timed
     * ({@code restartNanos}): no estimate before the first was timed (no guess).
     */
    static Optional<Duration> withRestarts(Optional<Duration> calls, RunMode mode, RemainingTime.Plan plan, long done,
            Optional<Double> restartNanos) {
        if (!(mode instanceof Startup startup) || calls.isEmpty()) {
            return calls;
        }
        long left = (long) startup.repeats() * plan.endpoints().size() - (done + startup.visit() - 1) / startup.visit();
        return left <= 0 ? calls : restartNanos.map(mean -> calls.get().plus(Duration.ofNanos((long) (left * mean))));
    }

    /** A stored run's plan: a growth run's sizes are its series', a sequences run's sessions its sequences. */
    static RemainingTime.Plan of(Run run) {
        List<Integer> sizes = run.getGrowth().map(Growth::sizes).orElse(run.getSizes());
        return new RemainingTime.Plan(run.getEndpoints(), sizes,
                perCell(run.getWarmupCalls(), run.getCallsPerCell(), run.getRounds()),
                run.getOrder().blocks() && run.getStartup().isEmpty(),
                run.getSequences().map(RunPlanning::sessions).orElse(run.getStartup().map(RunPlanning::sessions).orElse(0L)),
                run.getSequences().map(sequences -> bySize(sequences, sizes, run.getWarmupCalls())).orElse(null),
                load(run.getClients()));
    }

    /**
     * Cells under load on this machine's cores (the engine's client threads run in this JVM); null for one
     * call at a time.
     */
    private static RemainingTime.Plan.Load load(List<Integer> clients) {
        return clients.equals(List.of(1)) ? null : new RemainingTime.Plan.Load(clients, Runtime.getRuntime().availableProcessors());
    }
}
