package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;

/**
 * The single-field checks that are Bean Validation constraints say the sentences the hand-written
 * checks said, name the same field, and refuse the first field wrong in the order check() always had.
 */
class RunRequestConstraintsTest {

    private static RunRequest asking(Integer calls, Integer warmup, String order, String shape, List<Integer> clients) {
        return new RunRequest(null, null, calls, warmup, order, null, null, shape, null, null, clients);
    }

    private static void refuses(String sentence, String path, RunRequest request) {
        Refusal refused = assertThrows(Refusal.class, request::check);
        assertEquals(sentence, refused.getMessage());
        assertEquals(List.of(path), refused.fields().stream().map(field -> field.path()).toList());
    }

    @Test
    void rangesSayBothEnds() {
        refuses("calls: 100001 is not allowed; calls per cell are from 1 to 100000", "calls", asking(100_001, null, null, null, null));
        refuses("warmup: -1 is not allowed; warm-up calls per cell are from 0 to 10000", "warmup", asking(null, -1, null, null, null));
        refuses("clients: 0 is not allowed; a number of concurrent client threads is from 1 to 32", "clients",
                asking(null, null, null, null, List.of(1, 0)));
        refuses("clients: null is not allowed; a number of concurrent client threads is from 1 to 32", "clients",
                asking(null, null, null, null, Arrays.asList(1, null)));
    }

    @Test
    void idsSayWhatIsAllowedAndTheDefault() {
        refuses("order: 'sideways' is not an order; allowed are blocks-gc, blocks, interleaved, interleaved-paused, short-blocks, rounds, rounds-gc"
                + " (default blocks-gc)", "order", asking(null, null, "sideways", null, null));
        refuses("service_work: '${1+1}' is not a service work; allowed are none, db-read (default none)", "service_work",
                new RunRequest(null, null, null, null, null, null, null, null, null, "${1+1}"));
        asking(null, null, "BLOCKS", null, null).check();
    }

    @Test
    void theFirstFieldWrongIsRefusedInTheOrderOfOld() {
        refuses("shape: 'x' is not a payload shape; allowed are bytes, text, books, employees (default bytes)", "shape",
                asking(0, -1, "x", "x", List.of(0)));
        refuses("calls: 0 is not allowed; calls per cell are from 1 to 100000", "calls", asking(0, -1, "x", null, List.of(0)));
        refuses("clients: give 1 to 10 numbers of concurrent client threads, or leave the field out for [1] (one call at a time)",
                "clients", asking(null, null, null, null, List.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
        refuses("clients: 33 is not allowed; a number of concurrent client threads is from 1 to 32", "clients",
                asking(null, null, null, null, List.of(1, 33, 0)));
        // A growth run refuses an order at all before it is an order not known.
        refuses("order: a growth run takes no order (call k of every mechanism is made in one round, who starts rotating);"
                + " leave it out, or leave out mode.growth", "order",
                new RunRequest(null, null, null, null, "x", new Growth(12, 12, 10), null, null, null, null));
    }
}
