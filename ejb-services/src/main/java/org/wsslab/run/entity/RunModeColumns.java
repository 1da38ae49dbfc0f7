package org.wsslab.run.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.util.Optional;

/**
 * A run's mode, as columns of RUN: those of one of precision, growth, sequences and startup, all null for a
 * run of fixed calls (which JPA then reads as no object at all: {@link Run} takes that as none). A
 * part of {@link Run}; apart so that which columns make which mode is said in one place.
 */
@Embeddable
public class RunModeColumns {

    @Column(name = "PRECISION_PCT")
    private Double precisionPct;
    @Column(name = "PRECISION_MIN_CALLS")
    private Integer precisionMinCalls;
    @Column(name = "GROWTH_START")
    private Integer growthStart;
    @Column(name = "GROWTH_STEP")
    private Integer growthStep;
    @Column(name = "GROWTH_CALLS")
    private Integer growthCalls;
    /** Calls between a growth run's wire probes; null for a run stored before them (read as the default). */
    @Column(name = "GROWTH_WIRE_EVERY")
    private Integer growthWireEvery;
    /** A sequences run's lengths, comma-separated, in the order it makes them; null in a paired one. */
    @Column(name = "SEQUENCE_LENGTHS", length = 128)
    private String sequenceLengths;
    /** A paired sequences run's pairs, "length:size" comma-separated, in the order given; null in any other. */
    @Column(name = "SEQUENCE_PAIRS", length = 512)
    private String sequencePairs;
    @Column(name = "SEQUENCE_REPEATS")
    private Integer sequenceRepeats;
    /** A startup run's restarts per mechanism and steady calls after each (Flyway V34); null in any other. */
    @Column(name = "STARTUP_REPEATS")
    private Integer startupRepeats;
    @Column(name = "STARTUP_STEADY_CALLS")
    private Integer startupSteadyCalls;

    /** A run of fixed calls: no mode. */
    protected RunModeColumns() {
        // also for JPA
    }

    /** The mode; empty for a fixed number of calls per cell ({@code callsPerCell}, a precision rule's maximum). */
    Optional<RunMode> mode(int callsPerCell) {
        return precision(callsPerCell).<RunMode>map(p -> p).or(this::growth).or(this::sequences).or(this::startup);
    }

    Optional<Precision> precision(int callsPerCell) {
        return precisionPct == null ? Optional.empty() : Optional.of(new Precision(precisionPct, callsPerCell, precisionMinCalls));
    }

    /** Records the mode's columns; {@code callsPerCell} is the plan's, which a precision or sequences run's must be. */
    void follow(RunMode rule, int callsPerCell) {
        switch (rule) {
            case Precision precision -> {
                if (precision.maxCalls() != callsPerCell) {
                    throw new IllegalArgumentException("a precision run's plan holds its maximum of calls per cell");
                }
                follow(precision);
            }
            case Growth growth -> grow(growth);
            case Sequences sequences -> {
                if (sequences.callsPerCell() != callsPerCell) {
                    throw new IllegalArgumentException("a sequences run's plan holds its sequences' calls per cell");
                }
                sequence(sequences);
            }
            case Startup startup -> {
                if (startup.callsPerCell() != callsPerCell) {
                    throw new IllegalArgumentException("a startup run's plan holds its visits' calls per cell");
                }
                this.startupRepeats = startup.repeats();
                this.startupSteadyCalls = startup.steadyCalls();
            }
        }
    }

    Optional<Startup> startup() {
        return startupRepeats == null ? Optional.empty() : Optional.of(new Startup(startupRepeats, startupSteadyCalls));
    }

    private void follow(Precision precision) {
        this.precisionPct = precision.pct();
        this.precisionMinCalls = precision.minCalls();
    }

    Optional<Growth> growth() {
        if (growthCalls == null) {
            return Optional.empty();
        }
        return Optional.of(growthWireEvery == null ? new Growth(growthStart, growthStep, growthCalls)
                : new Growth(growthStart, growthStep, growthCalls, growthWireEvery));
    }

    private void grow(Growth growth) {
        this.growthStart = growth.start();
        this.growthStep = growth.step();
        this.growthCalls = growth.calls();
        this.growthWireEvery = growth.wireEvery();
    }

    Optional<Sequences> sequences() {
        if (sequenceRepeats == null) {
            return Optional.empty();
        }
        if (sequencePairs != null) {
            return Optional.of(Sequences.paired(ListColumn.values(sequencePairs, RunModeColumns::pair), sequenceRepeats));
        }
        return Optional.of(new Sequences(ListColumn.values(sequenceLengths, Integer::valueOf), sequenceRepeats));
    }

    private static Sequences.Pair pair(String text) {
        String[] parts = text.split(":");
        return new Sequences.Pair(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    private void sequence(Sequences sequences) {
        if (sequences.paired()) {
            this.sequencePairs = ListColumn.of(sequences.pairs(), p -> p.length() + ":" + p.size());
        } else {
            this.sequenceLengths = ListColumn.of(sequences.lengths(), String::valueOf);
        }
        this.sequenceRepeats = sequences.repeats();
    }
}
