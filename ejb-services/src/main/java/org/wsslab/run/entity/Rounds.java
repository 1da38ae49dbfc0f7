package org.wsslab.run.entity;

import java.util.OptionalInt;

/**
 * How a run in a paired order ({@link Order#paired()}) spreads each cell's counted calls: over
 * {@code count} rounds, in each of which every cell of a size, the baseline included, is visited once;
 * a visit is {@code settle} calls (stored as warm-up, never counted: what the cell before left behind
 * lands on them) and then the round's share of the counted calls. The first {@code calls % count}
 * rounds carry one counted call more than the others.
 *
 * <p>A cell's seqs follow its calls in time: its warm-up first ({@code 0 … warmup − 1}), then round
 * after round its settle calls and its counted calls. Which round a stored call belongs to, and
 * whether it was a settle call, is therefore read from its seq and the plan alone, by {@link #roundOf}
 * and {@link #settles}: the plan, the summary and the exports share this one arithmetic.
 */
public record Rounds(int count, int settle) {

    public static final int DEFAULT_COUNT = 10;
    /** Measured: docs/measuring.md, "Rounds". */
    public static final int DEFAULT_SETTLE = 10;
    public static final int MIN_COUNT = 2;
    public static final int MAX_COUNT = 1_000;
    public static final int MAX_SETTLE = 1_000;

    public Rounds {
        if (count < MIN_COUNT || count > MAX_COUNT) {
            throw new IllegalArgumentException("rounds are from " + MIN_COUNT + " to " + MAX_COUNT + ", not " + count);
        }
        if (settle < 0 || settle > MAX_SETTLE) {
            throw new IllegalArgumentException("settle calls are from 0 to " + MAX_SETTLE + ", not " + settle);
        }
    }

    /** The counted calls of round {@code round} of a cell of {@code calls} counted calls. */
    public int share(int round, int calls) {
        return calls / count + (round < calls % count ? 1 : 0);
    }

    /** The calls of one visit in round {@code round}: its settle calls and its share. */
    public int visit(int round, int calls) {
        return settle + share(round, calls);
    }

    /** The seq of the first call (a settle call, if any) of a cell's visit in round {@code round}. */
    public int visitStart(int round, int warmup, int calls) {
        return warmup + round * (settle + calls / count) + Math.min(round, calls % count);
    }

    /** Every call a cell makes at a size: its warm-up, and each round's settle and counted calls. */
    public int perCell(int warmup, int calls) {
        return warmup + count * settle + calls;
    }

    /** The round a call of the cell belongs to, by its seq; empty for a warm-up call. */
    public OptionalInt roundOf(int seq, int warmup, int calls) {
        if (seq < warmup || seq >= perCell(warmup, calls)) {
            return OptionalInt.empty();
        }
        int longer = calls % count;
        int longVisit = settle + calls / count + 1;
        int after = seq - warmup;
        if (after < longer * longVisit) {
            return OptionalInt.of(after / longVisit);
        }
        return OptionalInt.of(longer + (after - longer * longVisit) / (longVisit - 1));
    }

    /** Whether the call with this seq is one of its visit's settle calls (stored, flagged warm-up, never counted). */
    public boolean settles(int seq, int warmup, int calls) {
        OptionalInt round = roundOf(seq, warmup, calls);
        return round.isPresent() && seq - visitStart(round.getAsInt(), warmup, calls) < settle;
    }
}
