package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.NeedsTargetDomain;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.it.support.TargetDomain;

/**
 * Startup after deployment (issue 45, item 3) on the tests' second domain, registered with its
 * administration (admin port and password file) so the lab can restart its application: a startup run of
 * plain and sign-only, k = 2 restarts each, n = 3 steady calls, stores each visit's first call as the
 * after-deployment kind, its second as the new-session kind and the rest steady, every call OK, and its
 * view counts them. Kinds and counts only: never a time.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
@NeedsTargetDomain
class StartupRunIT {

    private static final Duration READY_WITHIN = Duration.ofMinutes(10);
    private static final String RESTARTABLE = "restartable-domain";
    private static final String NOT_RESTARTABLE = "plain-domain";
    private static final LabApi API = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @BeforeAll
    static void registerTheTargetTwice() throws Exception {
        TargetDomain target = TargetDomain.started(READY_WITHIN);
        HttpResponse<String> restartable = API.call(Caller.OPERATOR, "POST", "targets", target.registration(RESTARTABLE, true));
        assertEquals(201, restartable.statusCode(), restartable.body());
        assertTrue(LabApi.object(restartable.body()).getBoolean("restartable"), restartable.body());
        assertTrue(!restartable.body().contains(target.adminPasswordFile().toString()), "the file's path is not shown");
        HttpResponse<String> plain = API.call(Caller.OPERATOR, "POST", "targets", target.registration(NOT_RESTARTABLE, false));
        assertEquals(201, plain.statusCode(), plain.body());
        assertTrue(!LabApi.object(plain.body()).getBoolean("restartable"), plain.body());
    }

    @AfterAll
    static void removeTheTargets() throws Exception {
        API.call(Caller.OPERATOR, "DELETE", "targets/" + RESTARTABLE, null);
        API.call(Caller.OPERATOR, "DELETE", "targets/" + NOT_RESTARTABLE, null);
    }

    @Test
    void aStartupRunStoresEachVisitsCallsByKindAndItsViewCountsThem() throws Exception {
        long id = API.start("{\"target\": \"" + RESTARTABLE + "\", \"mechanisms\": [\"plain\", \"sign-only\"], \"sizes\": [100],"
                + " \"mode\": {\"startup\": {\"repeats\": 2, \"steady_calls\": 3}}}");
        JsonObject run = API.awaitEnd(id, Duration.ofMinutes(10));
        assertEquals("COMPLETED", run.getString("status"), run.toString());

        List<CSVRecord> samples = API.samples(id);
        assertEquals(List.of(), samples.stream().filter(s -> !s.get("error").isEmpty()).map(s -> s.get("error")).toList(),
                "every call OK");
        Map<String, Long> kinds = samples.stream().collect(Collectors.groupingBy(
                s -> s.get("mechanism") + ":" + (s.get("initial_kind").isEmpty() ? "steady" : s.get("initial_kind")), TreeMap::new,
                Collectors.counting()));
        assertEquals(Map.of("plain:deployment", 2L, "plain:session", 2L, "plain:steady", 2L * 3,
                "sign-only:deployment", 2L, "sign-only:session", 2L, "sign-only:steady", 2L * 3), kinds,
                "2 × 2 after deployment, 2 × 2 on a new session, 2 × 2 × 3 steady");
        for (CSVRecord call : samples) {
            assertEquals(!call.get("initial_kind").isEmpty(), Boolean.parseBoolean(call.get("initial")),
                    "both initial kinds, and only they, are initial: " + call.toMap());
            assertEquals("false", call.get("warmup"), call.toMap().toString());
        }

        JsonObject view = LabApi.object(API.get(Caller.VIEWER, "runs/" + id + "/startup").body());
        assertEquals(2, view.getJsonArray("rows").size(), view.toString());
        for (JsonObject row : view.getJsonArray("rows").getValuesAs(JsonObject.class)) {
            assertEquals(2, row.getInt("deployment_n"), row.toString());
            assertEquals(2, row.getInt("session_n"), row.toString());
            assertEquals(2 * 3, row.getInt("steady_n"), row.toString());
            assertEquals(2, row.getInt("restart_n"), "one restart before each visit: " + row);
            assertEquals(2, row.getInt("deployment_x_steady_k"), row.toString());
        }
        HttpResponse<String> csv = API.get(Caller.VIEWER, "runs/" + id + "/startup.csv");
        assertEquals(200, csv.statusCode(), csv.body());
        assertEquals(1 + 2, csv.body().lines().count(), "a header and a row per mechanism");
    }

    @Test
    void aStartupRunIsRefusedOnATargetItCannotRestart() throws Exception {
        for (String target : List.of(NOT_RESTARTABLE, "lab")) {
            HttpResponse<String> refused = API.call(Caller.OPERATOR, "POST", "runs", "{\"target\": \"" + target
                    + "\", \"mechanisms\": [\"plain\"], \"sizes\": [100], \"mode\": {\"startup\": {\"repeats\": 1, \"steady_calls\": 1}}}");
            assertEquals(400, refused.statusCode(), refused.body());
            assertEquals("target", LabApi.object(refused.body()).getJsonArray("fields").getJsonObject(0).getString("path"),
                    refused.body());
        }
    }
}
