package org.wsslab.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.it.support.LabApi.Caller.ANONYMOUS;
import static org.wsslab.it.support.LabApi.Caller.OPERATOR;
import static org.wsslab.it.support.LabApi.Caller.VIEWER;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.json.JsonObject;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.hooks.api.HooksResource;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.NeedsTargetDomain;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.it.support.TargetDomain;

/**
 * The route description holds for the lab as deployed: it is served as kept in the repository, every
 * route refuses the callers its role excludes, and every operation, called as a script would, answers
 * a status it lists with a body its schema accepts. An operation this scenario never got a success
 * from fails the test, so a route added to the description comes with a call here. The routes the
 * test deployment adds (test-hooks) are held the same way to their own description, never served.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
// A startup run's view needs a target the lab can restart: the tests' second domain.
@NeedsTargetDomain
class ApiDescriptionIT {

    private static final String MECHANISM = "mutual-certificates";
    private static final String FIXED = "{\"mechanisms\": [\"" + MECHANISM
            + "\"], \"sizes\": [100], \"calls\": 3, \"warmup\": 1, \"priming\": {\"calls\": 1}}";
    private static final Duration RUN_ENDS = Duration.ofMinutes(3);

    private final LabApi api = LabApi.ofTestDomain();

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void theDescriptionServedIsTheOneInTheRepositoryAndAnUnknownPathNamesIt() throws Exception {
        HttpResponse<String> served = api.get(ANONYMOUS, "openapi.json");
        assertEquals(200, served.statusCode(), "anyone reads the description, as the catalog");
        assertEquals(Files.readString(Path.of(System.getProperty("wsslab.root"), "docs", "openapi.json")), served.body());

        String error = LabApi.object(api.get(VIEWER, "no-such-route").body()).getString("error");
        assertTrue(error.contains("/wsslab/api/openapi.json"), "a 404 points at the description: " + error);
    }

    @Test
    void everyRouteRefusesTheCallersItsRoleExcludes() throws Exception {
        Map<String, JsonNode> operations = new TreeMap<>(served().operations());
        operations.putAll(hooks().operations());
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, JsonNode> operation : operations.entrySet()) {
            String method = operation.getKey().substring(0, operation.getKey().indexOf(' '));
            // Ids that exist nowhere: a caller let through would get a 404, never change anything.
            String path = operation.getKey().substring(method.length() + 2).replaceAll("\\{\\w+}", "999999999");
            String role = operation.getValue().get("x-wsslab-role").asText();
            expect(wrong, operation.getKey(), role.equals("anyone") ? -1 : 401, ANONYMOUS, method, path);
            expect(wrong, operation.getKey(), role.equals("operator") ? 403 : -1, VIEWER, method, path);
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    private void expect(List<String> wrong, String operation, int refusal, Caller caller, String method, String path) throws Exception {
        if (refusal < 0 && !method.equals("GET")) {
            return; // a caller the role lets through would act: the scenario below calls it for real
        }
        int status = api.call(caller, method, path, method.equals("GET") || method.equals("DELETE") ? null : "{}").statusCode();
        if (refusal > 0 ? status != refusal : status == 401 || status == 403) {
            wrong.add(
                    operation + " as " + caller + ": " + status + (refusal > 0 ? ", not " + refusal : ", refused though its role allows"));
        }
    }

    @Test
    void everyOperationAnswersAsDescribed() throws Exception {
        RouteDescription d = served();
        RouteDescription hooks = hooks();
        d.check("GET", "/openapi.json", api.get(ANONYMOUS, "openapi.json"));
        JsonNode mechanisms = com.fasterxml.jackson.databind.json.JsonMapper.builder().build()
                .readTree(d.check("GET", "/mechanisms", api.get(ANONYMOUS, "mechanisms")).body());

        long run = started(d, FIXED);
        api.awaitEnd(run, RUN_ENDS);
        readRun(d, run);
        d.check("GET", "/backup", api.get(OPERATOR, "backup")); // between runs: the one just ended, and none queued
        long imported = id(d.check("POST", "/runs/import", api.call(OPERATOR, "POST", "runs/import",
                d.check("GET", "/runs/{id}/export", api.get(VIEWER, "runs/" + run + "/export")).body())));
        d.check("GET", "/runs/compare", api.get(VIEWER, "runs/compare?ids=" + run + "," + imported));
        d.check("GET", "/runs/compare/cells.csv", api.get(VIEWER, "runs/compare/cells.csv?ids=" + run + "," + imported));
        d.check("GET", "/runs/compare/report.html", api.get(VIEWER, "runs/compare/report.html?ids=" + run + "," + imported));
        d.check("DELETE", "/runs/{id}", api.call(OPERATOR, "DELETE", "runs/" + imported, null));
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + imported));
        JmeterDescribed.check(d, api, run, MECHANISM);

        profile(d, run);
        modes(d);
        groups(d);
        targets(d);
        StudiesDescribed.check(d, api);
        cancelAndResume(d, hooks);
        verification(d);
        interop(d);
        harness(d);
        testHooks(d, hooks, run, mechanisms.size());

        assertTrue(d.neverAnsweredWithSuccess().isEmpty(), "operations this scenario never saw succeed (call them here): "
                + d.neverAnsweredWithSuccess());
        assertTrue(hooks.neverAnsweredWithSuccess().isEmpty(), "test hooks this scenario never saw succeed (call them here): "
                + hooks.neverAnsweredWithSuccess());
    }

    private void readRun(RouteDescription d, long run) throws Exception {
        d.check("GET", "/runs", api.get(VIEWER, "runs"));
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + run));
        d.check("PATCH", "/runs/{id}",
                api.call(OPERATOR, "PATCH", "runs/" + run, "{\"name\": \"described\", \"notes\": \"ApiDescriptionIT\"}"));
        d.check("GET", "/runs/{id}/summary", api.get(VIEWER, "runs/" + run + "/summary"));
        d.check("GET", "/runs/{id}/findings", api.get(VIEWER, "runs/" + run + "/findings"));
        d.check("GET", "/runs/{id}/floor", api.get(VIEWER, "runs/" + run + "/floor"));
        d.check("GET", "/runs/{id}/samples", api.get(VIEWER, "runs/" + run + "/samples"));
        d.check("GET", "/runs/{id}/decision", api.get(VIEWER, "runs/" + run + "/decision?size=100"));
        d.check("GET", "/runs/{id}/decision.csv", api.get(VIEWER, "runs/" + run + "/decision.csv?size=100"));
        d.check("GET", "/runs/{id}/compare", api.get(VIEWER, "runs/" + run + "/compare?a=" + MECHANISM + "&b=plain&statistic=median"));
        for (String file : List.of("compare/threshold", "compare/threshold.csv")) {
            d.check("GET", "/runs/{id}/" + file,
                    api.get(VIEWER, "runs/" + run + "/" + file + "?a=" + MECHANISM + "&b=plain&statistic=median"));
        }
        d.check("GET", "/runs/{id}/compare/threshold", api.get(VIEWER, "runs/" + run + "/compare/threshold?a=plain&b=plain"));
        d.check("GET", "/runs/{id}/bytes-over-plain", api.get(VIEWER, "runs/" + run + "/bytes-over-plain"));
        d.check("GET", "/runs/{id}/bytes-over-plain.csv", api.get(VIEWER, "runs/" + run + "/bytes-over-plain.csv"));
        d.check("GET", "/runs/{id}/cpu-fits", api.get(VIEWER, "runs/" + run + "/cpu-fits"));
        d.check("GET", "/runs/{id}/cpu-fits.csv", api.get(VIEWER, "runs/" + run + "/cpu-fits.csv"));
        for (String file : List.of("summary.csv", "rtt.csv", "overhead.csv", "report.html")) {
            d.check("GET", "/runs/{id}/" + file, api.get(VIEWER, "runs/" + run + "/" + file));
        }
        d.check("GET", "/runs/{id}/growth", api.get(VIEWER, "runs/" + run + "/growth"));
        d.check("GET", "/runs/{id}/convergence", api.get(VIEWER, "runs/" + run + "/convergence"));
        d.check("GET", "/runs/{id}/convergence.csv", api.get(VIEWER, "runs/" + run + "/convergence.csv"));
        d.check("POST", "/runs/{id}/resume", api.call(OPERATOR, "POST", "runs/" + run + "/resume", null));
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/999999999"));
        d.check("POST", "/runs", api.call(OPERATOR, "POST", "runs", "{\"calls\": 1.5}"));
    }

    private void profile(RouteDescription d, long run) throws Exception {
        HttpResponse<String> asked = d.check("POST", "/runs/{id}/profiles", api.call(OPERATOR, "POST", "runs/" + run + "/profiles",
                "{\"mechanism\": \"" + MECHANISM + "\", \"size\": 100, \"seconds\": 1}"));
        long profile = id(asked);
        api.awaitProfile(run, profile, RUN_ENDS);
        d.check("GET", "/runs/{id}/profiles", api.get(VIEWER, "runs/" + run + "/profiles"));
        d.check("GET", "/runs/{id}/profiles/{profile}", api.get(VIEWER, "runs/" + run + "/profiles/" + profile));
        d.check("GET", "/runs/{id}/profiles/{profile}.csv", api.get(VIEWER, "runs/" + run + "/profiles/" + profile + ".csv"));
    }

    private void modes(RouteDescription d) throws Exception {
        long growth = started(d,
                "{\"mechanisms\": [\"" + MECHANISM + "\"], \"mode\": {\"growth\": {\"start\": 100, \"step\": 100, \"calls\": 6}}}");
        api.awaitEnd(growth, RUN_ENDS);
        d.check("GET", "/runs/{id}/growth", api.get(VIEWER, "runs/" + growth + "/growth"));
        // Its threshold along the series: two windows of three calls (GrowthPairThreshold); the default window of ten is too long.
        for (String file : List.of("compare/threshold", "compare/threshold.csv")) {
            assertEquals(200, d.check("GET", "/runs/{id}/" + file,
                    api.get(VIEWER, "runs/" + growth + "/" + file + "?a=" + MECHANISM + "&b=plain&window=3")).statusCode(), file);
        }
        HttpResponse<String> noWindow = d.check("GET", "/runs/{id}/compare/threshold",
                api.get(VIEWER, "runs/" + growth + "/compare/threshold?a=" + MECHANISM + "&b=plain"));
        assertEquals(400, noWindow.statusCode(), noWindow.body());
        assertEquals("window", LabApi.object(noWindow.body()).getJsonArray("fields").getJsonObject(0).getString("path"), noWindow.body());
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + growth));
        d.check("GET", "/runs/{id}/summary", api.get(VIEWER, "runs/" + growth + "/summary"));
        // A growth run has no sizes: a decision needs one (409, not a failure), its report has no per-size charts.
        HttpResponse<String> noSize = d.check("GET", "/runs/{id}/decision", api.get(VIEWER, "runs/" + growth + "/decision"));
        assertEquals(409, noSize.statusCode());
        assertEquals("size", LabApi.object(noSize.body()).getJsonArray("fields").getJsonObject(0).getString("path"), noSize.body());
        assertEquals(409, d.check("GET", "/runs/{id}/decision.csv", api.get(VIEWER, "runs/" + growth + "/decision.csv")).statusCode());
        // Its bytes over plain are its wire points along the series (issue 43): the same shape as a fixed run's.
        assertEquals(200,
                d.check("GET", "/runs/{id}/bytes-over-plain", api.get(VIEWER, "runs/" + growth + "/bytes-over-plain")).statusCode());
        assertEquals(409, d.check("GET", "/runs/{id}/cpu-fits", api.get(VIEWER, "runs/" + growth + "/cpu-fits")).statusCode());
        assertEquals(200, d.check("GET", "/runs/{id}/bytes-over-plain.csv", api.get(VIEWER, "runs/" + growth + "/bytes-over-plain.csv"))
                .statusCode());
        assertEquals(200, d.check("GET", "/runs/{id}/report.html", api.get(VIEWER, "runs/" + growth + "/report.html")).statusCode());
        assertEquals(409, d.check("GET", "/runs/{id}/convergence", api.get(VIEWER, "runs/" + growth + "/convergence")).statusCode(),
                "a growth run's calls are no cell's series");

        long sequences = started(d, "{\"mechanisms\": [\"" + MECHANISM + "\"], \"warmup\": 1,"
                + " \"mode\": {\"sequences\": {\"pairs\": [[2, 100]], \"repeats\": 2}}}");
        api.awaitEnd(sequences, RUN_ENDS);
        d.check("GET", "/runs/{id}/sequences", api.get(VIEWER, "runs/" + sequences + "/sequences"));
        d.check("GET", "/runs/{id}/sequences.csv", api.get(VIEWER, "runs/" + sequences + "/sequences.csv"));
        d.check("GET", "/runs/{id}/sequences", api.get(VIEWER, "runs/" + sequences + "/sequences?a=" + MECHANISM + "&b=plain"));
        d.check("GET", "/runs/{id}/sequences-cumulative.csv", api.get(VIEWER, "runs/" + sequences + "/sequences-cumulative.csv"));
        d.check("GET", "/runs/{id}/sequence-ratios.csv", api.get(VIEWER, "runs/" + sequences + "/sequence-ratios.csv"));
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + sequences));
        d.check("GET", "/runs/{id}/summary", api.get(VIEWER, "runs/" + sequences + "/summary"));
        assertEquals(409, d.check("GET", "/runs/{id}/cpu-fits", api.get(VIEWER, "runs/" + sequences + "/cpu-fits")).statusCode(),
                "a sequences run's calls are no steady cell's");

        long clients = started(d,
                "{\"mechanisms\": [\"" + MECHANISM + "\"], \"sizes\": [100], \"calls\": 2, \"warmup\": 1, \"clients\": [2]}");
        api.awaitEnd(clients, RUN_ENDS);
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + clients));
        d.check("GET", "/runs/{id}/summary", api.get(VIEWER, "runs/" + clients + "/summary"));

        long precision = started(d, "{\"mechanisms\": [\"" + MECHANISM + "\"], \"sizes\": [100], \"warmup\": 1,"
                + " \"mode\": {\"precision\": {\"pct\": 50, \"max_calls\": 20, \"min_calls\": 6}}}");
        api.awaitEnd(precision, RUN_ENDS);
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + precision));
        d.check("GET", "/runs/{id}/summary", api.get(VIEWER, "runs/" + precision + "/summary"));
    }

    /** Two runs of one request made into a group, read back as its runs and as the group; a name no group has. */
    private void groups(RouteDescription d) throws Exception {
        String group = "described " + System.nanoTime();
        for (int replicate = 0; replicate < 2; replicate++) {
            api.awaitEnd(started(d, FIXED.substring(0, FIXED.length() - 1) + ", \"group\": \"" + group + "\"}"), RUN_ENDS);
        }
        String name = group.replace(" ", "%20");
        d.check("GET", "/runs", api.get(VIEWER, "runs?group=" + name));
        d.check("GET", "/groups", api.get(VIEWER, "groups"));
        d.check("GET", "/groups/{name}", api.get(VIEWER, "groups/" + name));
        d.check("GET", "/groups/{name}/findings", api.get(VIEWER, "groups/" + name + "/findings"));
        assertEquals(404, d.check("GET", "/groups/{name}", api.get(VIEWER, "groups/no%20such%20group")).statusCode());
    }

    /** The targets listed, one registered at the lab's own port (its wsslab-target answers), listed with it, and removed. */
    private void targets(RouteDescription d) throws Exception {
        d.check("GET", "/targets", api.get(VIEWER, "targets"));
        String name = "described-" + Long.toString(System.nanoTime(), 36);
        assertEquals(201, d.check("POST", "/targets", api.call(OPERATOR, "POST", "targets", "{\"name\": \"" + name
                + "\", \"host\": \"localhost\", \"http_port\": " + System.getProperty("wsslab.it.httpPort", "28080")
                + ", \"https_port\": " + System.getProperty("wsslab.it.httpsPort", "28081") + "}")).statusCode());
        d.check("GET", "/targets", api.get(VIEWER, "targets"));
        assertEquals(204, d.check("DELETE", "/targets/{name}", api.call(OPERATOR, "DELETE", "targets/" + name, null)).statusCode());
        startup(d);
    }

    /** A restartable target (the tests' second domain, with its administration) and a startup run's view on it. */
    private void startup(RouteDescription d) throws Exception {
        TargetDomain target = TargetDomain.started(Duration.ofMinutes(10));
        String name = "restartable-" + Long.toString(System.nanoTime(), 36);
        assertEquals(201, d.check("POST", "/targets", api.call(OPERATOR, "POST", "targets", target.registration(name, true))).statusCode());
        d.check("GET", "/targets", api.get(VIEWER, "targets"));
        long run = started(d, "{\"target\": \"" + name + "\", \"mechanisms\": [\"plain\"], \"sizes\": [100],"
                + " \"mode\": {\"startup\": {\"repeats\": 1, \"steady_calls\": 1}}}");
        api.awaitEnd(run, RUN_ENDS);
        d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + run));
        d.check("GET", "/runs/{id}/startup", api.get(VIEWER, "runs/" + run + "/startup"));
        d.check("GET", "/runs/{id}/startup.csv", api.get(VIEWER, "runs/" + run + "/startup.csv"));
        d.check("GET", "/runs/{id}/samples", api.get(VIEWER, "runs/" + run + "/samples"));
        assertEquals(204, d.check("DELETE", "/runs/{id}", api.call(OPERATOR, "DELETE", "runs/" + run, null)).statusCode());
        assertEquals(204, d.check("DELETE", "/targets/{name}", api.call(OPERATOR, "DELETE", "targets/" + name, null)).statusCode());
    }

    /** A run held before its first call is cancelled there, resumed, and deleted once it has completed. */
    private void cancelAndResume(RouteDescription d, RouteDescription hooks) throws Exception {
        hooks.check("PUT", "/harness/hold", api.call(OPERATOR, "PUT", "harness/hold?before=0", null));
        long run;
        try {
            run = started(d, FIXED);
            api.awaitHeld(RUN_ENDS);
            hooks.check("GET", "/harness/hold", api.get(OPERATOR, "harness/hold"));
            d.check("GET", "/runs/{id}", api.get(VIEWER, "runs/" + run));
            d.check("POST", "/runs/{id}/cancel", api.call(OPERATOR, "POST", "runs/" + run + "/cancel", null));
        } finally {
            // never leave the hold armed for the next test class's runs
            hooks.check("DELETE", "/harness/hold", api.call(OPERATOR, "DELETE", "harness/hold", null));
        }
        assertEquals("CANCELLED", api.awaitEnd(run, RUN_ENDS).getString("status"));
        d.check("POST", "/runs/{id}/resume", api.call(OPERATOR, "POST", "runs/" + run + "/resume", null));
        assertEquals("COMPLETED", api.awaitEnd(run, RUN_ENDS).getString("status"));
        d.check("DELETE", "/runs/{id}", api.call(OPERATOR, "DELETE", "runs/" + run, null));
    }

    private void verification(RouteDescription d) throws Exception {
        HttpResponse<String> started = d.check("POST", "/verifications", api.call(OPERATOR, "POST", "verifications",
                "{\"mechanisms\": [\"" + MECHANISM + "\"], \"suites\": [\"Basic128\"]}"));
        long id = id(started);
        JsonObject verification = api.awaitVerification(id, RUN_ENDS);
        d.check("GET", "/verifications", api.get(VIEWER, "verifications"));
        d.check("GET", "/verifications/{id}", api.get(VIEWER, "verifications/" + id));
        String attack = verification.getJsonArray("attacks").getJsonObject(0).getString("id");
        d.check("GET", "/verifications/{id}/evidence", api.get(VIEWER, "verifications/" + id + "/evidence?mechanism=" + MECHANISM
                + "&suite=Basic128&attack=" + attack));
        d.check("POST", "/verifications/{id}/cancel", api.call(OPERATOR, "POST", "verifications/" + id + "/cancel", null));
        d.check("DELETE", "/verifications/{id}", api.call(OPERATOR, "DELETE", "verifications/" + id, null));
        // Cancelled while a hold keeps it running: the hold is armed for this verification only, and always taken off.
        api.call(OPERATOR, "PUT", "harness/verification-hold?after=1", null);
        try {
            id = id(api.call(OPERATOR, "POST", "verifications", "{\"mechanisms\": [\"plain\"]}"));
            d.check("POST", "/verifications/{id}/cancel", api.call(OPERATOR, "POST", "verifications/" + id + "/cancel", null));
        } finally {
            api.call(OPERATOR, "DELETE", "harness/verification-hold", null);
        }
        assertEquals("CANCELLED", api.awaitVerification(id, RUN_ENDS).getString("status"));
        api.call(OPERATOR, "DELETE", "verifications/" + id, null);
    }

    private void interop(RouteDescription d) throws Exception {
        HttpResponse<String> posted = d.check("POST", "/interop", api.call(OPERATOR, "POST", "interop", "{\"client\": \"ApiDescriptionIT\","
                + " \"results\": [{\"mechanism\": \"plain\", \"suite\": null, \"outcome\": \"INTEROPERATES\", \"calls\": 3,"
                + " \"sizes\": [{\"bytes\": 100, \"rtt_median_ns\": 2500000}]}]}"));
        d.check("GET", "/interop", api.get(VIEWER, "interop"));
        d.check("GET", "/interop/{id}", api.get(VIEWER, "interop/" + id(posted)));
    }

    private void harness(RouteDescription d) throws Exception {
        d.check("POST", "/harness/gc", api.call(OPERATOR, "POST", "harness/gc", null));
        d.check("POST", "/harness/bare-loop", api.call(OPERATOR, "POST", "harness/bare-loop?size=100&warmup=1&calls=5", null));
        d.check("POST", "/harness/soak", api.call(OPERATOR, "POST", "harness/soak?seconds=1&threads=1&size=100", null));
        api.awaitSoak(RUN_ENDS);
        d.check("GET", "/harness/soak", api.get(OPERATOR, "harness/soak"));
    }

    private void testHooks(RouteDescription d, RouteDescription hooks, long run, int mechanisms) throws Exception {
        hooks.check("GET", "/harness/summaries/{id}", api.get(OPERATOR, "harness/summaries/" + run));
        hooks.check("GET", "/harness/wsdl-reads", api.get(OPERATOR, "harness/wsdl-reads"));
        hooks.check("GET", "/harness/echo-calls/{mechanism}", api.get(OPERATOR, "harness/echo-calls/plain"));
        // Armed and disarmed with no verification started: never left for a later class's verification.
        try {
            hooks.check("PUT", "/harness/verification-hold", api.call(OPERATOR, "PUT", "harness/verification-hold?after=1", null));
            hooks.check("GET", "/harness/verification-hold", api.get(OPERATOR, "harness/verification-hold"));
        } finally {
            hooks.check("DELETE", "/harness/verification-hold", api.call(OPERATOR, "DELETE", "harness/verification-hold", null));
        }
        hooks.check("POST", "/harness/sample-writes", api.call(OPERATOR, "POST", "harness/sample-writes?way=jdbc&rows=10", null));
        // The fewest calls a synthetic run takes: every mechanism at the five sizes, 100 warm-up calls and one counted.
        HttpResponse<String> synthetic = hooks.check("POST", "/harness/synthetic-runs",
                api.call(OPERATOR, "POST", "harness/synthetic-runs?rows=" + mechanisms * 5 * 101, null));
        long stored = LabApi.object(synthetic.body()).getJsonNumber("run").longValue();
        d.check("DELETE", "/runs/{id}", api.call(OPERATOR, "DELETE", "runs/" + stored, null));
    }

    private long started(RouteDescription d, String body) throws Exception {
        return id(d.check("POST", "/runs", api.call(OPERATOR, "POST", "runs", body)));
    }

    private static long id(HttpResponse<String> answer) {
        assertTrue(answer.statusCode() < 300, answer.statusCode() + " " + answer.body());
        return LabApi.object(answer.body()).getJsonNumber("id").longValue();
    }

    private RouteDescription served() throws Exception {
        return new RouteDescription(LabApi.ok(api.get(ANONYMOUS, "openapi.json")));
    }

    /** The test hooks' own description, from the test-hooks module (the lab never serves it). */
    private static RouteDescription hooks() throws Exception {
        try (InputStream in = HooksResource.class.getResourceAsStream("test-hooks-openapi.json")) {
            return new RouteDescription(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
