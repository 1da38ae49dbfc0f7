package org.wsslab.run.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.control.GrowthWireStore;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.run.summary.boundary.BytesOverPlain;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.run.summary.boundary.CpuFits;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.RunSummaries;
import org.wsslab.run.summary.boundary.SequenceSummary;
import org.wsslab.run.summary.boundary.StartupView;

/**
 * A stopped run's views beyond its summary, as the API, the pages and the studies' verdicts read them:
 * a growth run's series and its wire along it, a sequences run's totals, any run's bytes over plain,
 * and any other run's cells' convergence and CPU fits. Each is computed once per stored state and kept
 * (RunSummaries), never while the run measures;
 * an unknown run is refused as {@link Runs#stored} refuses it.
 */
@Stateless
public class RunViews {

    @EJB
    Runs runs;

    @Inject
    RunSummaries summaries;

    @Inject
    GrowthWireStore growthWire;

    /** A growth run's series once it has stopped (see {@link RunSummaries#growth}). */
    public Optional<GrowthSeries> growth(long id) {
        return summaries.growth(runs.stored(id));
    }

    /** A stopped run's bytes over plain (see {@link RunSummaries#bytesOverPlain}). */
    public Optional<BytesOverPlain> bytesOverPlain(long id) {
        return summaries.bytesOverPlain(runs.stored(id));
    }

    /** A stopped run's CPU per call fitted per side (see {@link RunSummaries#cpuFits}). */
    public Optional<CpuFits> cpuFits(long id) {
        return summaries.cpuFits(runs.stored(id));
    }

    /**
     * A growth run's wire sizes along its series as stored (a running run's so far): per endpoint, in
     * the run's order of endpoints, its probe points by size, each its request and response bytes.
     * Empty for a run of another mode; an endpoint with no point read has an empty list.
     */
    public Map<Endpoint, List<GrowthWirePoint>> growthWire(long id) {
        Run run = runs.stored(id);
        if (run.getGrowth().isEmpty()) {
            return Map.of();
        }
        Map<Endpoint, List<GrowthWirePoint>> points = new LinkedHashMap<>();
        run.getEndpoints().forEach(endpoint -> points.put(endpoint, new ArrayList<>()));
        for (GrowthWirePoint point : growthWire.of(id)) {
            points.computeIfAbsent(point.endpoint(), e -> new ArrayList<>()).add(point);
        }
        points.values().forEach(line -> line.sort(Comparator.comparingInt(GrowthWirePoint::size)));
        return points;
    }

    /** A startup run's kinds of call and their ratios once it has stopped (see {@link RunSummaries#startup}). */
    public Optional<StartupView> startup(long id) {
        return summaries.startup(runs.stored(id));
    }

    /** A sequences run's totals once it has stopped (see {@link RunSummaries#sequences}). */
    public Optional<SequenceSummary> sequences(long id) {
        return summaries.sequences(runs.stored(id));
    }

    /** Where each cell's round trip settles, once the run has stopped (see {@link RunSummaries#convergence}). */
    public Optional<Convergence> convergence(long id) {
        return summaries.convergence(runs.stored(id));
    }
}
