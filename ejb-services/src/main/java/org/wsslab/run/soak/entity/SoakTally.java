package org.wsslab.run.soak.entity;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import org.wsslab.catalog.entity.Mechanism;

/**
 * A soak's counts per mechanism, added to by every client thread at once: the calls made (each
 * thread's opening call included), the calls answered within the clock and the sum of their round
 * trips, errors and the first few error texts (enough to tell what broke without keeping thousands of
 * copies of one stack). Read while the soak runs, a row may be a call behind. Errors never outnumber
 * the calls made, so "every call failed" is {@code errors == attempts}, as a wrong credential asks.
 */
public final class SoakTally {

    /** Error texts kept per mechanism. */
    public static final int KEPT_ERRORS = 5;

    private final Map<Mechanism, Counts> counts = new EnumMap<>(Mechanism.class);
    private final List<Mechanism> order;

    /** Every mechanism is there from the start, so the map is only read after construction. */
    public SoakTally(List<Mechanism> mechanisms) {
        this.order = List.copyOf(mechanisms);
        order.forEach(m -> counts.put(m, new Counts()));
    }

    /** A call about to be made, answered or not, in the clock or before it. */
    public void attempted(Mechanism mechanism) {
        counts(mechanism).attempts.increment();
    }

    /** A call within the clock whose echo came back equal to its payload, after {@code rttNanos}. */
    public void answered(Mechanism mechanism, long rttNanos) {
        Counts c = counts(mechanism);
        c.calls.increment();
        c.rttNanos.add(rttNanos);
    }

    /** A call that failed or came back different. */
    public void failed(Mechanism mechanism, String error) {
        Counts c = counts(mechanism);
        c.errors.increment();
        synchronized (c.firstErrors) {
            if (c.firstErrors.size() < KEPT_ERRORS) {
                c.firstErrors.add(error);
            }
        }
    }

    /** One row per mechanism, in the order the tally was made with. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>(order.size());
        for (Mechanism mechanism : order) {
            Counts c = counts.get(mechanism);
            List<String> errors;
            synchronized (c.firstErrors) {
                errors = List.copyOf(c.firstErrors);
            }
            // Errors before attempts: a call counted between the two reads cannot make errors exceed attempts.
            long failed = c.errors.sum();
            rows.add(new Row(mechanism.id(), c.attempts.sum(), c.calls.sum(), failed, c.rttNanos.sum(), errors));
        }
        return rows;
    }

    /** All mechanisms together (no error texts: they are in the rows). */
    public static Row total(List<Row> rows) {
        long attempts = 0;
        long calls = 0;
        long errors = 0;
        long rtt = 0;
        for (Row row : rows) {
            attempts += row.attempts();
            calls += row.calls();
            errors += row.errors();
            rtt += row.rttNanos();
        }
        return new Row("total", attempts, calls, errors, rtt, List.of());
    }

    private Counts counts(Mechanism mechanism) {
        Counts c = counts.get(mechanism);
        if (c == null) {
            throw new IllegalArgumentException(mechanism + " is not in this soak");
        }
        return c;
    }

    /**
     * Counts of one mechanism, or of all ({@code mechanism} "total"): {@code attempts} every call made,
     * {@code calls} those answered within the clock (what rates and means are made of), {@code errors}
     * those that failed, before the clock or in it.
     */
    public record Row(String mechanism, long attempts, long calls, long errors, long rttNanos, List<String> firstErrors) {

        public Row {
            firstErrors = Collections.unmodifiableList(new ArrayList<>(firstErrors));
        }

        /** Answered calls per second over the soak's time so far; null before any time has passed. */
        public Double callsPerSecond(Duration elapsed) {
            return elapsed.isZero() || elapsed.isNegative() ? null : calls * 1e9 / elapsed.toNanos();
        }

        /** Mean round trip of the answered calls in ms; null without any. */
        public Double meanRttMillis() {
            return calls == 0 ? null : rttNanos / 1e6 / calls;
        }
    }

    private static final class Counts {
        final LongAdder attempts = new LongAdder();
        final LongAdder calls = new LongAdder();
        final LongAdder errors = new LongAdder();
        final LongAdder rttNanos = new LongAdder();
        final List<String> firstErrors = new ArrayList<>(KEPT_ERRORS);
    }
}
