package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.time.Duration;
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
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * A run's shape and direction through the API: stored with the run, on every summary row and sample,
 * the default run unchanged; bad values refused saying what is allowed, nothing stored.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class WorkloadRunsIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void aRunOfBooksInTheResponseStoresEveryCellUnderItsWorkload() throws Exception {
        long id = api.start("""
                {"mechanisms": ["mutual-certificates"], "shape": "books", "direction": "response", "sizes": [1, 40],
                 "calls": 3, "warmup": 1}""");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(3));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject parameters = run.getJsonObject("parameters");
        assertEquals(List.of("books", "response", "none"), List.of(parameters.getString("shape"), parameters.getString("direction"),
                parameters.getString("service_work")));

        Map<String, JsonObject> rows = api.summary(id).getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(row -> row.getString("mechanism") + "#" + row.getInt("size"), row -> row));
        assertEquals(Set.of("plain#1", "plain#40", "mutual-certificates#1", "mutual-certificates#40"), rows.keySet());
        for (JsonObject row : rows.values()) {
            assertEquals(3, row.getInt("n"), row.toString());
            assertEquals(0, row.getInt("errors"), "every response checked, record for record: " + row);
            assertEquals(List.of("books", "response", "none"), List.of(row.getString("shape"), row.getString("direction"),
                    row.getString("service_work")), row.toString());
        }
        for (String mechanism : List.of("plain", "mutual-certificates")) {
            JsonObject one = rows.get(mechanism + "#1");
            JsonObject forty = rows.get(mechanism + "#40");
            // The request names the count and a seed of its own (a long: up to 20 characters); encrypted, a few
            // characters more may take another cipher block (16 bytes, 24 in base64): the same size within 64 bytes.
            assertTrue(Math.abs(forty.getInt("request_bytes") - one.getInt("request_bytes")) <= 64,
                    mechanism + ": the request asks, whatever the count: " + one + " " + forty);
            assertTrue(forty.getInt("response_bytes") > one.getInt("response_bytes") + 39 * 100,
                    mechanism + ": 39 more books in the response, each over 100 bytes: " + one + " " + forty);
        }

        List<CSVRecord> samples = api.samples(id);
        assertEquals(4 * 4, samples.size(), "one warm-up and three calls per cell");
        assertTrue(samples.stream().allMatch(s -> s.get("shape").equals("books") && s.get("direction").equals("response")
                && s.get("error").isEmpty()), "every call stored under the run's workload, none failed");
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void aRunThatNamesNoWorkloadEchoesBytesAsBefore() throws Exception {
        long id = api.start("{\"mechanisms\": [\"sign-only\"], \"sizes\": [100], \"calls\": 1, \"warmup\": 0}");
        JsonObject run = api.awaitEnd(id, Duration.ofMinutes(2));
        assertEquals("COMPLETED", run.getString("status"), run.toString());
        JsonObject parameters = run.getJsonObject("parameters");
        assertEquals(List.of("bytes", "echo"), List.of(parameters.getString("shape"), parameters.getString("direction")));
        assertTrue(api.samples(id).stream().allMatch(s -> s.get("shape").equals("bytes") && s.get("direction").equals("echo")));
        assertEquals(204, api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null).statusCode());
    }

    @Test
    void badWorkloadsAreRefusedSayingWhatIsAllowedAndStoreNothing() throws Exception {
        Map<String, String> refusals = Map.of(
                "{\"shape\": \"xml\"}", "shape: 'xml' is not a payload shape; allowed are bytes, text, books, employees",
                "{\"direction\": \"sideways\"}", "direction: 'sideways' is not a direction; allowed are echo, response, request",
                "{\"direction\": 2}", "direction: 2 is not a string",
                "{\"shape\": \"employees\", \"sizes\": [100001]}", "a size of employees is a number of records from 1 to 100000",
                "{\"shape\": \"books\", \"sizes\": [0]}", "sizes: 0 is not allowed",
                "{\"shape\": [\"books\"]}", "shape",
                "{\"shape\": \"books\", \"direction\": \"response\", \"service_work\": \"db-write\"}",
                "service_work: 'db-write' is not a service work; allowed are none, db-read",
                "{\"shape\": \"bytes\", \"direction\": \"response\", \"service_work\": \"db-read\"}",
                "it needs direction response and shape books or employees");
        api.assertRunsRefused(refusals);
    }
}
