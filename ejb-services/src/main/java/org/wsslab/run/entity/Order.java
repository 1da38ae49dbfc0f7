package org.wsslab.run.entity;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import org.wsslab.workload.entity.Identified;

/**
 * How a run's calls of different cells follow each other (the run dimension {@code order}). On two
 * cores what one call leaves behind (garbage, log writes, server threads still finishing, compiler
 * threads) lands on the next call, so the order decides whose round trips carry whose left-overs.
 * docs/measuring.md, "Call order", says why the default is what it is; the benchmark that chose it is
 * docs/results/2026-11-23-call-order.md.
 */
public enum Order implements Identified {

    /** As blocks, with a full collection before each cell's warm-up. */
    BLOCKS_GC("blocks-gc", Layout.BLOCKS, Quiet.FULL_GC,
            "as blocks, with a full garbage collection outside the clock before each cell"),
    /** Each cell's calls together, its warm-up first, one mechanism after another within a size. */
    BLOCKS("blocks", Layout.BLOCKS, Quiet.NONE,
            "each cell's calls together, its warm-up first: a cell's round trips carry only its own left-overs"),
    /** Rounds of one call per mechanism, the first mechanism of each round rotating (the order of runs before it was chosen). */
    INTERLEAVED("interleaved", Layout.ROUNDS, Quiet.NONE,
            "rounds of one call per mechanism within a size, who starts a round rotating: drift lands on all alike, "
                    + "but each call carries its neighbour's left-overs"),
    /** As interleaved, with a pause outside the clock before every call. */
    INTERLEAVED_PAUSED("interleaved-paused", Layout.ROUNDS, Quiet.PAUSE,
            "as interleaved, with a 5 ms pause outside the clock before each call, for left-over work to finish"),
    /**
     * Warm-up in rounds as interleaved, then rounds of short blocks: each mechanism makes
     * {@link #SHORT_BLOCK} counted calls in a row, who starts a round rotating.
     */
    SHORT_BLOCKS("short-blocks", Layout.SHORT_BLOCKS, Quiet.NONE,
            "warm-up as interleaved, then rounds of 10 calls in a row per mechanism, who starts rotating: drift lands on "
                    + "all alike, but a neighbour's left-overs outlast a block's first calls (measured)"),
    /**
     * Each cell's warm-up, then {@link Rounds rounds} in which every cell of the size is visited once in
     * a fresh seeded random order, a visit being a few settle calls and the round's share of counted
     * calls: each secured cell's ratio to plain is taken within a round, paired in time.
     */
    ROUNDS("rounds", Layout.VISITS, Quiet.NONE,
            "each cell's warm-up, then rounds in which every cell (plain too) is visited once in a random order: a few "
                    + "settle calls, then its share of counted calls; overheads are paired with plain round by round"),
    /** As rounds, with a full collection before each visit. */
    ROUNDS_GC("rounds-gc", Layout.VISITS, Quiet.FULL_GC,
            "as rounds, with a full garbage collection outside the clock before each visit");

    /** Counted calls a mechanism makes in a row in {@link #SHORT_BLOCKS}. */
    public static final int SHORT_BLOCK = 10;

    /**
     * How the calls of a size are laid out: rounds of one call per mechanism; each cell's calls in one
     * block; or the warm-up in rounds, then rounds of short blocks.
     */
    public enum Layout {
        ROUNDS,
        BLOCKS,
        SHORT_BLOCKS,
        /** Each cell's warm-up in a block, then rounds of visits in a seeded random order ({@link Rounds}). */
        VISITS
    }

    /** What happens outside the clock where the order puts a quiet point. */
    public enum Quiet {
        NONE,
        PAUSE,
        FULL_GC
    }

    /** The order of runs that do not name one: chosen by the call-order benchmark (docs/measuring.md, "Call order"). */
    public static final Order DEFAULT = BLOCKS_GC;

    private final String id;
    private final Layout layout;
    private final Quiet quiet;
    private final String description;

    Order(String id, Layout layout, Quiet quiet, String description) {
        this.id = id;
        this.layout = layout;
        this.quiet = quiet;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    public Layout layout() {
        return layout;
    }

    /** Whether each cell's calls come together, so that a cell is a block of its own (else a size's cells share one). */
    public boolean blocks() {
        return layout == Layout.BLOCKS;
    }

    /** Whether the order visits cells in rounds, so that their overheads over plain are paired round by round. */
    public boolean paired() {
        return layout == Layout.VISITS;
    }

    /**
     * Whether each cell's warm-up calls come one after another, so that a warm-up can end once its cell is
     * steady: the interleaved layouts spread a cell's warm-up over rounds of every mechanism. The paired
     * orders warm each cell up in one piece too, but a resumed paired run's skipped warm-up has not been
     * tried beside its repeated settle calls: they are left out until it has.
     */
    public boolean warmsUpInOnePiece() {
        return layout == Layout.BLOCKS;
    }

    public Quiet quiet() {
        return quiet;
    }

    public String description() {
        return description;
    }

    public static Optional<Order> byId(String id) {
        return Identified.byId(values(), id == null ? null : id.toLowerCase(Locale.ROOT));
    }

    /** The ids, for messages that say what is allowed. */
    public static String ids() {
        return Identified.ids(values());
    }

    /** The ids of the orders that {@code are} so, for messages that say what is allowed. */
    public static String ids(Predicate<Order> are) {
        return Identified.ids(Arrays.stream(values()).filter(are).toArray(Order[]::new));
    }
}
