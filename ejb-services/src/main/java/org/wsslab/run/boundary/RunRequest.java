package org.wsslab.run.boundary;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.boundary.EndpointSelection;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Constraints;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.Violations;
import org.wsslab.refusal.Within;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.Priming;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.Startup;
import org.wsslab.run.entity.SteadyWarmup;
import org.wsslab.run.group.entity.RunGroup;
import org.wsslab.target.entity.Target;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * What a user asks a run to measure, any part left out (null) taking its default: every available
 * mechanism, the catalog's suite (Basic128), random bytes echoed by a service doing nothing else
 * ({@link Workload#DEFAULT}), the five
 * sizes of docs/architecture.md, "Defaults" (for record shapes five record counts), {@value #DEFAULT_CALLS} calls
 * and {@value #DEFAULT_WARMUP} warm-up calls per cell, {@link Order#DEFAULT the default order}, and a
 * fixed number of calls per cell (no {@link RunMode mode}: neither a precision rule, nor a growth series,
 * nor sequences), one call at a time (clients [1]), in no {@link RunGroup group}, and a fixed warm-up ({@code untilSteady}
 * null: else each cell's warm-up ends once steady, {@link SteadyWarmup}), on the lab's own server (target {@code lab}), and no {@link Priming priming}. A mechanism that offers a choice of
 * suite is measured under each suite asked for; any other under its own. {@link #check()} says what is wrong
 * with it, in words for the user.
 */
public record RunRequest(List<String> mechanisms, List<Integer> sizes,
        @Within(min = 1, max = MAX_CALLS, message = "${validatedValue} is not allowed; calls per cell are from {min} to {max}") Integer calls,
        @Within(min = 0, max = MAX_WARMUP, message = "${validatedValue} is not allowed; warm-up calls per cell are from {min} to {max}") Integer warmup,
        @KnownId(value = Choice.ORDER, message = "'${validatedValue}' is not an order; allowed are {ids} (default {default})") String order,
        RunMode mode, List<String> suites,
        @KnownId(value = Choice.SHAPE, message = "'${validatedValue}' is not a payload shape; allowed are {ids} (default {default})") String shape,
        @KnownId(value = Choice.DIRECTION, message = "'${validatedValue}' is not a direction; allowed are {ids} (default {default})") String direction,
        @KnownId(value = Choice.SERVICE_WORK, message = "'${validatedValue}' is not a service work; allowed are {ids} (default {default})") String serviceWork,
        @Size(min = 1, max = MAX_CLIENT_LEVELS, message = "give {min} to {max} numbers of concurrent client threads, or leave the field out for [1] (one call at a time)") List<@NotNull(message = "null is not allowed; a number of concurrent client threads is from 1 to "
                + MAX_CLIENTS) @Within(min = 1, max = MAX_CLIENTS, message = "${validatedValue} is not allowed; a number of concurrent client threads is from {min} to {max}") Integer> clients,
        RunLabel label,
        @Within(min = Rounds.MIN_COUNT, max = Rounds.MAX_COUNT, message = "${validatedValue} is not allowed; rounds are from {min} to {max}") Integer rounds,
        @Within(min = 0, max = Rounds.MAX_SETTLE, message = "${validatedValue} is not allowed; settle calls per visit are from {min} to {max}") Integer settle,
        RunGroup group, SteadyWarmup untilSteady, String target, @Valid Priming priming) {

    public static final List<Integer> DEFAULT_SIZES = Shape.DEFAULT_BYTE_SIZES;
    public static final int DEFAULT_CALLS = 100;
    /** Measured: docs/measuring.md, "Warm-up", and the run that chose it under docs/results/. */
    public static final int DEFAULT_WARMUP = 100;

    public static final int MAX_SIZE = Shape.MAX_BYTES;
    public static final int MAX_SIZES = 20;
    public static final int MAX_CALLS = 100_000;
    public static final int MAX_WARMUP = 10_000;
    public static final int MAX_CLIENTS = 32;
    public static final int MAX_CLIENT_LEVELS = 10;
    /**
     * What the payloads of the calls under way at once may add up to: each call holds its payload
     * several times over on both sides (bytes, base64, the XML, its encrypted and decrypted copies),
     * and the lab's heap is 1 GB. Measured: 4 clients × 1 MB on mutual-certificates (docs/measuring.md, "Concurrent clients").
     */
    public static final int MAX_LOAD_BYTES = 4 * 1024 * 1024;
    /** A record's bytes as the wire carries it, rounded up (a book measured 226 B in a response of 1,000). */
    static final int BYTES_PER_RECORD = 256;

    /** A run without a name or notes, its rounds (if its order is a paired one) the defaults. */
    public RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order,
            RunMode mode, List<String> suites, String shape, String direction, String serviceWork,
            List<Integer> clients) {
        this(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients, RunLabel.NONE, null, null,
                null, null, null, null);
    }

    /** The same run, named and noted. */
    public RunRequest labelled(RunLabel label) {
        return new RunRequest(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients,
                label == null ? RunLabel.NONE : label, rounds, settle, group, untilSteady, target, priming);
    }

    /** The same run, its counted calls spread over {@code rounds} rounds with {@code settle} calls before each visit (null: default). */
    public RunRequest inRounds(Integer rounds, Integer settle) {
        return new RunRequest(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients, label,
                rounds, settle, group, untilSteady, target, priming);
    }

    /** The same run, a replicate in this group (null: none; {@link RunGroup#of} reads and checks one). */
    public RunRequest grouped(RunGroup group) {
        return new RunRequest(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients, label,
                rounds, settle, group, untilSteady, target, priming);
    }

    /** The same run, each cell's warm-up ending once steady (the rule's max in place of warmup); null: a fixed warm-up. */
    public RunRequest warmingUntilSteady(SteadyWarmup rule) {
        return new RunRequest(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients, label,
                rounds, settle, group, rule, target, priming);
    }

    /** The same run, calling this target (null: the lab's own, {@value Target#LAB}); Runs refuses a name no target has. */
    public RunRequest aimedAt(String name) {
        return new RunRequest(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients, label,
                rounds, settle, group, untilSteady, name, priming);
    }

    /** The target the run calls: the one named, or the lab's own server. */
    public String targetOrDefault() {
        return target == null ? Target.LAB : target;
    }

    /** The same run, priming the server before each segment (null: no priming, {@link Priming}). */
    public RunRequest primed(Priming priming) {
        return new RunRequest(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, clients, label,
                rounds, settle, group, untilSteady, target, priming);
    }

    /** The run of before: one call at a time. */
    public RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order,
            RunMode mode, List<String> suites, String shape, String direction, String serviceWork) {
        this(mechanisms, sizes, calls, warmup, order, mode, suites, shape, direction, serviceWork, null);
    }

    /** A run of a fixed number of calls per cell. */
    public RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order) {
        this(mechanisms, sizes, calls, warmup, order, null, null, null, null, null);
    }

    /** A run under the catalog's suite. */
    public RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order,
            Precision precision) {
        this(mechanisms, sizes, calls, warmup, order, precision, null, null, null, null);
    }

    /** All defaults. */
    public static RunRequest defaults() {
        return new RunRequest(null, null, null, null, null);
    }

    /**
     * Refuses what no run can measure; the catalog check (known, available) is the caller's. Each field's
     * own range, ids and list size are the constraints above (Bean Validation), refused here in the order
     * the fields have always been checked; what depends on other fields (sizes in the shape's unit, a
     * mode's fields, clients against mode, order and payload) stays Java, between them.
     */
    RunRequest check() {
        Violations<RunRequest> violations = Violations.of(Constraints.validator().validate(this));
        selection().check();
        violations.refuse("shape", "direction", "serviceWork");
        if (!workload().possible()) {
            throw Refusal.at("service_work", serviceWork + " reads the records a response returns; it needs direction "
                    + Direction.RESPONSE.id() + " and shape " + Shape.BOOKS.id() + " or " + Shape.EMPLOYEES.id()
                    + " (asked: " + workload().shape().id() + ", " + workload().direction().id() + ")");
        }
        Shape payload = workload().shape();
        if (sizes != null) {
            if (sizes.isEmpty() || sizes.size() > MAX_SIZES) {
                throw Refusal.at("sizes", "give 1 to " + MAX_SIZES + " payload sizes in " + payload.unit()
                        + ", or leave the field out for " + payload.defaultSizes());
            }
            for (Integer size : sizes) {
                payload.refuseSize("sizes", size);
            }
            Refusal.ifRepeated("sizes", sizes);
        }
        violations.refuse("calls", "warmup");
        switch (mode) {
            case null -> {
            }
            case Precision precision -> {
                if (calls != null) {
                    throw Refusal.at("calls", "a precision run takes calls until its interval is reached; give"
                            + " mode.precision.min_calls and max_calls instead of calls");
                }
                precision.check();
            }
            case Growth growth -> {
                refuseIn(growth, "sizes", sizes, "its sizes are start + step × k");
                refuseIn(growth, "calls", calls, "mode.growth.calls is its length");
                refuseIn(growth, "warmup", warmup, "its first calls are what it shows");
                refuseIn(growth, "order", order, "call k of every mechanism is made in one round, who starts rotating");
                growth.check(payload);
            }
            case Sequences sequences -> SequencesRules.check(this, sequences, payload);
            case Startup startup -> StartupRules.check(this, startup);
        }
        violations.refuse("order", "clients", "rounds", "settle");
        ClientRules.check(this, payload);
        PairedOrderRules.check(this);
        SteadyWarmupRules.check(this);
        // Any run may be primed: it changes the server before the run, nothing of the run's own plan.
        violations.refuseAt("priming.calls");
        return this;
    }

    /** A paired run's rounds, any part left out taking its default ({@link Rounds}); empty in any other order. */
    public Optional<Rounds> roundsOrDefault() {
        if (!orderOrDefault().paired()) {
            return Optional.empty();
        }
        return Optional.of(new Rounds(rounds == null ? Rounds.DEFAULT_COUNT : rounds,
                settle == null ? Rounds.DEFAULT_SETTLE : settle));
    }

    /** The numbers of concurrent client threads asked for, in order; [1] (one call at a time) by default. */
    public List<Integer> clientsOrDefault() {
        return clients == null ? List.of(1) : List.copyOf(clients);
    }

    static void refuseIn(RunMode mode, String field, Object given, String why) {
        if (given != null) {
            throw Refusal.at(field, "a " + mode.id() + " run takes no " + field + " (" + why
                    + "); leave it out, or leave out mode." + mode.id());
        }
    }

    /** A precision run's rule; null for any other run. */
    public Precision precision() {
        return mode instanceof Precision precision ? precision : null;
    }

    /** The mechanisms and suites named, as the catalog chooses endpoints by them. */
    public EndpointSelection selection() {
        return new EndpointSelection(mechanisms, suites, List.of(AlgorithmSuite.DEFAULT));
    }

    public List<AlgorithmSuite> suitesOrDefault() {
        return selection().suitesOrDefault();
    }

    /** The sizes of the plan: a growth run's first size only (its series is its mode's), a paired sequences run's pairs'. */
    public List<Integer> sizesOrDefault() {
        if (mode instanceof Growth growth) {
            return List.of(growth.start());
        }
        if (mode instanceof Sequences sequences && sequences.paired()) {
            return sequences.pairSizes();
        }
        if (mode instanceof Startup && sizes == null) {
            return StartupRules.defaultSizes(workload());
        }
        return sizes == null ? workload().shape().defaultSizes() : List.copyOf(sizes);
    }

    /** The shape, direction and service work asked for (each checked), any left out taking its default. */
    public Workload workload() {
        return new Workload(shape == null ? Workload.DEFAULT.shape() : Shape.byId(shape).orElseThrow(),
                direction == null ? Workload.DEFAULT.direction() : Direction.byId(direction).orElseThrow(),
                serviceWork == null ? Workload.DEFAULT.work() : ServiceWork.byId(serviceWork).orElseThrow());
    }

    /** The calls per cell of the plan: a precision run's maximum, or the fixed calls. */
    public int callsOrDefault() {
        return switch (mode) {
            case Precision precision -> precision.maxCalls();
            case Growth growth -> 1;
            case Sequences sequences -> sequences.callsPerCell();
            case Startup startup -> startup.callsPerCell();
            case null -> calls == null ? DEFAULT_CALLS : calls;
        };
    }

    /** The warm-up calls of the plan: a warm-up until steady's cap, or the fixed warm-up. */
    public int warmupOrDefault() {
        if (mode instanceof Growth || mode instanceof Startup) {
            return 0;
        }
        return untilSteady != null ? untilSteady.max() : warmup == null ? DEFAULT_WARMUP : warmup;
    }

    /** The order asked for; growth and sequences runs go in rounds of their own (interleaved), a startup run in its visits. */
    public Order orderOrDefault() {
        if (mode instanceof Growth || mode instanceof Sequences || mode instanceof Startup) {
            return mode instanceof Startup ? StartupRules.ORDER : Order.INTERLEAVED;
        }
        return order == null ? Order.DEFAULT : Order.byId(order).orElseThrow();
    }
}
