package org.wsslab.run.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.workload.entity.Workload;

/** Calls of several engines as the lab stores a load run's: one seq per call, cells' clients over all engines, their windows. */
class JmeterResultsTest {

    @Test
    void everyCallOfEveryEngineHasASeqOfItsOwnAndTogetherTheyAreTheCellsSeqs() {
        JmeterCells plan = new JmeterCells(9, "test-lab", Workload.DEFAULT,
                List.of(new JmeterCells.Cell(0, Mechanism.PLAIN.endpoint(), 100, 3),
                        new JmeterCells.Cell(1, Mechanism.PLAIN.endpoint(), 100, 1)),
                2, 3, null);
        List<String> engines = List.of("c", "a", "b");
        JmeterResults results = JtlCheck.of(JtlText.file(JtlText.rows(plan, engines, 5)), plan);
        for (JmeterCells.Cell cell : plan.cells()) {
            int clients = results.clients(cell);
            assertEquals(cell.clients() * 3, clients);
            Set<Integer> seqs = new HashSet<>();
            results.calls().stream().filter(call -> call.cell().equals(cell)).forEach(call -> {
                int seq = results.seq(call);
                assertEquals(call.message().iteration(), seq / clients, "the iteration is the seq's round, as in the lab's load cells");
                seqs.add(seq);
            });
            assertEquals(IntStream.range(0, 5 * clients).boxed().collect(java.util.stream.Collectors.toSet()), seqs,
                    "one seq per call, none left out: a bijection onto 0 .. calls - 1");
        }
        JmeterCall first = results.calls().get(0);
        assertEquals("c", first.message().engine());
        assertEquals(2 * 3 + 0, results.client(first), "engine c is the third by name");
    }

    @Test
    void callsAreStoredAsTheLabsLoadCellsAndEachCellsWindowSpansItsCountedCalls() {
        JmeterCells plan = JtlText.plan();
        JmeterResults results = JtlCheck.of(JtlText.file(JtlText.rows(plan, List.of("b", "a"), 3)), plan);
        JmeterCall call = results.calls().get(1); // engine b, plain, thread 0, i = 1: counted
        Sample sample = results.sample(42, call);
        assertEquals(new Sample(42, Mechanism.PLAIN.endpoint(), 100, 1 * 4 + 2, 0, false, false, call.message().ns(), 900_000L, null, null,
                call.start(), sample.split(), 4), sample);
        assertEquals(JmeterResults.SPLIT, sample.split().missing());

        List<LoadCell> loads = results.loads(8);
        assertEquals(2, loads.size());
        LoadCell plain = loads.get(0);
        assertEquals(4, plain.clients());
        assertEquals(8, plain.calls(), "2 counted calls of 2 threads on 2 engines");
        // b's plain rows are 0..5, a's 12..17; counted are i 1 and 2: rows 1, 2, 4, 5 and 13, 14, 16, 17.
        long firstStart = 10L * 1;
        long lastEnd = 10L * 17 * 1_000_000 + 2_000_000L + 1_000L * 17;
        assertEquals(lastEnd - firstStart * 1_000_000, plain.wallNanos());
        assertEquals(2 * (10_000_000L * 4), plain.clientCpuNanos(), "each engine's last reading less its first, added up");
        assertNull(plain.processCpuNanos(), "an engine does not see the server's CPU");
        assertEquals(8, plain.cores());
    }
}
