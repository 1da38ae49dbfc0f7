package org.wsslab.run.plan.control;

import java.util.List;
import java.util.function.IntUnaryOperator;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Sequences;

/**
 * Where the counted calls of a size go after its warm-up rounds in the two orders that lay them out
 *  in runs of several calls per endpoint: a sequences run's sequences, and short blocks; and where each
 * size's calls begin (a paired sequences run's sizes differ in number of calls). Apart from
 * {@link CallOrder}, which walks the plan, because each is arithmetic of its own.
 */
final class SequenceLayout {

    private SequenceLayout() {
    }

    /** The {@code counted}-th call after a size's warm-up rounds of a sequences run. */
    static CallOrder.Call call(List<Endpoint> endpoints, Sequences sequences, int warmup, int size, int counted) {
        int m = endpoints.size();
        int before = 0;
        for (int length : sequences.lengthsAt(size)) {
            int ofLength = length * sequences.repeats() * m;
            if (counted < ofLength) {
                int repeat = counted / (length * m);
                int inRepeat = counted % (length * m);
                Endpoint endpoint = endpoints.get((inRepeat / length + repeat) % m);
                int index = inRepeat % length;
                return new CallOrder.Call(endpoint, size, warmup + before + repeat * length + index, false,
                        new Step(length, repeat, index));
            }
            counted -= ofLength;
            before += length * sequences.repeats();
        }
        throw new IndexOutOfBoundsException("past the sequences of size " + size);
    }

    /** Where each size's calls begin, then the plan's end: each size's cells of {@code perCell} calls, m endpoints. */
    static int[] sizeStarts(List<Integer> sizes, int m, IntUnaryOperator perCell) {
        int[] starts = new int[sizes.size() + 1];
        for (int i = 0; i < sizes.size(); i++) {
            starts[i + 1] = starts[i] + perCell.applyAsInt(sizes.get(i)) * m;
        }
        return starts;
    }

    /**
     * The {@code counted}-th call after a size's warm-up rounds in short blocks: chunks in which each
     * endpoint makes up to {@link Order#SHORT_BLOCK} calls in a row, who starts rotating per chunk.
     */
    static CallOrder.Call shortBlock(List<Endpoint> endpoints, int warmup, int calls, int size, int counted) {
        int m = endpoints.size();
        int chunk = counted / (Order.SHORT_BLOCK * m);
        int inChunk = counted - chunk * Order.SHORT_BLOCK * m;
        int length = Math.min(Order.SHORT_BLOCK, calls - chunk * Order.SHORT_BLOCK);
        Endpoint endpoint = endpoints.get((inChunk / length + chunk) % m);
        return new CallOrder.Call(endpoint, size, warmup + chunk * Order.SHORT_BLOCK + inChunk % length, false);
    }
}
