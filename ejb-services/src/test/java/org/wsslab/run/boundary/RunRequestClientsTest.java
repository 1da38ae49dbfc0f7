package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Precision;

class RunRequestClientsTest {

    private static RunRequest asking(List<Integer> sizes, String order, String shape, List<Integer> clients) {
        return new RunRequest(null, sizes, null, null, order, null, null, shape, null, null, clients);
    }

    @Test
    void oneCallAtATimeUnlessClientsAreNamed() {
        assertEquals(List.of(1), RunRequest.defaults().clientsOrDefault());
        assertEquals(List.of(1, 4, 16), asking(List.of(1_024), null, null, List.of(1, 4, 16)).check().clientsOrDefault());
    }

    @Test
    void theHeapBoundsClientsTimesTheLargestPayload() {
        asking(List.of(100, 1_048_576), null, null, List.of(1, 4)).check();
        asking(List.of(262_144), null, null, List.of(16)).check();
        String refused = assertThrows(Refusal.class, () -> asking(List.of(100, 1_048_576), null, null, List.of(1, 5)).check()).getMessage();
        assertTrue(refused.contains("5 clients at 1048576 B") && refused.contains("up to 4 MB"), refused);
        // Records count at 256 B each: 16 clients × 1,000 books = 4,000 KB fits, 16 × 2,000 does not.
        asking(List.of(1_000), null, "books", List.of(16)).check();
        assertThrows(Refusal.class, () -> asking(List.of(2_000), null, "books", List.of(16)).check());
    }

    @Test
    void concurrentClientsNeedBlocksAndAFixedRun() {
        asking(List.of(100), "blocks", null, List.of(4)).check();
        asking(List.of(100), "interleaved", null, List.of(1)).check();
        assertThrows(Refusal.class, () -> asking(List.of(100), "interleaved", null, List.of(4)).check());
        assertThrows(Refusal.class, () -> new RunRequest(null, List.of(100), null, null, null, new Precision(2, 100, 10), null,
                null, null, null, List.of(2)).check());
    }

    @Test
    void badNumbersOfClientsAreRefused() {
        for (List<Integer> bad : List.of(List.<Integer>of(), List.of(0), List.of(33), List.of(2, 2),
                List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11))) {
            assertThrows(Refusal.class, () -> asking(List.of(100), null, null, bad).check(), bad.toString());
        }
    }

    @Test
    void aRefusedFieldIsNamedByItsPathBesideTheSentence() {
        Refusal refused = assertThrows(Refusal.class, () -> new RunRequest(null, List.of(100), 0, null, null).check());
        assertEquals("calls: 0 is not allowed; calls per cell are from 1 to " + RunRequest.MAX_CALLS, refused.getMessage());
        assertEquals("calls", refused.fields().get(0).path());
        Refusal inMode = assertThrows(Refusal.class, () -> new RunRequest(null, List.of(100), null, null, null,
                new Precision(0, 100, 10)).check());
        assertEquals("mode.precision.pct", inMode.fields().get(0).path());
        assertTrue(inMode.getMessage().startsWith("mode.precision.pct: 0.0 is not allowed"), inMode.getMessage());
    }
}
