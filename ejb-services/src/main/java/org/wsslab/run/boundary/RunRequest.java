package org.wsslab.run.boundary;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.wsslab.catalog.boundary.EndpointSelection;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Precision;

/**
 * What a user asks a run to measure, any part left out (null) taking its default: every available
 * mechanism, the catalog's suite (Basic128), the five sizes of DESIGN.md, {@value #DEFAULT_CALLS} calls
 * and {@value #DEFAULT_WARMUP} warm-up calls per cell, {@link Order#DEFAULT the default order}, and a
 * fixed number of calls (no {@link Precision precision} rule). A mechanism that offers a choice of
 * suite is measured under each suite asked for; any other under its own. {@link #check()} says what is wrong
 * with it, in words for the user.
 */
public record RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order,
                         Precision precision, List<String> suites) {

    public static final List<Integer> DEFAULT_SIZES = List.of(100, 1_024, 10_240, 102_400, 1_048_576);
    public static final int DEFAULT_CALLS = 100;
    /** Measured: see the README's "Warm-up" section for the runs that chose it. */
    public static final int DEFAULT_WARMUP = 100;

    public static final int MAX_SIZE = 16 * 1024 * 1024;
    public static final int MAX_SIZES = 20;
    public static final int MAX_CALLS = 100_000;
    public static final int MAX_WARMUP = 10_000;

    /** A run of a fixed number of calls per cell. */
    public RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order) {
        this(mechanisms, sizes, calls, warmup, order, null, null);
    }

    /** A run under the catalog's suite. */
    public RunRequest(List<String> mechanisms, List<Integer> sizes, Integer calls, Integer warmup, String order,
                      Precision precision) {
        this(mechanisms, sizes, calls, warmup, order, precision, null);
    }

    /** All defaults. */
    public static RunRequest defaults() {
        return new RunRequest(null, null, null, null, null);
    }

    /** Refuses what no run can measure; the catalog check (known, available) is the caller's. */
    RunRequest check() {
        selection().check();
        if (sizes != null) {
            if (sizes.isEmpty() || sizes.size() > MAX_SIZES) {
                throw Refusal.invalid("sizes: give 1 to " + MAX_SIZES + " payload sizes in bytes, or leave the field out for "
                        + DEFAULT_SIZES);
            }
            for (Integer size : sizes) {
                if (size == null || size < 1 || size > MAX_SIZE) {
                    throw Refusal.invalid("sizes: " + size + " is not allowed; a size is a whole number of bytes from 1 to "
                            + MAX_SIZE + " (16 MB)");
                }
            }
            Refusal.ifRepeated("sizes", sizes);
        }
        if (calls != null && (calls < 1 || calls > MAX_CALLS)) {
            throw Refusal.invalid("calls: " + calls + " is not allowed; calls per cell are from 1 to " + MAX_CALLS);
        }
        if (warmup != null && (warmup < 0 || warmup > MAX_WARMUP)) {
            throw Refusal.invalid("warmup: " + warmup + " is not allowed; warm-up calls per cell are from 0 to " + MAX_WARMUP);
        }
        if (precision != null) {
            if (calls != null) {
                throw Refusal.invalid("calls: a precision run takes calls until its interval is reached; give"
                        + " mode.precision.min_calls and max_calls instead of calls");
            }
            precision.check();
        }
        if (order != null && Order.byId(order).isEmpty()) {
            throw Refusal.invalid("order: '" + order + "' is not an order; allowed are " + Order.ids()
                    + " (default " + Order.DEFAULT.id() + ")");
        }
        return this;
    }

    /** The mechanisms and suites named, as the catalog chooses endpoints by them. */
    public EndpointSelection selection() {
        return new EndpointSelection(mechanisms, suites, List.of(AlgorithmSuite.DEFAULT));
    }

    public List<AlgorithmSuite> suitesOrDefault() {
        return selection().suitesOrDefault();
    }

    public List<Integer> sizesOrDefault() {
        return sizes == null ? DEFAULT_SIZES : List.copyOf(sizes);
    }

    /** The calls per cell of the plan: a precision run's maximum, or the fixed calls. */
    public int callsOrDefault() {
        return precision != null ? precision.maxCalls() : calls == null ? DEFAULT_CALLS : calls;
    }

    public int warmupOrDefault() {
        return warmup == null ? DEFAULT_WARMUP : warmup;
    }

    public Order orderOrDefault() {
        return order == null ? Order.DEFAULT : Order.byId(order).orElseThrow();
    }
}
