package org.wsslab.console.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.console.run.ResultsFixture.cell;
import static org.wsslab.console.run.ResultsFixture.millis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.run.ResultsFixture;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * Runs of one mechanism under two workloads (001's Table 1: books from memory, books from a database):
 * their cells share no millisecond worth comparing, but each workload's factor over its own plain does.
 */
class WorkloadPairsTest {

    private static final Workload MEMORY = new Workload(Shape.BOOKS, Direction.RESPONSE, ServiceWork.NONE);
    private static final Workload DATABASE = new Workload(Shape.BOOKS, Direction.RESPONSE, ServiceWork.DB_READ);

    private static RunComparison.Compared run(long seed, Workload workload, List<Integer> sizes, long[] plain, long[] mutual) {
        Run run = ResultsFixture.run(seed, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), sizes, plain.length);
        run.plan().carry(workload);
        List<Sample> samples = new ArrayList<>();
        for (int size : sizes) {
            samples.addAll(cell(Mechanism.PLAIN, size, plain));
            samples.addAll(cell(Mechanism.MUTUAL_CERTIFICATES, size, mutual));
        }
        RunSummarizer summarizer = ResultsFixture.summarizer(run, samples);
        return new RunComparison.Compared(summarizer.summary(), summarizer, Map.of());
    }

    @Test
    void theSameShapeUnderTwoWorkloadsPairsAtEachSizeTheyShareByTheirFactorsOverPlain() {
        // In memory: plain 2 ms, secured 10 ms: 5×. From a database: plain 4 ms, secured 10 ms: 2.5×, half the factor.
        RunComparison comparison = new RunComparison(List.of(run(1, MEMORY, List.of(100, 200), millis(2, 2, 2), millis(10, 10, 10)),
                run(2, DATABASE, List.of(100, 300), millis(4, 4, 4), millis(10, 10, 10))), ShownStatistic.MEAN);
        WorkloadPairs pairs = comparison.workloads();
        assertTrue(pairs.applies());
        assertTrue(comparison.cells().isEmpty(), "no cell's milliseconds compare across workloads");
        assertTrue(comparison.sharing().contains("their mechanisms' factors over plain do"), comparison.sharing());
        assertEquals(1, pairs.pairs().size(), "mutual-certificates at 100 books, the only size both measured");
        WorkloadPairs.Pair pair = pairs.pairs().get(0);
        assertEquals("mutual-certificates", pair.mechanism());
        assertEquals(List.of(100, 100), pair.sizes());
        assertEquals(List.of("5.00× [5.00, 5.00]", "2.50× [2.50, 2.50]"), pair.factors());
        assertEquals(0.5, pair.factorChanges().get(0), 1e-12);
        assertEquals(List.of("0.50×"), pair.changes());
        assertEquals(List.of(10.0, 10.0), pair.millis());
        assertTrue(pairs.how().contains("at each size all of them measured (1)"), pairs.how());
    }

    @Test
    void twoShapesPairByRankOfSizeAndWithDifferentCountsNotAtAll() {
        Workload echo = new Workload(Shape.TEXT, Direction.ECHO, ServiceWork.NONE);
        Workload employees = new Workload(Shape.EMPLOYEES, Direction.RESPONSE, ServiceWork.NONE);
        RunComparison byRank = new RunComparison(List.of(run(1, echo, List.of(12), millis(3, 3), millis(39, 39)),
                run(2, employees, List.of(1), millis(100, 100), millis(190, 190))), ShownStatistic.MEAN);
        WorkloadPairs.Pair pair = byRank.workloads().pairs().get(0);
        assertEquals(List.of(12, 1), pair.sizes(), "the smallest with the smallest");
        assertEquals(List.of("13.00× [13.00, 13.00]", "1.90× [1.90, 1.90]"), pair.factors());

        RunComparison none = new RunComparison(List.of(run(1, echo, List.of(12, 24), millis(3, 3), millis(39, 39)),
                run(2, employees, List.of(1), millis(100, 100), millis(190, 190))), ShownStatistic.MEAN);
        assertTrue(none.workloads().pairs().isEmpty());
        assertTrue(none.workloads().how().contains("no size pairs with another"), none.workloads().how());

        RunComparison alike = new RunComparison(List.of(run(1, MEMORY, List.of(100), millis(2, 2), millis(10, 10)),
                run(2, MEMORY, List.of(100), millis(2, 2), millis(10, 10))), ShownStatistic.MEAN);
        assertFalse(alike.workloads().applies(), "one workload: the deltas compare, not this view");
        assertEquals(2, alike.cells().size());
    }
}
