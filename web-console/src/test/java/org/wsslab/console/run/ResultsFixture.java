package org.wsslab.console.run;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.summary.boundary.RunSummarizer;

/** Runs held in memory with calls of chosen round trips, as the stores would give them back. */
public final class ResultsFixture {

    public static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private ResultsFixture() {
    }

    public static Run run(long seed, List<Mechanism> mechanisms, List<Integer> sizes, int calls) {
        return new Run(mechanisms.stream().map(Mechanism::endpoint).toList(), List.of(AlgorithmSuite.DEFAULT), sizes, calls, 1,
                Order.DEFAULT, seed, T0);
    }

    /**
     * One warm-up call (the port's initial one, 100 ms) then {@code rtts} counted calls of a cell.
     * Taken times run backwards so a reader must sort them.
     */
    public static List<Sample> cell(Mechanism mechanism, int size, long... rtts) {
        List<Sample> calls = new ArrayList<>();
        calls.add(Sample.measured(1, mechanism.endpoint(), size, 0, 0, true, true, 100_000_000L, 1_000_000L, T0.plusSeconds(100)));
        for (int i = 0; i < rtts.length; i++) {
            calls.add(Sample.measured(1, mechanism.endpoint(), size, i + 1, 0, false, false, rtts[i], rtts[i] / 2, T0.plusSeconds(99 - i)));
        }
        return calls;
    }

    public static long[] millis(long... ms) {
        return LongStream.of(ms).map(m -> m * 1_000_000L).toArray();
    }

    public static RunSummarizer summarizer(Run run, List<Sample> samples) {
        return new RunSummarizer(run, samples, List.of());
    }
}
