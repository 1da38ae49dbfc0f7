package org.wsslab.run.summary.boundary;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.control.CellCalls;

/**
 * A paired run's cell split by round: its counted round trips in the round their seqs put them in
 * ({@link Rounds#roundOf}). What a paired overhead pairs and what a verdict's interval across rounds
 * reads.
 */
public final class RoundSplit {

    private RoundSplit() {
    }

    /** The cell's counted round trips by round (index = round; an empty array for a round without one); null cell: none. */
    public static long[][] of(CellCalls cell, Run run, Rounds rounds) {
        long[][] split = new long[rounds.count()][];
        int[] seqs = cell == null ? new int[0] : cell.seqs();
        int[] ofRound = Arrays.stream(seqs).map(seq -> rounds.roundOf(seq, run.getWarmupCalls(), run.getCallsPerCell()).orElse(-1))
                .toArray();
        for (int round = 0; round < split.length; round++) {
            int r = round;
            split[round] = IntStream.range(0, seqs.length).filter(i -> ofRound[i] == r).mapToLong(i -> cell.rttNanos()[i]).toArray();
        }
        return split;
    }
}
