package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.StudyRuns;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * A paired sequences run through the API (001 Fig 11: given lengths at given sizes, not every length at
 * every size): it measures exactly its pairs; its view adds each mechanism's cumulative cost and the
 * ratio of any two mechanisms' totals, each also as CSV; bad pairs and bad ratios are refused at their field.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class PairedSequencesIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aPairedRunMeasuresExactlyItsPairsAndShowsCumulativeCostsAndRatios() throws Exception {
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"shape\": \"books\", \"warmup\": 1,"
                + " \"mode\": {\"sequences\": {\"pairs\": [[3, 1], [2, 5]], \"repeats\": 2}}}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(2 * ((1 + 3 * 2) + (1 + 2 * 2)), run.getInt("total"), "two mechanisms × each pair's warm-up and sequences");
        JsonObject parameters = run.getJsonObject("parameters");
        assertEquals(Json.createReader(new java.io.StringReader("[[3, 1], [2, 5]]")).readArray(),
                parameters.getJsonObject("mode").getJsonObject("sequences").getJsonArray("pairs"), "the pairs, to run again");
        assertEquals(List.of(1, 5), parameters.getJsonArray("sizes").getValuesAs(jakarta.json.JsonNumber.class).stream()
                .map(jakarta.json.JsonNumber::intValue).toList());

        Set<String> measured = Set.of("plain 1 3", "plain 5 2", "mutual-certificates 1 3", "mutual-certificates 5 2");
        List<CSVRecord> totals = api.csv("runs/" + id + "/sequences.csv");
        assertEquals(2 * 4, totals.size(), "each pair twice per mechanism: " + totals);
        assertEquals(measured, totals.stream().map(t -> t.get("mechanism") + " " + t.get("size") + " " + t.get("length"))
                .collect(Collectors.toSet()));

        JsonObject view = api.json("runs/" + id + "/sequences");
        assertEquals(measured, view.getJsonArray("rows").getValuesAs(JsonObject.class).stream()
                .map(r -> r.getString("mechanism") + " " + r.getInt("size") + " " + r.getInt("length")).collect(Collectors.toSet()));
        JsonArray curves = view.getJsonArray("cumulative");
        assertEquals(measured, curves.getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("mechanism") + " " + c.getInt("size") + " " + c.getInt("length")).collect(Collectors.toSet()));
        for (JsonObject curve : curves.getValuesAs(JsonObject.class)) {
            List<Double> sums = curve.getJsonArray("cumulative_ms").getValuesAs(jakarta.json.JsonNumber.class).stream()
                    .map(jakarta.json.JsonNumber::doubleValue).toList();
            assertEquals(curve.getInt("length"), sums.size(), curve.toString());
            for (int i = 1; i < sums.size(); i++) {
                assertTrue(sums.get(i) >= sums.get(i - 1), "a cumulative cost never falls: " + curve);
            }
        }
        assertEquals(2 * 3 + 2 * 2, api.csv("runs/" + id + "/sequences-cumulative.csv").size(), "a row per call of each curve");

        JsonObject ratio = api.json("runs/" + id + "/sequences?a=mutual-certificates&b=plain").getJsonObject("ratio");
        assertEquals(2, ratio.getJsonArray("rows").size(), ratio.toString());
        for (JsonObject row : ratio.getJsonArray("rows").getValuesAs(JsonObject.class)) {
            assertEquals(2, row.getInt("repetitions"), row.toString());
            double r = row.getJsonNumber("ratio").doubleValue();
            assertTrue(r > 0 && row.getJsonNumber("ci_low").doubleValue() <= r && r <= row.getJsonNumber("ci_high").doubleValue(),
                    row.toString());
        }
        assertEquals(2 * 2, api.csv("runs/" + id + "/sequence-ratios.csv").size(), "each mechanism over the other, at each pair");
        assertEquals(2, api.csv("runs/" + id + "/sequence-ratios.csv?a=plain&b=mutual-certificates").size());

        assertRefusedAt("runs/" + id + "/sequences?a=plain&b=plain", "b");
        assertRefusedAt("runs/" + id + "/sequences?a=transport-ssl&b=plain", "a");
        assertRefusedAt("runs/" + id + "/sequences?a=plain", "b");
        assertRefusedAt("runs/" + id + "/sequence-ratios.csv?a=plain&b=no-such", "b");
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    /** GET /runs/{id}'s parameters, posted as they are, make the same run: a paired run's and a crossed one's. */
    @Test
    void aSequencesRunsParametersPostAgainAsTheyAre() throws Exception {
        List<Long> runs = new ArrayList<>();
        api.holdBefore(1);
        try {
            for (String mode : List.of("{\"pairs\": [[3, 1], [2, 5], [4, 1]], \"repeats\": 2}", "{\"lengths\": [2, 3], \"repeats\": 2}")) {
                long first = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"shape\": \"books\", \"warmup\": 1,"
                        + (mode.contains("pairs") ? "" : " \"sizes\": [1, 5],") + " \"mode\": {\"sequences\": " + mode + "}}");
                runs.add(first);
                JsonObject echoed = api.run(first).getJsonObject("parameters");
                HttpResponse<String> again = api.call(Caller.OPERATOR, "POST", "runs", echoed.toString());
                assertEquals(202, again.statusCode(), echoed + " -> " + again.body());
                long second = LabApi.object(again.body()).getJsonNumber("id").longValue();
                runs.add(second);
                assertEquals(echoed, api.run(second).getJsonObject("parameters"), "the same run, field by field");
            }
            assertEquals(Json.createReader(new java.io.StringReader("[[3, 1], [2, 5], [4, 1]]")).readArray(), api.run(runs.get(1))
                    .getJsonObject("parameters").getJsonObject("mode").getJsonObject("sequences").getJsonArray("pairs"), "the same pairs");
        } finally {
            StudyRuns.cancel(api, runs);
        }
        for (long run : runs) {
            assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + run, null).statusCode());
        }
    }

    @Test
    void badPairsAreRefusedSayingWhatIsAllowedAndStoreNothing() throws Exception {
        api.assertRunsRefused(Map.of(
                "{\"shape\": \"books\", \"mode\": {\"sequences\": {\"pairs\": [[3, 100001]], \"repeats\": 2}}}",
                "mode.sequences.pairs: 100001 is not allowed; a size of books is a number of records from 1 to 100000",
                "{\"mode\": {\"sequences\": {\"pairs\": [[0, 100]], \"repeats\": 2}}}",
                "mode.sequences.pairs: 0 is not allowed; a sequence is 1 to 100000 calls",
                "{\"mode\": {\"sequences\": {\"pairs\": [[3, 100], [3, 100]], \"repeats\": 2}}}",
                "mode.sequences.pairs: [3, 100] is given twice",
                "{\"mode\": {\"sequences\": {\"pairs\": [[3, 100]], \"lengths\": [3], \"repeats\": 2}}}",
                "mode.sequences.pairs: give either pairs",
                "{\"sizes\": [100, 5], \"mode\": {\"sequences\": {\"pairs\": [[3, 100]], \"repeats\": 2}}}",
                "sizes: a sequences run takes no sizes (mode.sequences.pairs give its sizes)",
                "{\"mode\": {\"sequences\": {\"pairs\": [[3]], \"repeats\": 2}}}", "mode.sequences.pairs: [3] is not a pair",
                "{\"mode\": {\"sequences\": {\"pairs\": [], \"repeats\": 2}}}", "mode.sequences.pairs: give 1 to 20"));
    }

    private void assertRefusedAt(String path, String field) throws Exception {
        HttpResponse<String> response = api.get(Caller.VIEWER, path);
        assertEquals(400, response.statusCode(), path + ": " + response.body());
        assertEquals(field, LabApi.object(response.body()).getJsonArray("fields").getJsonObject(0).getString("path"), response.body());
    }
}
