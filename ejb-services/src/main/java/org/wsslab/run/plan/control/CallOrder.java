package org.wsslab.run.plan.control;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sequences;

/**
 * The order in which a run makes its calls, as its {@link Order} says. Sizes one after another;
 * within a size either each cell's calls together (blocks: warm-up first, then the counted calls), or
 * rounds of one call per endpoint, the endpoint that starts each round rotating (interleaved: every
 * endpoint's n-th call at a size happens within one round of every other's), or short blocks (the
 * warm-up as interleaved, then rounds in which each endpoint makes a few calls in a row), or, in a
 * paired order, each cell's warm-up and then rounds of visits in a seeded random order ({@link VisitLayout}).
 *
 * <p>A growth run is interleaved with one call per size and no warm-up, its whole series one block. A
 * sequences run is interleaved for its warm-up; then, for each length and repetition, each endpoint
 * (who starts rotating per repetition) makes one sequence: that many calls in a row, the first on a
 * new session ({@link Step}). A paired sequences run makes at each size only the lengths paired with
 * it, so its sizes' calls differ in number.
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
    /** The calls each cell makes at a size: its warm-up and counted calls, and in a paired order its settle calls. */
    private final int perCell;
    private final Block whole;
    private final Sequences sequences;
    /** Where each size's calls begin when made one at a time, then the plan's end: a paired sequences run's sizes differ. */
    private final int[] sizeStarts;
    /** How the plan's cells are made under load; null when every call is made one at a time. */
    private final LoadLayout load;
    /** A paired order's layout of a size's calls; null in any other order. */
    private final VisitLayout visits;

    private CallOrder(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls, Block whole,
            Sequences sequences, List<Integer> clients, VisitLayout visits) {
        this.order = order;
        this.endpoints = List.copyOf(endpoints);
        this.sizes = sizes;
        this.warmup = warmup;
        this.perCell = visits == null ? warmup + calls : visits.perCell();
        this.visits = visits;
        this.whole = whole;
        this.sequences = sequences;
        this.sizeStarts = SequenceLayout.sizeStarts(sizes, endpoints.size(), size -> sequences != null && sequences.paired()
                ? warmup + sequences.callsAt(size) : perCell);
        this.load = clients.equals(List.of(1)) ? null : new LoadLayout(this.endpoints, sizes, List.copyOf(clients), perCell, warmup);
    }

    public static CallOrder of(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls) {
        if (order.paired()) {
            throw new IllegalArgumentException(order.id() + " visits cells in rounds: its plan is paired(…), with its rounds and seed");
        }
        long total = (long) endpoints.size() * sizes.size() * (warmup + calls);
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a run of " + total + " calls is too long");
        }
        return new CallOrder(order, endpoints, List.copyOf(sizes), warmup, calls, null, null, List.of(1), null);
    }

    /** A plan in a paired order: each size's warm-up, then its rounds of visits ({@link VisitLayout}), drawn from {@code seed}. */
    public static CallOrder paired(Order order, List<Endpoint> endpoints, List<Integer> sizes, int warmup, int calls, Rounds rounds,
            long seed) {
        if (!order.paired()) {
            throw new IllegalArgumentException(order.id() + " does not visit cells in rounds");
        }
        VisitLayout visits = new VisitLayout(endpoints, warmup, calls, rounds, seed);
        if ((long) endpoints.size() * sizes.size() * visits.perCell() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(
                    "a run of " + (long) endpoints.size() * sizes.size() * visits.perCell() + " calls is too long");
        }
        return new CallOrder(order, endpoints, List.copyOf(sizes), warmup, calls, null, null, List.of(1), visits);
    }

    /** The run's plan, as its mode lays it out. */
    public static CallOrder of(Run run) {
        if (run.getGrowth().isPresent()) {
            Growth growth = run.getGrowth().get();
            return new CallOrder(Order.INTERLEAVED, run.getEndpoints(), growth.sizes(), 0, 1,
                    new Block(growth.start(), run.getEndpoints()), null, List.of(1), null);
        }
        if (run.plan().underLoad()) {
            return loaded(run.getOrder(), run.getEndpoints(), run.getSizes(), run.getWarmupCalls(), run.getCallsPerCell(),
                    run.getClients());
        }
        if (run.getSequences().isPresent()) {
            return new CallOrder(Order.INTERLEAVED, run.getEndpoints(), run.getSizes(), run.getWarmupCalls(),
                    run.getCallsPerCell(), null, run.getSequences().get(), List.of(1), null);
        }
        if (run.getOrder().paired()) {
            return paired(run.getOrder(), run.getEndpoints(), run.getSizes(), run.getWarmupCalls(), run.getCallsPerCell(),
                    run.getRounds().orElseThrow(), run.getBootstrapSeed());
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
        return new CallOrder(order, endpoints, List.copyOf(sizes), warmup, calls, null, null, clients, null);
    }

    /** Whether the plan's cells are made by client threads at once (the calls of a block are then made together). */
    public boolean underLoad() {
        return load != null;
    }

    @Override
    public Call get(int index) {
        if (load != null) {
            return load.call(index);
        }
        int sizeIndex = sizeIndexOf(index);
        int size = sizes.get(sizeIndex);
        int inSize = index - sizeStarts[sizeIndex];
        if (visits != null) {
            return visits.get(size, inSize);
        }
        if (order.blocks()) {
            int seq = inSize % perCell;
            return new Call(endpoints.get(inSize / perCell), size, seq, seq < warmup);
        }
        int m = endpoints.size();
        if (sequences != null && inSize >= warmup * m) {
            return SequenceLayout.call(endpoints, sequences, warmup, size, inSize - warmup * m);
        }
        if (order.layout() == Order.Layout.SHORT_BLOCKS && inSize >= warmup * m) {
            return SequenceLayout.shortBlock(endpoints, warmup, perCell - warmup, size, inSize - warmup * m);
        }
        int round = inSize / m;
        // A growth run's every size is one round: who starts rotates from size to size.
        int turn = whole != null ? sizeIndex : round;
        Endpoint endpoint = endpoints.get((inSize % m + turn) % m);
        return new Call(endpoint, size, round, round < warmup);
    }

    /** In a plan under load, where the cell of the call at {@code index} begins (its seqs count from there). */
    public int blockStart(int index) {
        return loaded().cellStart(index);
    }

    /** In a plan under load, where the cell of the call at {@code index} ends (exclusive): each of its threads' calls. */
    public int blockEnd(int index) {
        return loaded().cellEnd(index);
    }

    private LoadLayout loaded() {
        if (load == null) {
            throw new IllegalStateException("a plan made one call at a time has blocks by its order, not by cell: see blockOf");
        }
        return load;
    }

    @Override
    public int size() {
        return load != null ? load.size() : sizeStarts[sizes.size()];
    }

    public Order order() {
        return order;
    }

    /** Whether the call at {@code index} begins a visit of a paired order (a cell's warm-up or a round's visit). */
    public boolean startsVisit(int index) {
        return visits != null && visits.startsVisit(index % blockLength());
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
        int blockStart = oneAtATimeBlockStart(committed);
        int warmupEnd = blockStart + warmup * cellsPerBlock();
        if (committed > blockStart && committed < warmupEnd) {
            return warmupEnd;
        }
        if (visits != null && committed > blockStart && committed < size()) {
            // Inside a visit's settle calls: warmupBefore repeats them whole.
            return blockStart + visits.settledAt(committed - blockStart);
        }
        return committed;
    }

    /**
     * The warm-up to repeat in a resumed run that has {@code committed} calls stored: the warm-up of
     * the block it continues in, unless it continues at the start of a block (whose own warm-up then
     * comes anyway). Fresh ports on a restarted server are as cold as the run's first calls were.
     */
    public List<Call> warmupBefore(int committed) {
        List<Call> again = new ArrayList<>();
        if (underLoad() || committed >= size() || committed == oneAtATimeBlockStart(committed)) {
            return again;
        }
        int blockStart = oneAtATimeBlockStart(committed);
        for (int i = blockStart; i < blockStart + warmup * cellsPerBlock(); i++) {
            again.add(get(i));
        }
        int next = continueAt(committed);
        if (visits != null && next > blockStart + warmup * cellsPerBlock() && !startsVisit(next)) {
            // A paired order continues mid-visit after its visit's settle calls, made again, as its
            // warm-up is: what the repeated warm-up leaves behind lands on them, not on counted calls.
            VisitLayout.Visit visit = visits.visitAt(get(next).size(), next - blockStart);
            for (int i = 0; i < visits.settle(); i++) {
                again.add(get(blockStart + visit.start() + i));
            }
        }
        return again;
    }

    /** Where the block of the call at {@code index} (made one at a time) begins; the plan's end is one of its own. */
    private int oneAtATimeBlockStart(int index) {
        return index >= size() ? index : order.blocks() || whole != null ? index - index % blockLength() : sizeStarts[sizeIndexOf(index)];
    }

    /** Which size the call at {@code index} (made one at a time) belongs to: the last to start at or before it. */
    private int sizeIndexOf(int index) {
        int found = Arrays.binarySearch(sizeStarts, index);
        return found >= 0 ? found : -found - 2;
    }

    private int cellsPerBlock() {
        return order.blocks() ? 1 : endpoints.size();
    }

    private int blockLength() {
        return perCell * cellsPerBlock();
    }
}
