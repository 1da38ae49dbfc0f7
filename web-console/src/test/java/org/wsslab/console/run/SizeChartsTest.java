package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.wsslab.console.run.ResultsFixture.cell;
import static org.wsslab.console.run.ResultsFixture.millis;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.summary.boundary.CellSummary;

class SizeChartsTest {

    private final Run run = ResultsFixture.run(7, List.of(Mechanism.PLAIN, Mechanism.TRANSPORT_SSL, Mechanism.MUTUAL_CERTIFICATES),
            List.of(100), 4);

    /**
     * Medians 1 ms (plain), 1.5 ms (transport-ssl) and 4 ms (mutual-certificates) at 100 B, with these
     * floors: a summary as the lab reads it back once the run's prices are known.
     */
    private SizeCharts charts(Map<Endpoint, Double> floorMillis) {
        List<Sample> samples = new ArrayList<>();
        samples.addAll(cell(Mechanism.PLAIN, 100, millis(1, 1, 1, 1)));
        samples.addAll(cell(Mechanism.TRANSPORT_SSL, 100, 1_500_000L, 1_500_000L, 1_500_000L, 1_500_000L));
        samples.addAll(cell(Mechanism.MUTUAL_CERTIFICATES, 100, millis(4, 4, 4, 4)));
        List<CellSummary> summary = ResultsFixture.summarizer(run, samples).summary().stream().map(c -> withFloor(c,
                floorMillis.containsKey(c.endpoint()) ? floorMillis.get(c.endpoint()) * 1e6 : null)).toList();
        return new SizeCharts(new RunResults(run, summary, ShownStatistic.MEDIAN));
    }

    private static CellSummary withFloor(CellSummary c, Double floorNanos) {
        return new CellSummary(c.endpoint(), c.size(), c.clients(), c.statistics(), c.initialNanos(), c.overheadOnMean(),
                c.overheadOnMedian(), c.requestBytes(), c.responseBytes(), c.noise(), floorNanos, c.distance(), c.medianIntervalPct(),
                c.stopReason(), c.paceNanos(), c.split(), c.alloc(), c.load(), c.paired(), c.warmup());
    }

    @Test
    void aFloorAboveTheOverheadMeasuredStacksNoHigherThanTheMedianAndIsNoted() {
        JsonObject chart = RunResultsTest.json(charts(Map.of(Mechanism.TRANSPORT_SSL.endpoint(), 1.25,
                Mechanism.MUTUAL_CERTIFICATES.endpoint(), 0.5)).floor(100));
        JsonArray parts = chart.getJsonObject("data").getJsonArray("datasets");
        // transport-ssl measured 0.5 ms over plain, less than its 1.25 ms floor: 1 + 0.5 + 0 = its median, 1.5.
        assertEquals(List.of(1.0, 0.5, 0.0), bar(parts, 0));
        // mutual-certificates: 1 + 0.5 + 2.5 = its median, 4, as measured.
        assertEquals(List.of(1.0, 0.5, 2.5), bar(parts, 1));
        assertEquals(List.of("floor above the overhead measured: bar stops at the median, rest 0", "transport-ssl"),
                chart.getJsonObject("options").getJsonObject("plugins").getJsonObject("subtitle").getJsonArray("text")
                        .getValuesAs(JsonString.class).stream().map(JsonString::getString).toList());
    }

    @Test
    void floorsWithinTheOverheadStackAsMeasuredWithoutANote() {
        JsonObject chart = RunResultsTest.json(charts(Map.of(Mechanism.TRANSPORT_SSL.endpoint(), 0.25,
                Mechanism.MUTUAL_CERTIFICATES.endpoint(), 0.5)).floor(100));
        assertEquals(List.of(1.0, 0.25, 0.25), bar(chart.getJsonObject("data").getJsonArray("datasets"), 0));
        assertFalse(chart.getJsonObject("options").getJsonObject("plugins").containsKey("subtitle"), "nothing to note");
    }

    @Test
    void aMedianBelowPlainsIsTheWholeBar() {
        SizeCharts.Stack stack = SizeCharts.Stack.of(2.0, 0.5, 1.5);
        assertEquals(List.of(1.5, 0.0, 0.0), List.of(stack.plain(), stack.floor(), stack.rest()));
    }

    /** The parts (plain, floor, rest) of the bar at an index. */
    private static List<Double> bar(JsonArray parts, int index) {
        return parts.getValuesAs(JsonObject.class).stream().map(p -> p.getJsonArray("data").getJsonNumber(index))
                .map(JsonNumber::doubleValue).toList();
    }
}
