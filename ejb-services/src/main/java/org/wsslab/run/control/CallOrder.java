package org.wsslab.run.control;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Order;

/**
 * The order in which a run makes its calls, as its {@link Order} says. Sizes one after another;
 * within a size either each cell's calls together (blocks: warm-up first, then the counted calls), or
 * rounds of one call per endpoint, the endpoint that starts each round rotating (interleaved: every
 * endpoint's n-th call at a size happens within one round of every other's), or short blocks (the
 * warm-up as interleaved, then rounds in which each endpoint makes a few calls in a row).
 *
 * <p>A <em>block</em> is the calls that share a warm-up and a time window: one cell in blocks, one
 * size's cells when interleaved. A resumed run repeats the warm-up of the block it continues in.
 *
 * <p>Computed, not materialised: a run of 100,000 calls per cell over every endpoint and several
 * sizes would otherwise hold millions of planned calls in the heap it is measuring.
 */
public final class CallOrder extends AbstractList<CallOrder.Call> implements RandomAccess {

    /** One planned call: the cell it belongs to and its place in that cell (warm-up first). */
    public record Call(Endpoint endpoint, int size, int seq, boolean warmup) {
    }

    /** The calls that share a time window: one size's cells, or one cell. */
    public record Block(int size, List<Endpoint> endpoints) {
    }

    private final Order order;
    private final List<Endpoint> endpoints;
    private final List<Integer> sizes;
    private final int warmup;
    private final int rounds;

    private CallOrder(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls) {
        this.order = order;
        this.endpoints = List.copyOf(endpoints);
        this.sizes = List.copyOf(sizes);
        this.warmup = warmup;
        this.rounds = warmup + calls;
    }

    public static CallOrder of(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls) {
        long total = (long) endpoints.size() * sizes.size() * (warmup + calls);
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a run of " + total + " calls is too long");
        }
        return new CallOrder(order, endpoints, sizes, warmup, calls);
    }

    @Override
    public Call get(int index) {
        int perSize = rounds * endpoints.size();
        int size = sizes.get(index / perSize);
        int inSize = index % perSize;
        if (order.blocks()) {
            int seq = inSize % rounds;
            return new Call(endpoints.get(inSize / rounds), size, seq, seq < warmup);
        }
        int m = endpoints.size();
        if (order.layout() == Order.Layout.SHORT_BLOCKS && inSize >= warmup * m) {
            // After the warm-up rounds: chunks in which each endpoint makes up to SHORT_BLOCK calls in a row.
            int counted = inSize - warmup * m;
            int chunk = counted / (Order.SHORT_BLOCK * m);
            int inChunk = counted - chunk * Order.SHORT_BLOCK * m;
            int length = Math.min(Order.SHORT_BLOCK, rounds - warmup - chunk * Order.SHORT_BLOCK);
            Endpoint endpoint = endpoints.get((inChunk / length + chunk) % m);
            return new Call(endpoint, size, warmup + chunk * Order.SHORT_BLOCK + inChunk % length, false);
        }
        int round = inSize / m;
        Endpoint endpoint = endpoints.get((inSize % m + round) % m);
        return new Call(endpoint, size, round, round < warmup);
    }

    @Override
    public int size() {
        return rounds * endpoints.size() * sizes.size();
    }

    public Order order() {
        return order;
    }

    /** The block a call of this plan belongs to. */
    public Block blockOf(Call call) {
        return new Block(call.size(), order.blocks() ? List.of(call.endpoint()) : endpoints);
    }

    /**
     * Where a resumed run continues after {@code committed} stored calls: right there, unless that is
     * inside a block's warm-up, which {@link #warmupBefore} then repeats whole.
     */
    public int continueAt(int committed) {
        int blockStart = committed - committed % blockLength();
        int warmupEnd = blockStart + warmup * cellsPerBlock();
        return committed > blockStart && committed < warmupEnd ? warmupEnd : committed;
    }

    /**
     * The warm-up to repeat in a resumed run that has {@code committed} calls stored: the warm-up of
     * the block it continues in, unless it continues at the start of a block (whose own warm-up then
     * comes anyway). Fresh ports on a restarted server are as cold as the run's first calls were.
     */
    public List<Call> warmupBefore(int committed) {
        List<Call> again = new ArrayList<>();
        if (committed >= size() || committed % blockLength() == 0) {
            return again;
        }
        int blockStart = committed - committed % blockLength();
        for (int i = blockStart; i < blockStart + warmup * cellsPerBlock(); i++) {
            again.add(get(i));
        }
        return again;
    }

    private int cellsPerBlock() {
        return order.blocks() ? 1 : endpoints.size();
    }

    private int blockLength() {
        return rounds * cellsPerBlock();
    }
}
