package org.wsslab.bench;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.io.PrintStream;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Set;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.Poll;

/**
 * The soak check against a running lab (bin/wsslab soak): the server's client threads cycle through
 * every available mechanism for the whole time (POST harness/soak), this follows it and prints the
 * throughput and mean round trip per mechanism, the errors, and the heap after a full GC before and
 * after. Exits 1 if any call failed or the soak itself did.
 *
 * <p>With {@code soak.wrongCredential} (a mechanism id) that mechanism is called with a credential the
 * server must refuse, and its errors are what was asked for: the exit status is then 0 when the soak
 * finished, every call to that mechanism failed (errors equal to its attempts, at least one) and no
 * other mechanism had an error; 1 otherwise, a wrong credential that got through included.
 *
 * <p>Options (system properties): {@code wsslab.url} (default http://localhost:8080/),
 * {@code soak.seconds} (600), {@code soak.threads} (4), {@code soak.size} (10240 bytes),
 * {@code soak.wrongCredential} (none).
 */
public final class SoakBenchmark {

    private static final PrintStream OUT = System.out;
    private static final Set<String> IN_PROGRESS = Set.of("STARTING", "RUNNING");
    private static final Duration POLL = Duration.ofSeconds(5);
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(30);
    private static final double MB = 1024.0 * 1024.0;

    private SoakBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        LabApi api = LabApi.ofRunningLab();
        int seconds = Integer.getInteger("soak.seconds", 600);
        int threads = Integer.getInteger("soak.threads", 4);
        int size = Integer.getInteger("soak.size", 10_240);
        String wrongCredential = System.getProperty("soak.wrongCredential", "").strip();

        JsonObject heapStart = call(api, "POST", "harness/gc", 200);
        JsonObject soak = call(api, "POST", "harness/soak?seconds=" + seconds + "&threads=" + threads + "&size=" + size
                + (wrongCredential.isEmpty() ? "" : "&wrong_credential=" + URLEncoder.encode(wrongCredential, StandardCharsets.UTF_8)),
                202);
        OUT.printf("wsslab soak: %d s, %d client threads, %d B, mechanisms %s%n", seconds, threads, size,
                soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class).stream().map(r -> r.getString("mechanism")).toList());
        if (!soak.isNull("wrong_credential")) {
            JsonObject wrong = soak.getJsonObject("wrong_credential");
            OUT.printf("  %s is called with %s: its calls must all be refused%n", wrong.getString("mechanism"),
                    wrong.getString("credential"));
        }
        // Opening every thread's ports comes before the clock; a soak far past its time is stuck. The
        // wait is for the server's soak to end, polled, not for a fixed time.
        Progress progress = new Progress(seconds);
        soak = Poll.until("the soak", Duration.ofSeconds(seconds).plus(Duration.ofMinutes(10)), POLL,
                () -> progress.shown(call(api, "GET", "harness/soak", 200)), s -> !IN_PROGRESS.contains(s.getString("state")));
        JsonObject heapEnd = call(api, "POST", "harness/gc", 200);

        OUT.printf(Locale.ROOT, "%nSoak %s: %.1f s measured, %d client threads, %d B payloads%n", soak.getString("state"),
                LabApi.number(soak, "elapsed_s"), soak.getInt("threads"), soak.getInt("size"));
        OUT.printf("%-28s %10s %10s %10s %13s %8s%n", "mechanism", "attempts", "calls", "calls/s", "mean RTT ms", "errors");
        soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class).forEach(SoakBenchmark::row);
        row(soak.getJsonObject("total"));
        for (JsonObject row : soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class)) {
            for (JsonString error : row.getJsonArray("first_errors").getValuesAs(JsonString.class)) {
                OUT.printf("  error, %s: %s%n", row.getString("mechanism"), error.getString());
            }
        }
        soak.getJsonArray("problems").getValuesAs(JsonString.class).forEach(p -> OUT.printf("  soak problem: %s%n", p.getString()));

        double start = heapStart.getJsonNumber("heap_used_bytes").longValue() / MB;
        double end = heapEnd.getJsonNumber("heap_used_bytes").longValue() / MB;
        OUT.printf(Locale.ROOT, "%nHeap after full GC: start %.1f MB, end %.1f MB, difference %+.1f MB (of %.0f MB)%n", start, end,
                end - start, heapEnd.getJsonNumber("heap_max_bytes").longValue() / MB);

        String failed = SoakVerdict.failure(soak);
        if (failed != null) {
            OUT.printf("%nFAILED: %s%n", failed);
            OUT.flush();
            // exec:java runs this in Maven's own JVM: exiting is how the command's status says it.
            System.exit(1);
        }
        if (!soak.isNull("wrong_credential")) {
            OUT.printf("%nAs asked: every call to %s refused, no error elsewhere%n",
                    soak.getJsonObject("wrong_credential").getString("mechanism"));
        }
    }

    /** Prints the soak's state every {@link #PROGRESS_EVERY}, for the person waiting. */
    private static final class Progress {
        private final int seconds;
        private Instant lastShown = Instant.now();

        Progress(int seconds) {
            this.seconds = seconds;
        }

        JsonObject shown(JsonObject soak) {
            if (Duration.between(lastShown, Instant.now()).compareTo(PROGRESS_EVERY) >= 0) {
                JsonObject total = soak.getJsonObject("total");
                OUT.printf(Locale.ROOT, "  %s %.0f/%d s: %d calls, %d errors%n", soak.getString("state"),
                        LabApi.number(soak, "elapsed_s"), seconds, total.getJsonNumber("calls").longValue(),
                        total.getJsonNumber("errors").longValue());
                lastShown = Instant.now();
            }
            return soak;
        }
    }

    private static void row(JsonObject row) {
        Double rate = LabApi.number(row, "calls_per_s");
        Double mean = LabApi.number(row, "mean_rtt_ms");
        OUT.printf(Locale.ROOT, "%-28s %10d %10d %10s %13s %8d%n", row.getString("mechanism"), row.getJsonNumber("attempts").longValue(),
                row.getJsonNumber("calls").longValue(),
                rate == null ? "-" : String.format(Locale.ROOT, "%.1f", rate),
                mean == null ? "-" : String.format(Locale.ROOT, "%.2f", mean),
                row.getJsonNumber("errors").longValue());
    }

    private static JsonObject call(LabApi api, String method, String path, int expected) throws Exception {
        HttpResponse<String> response = api.call(Caller.OPERATOR, method, path, null);
        if (response.statusCode() != expected) {
            throw new IllegalStateException(method + " " + path + " -> " + response.statusCode() + " " + response.body());
        }
        return LabApi.object(response.body());
    }
}
