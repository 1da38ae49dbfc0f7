package org.wsslab.console.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.console.run.ResultsFixture.cell;
import static org.wsslab.console.run.ResultsFixture.millis;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Run;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.store.entity.CellRecord;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.WarmupEnd;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.timing.CallSplit;

class RunResultsTest {

    private final Run run = ResultsFixture.run(42, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), List.of(100, 1024), 4);
    private final List<Sample> samples = new ArrayList<>();

    RunResultsTest() {
        samples.addAll(cell(Mechanism.PLAIN, 100, millis(1, 1, 1, 1)));
        samples.addAll(cell(Mechanism.MUTUAL_CERTIFICATES, 100, millis(3, 3, 3, 3)));
        samples.addAll(cell(Mechanism.PLAIN, 1024, millis(2, 2, 4, 4)));
        // mutual-certificates at 1024 B has no call yet: a run still going
    }

    private RunResults results(ShownStatistic shown) {
        return new RunResults(run, ResultsFixture.summarizer(run, samples).summary(), shown);
    }

    @Test
    void tablesShowTheChosenStatisticPerCellAndADashWhereThereIsNone() {
        var table = results(ShownStatistic.MEAN).rttTable();
        assertEquals(List.of(100, 1024), table.sizes());
        assertEquals(List.of("1.00", "3.00"), table.rows().get(0).cells());
        assertEquals(List.of("3.00", "–"), table.rows().get(1).cells());
        assertEquals(List.of("1.00", "2.00"), results(ShownStatistic.BEST).rttTable().rows().get(0).cells());
    }

    @Test
    void theStandardDeviationIsAStatisticToChooseAndTheMeanStaysTheDefault() {
        // Plain's calls at 100 B are 1, 1, 1, 1 ms: none spread; at 1024 B 2, 2, 4, 4 ms: mean 3, squares 4 over n − 1 = 3,
        // √(4/3) = 1.15 ms. Mutual certificates' at 1024 B: no call, no deviation.
        var table = results(ShownStatistic.STDDEV).rttTable();
        assertEquals(List.of("0.00", "1.15"), table.rows().get(0).cells());
        assertEquals(List.of("0.00", "–"), table.rows().get(1).cells());
        assertEquals(ShownStatistic.MEAN, StatisticParameter.shown(null));
    }

    @Test
    void splitTableShowsTheHeapAllocatedPerCallBesideTheServersCpu() {
        Run small = ResultsFixture.run(42, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), List.of(100), 2);
        List<Sample> calls = List.of(split(Mechanism.PLAIN, 0, true, 9_000_000L, 9_000_000L),
                split(Mechanism.PLAIN, 1, false, 100_000L, 2_048_000L), split(Mechanism.PLAIN, 2, false, 140_000L, 2_150_400L),
                split(Mechanism.MUTUAL_CERTIFICATES, 1, false, null, null), split(Mechanism.MUTUAL_CERTIFICATES, 2, false, null, null));
        var table = new RunResults(small, ResultsFixture.summarizer(small, calls).summary(), ShownStatistic.MEDIAN).splitTable();

        // By hand: client (100 000 + 140 000) / 2 = 120 000 B = 117.19 KiB; server (2 048 000 + 2 150 400) / 2 = 2 099 200 B
        // = 2.002 MiB; the initial call's 9 MB left out.
        assertEquals(List.of("0.20 + 0.50 + 0.30 = 1.00 · 50% · CPU 0.40 · 117.2 KiB / 2 MiB"), table.rows().get(0).cells());
        assertEquals(List.of("0.20 + 0.50 + 0.30 = 1.00 · 50% · CPU 0.40"), table.rows().get(1).cells(),
                "calls stored before the lab counted allocation show no heap figures");
    }

    /** A call of 1 ms: 0.8 ms of exchanges, 0.5 ms of it the server's, with 0.4 ms of server CPU, allocating as given. */
    private static Sample split(Mechanism mechanism, int seq, boolean initial, Long clientBytes, Long serverBytes) {
        return Sample.measured(1, mechanism.endpoint(), 100, seq, 0, initial, initial, 1_000_000L, 600_000L, clientBytes,
                ResultsFixture.T0, new CallSplit(500_000L, 400_000L, serverBytes, 800_000L, null));
    }

    @Test
    void warmupTableSaysHowEachCellsWarmupUntilSteadyEnded() {
        List<CellRecord> cells = List.of(
                new CellRecord(Mechanism.PLAIN.endpoint(), 100, Noise.UNKNOWN, null, null, null, null, null, new WarmupEnd(42, true)),
                new CellRecord(Mechanism.MUTUAL_CERTIFICATES.endpoint(), 100, Noise.UNKNOWN, null, null, null, null, null,
                        new WarmupEnd(300, false)));
        var table = new RunResults(run, new RunSummarizer(run, samples, cells).summary(), ShownStatistic.MEDIAN).warmupTable();
        assertEquals(List.of("42 (steady)", "–"), table.rows().get(0).cells(), "plain at 1024 B has no record yet");
        assertEquals(List.of("300 (cap)", "–"), table.rows().get(1).cells());
    }

    @Test
    void overheadTableIsOverPlainWithTheWarmUpLeftOut() {
        var row = results(ShownStatistic.MEAN).overheadTable().rows().get(1);
        assertEquals("mutual-certificates", row.mechanism());
        // 3 ms over 1 ms: identical calls, so the interval collapses on the estimate
        assertEquals("200% [200, 200]", row.cells().get(0));
        assertEquals("–", row.cells().get(1));
    }

    @Test
    void overheadChartCarriesOneIntervalPerBarBesideItsValue() {
        JsonObject chart = json(results(ShownStatistic.MEAN).overheadChart());
        JsonArray datasets = chart.getJsonObject("data").getJsonArray("datasets");
        assertEquals(1, datasets.size(), "plain is the baseline, not a bar");
        JsonObject bars = datasets.getJsonObject(0);
        assertEquals(200.0, bars.getJsonArray("data").getJsonNumber(0).doubleValue(), 1e-9);
        assertTrue(bars.getJsonArray("data").isNull(1), "no bar where the cell has no calls");
        assertEquals(List.of(200.0, 200.0), bars.getJsonArray("intervals").getJsonArray(0).getValuesAs(
                jakarta.json.JsonNumber.class).stream().map(n -> n.doubleValue()).toList());
        assertEquals(bars.getJsonArray("data").size(), bars.getJsonArray("intervals").size());
    }

    @Test
    void rttChartLeavesOutCellsWithoutCallsAndUsesLogAxes() {
        JsonObject chart = json(results(ShownStatistic.MEDIAN).rttChart());
        JsonArray lines = chart.getJsonObject("data").getJsonArray("datasets");
        assertEquals(2, lines.getJsonObject(0).getJsonArray("data").size());
        assertEquals(1, lines.getJsonObject(1).getJsonArray("data").size());
        assertEquals(3.0, lines.getJsonObject(0).getJsonArray("data").getJsonObject(1).getJsonNumber("y").doubleValue(), 1e-9,
                "median of 2, 2, 4, 4 ms");
        assertEquals("logarithmic", chart.getJsonObject("options").getJsonObject("scales").getJsonObject("x").getString("type"));
    }

    @Test
    void callSeriesPutsEachCallInTheDatasetOfItsKindInTheOrderMade() {
        JsonObject chart = json(new CallSeries(run, Mechanism.PLAIN.endpoint(), 1024, samples).chart());
        JsonArray datasets = chart.getJsonObject("data").getJsonArray("datasets");
        assertEquals("initial", datasets.getJsonObject(1).getString("label"));
        assertEquals(100.0, datasets.getJsonObject(1).getJsonArray("data").getJsonObject(0).getJsonNumber("y").doubleValue());
        JsonArray measured = datasets.getJsonObject(2).getJsonArray("data");
        assertEquals(4, measured.size());
        // taken times run backwards in the fixture: the last seq was made first
        assertEquals(4, measured.getJsonObject(0).getInt("seq"));
        assertEquals(1, measured.getJsonObject(0).getInt("x"));
    }

    static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }
}
