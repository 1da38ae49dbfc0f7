package org.wsslab.run.execution.control;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Run;
import org.wsslab.run.plan.control.CallOrder;
import org.wsslab.run.store.control.GrowthWireStore;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.workload.entity.Workload;

/**
 * A growth run's wire along its series: once every endpoint has made a round whose call the series
 * probes ({@link Growth#probesAfter}: its first, every {@code wire_every}-th, its last), each
 * endpoint's messages are read at that round's size by one {@link WireProbe} call, and the round's
 * points stored. Between two rounds, outside every clock; the probe calls are no samples (no call of
 * the run, its counts, progress or estimate).
 *
 * <p>Apart from {@link RunExecution}, which only tells it which planned call was just made, because
 * it is what a growth run records about its series rather than its calls, as {@link BlockWindow} is
 * for a run's cells.
 */
final class GrowthWire {

    private final Growth growth;
    private final List<Endpoint> endpoints;
    private final Workload workload;
    private final WireProbe.Probes wire;
    private final GrowthWireStore store;

    private GrowthWire(Growth growth, List<Endpoint> endpoints, Workload workload, WireProbe.Probes wire, GrowthWireStore store) {
        this.growth = growth;
        this.endpoints = List.copyOf(endpoints);
        this.workload = workload;
        this.wire = wire;
        this.store = store;
    }

    /** The run's probes along its series; null for a run of another mode. */
    static GrowthWire of(Run run, WireProbe.Probes wire, GrowthWireStore store) {
        return run.getGrowth().map(growth -> new GrowthWire(growth, run.getEndpoints(), run.getWorkload(), wire, store)).orElse(null);
    }

    /**
     * The series' call (from 0) that planned call {@code index} of the run's {@link CallOrder} ends the
     * round of, if it is the round's last call and the series probes after it; -1 otherwise. Each round
     * of a growth run's plan is one call of the series by every endpoint.
     */
    static int probedAfter(Growth growth, int endpoints, int index) {
        if (index % endpoints != endpoints - 1) {
            return -1;
        }
        int call = index / endpoints;
        return growth.probesAfter(call) ? call : -1;
    }

    /** After planned call {@code index} was made: the wire of every endpoint if it ends a probed round. */
    void after(long runId, int index) {
        int call = probedAfter(growth, endpoints.size(), index);
        if (call >= 0) {
            probe(runId, growth.size(call));
        }
    }

    /**
     * Before a resumed run's first call, planned call {@code next}: the wire of the round just before
     * it again if that round ended the stopped segment and is probed (its points may not have been
     * stored before the stop; stored again they replace the same points).
     */
    void resume(long runId, int next) {
        if (next > 0 && next % endpoints.size() == 0) {
            after(runId, next - 1);
        }
    }

    private void probe(long runId, int size) {
        List<GrowthWirePoint> points = new ArrayList<>();
        for (Endpoint endpoint : endpoints) {
            WireProbe.Reading reading = wire.read(endpoint, workload, size);
            // An unread exchange (logged by the probe) is no point: the view fits the others.
            if (reading.requestBytes() != null && reading.responseBytes() != null) {
                points.add(new GrowthWirePoint(endpoint, size, reading.requestBytes(), reading.responseBytes()));
            }
        }
        store.record(runId, points);
    }
}
