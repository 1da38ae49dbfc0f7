package org.wsslab.jmeter;

import java.util.Arrays;
import java.util.function.Function;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * What one LabEchoSampler element asks for, read from its arguments (all strings in a plan) and checked
 * as the lab checks a run request: an unknown endpoint, shape, direction or work, a size its shape cannot
 * have, is refused with the lab's own {@link Refusal}, which names the argument and what is allowed.
 */
record SamplerArguments(Endpoint endpoint, int size, Workload workload, int warmup, int cell, String plan) {

    static final String ENDPOINT = "endpoint";
    static final String SIZE = "size";
    static final String SHAPE = "shape";
    static final String DIRECTION = "direction";
    static final String WORK = "work";
    static final String WARMUP = "warmup";
    static final String CELL = "cell";
    static final String PLAN = "plan";

    /** The arguments a new sampler element shows: a 1 KB echo of random bytes on the baseline. */
    static final String[][] DEFAULTS = {{ENDPOINT, Mechanism.PLAIN.id()}, {SIZE, "1024"}, {SHAPE, Workload.DEFAULT.shape().id()},
            {DIRECTION, Workload.DEFAULT.direction().id()}, {WORK, Workload.DEFAULT.work().id()}, {WARMUP, "0"}, {CELL, "0"},
            {PLAN, "ad-hoc"}};

    private static final int MAX_PLAN = 200;

    /** Reads and checks the arguments; {@code argument} answers null for one the element does not have. */
    static SamplerArguments read(Function<String, String> argument) {
        Endpoint endpoint = endpoint(given(argument, ENDPOINT));
        Workload workload = workload(argument);
        int size = size(workload.shape(), given(argument, SIZE));
        int warmup = count(WARMUP, given(argument, WARMUP), "warm-up iterations per thread are");
        int cell = count(CELL, given(argument, CELL), "a cell (its index in the plan) is");
        String plan = given(argument, PLAN);
        if (plan.length() > MAX_PLAN || plan.chars().anyMatch(Character::isWhitespace)) {
            throw Refusal.at(PLAN, "'" + plan + "' is not allowed; a plan id is 1 to " + MAX_PLAN + " characters without whitespace");
        }
        return new SamplerArguments(endpoint, size, workload, warmup, cell, plan);
    }

    /** An endpoint id as the catalog has it ({@link Endpoint#id()}): "mutual-certificates", or "mutual-certificates/Basic256". */
    static Endpoint endpoint(String id) {
        int slash = id.indexOf('/');
        String mechanismId = slash < 0 ? id : id.substring(0, slash);
        Mechanism mechanism = Mechanism.byId(mechanismId).orElseThrow(() -> Refusal.unknownMechanism(ENDPOINT, mechanismId));
        if (slash < 0) {
            return mechanism.endpoint();
        }
        return Endpoint.byId(id).orElseThrow(() -> Refusal.at(ENDPOINT, "'" + id + "' is not an endpoint; " + mechanism.id()
                + " is measured under " + mechanism.suites().stream().map(s -> s.assertion() == null ? "no suite" : s.assertion()).toList()
                + (mechanism.suites().size() > 1
                        ? " (give mechanism/suite, e.g. " + mechanism.id() + "/" + AlgorithmSuite.BASIC256.assertion() + ")"
                        : " (give its id alone)")));
    }

    private static Workload workload(Function<String, String> argument) {
        String shapeId = given(argument, SHAPE);
        Shape shape = Shape.byId(shapeId).orElseThrow(() -> Refusal.at(SHAPE, "'" + shapeId + "' is not a payload shape; allowed are "
                + Shape.ids() + " (default " + Workload.DEFAULT.shape().id() + ")"));
        String directionId = given(argument, DIRECTION);
        Direction direction = Direction.byId(directionId).orElseThrow(() -> Refusal.at(DIRECTION, "'" + directionId
                + "' is not a direction; allowed are " + Direction.ids() + " (default " + Workload.DEFAULT.direction().id() + ")"));
        String workId = given(argument, WORK);
        ServiceWork work = ServiceWork.byId(workId)
                .orElseThrow(() -> Refusal.at(WORK, "'" + workId + "' is not a service work; allowed are "
                        + ServiceWork.ids() + " (default " + Workload.DEFAULT.work().id() + ")"));
        Workload workload = new Workload(shape, direction, work);
        if (!workload.possible()) {
            throw Refusal.at(WORK, workId + " reads the records a response returns; it needs direction " + Direction.RESPONSE.id()
                    + " and shape " + Shape.BOOKS.id() + " or " + Shape.EMPLOYEES.id() + " (asked: " + shape.id() + ", " + direction.id()
                    + ")");
        }
        return workload;
    }

    /** A size in the shape's unit, refused in the shape's own words ({@link Shape#refuseSize}). */
    private static int size(Shape shape, String given) {
        Integer size;
        try {
            size = Integer.valueOf(given.strip());
        } catch (NumberFormatException e) {
            size = null;
        }
        try {
            shape.refuseSize(SIZE, size);
        } catch (Refusal refusal) {
            // The shape's sentence starts with the size it was given; a size that is not a number is quoted instead.
            throw size != null ? refusal
                    : Refusal.at(SIZE, "'" + given + "'" + refusal.fields().getFirst().message().substring("null".length()));
        }
        return size;
    }

    private static int count(String name, String given, String what) {
        try {
            int value = Integer.parseInt(given.strip());
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, as a negative number is
        }
        throw Refusal.at(name, "'" + given + "' is not allowed; " + what + " a whole number from 0");
    }

    private static String given(Function<String, String> argument, String name) {
        String value = argument.apply(name);
        if (value == null || value.isBlank()) {
            throw Refusal.at(name, "missing; the sampler's arguments are " + Arrays.stream(DEFAULTS).map(d -> d[0]).toList());
        }
        return value.strip();
    }
}
