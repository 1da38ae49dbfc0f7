package org.wsslab.run.plan.control;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;

/**
 * The order in which a run makes its calls, as its {@link Order} says. Sizes one after another;
 * within a size either each cell's calls together (blocks: warm-up first, then the counted calls), or
 * rounds of one call per endpoint, the endpoint that starts each round rotating (interleaved: every
 * endpoint's n-th call at a size happens within one round of every other's), or short blocks (the
 * warm-up as interleaved, then rounds in which each endpoint makes a few calls in a row).
 *
 * <p>A growth run is interleaved with one call per size and no warm-up, its whole series one block. A
 * sequences run is interleaved for its warm-up; then, for each length and repetition, each endpoint
 * (who starts rotating per repetition) makes one sequence: that many calls in a row, the first on a
 * new session ({@link Step}).
 *
 * <p>A run with concurrent clients ({@link #loaded}) is in blocks, one per size, number of clients and
 * endpoint, whose calls its client threads make together.
 *
 * <p>A <em>block</em> is the calls that share a warm-up and a time window: one cell in blocks, one
 * size's cells when interleaved. A resumed run repeats the warm-up of the block it continues in.
 *
 * <p>Computed, not materialised: a run of 100,000 calls per cell over every endpoint and several
 * sizes would otherwise hold millions of planned calls in the heap it is measuring.
 */
public final class CallOrder extends AbstractList<CallOrder.Call> implements RandomAccess {

    /**
     * One planned call: the cell it belongs to and its place in that cell (warm-up first); in a
     * sequences run, its place in its sequence (null otherwise).
     */
    public record Call(Endpoint endpoint, int size, int seq, boolean warmup, Step step, int clients) {

        public Call(Endpoint endpoint, int size, int seq, boolean warmup) {
            this(endpoint, size, seq, warmup, null, 1);
        }

        public Call(Endpoint endpoint, int size, int seq, boolean warmup, Step step) {
            this(endpoint, size, seq, warmup, step, 1);
        }
    }

    /** A call's place in a sequences run: call {@code index} of the {@code repeat}-th sequence of {@code length} calls. */
    public record Step(int length, int repeat, int index) {

        /** The sequence's first call: it opens a new port and session. */
        public boolean first() {
            return index == 0;
        }

        public boolean last() {
            return index == length - 1;
        }
    }

    /** The calls that share a time window: one size's cells, or one cell (made by {@code clients} threads at once). */
    public record Block(int size, List<Endpoint> endpoints, int clients) {

        public Block(int size, List<Endpoint> endpoints) {
            this(size, endpoints, 1);
        }
    }

    private final Order order;
    private final List<Endpoint> endpoints;
    private final List<Integer> sizes;
    private final int warmup;
    private final int rounds;
    private final Block whole;
    private final Sequences sequences;
    private final List<Integer> clients;

    private CallOrder(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls, Block whole,
            Sequences sequences) {
        this(order, endpoints, sizes, warmup, calls, whole, sequences, List.of(1));
    }

    private CallOrder(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls, Block whole,
            Sequences sequences, List<Integer> clients) {
        this.order = order;
        this.endpoints = List.copyOf(endpoints);
        this.sizes = sizes;
        this.warmup = warmup;
        this.rounds = warmup + calls;
        this.whole = whole;
        this.sequences = sequences;
        this.clients = List.copyOf(clients);
    }

    public static CallOrder of(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls) {
        long total = (long) endpoints.size() * sizes.size() * (warmup + calls);
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a run of " + total + " calls is too long");
        }
        return new CallOrder(order, endpoints, List.copyOf(sizes), warmup, calls, null, null);
    }

    /** The run's plan, as its mode lays it out. */
    public static CallOrder of(Run run) {
        if (run.getGrowth().isPresent()) {
            Growth growth = run.getGrowth().get();
            return new CallOrder(Order.INTERLEAVED, run.getEndpoints(), growth.sizes(), 0, 1,
                    new Block(growth.start(), run.getEndpoints()), null);
        }
        if (run.underLoad()) {
            return loaded(run.getOrder(), run.getEndpoints(), run.getSizes(), run.getWarmupCalls(), run.getCallsPerCell(),
                    run.getClients());
        }
        if (run.getSequences().isPresent()) {
            return new CallOrder(Order.INTERLEAVED, run.getEndpoints(), run.getSizes(), run.getWarmupCalls(),
                    run.getCallsPerCell(), null, run.getSequences().get());
        }
        return of(run.getOrder(), run.getEndpoints(), run.getSizes(), run.getWarmupCalls(), run.getCallsPerCell());
    }

    /**
     * A plan under load: per size, per number of clients N in the given order, each endpoint's cell in
     * turn, its calls made by N threads at once. Thread t makes the cell's seqs t, t + N, t + 2N, …: its
     * first {@code warmup} (seq below warmup × N) are warm-up.
     */
    public static CallOrder loaded(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls,
            List<Integer> clients) {
        if (!order.blocks()) {
            throw new IllegalArgumentException("cells under load are made in blocks, not " + order.id());
        }
        long total = (long) endpoints.size() * sizes.size() * (warmup + calls) * clients.stream().mapToInt(Integer::intValue).sum();
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a run of " + total + " calls is too long");
        }
        return new CallOrder(order, endpoints, List.copyOf(sizes), warmup, calls, null, null, clients);
    }

    /** Whether the plan's cells are made by client threads at once (the calls of a block are then made together). */
    public boolean underLoad() {
        return !clients.equals(List.of(1));
    }

    @Override
    public Call get(int index) {
        if (underLoad()) {
            return loadedCall(index);
        }
        int perSize = rounds * endpoints.size();
        int size = sizes.get(index / perSize);
        int inSize = index % perSize;
        if (order.blocks()) {
            int seq = inSize % rounds;
            return new Call(endpoints.get(inSize / rounds), size, seq, seq < warmup);
        }
        int m = endpoints.size();
        if (sequences != null && inSize >= warmup * m) {
            return inSequence(size, inSize - warmup * m);
        }
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
        // A growth run's every size is one round: who starts rotates from size to size.
        int turn = whole != null ? index / perSize : round;
        Endpoint endpoint = endpoints.get((inSize % m + turn) % m);
        return new Call(endpoint, size, round, round < warmup);
    }

    private Call loadedCall(int index) {
        int perSize = rounds * endpoints.size() * clientThreads();
        int size = sizes.get(index / perSize);
        int inSize = index % perSize;
        for (int n : clients) {
            int ofLevel = rounds * endpoints.size() * n;
            if (inSize < ofLevel) {
                int seq = inSize % (rounds * n);
                return new Call(endpoints.get(inSize / (rounds * n)), size, seq, seq < warmup * n, null, n);
            }
            inSize -= ofLevel;
        }
        throw new IndexOutOfBoundsException(index);
    }

    /** The client threads of all levels added up: a size's calls under load are rounds × endpoints × that. */
    private int clientThreads() {
        return clients.stream().mapToInt(Integer::intValue).sum();
    }

    /** In a plan under load, where the cell of the call at {@code index} begins (its seqs count from there). */
    public int blockStart(int index) {
        requireLoaded();
        return index - get(index).seq();
    }

    /** In a plan under load, where the cell of the call at {@code index} ends (exclusive): each of its threads' rounds. */
    public int blockEnd(int index) {
        requireLoaded();
        return blockStart(index) + rounds * get(index).clients();
    }

    private void requireLoaded() {
        if (!underLoad()) {
            throw new IllegalStateException("a plan made one call at a time has blocks by its order, not by cell: see blockOf");
        }
    }

    /** The {@code counted}-th call after a size's warm-up rounds of a sequences run. */
    private Call inSequence(int size, int counted) {
        int m = endpoints.size();
        int before = 0;
        for (int length : sequences.lengths()) {
            int ofLength = length * sequences.repeats() * m;
            if (counted < ofLength) {
                int repeat = counted / (length * m);
                int inRepeat = counted % (length * m);
                Endpoint endpoint = endpoints.get((inRepeat / length + repeat) % m);
                int index = inRepeat % length;
                return new Call(endpoint, size, warmup + before + repeat * length + index, false, new Step(length, repeat, index));
            }
            counted -= ofLength;
            before += length * sequences.repeats();
        }
        throw new IndexOutOfBoundsException("past the sequences of size " + size);
    }

    @Override
    public int size() {
        return rounds * endpoints.size() * sizes.size() * clientThreads();
    }

    public Order order() {
        return order;
    }

    /** The block a call of this plan belongs to. */
    public Block blockOf(Call call) {
        if (whole != null) {
            return whole;
        }
        return new Block(call.size(), order.blocks() ? List.of(call.endpoint()) : endpoints, call.clients());
    }

    /**
     * Where a resumed run continues after {@code committed} stored calls: right there, unless that is
     * inside a block's warm-up, which {@link #warmupBefore} then repeats whole.
     */
    public int continueAt(int committed) {
        if (underLoad()) {
            // A cell under load is made again from its start: its warm-up on fresh ports, then the calls not stored.
            return committed >= size() ? committed : blockStart(committed);
        }
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
        if (underLoad() || committed >= size() || committed % blockLength() == 0) {
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
