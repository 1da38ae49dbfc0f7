package org.wsslab.run.execution.control;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.LongConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.floor.control.MessageOperations;
import org.wsslab.floor.entity.Operations;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.noise.NoiseProbe;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.plan.control.RemainingTime;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.workload.entity.Workload;

/**
 * The block of calls being measured (a size's cells when interleaved, one cell in blocks): they
 * share a time window, whose noise is read at its start and end. When a block is done its cells'
 * wire sizes are counted, by calls outside the measured ones, and its cells recorded.
 *
 * <p>Apart from {@link RunExecution} because it is what a run records about its cells rather than
 * its calls: noise, wire bytes, the floor's operations, the pace. All of it happens between blocks,
 * never inside a call's clock.
 */
final class BlockWindow {

    // The run's own logger, as when the window was part of RunExecution: a cell without a floor is the run's warning.
    private static final Logger LOG = Logger.getLogger(RunExecution.class.getName());

    private final RunExecution.Services services;
    private final WireProbe.Probes wire;
    private final Workload workload;
    private final int firstClients;
    private final CellStops stops;
    private final SteadyWarmups steady;
    private final LongConsumer flush;
    private CallOrder.Block block;
    private NoiseProbe.Window noise;
    private boolean fresh;

    /**
     * @param stops a precision run's stops (null for any other run): a stopped cell's record says why
     * @param steady a run's warm-ups until steady (null for a fixed warm-up): a cell's record says how its warm-up ended
     * @param flush stores the calls made so far, before the block's cells are recorded
     */
    BlockWindow(RunExecution.Services services, WireProbe.Probes wire, Workload workload, int firstClients, CellStops stops,
            SteadyWarmups steady, LongConsumer flush) {
        this.services = services;
        this.wire = wire;
        this.workload = workload;
        this.firstClients = firstClients;
        this.stops = stops;
        this.steady = steady;
        this.flush = flush;
    }

    /** Opens the window of {@code next}'s block, closing the one before (and telling its cells complete). */
    void enter(long runId, CallOrder.Block next) {
        fresh = false;
        if (next.equals(block)) {
            return;
        }
        if (block != null) {
            close(runId, true);
            // Between blocks, outside any clock: the run's summary now has this block's cells.
            services.cellsCompleted().accept(runId);
        }
        block = next;
        fresh = true;
        noise = services.noise().open();
    }

    /** Whether the call about to be made is its block's first. */
    boolean starting() {
        return fresh;
    }

    /** Records the block's cells; their wire sizes too unless the run is being cancelled. */
    void close(long runId, boolean countWire) {
        if (block == null) {
            return;
        }
        Noise seen = noise.close();
        flush.accept(runId);
        if (block.clients() != firstClients) {
            // A cell's wire, noise and pace are recorded with its first number of clients; under load it has its LOAD_CELL.
            block = null;
            return;
        }
        RemainingTime.Paces paces = services.pace().of(runId);
        List<CellRecord> cells = new ArrayList<>();
        for (Endpoint endpoint : block.endpoints()) {
            WireProbe.Reading wire = countWire ? this.wire.read(endpoint, workload, block.size()) : WireProbe.Reading.UNKNOWN;
            cells.add(new CellRecord(endpoint, block.size(), seen, wire.requestBytes(), wire.responseBytes(),
                    operations(endpoint, wire), stops == null ? null : stops.stopReason(endpoint, block.size()),
                    mean(paces.nanos(endpoint, block.size())), steady == null ? null : steady.end(endpoint, block.size())));
        }
        services.cells().record(runId, cells);
        block = null;
    }

    private static Double mean(OptionalDouble pace) {
        return pace.isPresent() ? pace.getAsDouble() : null;
    }

    /** What the probe exchange made both sides do; null if it was not read or its messages could not be. */
    private static Operations operations(Endpoint endpoint, WireProbe.Reading wire) {
        if (wire.exchange() == null) {
            return null;
        }
        try {
            return MessageOperations.of(wire.exchange(), endpoint.mechanism().transport() == Transport.HTTPS);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "could not read what " + endpoint + "'s messages did; its cell gets no floor", e);
            return null;
        }
    }
}
