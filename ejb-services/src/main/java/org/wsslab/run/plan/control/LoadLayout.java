package org.wsslab.run.plan.control;

import java.util.List;
import org.wsslab.catalog.entity.Endpoint;

/**
 * A plan's calls under load: per size, per number of clients N in the given order, each endpoint's cell
 * in turn, its calls made by N threads at once. Thread t makes the cell's seqs t, t + N, t + 2N, …: its
 * first {@code warmup} (seq below warmup × N) are warm-up. A cell is a block of its own (its threads'
 * calls share one window), so where a cell begins and ends is asked of this layout.
 */
final class LoadLayout {

    private final List<Endpoint> endpoints;
    private final List<Integer> sizes;
    private final List<Integer> clients;
    private final int perCell;
    private final int warmup;

    LoadLayout(List<Endpoint> endpoints, List<Integer> sizes, List<Integer> clients, int perCell, int warmup) {
        this.endpoints = endpoints;
        this.sizes = sizes;
        this.clients = clients;
        this.perCell = perCell;
        this.warmup = warmup;
    }

    CallOrder.Call call(int index) {
        int perSize = perCell * endpoints.size() * threads();
        int size = sizes.get(index / perSize);
        int inSize = index % perSize;
        for (int n : clients) {
            int ofLevel = perCell * endpoints.size() * n;
            if (inSize < ofLevel) {
                int seq = inSize % (perCell * n);
                return new CallOrder.Call(endpoints.get(inSize / (perCell * n)), size, seq, seq < warmup * n, null, n);
            }
            inSize -= ofLevel;
        }
        throw new IndexOutOfBoundsException(index);
    }

    int size() {
        return perCell * endpoints.size() * sizes.size() * threads();
    }

    /** Where the cell of the call at {@code index} begins (its seqs count from there). */
    int cellStart(int index) {
        return index - call(index).seq();
    }

    /** Where the cell of the call at {@code index} ends (exclusive): each of its threads' calls. */
    int cellEnd(int index) {
        return cellStart(index) + perCell * call(index).clients();
    }

    /** The client threads of all levels added up: a size's calls under load are the calls per cell × endpoints × that. */
    private int threads() {
        return clients.stream().mapToInt(Integer::intValue).sum();
    }
}
