package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;

/** Backs runs/run.xhtml's "one cell up close": one cell's calls, client CPU beside RTT, wire sizes. */
@Named
@RequestScoped
public class CellDetailBacking {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    @Inject
    Runs runs;

    @Inject
    RequestedRun requested;

    @Inject
    RunResultsBacking results;

    private List<Sample> samples;
    private CallDistributions distributions;
    private String mechanism;
    private Integer size;

    public String getSeriesChart() {
        return new CallSeries(requested.run(), Endpoint.byId(getMechanism()).orElse(PLAIN), getSize(), samples()).chart();
    }

    /** The chosen size's RTT distributions, a line per mechanism. */
    public String getCdfChart() {
        return distributions().cdfChart(getSize());
    }

    /** Every counted call of the run against the time it was made. */
    public String getOverTimeChart() {
        return distributions().overTimeChart();
    }

    private CallDistributions distributions() {
        if (distributions == null) {
            distributions = new CallDistributions(requested.run(), samples());
        }
        return distributions;
    }

    /** The run's calls, read once per request for the charts that draw them. */
    private List<Sample> samples() {
        if (samples == null) {
            samples = runs.samples(requested.id());
        }
        return samples;
    }

    public String getWireChart() {
        return new SizeCharts(results.getResults()).wire(getSize());
    }

    public String getFloorChart() {
        return new SizeCharts(results.getResults()).floor(getSize());
    }

    public String getLoadChart() {
        return new LoadResults(results.getResults()).chart(getSize());
    }

    public String getSplitChart() {
        return new SizeCharts(results.getResults()).split(getSize());
    }

    public String getCpuChart() {
        return new SizeCharts(results.getResults()).cpu(getSize());
    }

    /** The run's mechanism ids, in its order, to choose from. */
    public List<String> getMechanismIds() {
        return requested.run().getEndpoints().stream().map(Endpoint::id).toList();
    }

    /** The cell whose calls are drawn: the first secured mechanism at the first size unless chosen. */
    public String getMechanism() {
        Run run = requested.run();
        if (mechanism == null && run != null) {
            mechanism = run.getEndpoints().get(run.getEndpoints().size() > 1 ? 1 : 0).id();
        }
        return mechanism;
    }

    public void setMechanism(String mechanism) {
        this.mechanism = mechanism;
    }

    public Integer getSize() {
        if (size == null && requested.run() != null) {
            size = requested.run().getSizes().get(0);
        }
        return size;
    }

    public void setSize(Integer size) {
        this.size = size;
    }
}
