package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * The algorithm suite as a run dimension, through the API: a mechanism that offers a choice is measured
 * under each suite asked for, the others (plain among them) once under their own; bad suites are
 * refused with what is allowed, and nothing is stored.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class SuiteRunsIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aRunOfTwoSuitesAndThreeMechanismsStoresAndSummarisesEachMechanismSuiteAndSize() throws Exception {
        long id = api.start("""
                {"mechanisms": ["mutual-certificates", "sign-only", "transport-ssl"], "suites": ["Basic128", "Basic256"],
                 "sizes": [100, 1024], "calls": 3, "warmup": 1}""");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        assertEquals(List.of("Basic128", "Basic256"), strings(run.getJsonObject("parameters").getJsonArray("suites")));
        Set<String> cells = Set.of("plain@", "mutual-certificates@Basic128", "mutual-certificates@Basic256",
                "sign-only@Basic128", "sign-only@Basic256", "transport-ssl@Basic128");
        assertEquals(cells.size() * 2 * 4L, run.getJsonNumber("total").longValue(), "six endpoints × two sizes × four calls");

        JsonArray summary = api.summary(id);
        Set<String> summarised = new TreeSet<>();
        for (JsonObject row : summary.getValuesAs(JsonObject.class)) {
            String suite = row.isNull("suite") ? "" : row.getString("suite");
            summarised.add(row.getString("mechanism") + "@" + suite + "#" + row.getInt("size"));
            assertEquals(3, row.getInt("n"), row.toString());
            assertEquals(0, row.getInt("errors"), row.toString());
            if (!"plain".equals(row.getString("mechanism"))) {
                assertTrue(row.containsKey("overhead_pct") && !row.isNull("overhead_pct"),
                        "every secured cell's overhead over plain at its size: " + row);
            }
        }
        assertEquals(cells.stream().flatMap(c -> List.of(c + "#100", c + "#1024").stream()).collect(Collectors.toCollection(TreeSet::new)),
                summarised, "one summary row per mechanism × suite × size");

        List<CSVRecord> samples = api.samples(id);
        Map<String, Long> calls = samples.stream().collect(Collectors.groupingBy(
                s -> s.get("mechanism") + "@" + s.get("suite") + "#" + s.get("size"), Collectors.counting()));
        assertEquals(12, calls.size(), "every call stored in its cell: " + calls.keySet());
        assertTrue(calls.values().stream().allMatch(n -> n == 4), "one warm-up and three calls per cell: " + calls);

        JsonArray compared = api.compare(id, "mutual-certificates/Basic256", "mutual-certificates");
        assertEquals(2, compared.size(), compared.toString());
        for (JsonObject row : compared.getValuesAs(JsonObject.class)) {
            assertEquals("mutual-certificates/Basic256", row.getString("a"));
            assertEquals("mutual-certificates", row.getString("b"));
            double low = row.getJsonNumber("difference_ci_low").doubleValue();
            double high = row.getJsonNumber("difference_ci_high").doubleValue();
            double pct = row.getJsonNumber("difference_pct").doubleValue();
            assertTrue(low <= pct && pct <= high, "a difference within its interval, from both suites' calls: " + row);
        }
        assertEquals(List.of(100, 1024), compared.getValuesAs(JsonObject.class).stream().map(r -> r.getInt("size")).toList());
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    /** Every endpoint in one run: its list of endpoints (1,343 characters of ids) once did not fit its column. */
    @Test
    void aRunOfEveryMechanismUnderEverySuiteMeasuresEveryAvailableEndpoint() throws Exception {
        long id = api.start("""
                {"suites": ["Basic128", "Basic256", "TripleDes", "TripleDesRsa15", "Basic256Sha256"], "sizes": [100], "calls": 1,
                 "warmup": 0}""");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(5));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        Set<String> expected = Endpoint.all().stream().filter(e -> e.knownFailure().isEmpty())
                .map(e -> e.mechanism().id() + "@" + e.suiteId()).collect(Collectors.toCollection(TreeSet::new));
        Set<String> measured = api.summary(id).getValuesAs(JsonObject.class).stream()
                .map(row -> row.getString("mechanism") + "@" + (row.isNull("suite") ? "" : row.getString("suite")))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(expected, measured, "every available mechanism under every suite it offers, once");
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void badSuitesAreRefusedSayingWhatIsAllowedAndStoreNothing() throws Exception {
        Map<String, String> refusals = Map.of(
                "{\"suites\": [\"Basic512\"]}", "Basic256Sha256",
                "{\"suites\": []}", "at least one",
                "{\"suites\": [\"Basic256\", \"Basic256\"]}", "twice",
                "{\"suites\": \"Basic256\"}", "suites",
                "{\"mechanisms\": [\"transport-ssl\", \"https-only\"], \"suites\": [\"Basic256\"]}", "mutual-certificates",
                "{\"mechanisms\": [\"sts-issued-token\"], \"suites\": [\"TripleDes\"]}", "Wrong key size");
        api.assertRunsRefused(refusals);
    }

    private static List<String> strings(JsonArray array) {
        return array.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }
}
