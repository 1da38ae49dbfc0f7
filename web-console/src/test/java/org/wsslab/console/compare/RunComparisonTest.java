package org.wsslab.console.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.console.run.ResultsFixture.cell;
import static org.wsslab.console.run.ResultsFixture.millis;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.figures.Figures;
import org.wsslab.console.run.EnvironmentFields;
import org.wsslab.console.run.ResultsFixture;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.Segment;
import org.wsslab.run.summary.boundary.RunSummarizer;

class RunComparisonTest {

    /** Two runs, the first the reference, compared on means; their environments alike. */
    private static RunComparison meansOf(RunSummarizer before, RunSummarizer after) {
        return new RunComparison(List.of(compared(before, Map.of()), compared(after, Map.of())), ShownStatistic.MEAN);
    }

    private static RunComparison.CellRow mutualCertificates(RunComparison comparison) {
        return comparison.cells().stream().filter(c -> c.mechanism().equals("mutual-certificates")).findFirst().orElseThrow();
    }

    @Test
    void laterRunsShowTheirDeltaOverTheFirstPerCell() {
        RunSummarizer before = summarizer(1, 4, millis(2, 2, 2, 2), millis(10, 10, 10, 10));
        RunSummarizer after = summarizer(2, 4, millis(2, 2, 2, 2), millis(5, 5, 5, 5));
        RunComparison comparison = meansOf(before, after);
        var mutual = mutualCertificates(comparison);
        assertEquals(List.of("10.00", "5.00"), mutual.values());
        assertEquals(List.of("\u221250.0% [\u221250.0, \u221250.0]"), mutual.deltas());
        var plain = comparison.cells().get(0);
        assertEquals(List.of("+0.0% [+0.0, +0.0]"), plain.deltas());
    }

    @Test
    void overheadsChangeInPercentagePointsAndPlainHasNoOverheadToChange() {
        RunSummarizer before = summarizer(1, 4, millis(2, 2, 2, 2), millis(10, 10, 10, 10));
        RunSummarizer after = summarizer(2, 4, millis(4, 4, 4, 4), millis(10, 10, 10, 10));
        RunComparison comparison = meansOf(before, after);
        var mutual = mutualCertificates(comparison);
        // The same 10 ms in both runs, but plain doubled: the overhead fell from 400% to 150%.
        assertEquals(List.of("+0.0% [+0.0, +0.0]"), mutual.deltas());
        assertEquals(List.of("400% [400, 400]", "150% [150, 150]"), mutual.overheadValues());
        assertEquals(List.of("\u2212250.0 pts [\u2212250.0, \u2212250.0]"), mutual.overheadDeltaValues());
        var plain = comparison.cells().get(0);
        assertEquals(List.of("–"), plain.overheadDeltaValues());
        assertEquals(-250.0, json(comparison.overheadDeltaChart(0)).getJsonObject("data").getJsonArray("datasets").getJsonObject(0)
                .getJsonArray("data").getJsonNumber(0).doubleValue(), 1e-9);
    }

    @Test
    void onlyTheCellsEveryRunMeasuredAreComparedAndTheOthersAreNamed() {
        Run wide = ResultsFixture.run(1, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), List.of(100, 1024), 4);
        Run narrow = ResultsFixture.run(2, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), List.of(100), 4);
        RunComparison comparison = new RunComparison(List.of(compared(ResultsFixture.summarizer(wide, List.of()), Map.of()),
                compared(ResultsFixture.summarizer(narrow, List.of()), Map.of())), ShownStatistic.MEAN);
        assertEquals(List.of(100, 100), comparison.cells().stream().map(RunComparison.CellRow::size).toList());
        assertEquals(1, comparison.unshared().size());
        assertEquals(List.of("plain at 1 KB", "mutual-certificates at 1 KB"), comparison.unshared().get(0).cells());
        assertTrue(comparison.sharing().contains("share 2 cells (2 mechanisms × 1 size)"), comparison.sharing());

        Run elsewhere = ResultsFixture.run(3, List.of(Mechanism.PLAIN), List.of(10_240), 4);
        RunComparison none = new RunComparison(List.of(compared(ResultsFixture.summarizer(narrow, List.of()), Map.of()),
                compared(ResultsFixture.summarizer(elsewhere, List.of()), Map.of())), ShownStatistic.MEAN);
        assertTrue(none.cells().isEmpty());
        assertTrue(none.sharing().contains("share no cell"), none.sharing());
    }

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }

    @Test
    void fieldsThatShouldAgreeAreMarkedWhenTheyDifferAndPerRunFieldsAreNot() {
        Run one = ResultsFixture.run(1, List.of(Mechanism.PLAIN), List.of(100), 4);
        Run two = ResultsFixture.run(2, List.of(Mechanism.PLAIN), List.of(100), 5);
        Map<String, String> first = EnvironmentFields.of(one, List.of(segment("{\"jdk\":\"21\",\"bootstrap_seed\":1,\"os\":\"Linux\"}")));
        Map<String, String> second = EnvironmentFields.of(two, List.of(segment("{\"jdk\":\"25\",\"bootstrap_seed\":2,\"os\":\"Linux\"}")));
        RunComparison comparison = new RunComparison(List.of(compared(ResultsFixture.summarizer(one, List.of()), first),
                compared(ResultsFixture.summarizer(two, List.of()), second)), ShownStatistic.MEAN);
        Map<String, String> marking = new java.util.HashMap<>();
        comparison.fields().forEach(f -> marking.put(f.field(), f.marking()));
        assertEquals("differs", marking.get("jdk"));
        assertEquals("differs", marking.get("calls per cell"));
        assertEquals("varies", marking.get("bootstrap_seed"));
        assertEquals("same", marking.get("os"));
        assertEquals(2, comparison.differingFields());
    }

    @Test
    void oneRunIsNoComparison() {
        RunSummarizer only = summarizer(1, 4, millis(1, 1, 1, 1), millis(2, 2, 2, 2));
        assertThrows(IllegalArgumentException.class, () -> new RunComparison(List.of(compared(only, Map.of())), ShownStatistic.MEAN));
    }

    @Test
    void environmentIsFlattenedWithPolicyEntriesNamedByMechanism() {
        Map<String, String> fields = EnvironmentFields.environment(segment("{\"jvm_options\":[\"-Xmx1g\",\"-Da=b\"],"
                + "\"mechanisms\":[{\"mechanism\":\"plain\",\"policy_file\":null},{\"mechanism\":\"transport-ssl\",\"algorithm_suite\":\"Basic128\"}],"
                + "\"load_average\":{\"one\":0.5}}"));
        assertEquals("-Xmx1g -Da=b", fields.get("jvm_options"));
        assertEquals(Figures.NONE, fields.get("mechanisms.plain.policy_file"));
        assertEquals("Basic128", fields.get("mechanisms.transport-ssl.algorithm_suite"));
        assertEquals("0.5", fields.get("load_average.one"));
        assertEquals("Resumption 2, 1970-01-01 00:00:00 UTC, from call 4,000",
                EnvironmentFields.title(new Segment(1, 2, Instant.EPOCH.plusNanos(123_456), 4000, "{}")));
    }

    @Test
    void recordedFiguresAreShownAsAPersonReadsThem() {
        Map<String, String> fields = EnvironmentFields.environment(segment("{\"heap_max_bytes\":1073741824,"
                + "\"heap_used_bytes\":162841805,\"load_average\":0.52631,\"metro_version\":\"4.0.5\"}"));
        assertEquals("1 GiB", fields.get("heap_max_bytes"));
        assertEquals("155.3 MiB", fields.get("heap_used_bytes"));
        assertEquals("0.53", fields.get("load_average"));
        assertEquals("4.0.5", fields.get("metro_version"));
        assertEquals(Figures.NONE, EnvironmentFields.environment(segment("{\"load_average\":null}")).get("load_average"));
    }

    private static RunSummarizer summarizer(long seed, int calls, long[] plain, long[] mutual) {
        Run run = ResultsFixture.run(seed, List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), List.of(100), calls);
        List<Sample> samples = new ArrayList<>(cell(Mechanism.PLAIN, 100, plain));
        samples.addAll(cell(Mechanism.MUTUAL_CERTIFICATES, 100, mutual));
        return ResultsFixture.summarizer(run, samples);
    }

    private static RunComparison.Compared compared(RunSummarizer summarizer, Map<String, String> environment) {
        return new RunComparison.Compared(summarizer.summary(), summarizer, environment);
    }

    private static Segment segment(String environment) {
        return new Segment(1, 0, ResultsFixture.T0, 0, environment);
    }
}
