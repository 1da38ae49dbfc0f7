package org.wsslab.it.support;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/** The lab's REST API as an outside client calls it: HTTP Basic as one of the console users. */
public final class LabApi {

    /** Who calls: the two console users, or nobody. */
    public enum Caller {
        OPERATOR("operator"),
        VIEWER("viewer"),
        ANONYMOUS(null);

        private final String user;

        Caller(String user) {
            this.user = user;
        }

        /** The console user's name; {@code null} for nobody. */
        public String user() {
            return user;
        }

        /** The user's password (see {@link #authorization()} for where it comes from). */
        public String password() {
            String auth = new String(Base64.getDecoder().decode(authorization().substring("Basic ".length())), StandardCharsets.UTF_8);
            return auth.substring(auth.indexOf(':') + 1);
        }

        /**
         * The password is read from the lab's state folder ({@code wsslab.state}, where bin/domain-setup
         * keeps the console users' passwords), never from a system property: Failsafe copies those into
         * every test report.
         */
        String authorization() {
            String state = System.getProperty("wsslab.state");
            if (state == null) {
                throw new IllegalStateException(
                        "no wsslab.state (the folder with " + user + ".password): run the tests through Maven (mvn verify)");
            }
            String password;
            try {
                password = java.nio.file.Files.readString(java.nio.file.Path.of(state, user + ".password")).trim();
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the " + user + " password: " + e.getMessage(), e);
            }
            if (password.isBlank()) {
                throw new IllegalStateException(state + "/" + user + ".password is empty");
            }
            return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
        }
    }

    private static final Set<String> ENDED = Set.of("COMPLETED", "FAILED", "CANCELLED", "INTERRUPTED");
    private static final Duration POLL_EVERY = Duration.ofMillis(250);
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    // The JDK client upgrades plain HTTP to HTTP/2 (h2c); such a connection was dropped (EOF) under
    // a request that ran for a minute. HTTP/1.1 keeps it open for as long as the server takes.
    private static final HttpClient PATIENT_HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .version(HttpClient.Version.HTTP_1_1).build();

    private final URI api;
    private final HttpClient http;
    private final Duration timeout;

    public LabApi(URI server) {
        this(server.resolve("/wsslab/api/"), HTTP, TIMEOUT);
    }

    private LabApi(URI api, HttpClient http, Duration timeout) {
        this.api = api;
        this.http = http;
        this.timeout = timeout;
    }

    /** The same API, waiting up to {@code timeout} for each answer instead of a minute (a benchmark's long calls). */
    public LabApi patient(Duration timeout) {
        return new LabApi(api, PATIENT_HTTP, timeout);
    }

    /** The running lab's API (bin/wsslab bench): -Dwsslab.url, else the lab's own port on this machine. */
    public static LabApi ofRunningLab() {
        return new LabApi(URI.create(System.getProperty("wsslab.url", "http://localhost:8080/")));
    }

    /** The test domain's API, from the port the build gives the tests. */
    public static LabApi ofTestDomain() {
        return new LabApi(URI.create("http://localhost:" + System.getProperty("wsslab.it.httpPort", "28080") + "/"));
    }

    public HttpResponse<String> call(Caller caller, String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(api.resolve(path)).timeout(timeout)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (caller != Caller.ANONYMOUS) {
            request.header("Authorization", caller.authorization());
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Sends {@code body} of the given content type (a results file, a CSV), not JSON. */
    public HttpResponse<String> send(Caller caller, String method, String path, String contentType, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(api.resolve(path)).timeout(timeout)
                .method(method, HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", contentType);
        if (caller != Caller.ANONYMOUS) {
            request.header("Authorization", caller.authorization());
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> get(Caller caller, String path) throws IOException, InterruptedException {
        return call(caller, "GET", path, null);
    }

    /** Queues a run as operator and answers its id; fails unless the API accepted it. */
    public long start(String body) throws IOException, InterruptedException {
        return accepted("runs", body);
    }

    public JsonObject run(long id) throws IOException, InterruptedException {
        return object(ok(get(Caller.VIEWER, "runs/" + id)));
    }

    /** Polls the run until the condition holds, or fails after the given time. */
    public JsonObject await(long id, Duration within, Predicate<JsonObject> condition) throws IOException, InterruptedException {
        return await(id, within, POLL_EVERY, condition);
    }

    /** Polls the run every {@code every} until the condition holds, or fails after the given time. */
    public JsonObject await(long id, Duration within, Duration every, Predicate<JsonObject> condition)
            throws IOException, InterruptedException {
        return Poll.until("run " + id, within, every, () -> run(id), condition);
    }

    /** Polls the run until it has ended (COMPLETED, FAILED, CANCELLED or INTERRUPTED). */
    public JsonObject awaitEnd(long id, Duration within) throws IOException, InterruptedException {
        return await(id, within, run -> ENDED.contains(run.getString("status")));
    }

    /** Starts a verification as operator and answers its id; fails unless the API accepted it. */
    public long verify(String body) throws IOException, InterruptedException {
        return accepted("verifications", body);
    }

    public JsonObject verification(long id) throws IOException, InterruptedException {
        return object(ok(get(Caller.VIEWER, "verifications/" + id)));
    }

    /** Polls the verification until it is no longer RUNNING, or fails after the given time. */
    public JsonObject awaitVerification(long id, Duration within) throws IOException, InterruptedException {
        return poll("verification " + id, () -> verification(id), within,
                verification -> !"RUNNING".equals(verification.getString("status")));
    }

    /** Polls the soak in progress (harness/soak) until it has ended, FINISHED or FAILED. */
    public JsonObject awaitSoak(Duration within) throws IOException, InterruptedException {
        return poll("the soak", () -> object(ok(get(Caller.OPERATOR, "harness/soak"))), within,
                soak -> !Set.of("STARTING", "RUNNING").contains(soak.getString("state")));
    }

    /** Asks for a profile of a cell of the run as operator and answers its id; fails unless the API accepted it. */
    public long profile(long run, String body) throws IOException, InterruptedException {
        return accepted("runs/" + run + "/profiles", body);
    }

    /** Polls the profile until it is no longer RECORDING, or fails after the given time. */
    public JsonObject awaitProfile(long run, long profile, Duration within) throws IOException, InterruptedException {
        return poll("profile " + profile, () -> object(ok(get(Caller.VIEWER, "runs/" + run + "/profiles/" + profile))), within,
                p -> !"RECORDING".equals(p.getString("status")));
    }

    /** POSTs as operator to a collection that answers 202 with the new resource's id. */
    private long accepted(String collection, String body) throws IOException, InterruptedException {
        HttpResponse<String> response = call(Caller.OPERATOR, "POST", collection, body);
        if (response.statusCode() != 202) {
            throw new AssertionError("POST /" + collection + " " + body + " -> " + response.statusCode() + " " + response.body());
        }
        return object(response.body()).getJsonNumber("id").longValue();
    }

    private interface Read {
        JsonObject get() throws IOException, InterruptedException;
    }

    private static JsonObject poll(String what, Read read, Duration within, Predicate<JsonObject> condition) {
        return Poll.until(what, within, POLL_EVERY, read::get, condition);
    }

    /**
     * Arms the engine's hold (harness/hold): the next run to reach planned call {@code call} stops
     * before it, every earlier call stored, until {@link #release()}.
     */
    public void holdBefore(int call) throws IOException, InterruptedException {
        ok(call(Caller.OPERATOR, "PUT", "harness/hold?before=" + call, null));
    }

    /** Waits until the armed hold holds a run, and answers that run (as the API shows it then). */
    public JsonObject awaitHeld(Duration within) throws IOException, InterruptedException {
        JsonObject hold = poll("the hold", () -> object(ok(get(Caller.OPERATOR, "harness/hold"))), within,
                h -> "HELD".equals(h.getString("state")));
        return run(hold.getJsonNumber("run").longValue());
    }

    /** Lets a held run go on, or disarms the hold. */
    public void release() throws IOException, InterruptedException {
        ok(call(Caller.OPERATOR, "DELETE", "harness/hold", null));
    }

    /**
     * Starts a run, holds it before planned call {@code call}, cancels it there and waits until it is
     * CANCELLED, its calls before that one stored; answers its id, ready to resume.
     */
    public long cancelledBefore(int call, String request) throws IOException, InterruptedException {
        long id;
        holdBefore(call);
        try {
            id = start(request);
            JsonObject held = awaitHeld(Duration.ofMinutes(2));
            if (held.getJsonNumber("id").longValue() != id) {
                throw new AssertionError("the hold holds another run than the one just started: " + held);
            }
            HttpResponse<String> cancel = call(Caller.OPERATOR, "POST", "runs/" + id + "/cancel", null);
            if (cancel.statusCode() != 202) {
                throw new AssertionError("cancel -> " + cancel.statusCode() + " " + cancel.body());
            }
        } finally {
            release();
        }
        JsonObject cancelled = awaitEnd(id, Duration.ofSeconds(30));
        if (!"CANCELLED".equals(cancelled.getString("status"))) {
            throw new AssertionError("not cancelled: " + cancelled);
        }
        return id;
    }

    /** How many times the server computed the run's summary since it started (harness/summaries). */
    public int summaryComputations(long id) throws IOException, InterruptedException {
        return object(ok(get(Caller.OPERATOR, "harness/summaries/" + id))).getInt("computations");
    }

    public JsonArray summary(long id) throws IOException, InterruptedException {
        return Json.createReader(new StringReader(ok(get(Caller.VIEWER, "runs/" + id + "/summary")))).readArray();
    }

    public JsonObject floor(long id) throws IOException, InterruptedException {
        return object(ok(get(Caller.VIEWER, "runs/" + id + "/floor")));
    }

    public List<CSVRecord> samples(long id) throws IOException, InterruptedException {
        return csv("runs/" + id + "/samples");
    }

    /** A CSV the API serves (as text/csv), its header naming the columns. */
    public List<CSVRecord> csv(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = get(Caller.VIEWER, path);
        String csv = ok(response);
        if (!response.headers().firstValue("Content-Type").orElse("").startsWith("text/csv")) {
            throw new AssertionError(path + " is not text/csv: " + response.headers().map());
        }
        return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(new StringReader(csv)).getRecords();
    }

    /** A JSON object the API serves to a viewer (200 expected). */
    public JsonObject json(String path) throws IOException, InterruptedException {
        return object(ok(get(Caller.VIEWER, path)));
    }

    /** A JSON array the API serves to a viewer (200 expected). */
    public JsonArray array(String path) throws IOException, InterruptedException {
        return Json.createReader(new StringReader(ok(get(Caller.VIEWER, path)))).readArray();
    }

    /** GET /runs/{id}/compare: how much more a costs than b, per size. */
    public JsonArray compare(long id, String a, String b) throws IOException, InterruptedException {
        return Json.createReader(new StringReader(ok(get(Caller.VIEWER, "runs/" + id + "/compare?a=" + a + "&b=" + b)))).readArray();
    }

    /** The run's profiles, newest first. */
    public JsonArray profiles(long run) throws IOException, InterruptedException {
        return Json.createReader(new StringReader(ok(get(Caller.VIEWER, "runs/" + run + "/profiles")))).readArray();
    }

    /**
     * Posts each run request (body → words its error must hold) as the operator: each must be a JSON
     * 400 whose error holds its words, and none may leave a run behind.
     */
    public void assertRunsRefused(Map<String, String> wordsByBody) throws IOException, InterruptedException {
        int before = runCount();
        for (Map.Entry<String, String> bad : wordsByBody.entrySet()) {
            HttpResponse<String> response = call(Caller.OPERATOR, "POST", "runs", bad.getKey());
            if (response.statusCode() != 400 || !response.headers().firstValue("Content-Type").orElse("").startsWith("application/json")
                    || !object(response.body()).getString("error").contains(bad.getValue())) {
                throw new AssertionError(bad.getKey() + " -> " + response.statusCode() + " " + response.body()
                        + "; expected a JSON 400 whose error says: " + bad.getValue());
            }
        }
        if (runCount() != before) {
            throw new AssertionError("a refused run request left a run behind: " + before + " runs before, " + runCount() + " after");
        }
    }

    public int runCount() throws IOException, InterruptedException {
        return Json.createReader(new StringReader(ok(get(Caller.VIEWER, "runs")))).readArray().size();
    }

    public static JsonObject object(String json) {
        return Json.createReader(new StringReader(json)).readObject();
    }

    /** A JSON number or null as a Double. */
    public static Double number(JsonObject json, String field) {
        JsonValue value = json.get(field);
        return value == null || value == JsonValue.NULL ? null : json.getJsonNumber(field).doubleValue();
    }

    /** The body of a 200 answer; fails on any other. */
    public static String ok(HttpResponse<String> response) {
        if (response.statusCode() != 200) {
            throw new AssertionError(response.request().method() + " " + response.uri() + " -> " + response.statusCode()
                    + " " + response.body());
        }
        return response.body();
    }
}
