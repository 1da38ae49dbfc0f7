package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
 * A group of runs through the API: two tiny runs of one request made into a group read back as its
 * runs and as pooled replicates, and a run of another request into the same group is refused, naming
 * group, with nothing stored.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class RunGroupsIT {

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void twoRunsOfOneRequestReadBackAsAGroupAndARunOfAnotherIsRefused() throws Exception {
        // Named for this test run: the shared deployment's database outlives a class.
        String group = "replicates " + System.nanoTime();
        String request = """
                {"mechanisms": ["mutual-certificates"], "sizes": [100], "calls": 2, "warmup": 0, "group": "%s"}""".formatted(group);
        long first = api.start(request);
        assertEquals("COMPLETED", api.awaitEnd(first, Duration.ofMinutes(3)).getString("status"));
        long second = api.start(request);
        assertEquals("COMPLETED", api.awaitEnd(second, Duration.ofMinutes(3)).getString("status"));

        String encoded = URLEncoder.encode(group, StandardCharsets.UTF_8).replace("+", "%20");
        JsonArray runs = array(LabApi.ok(api.get(Caller.VIEWER, "runs?group=" + encoded)));
        assertEquals(List.of(second, first),
                runs.getValuesAs(JsonObject.class).stream().map(run -> run.getJsonNumber("id").longValue()).toList(),
                "the group's runs, newest first");
        runs.getValuesAs(JsonObject.class).forEach(run -> assertEquals(group, run.getString("group")));
        assertEquals(group, api.run(first).getString("group"));

        JsonObject listed = array(LabApi.ok(api.get(Caller.VIEWER, "groups"))).getValuesAs(JsonObject.class).stream()
                .filter(g -> g.getString("name").equals(group)).findFirst().orElseThrow();
        assertEquals("same-jvm", listed.getString("kind"));
        assertEquals(2, listed.getInt("runs"));
        assertEquals(2, listed.getInt("completed"));

        JsonObject view = api.json("groups/" + encoded);
        assertEquals(List.of(first, second), view.getJsonArray("replicate_runs").getValuesAs(jakarta.json.JsonNumber.class).stream()
                .map(jakarta.json.JsonNumber::longValue).toList(), "replicates oldest first");
        JsonArray cells = view.getJsonArray("cells");
        assertEquals(1, cells.size(), "one secured cell; the baseline pools nothing: " + cells);
        JsonObject cell = cells.getJsonObject(0);
        assertEquals("mutual-certificates", cell.getString("mechanism"));
        assertEquals(100, cell.getInt("size"));
        assertEquals(2, cell.getInt("k"));
        assertFalse(cell.getBoolean("within_run"));
        assertEquals("between-replicate 95% interval, k = 2 same-JVM replicates", cell.getString("interval"));
        Double pooled = LabApi.number(cell, "pooled_overhead_pct");
        assertNotNull(pooled, cell.toString());
        assertTrue(LabApi.number(cell, "pooled_ci_low") <= pooled && pooled <= LabApi.number(cell, "pooled_ci_high"), cell.toString());
        assertNotNull(LabApi.number(cell, "cv_pct"), cell.toString());
        JsonArray own = cell.getJsonArray("replicates");
        assertEquals(List.of(first, second),
                own.getValuesAs(JsonObject.class).stream().map(r -> r.getJsonNumber("run").longValue()).toList());
        for (JsonObject replicate : own.getValuesAs(JsonObject.class)) {
            JsonObject summaryRow = api.summary(replicate.getJsonNumber("run").longValue()).getValuesAs(JsonObject.class).stream()
                    .filter(row -> row.getString("mechanism").equals("mutual-certificates")).findFirst().orElseThrow();
            assertEquals(LabApi.number(summaryRow, "overhead_median_pct"), LabApi.number(replicate, "overhead_pct"),
                    "a replicate's own estimate is its run's median overhead");
        }

        int before = api.runCount();
        HttpResponse<String> refused = api.call(Caller.OPERATOR, "POST", "runs", request.replace("\"calls\": 2", "\"calls\": 3"));
        assertEquals(400, refused.statusCode(), refused.body());
        JsonObject error = LabApi.object(refused.body());
        assertTrue(error.getString("error").startsWith("group: group '" + group + "' holds runs of one request: "), error.toString());
        assertTrue(error.getString("error").contains("this run differs in calls"), error.toString());
        assertEquals("group", error.getJsonArray("fields").getJsonObject(0).getString("path"));
        assertEquals(before, api.runCount(), "the refused run left nothing stored");
        assertEquals(2, array(LabApi.ok(api.get(Caller.VIEWER, "runs?group=" + encoded))).size());

        api.assertRunsRefused(Map.of(request.replace("}", ", \"group_kind\": \"invocations\"}"), "holds same-JVM replicates (same-jvm)"));
        HttpResponse<String> noGroup = api.get(Caller.VIEWER, "groups/no%20such%20group");
        assertEquals(404, noGroup.statusCode());
        assertTrue(LabApi.object(noGroup.body()).getString("error").contains("there is no group 'no such group'"), noGroup.body());
        HttpResponse<String> unknown = api.get(Caller.VIEWER, "runs?group=no%20such%20group");
        assertEquals(404, unknown.statusCode());
        assertTrue(LabApi.object(unknown.body()).getString("error").contains("there is no group 'no such group'"), unknown.body());
    }

    @Test
    void runsPostedAtOnceIntoOneNewGroupAllJoinIt() throws Exception {
        // Each request finds the group missing and makes it: all but one used to fail at commit (500).
        int at = 4;
        for (int attempt = 0; attempt < 3; attempt++) {
            String group = "made at once " + System.nanoTime();
            String request = """
                    {"mechanisms": ["plain"], "sizes": [100], "calls": 1, "warmup": 0, "group": "%s"}""".formatted(group);
            CountDownLatch gate = new CountDownLatch(1);
            ExecutorService posters = Executors.newFixedThreadPool(at);
            try {
                List<Future<HttpResponse<String>>> posted = new ArrayList<>();
                for (int i = 0; i < at; i++) {
                    posted.add(posters.submit(() -> {
                        gate.await();
                        return api.call(Caller.OPERATOR, "POST", "runs", request);
                    }));
                }
                gate.countDown();
                List<Long> ids = new ArrayList<>();
                for (Future<HttpResponse<String>> response : posted) {
                    HttpResponse<String> made = response.get(2, TimeUnit.MINUTES);
                    assertEquals(202, made.statusCode(), made.body());
                    ids.add(LabApi.object(made.body()).getJsonNumber("id").longValue());
                }
                for (long id : ids) {
                    assertEquals("COMPLETED", api.awaitEnd(id, Duration.ofMinutes(3)).getString("status"));
                    assertEquals(group, api.run(id).getString("group"));
                }
                String encoded = URLEncoder.encode(group, StandardCharsets.UTF_8).replace("+", "%20");
                assertEquals(at, array(LabApi.ok(api.get(Caller.VIEWER, "runs?group=" + encoded))).size());
            } finally {
                posters.shutdownNow();
            }
        }
    }

    private static JsonArray array(String json) {
        return Json.createReader(new StringReader(json)).readArray();
    }

}
