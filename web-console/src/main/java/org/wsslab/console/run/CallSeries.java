package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.workload.entity.Shape;

/**
 * The calls of one cell in the order they were made, as a scatter of RTT against call number:
 * warm-up, initial (port-opening) and counted calls are separate datasets, so a reader sees where the
 * warm-up settled and what the statistics leave out. Failed calls have no RTT and are only counted.
 */
public final class CallSeries {

    private final Long runId;
    private final Shape shape;
    private final Endpoint mechanism;
    private final int size;
    private final List<Sample> calls;

    public CallSeries(Run run, Endpoint mechanism, int size, List<Sample> runSamples) {
        this.runId = run.getId();
        this.shape = run.getWorkload().shape();
        this.mechanism = mechanism;
        this.size = size;
        // A resumed run repeats a warm-up under the same seqs, later: the clock orders the cell's calls.
        this.calls = runSamples.stream().filter(s -> s.endpoint().equals(mechanism) && s.size() == size)
                .sorted(Comparator.comparing(Sample::taken).thenComparingInt(Sample::segment).thenComparingInt(Sample::seq))
                .toList();
    }

    public List<Sample> calls() {
        return calls;
    }

    public long failed() {
        return calls.stream().filter(s -> !s.ok()).count();
    }

    public String chart() {
        JsonArrayBuilder datasets = Json.createArrayBuilder()
                .add(ChartJson.part("warm-up", points(s -> s.warmup() && !s.initial()), 0))
                .add(ChartJson.part("initial", points(Sample::initial), 1))
                .add(ChartJson.part("measured", points(Sample::counted), 2));
        return ChartJson.config("scatter", null, datasets, ChartJson.axis("linear", "call in the order made"),
                ChartJson.logAxis("RTT (ms)"),
                "Calls of " + mechanism.id() + " at " + shape.label(size) + " · run " + runId
                        + (failed() > 0 ? " · " + failed() + " failed" : ""));
    }

    private JsonArrayBuilder points(Predicate<Sample> which) {
        JsonArrayBuilder points = Json.createArrayBuilder();
        for (int i = 0; i < calls.size(); i++) {
            Sample call = calls.get(i);
            if (call.ok() && which.test(call)) {
                points.add(Json.createObjectBuilder().add("x", i + 1).add("y", Figures.millis(call.rttNanos()))
                        .add("seq", call.seq()).add("segment", call.segment()));
            }
        }
        return points;
    }
}
