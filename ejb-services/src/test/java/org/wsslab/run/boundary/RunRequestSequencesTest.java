package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Sequences;

/**
 * A sequences run's parameters as GET /runs/{id} echoes them post again: its calls per cell, its order
 * (interleaved) and a paired run's sizes (the pairs') are accepted as echoed; any other value in these
 * fields is refused at the field, as before.
 */
class RunRequestSequencesTest {

    private static final List<String> ONE = List.of("plain", "mutual-certificates");
    private static final Sequences PAIRED = Sequences.paired(List.of(new Sequences.Pair(30, 5), new Sequences.Pair(2, 500),
            new Sequences.Pair(4, 5)), 2);
    private static final Sequences CROSSED = new Sequences(List.of(10, 250), 3);

    private static RunRequest request(List<Integer> sizes, Integer calls, String order, Sequences sequences) {
        return new RunRequest(ONE, sizes, calls, 5, order, sequences, null, "books", null, null, List.of(1));
    }

    private static String refused(RunRequest request) {
        try {
            request.check();
            throw new AssertionError("not refused: " + request);
        } catch (Refusal refusal) {
            return refusal.fields().get(0).path();
        }
    }

    @Test
    void aPairedRunsEchoPostsAgain() {
        assertEquals((30 + 4) * 2, PAIRED.callsPerCell(), "the largest size's sequences, as the run stores its calls per cell");
        RunRequest echoed = request(List.of(5, 500), 68, Order.INTERLEAVED.id(), PAIRED).check();
        assertEquals(List.of(5, 500), echoed.sizesOrDefault(), "the pairs' sizes");
        assertEquals(PAIRED, echoed.mode());
        request(List.of(500, 5), null, null, PAIRED).check();
    }

    @Test
    void aCrossedRunsEchoPostsAgain() {
        request(List.of(5, 500), (10 + 250) * 3, Order.INTERLEAVED.id(), CROSSED).check();
    }

    @Test
    void whatTheModeDoesNotMakeIsRefusedAtItsField() {
        assertEquals("sizes", refused(request(List.of(5), null, null, PAIRED)), "a size without a pair");
        assertEquals("sizes", refused(request(List.of(5, 500, 7), null, null, PAIRED)), "a size beyond the pairs'");
        assertEquals("calls", refused(request(null, 67, null, PAIRED)));
        assertEquals("calls", refused(request(null, 100, null, CROSSED)));
        assertEquals("order", refused(request(null, null, Order.BLOCKS.id(), CROSSED)));
        assertEquals("calls", refused(request(null, 5, null, new Sequences(List.of(0), 1))), "no calls a refused mode makes");
    }
}
