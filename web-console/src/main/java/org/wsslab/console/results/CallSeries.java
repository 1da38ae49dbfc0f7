package org.wsslab.console.results;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Sample;

/**
 * The calls of one cell in the order they were made, as a scatter of RTT against call number:
 * warm-up, initial (port-opening) and counted calls are separate datasets, so a reader sees where the
 * warm-up settled and what the statistics leave out. Failed calls have no RTT and are only counted.
 */
public final class CallSeries {

    private final long runId;
    private final Endpoint mechanism;
    private final int size;
    private final List<Sample> calls;

    public CallSeries(long runId, Endpoint mechanism, int size, List<Sample> runSamples) {
        this.runId = runId;
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
                .add(dataset("warm-up", s -> s.warmup() && !s.initial()))
                .add(dataset("initial", Sample::initial))
                .add(dataset("measured", Sample::counted));
        return ChartJson.config("scatter", null, datasets, ChartJson.axis("linear", "call in the order made"),
                ChartJson.axis("logarithmic", "RTT (ms)"),
                "Calls of " + mechanism.id() + " at " + size + " B · run " + runId + (failed() > 0 ? " · " + failed() + " failed" : ""));
    }

    private jakarta.json.JsonObjectBuilder dataset(String label, Predicate<Sample> which) {
        JsonArrayBuilder points = Json.createArrayBuilder();
        for (int i = 0; i < calls.size(); i++) {
            Sample call = calls.get(i);
            if (call.ok() && which.test(call)) {
                points.add(Json.createObjectBuilder().add("x", i + 1).add("y", call.rttNanos() / 1e6)
                        .add("seq", call.seq()).add("segment", call.segment()));
            }
        }
        return Json.createObjectBuilder().add("label", label).add("data", points);
    }
}
