package org.wsslab.bench;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.LabDeployment;

/**
 * Whether the results scale: the server stores a run of 10⁶ made-up calls (POST
 * harness/synthetic-runs) by the engine's own write path, a JDBC batch of 50 per transaction, and the
 * benchmark prints the samples stored per second, how long the summary's first read took (it computes
 * the summary, bootstrap intervals included), how long its second took (it reads the kept one), and
 * how long deleting the run took. The run is shaped as the default run, every mechanism at the five
 * default sizes after 100 warm-up calls, so each of its 55 cells holds 18,082 counted calls: the
 * bootstrap's load per cell in a real run of that length. A run of 200,000 first, unmeasured, lets the
 * server compile these paths. Asserts nothing about time.
 *
 * <p>In the test domain (deploys the EAR, prints to the build's output):
 * {@code ./mvnw -B verify -pl truststores,test-hooks,ear -am -Dit.test=RunScaleBenchmark -Dsurefire.failIfNoSpecifiedTests=false}
 * (add {@code -Dtest=none} to skip the modules' unit tests, and {@code -Dit.portbase=... -Dit.admin.port=...
 * -Dit.http.port=... -Dit.https.port=...} beside other domains). Synthetic runs are a test hook: a lab a user
 * deploys has none, so {@link #main} works only against a lab deployed with the test hooks (LabDeployment).
 * Options (system properties): {@code wsslab.url}, {@code bench.rows} (default 1000000).
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class RunScaleBenchmark {

    /** The server compiles the write and summary paths over their first hundred thousand rows or so. */
    private static final int WARM_UP_ROWS = 200_000;

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void printTimes() throws Exception {
        print(LabApi.ofTestDomain());
    }

    public static void main(String[] args) throws Exception {
        print(LabApi.ofRunningLab());
    }

    private static void print(LabApi lab) throws Exception {
        // Storing, computing and deleting a million rows each take seconds to minutes, not one.
        LabApi api = lab.patient(Duration.ofMinutes(14));
        int rows = Integer.getInteger("bench.rows", 1_000_000);
        measure(api, WARM_UP_ROWS);
        Times times = measure(api, rows);
        JsonObject parameters = times.run().getJsonObject("parameters");
        BenchRuns.OUT.printf(Locale.ROOT, "%nA run of %,d made-up calls: %d mechanisms x %d sizes, %,d calls + %d warm-up per cell,"
                + " stored by the engine's write path in batches of %d (JDK %s)%n", rows,
                parameters.getJsonArray("mechanisms").size(), parameters.getJsonArray("sizes").size(), parameters.getInt("calls"),
                parameters.getInt("warmup"), times.batch(), Runtime.version());
        BenchRuns.OUT.printf(Locale.ROOT, "  store                          %,10.1f ms  %,.0f samples/s  (storing thread's CPU %,.1f ms:"
                + " %.1f us a sample)%n", times.storeMs(), rows / times.storeMs() * 1000, times.storeCpuMs(),
                times.storeCpuMs() * 1000 / rows);
        BenchRuns.OUT.printf(Locale.ROOT, "  summary, first read (computes) %,10.1f ms%n", times.firstReadMs());
        BenchRuns.OUT.printf(Locale.ROOT, "  summary, second read (kept)    %,10.1f ms  (computed %d time(s))%n", times.secondReadMs(),
                times.computations());
        BenchRuns.OUT.printf(Locale.ROOT, "  delete                         %,10.1f ms%n%n", times.deleteMs());
    }

    private record Times(JsonObject run, int batch, double storeMs, double storeCpuMs, double firstReadMs, double secondReadMs,
            int computations, double deleteMs) {
    }

    /** Stores a synthetic run, reads its summary twice and deletes it, whether or not the reads failed. */
    private static Times measure(LabApi api, int rows) throws Exception {
        HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "harness/synthetic-runs?rows=" + rows, null);
        if (response.statusCode() != 201) {
            throw new IllegalStateException("harness/synthetic-runs answered " + response.statusCode() + ": " + response.body());
        }
        JsonObject stored = LabApi.object(response.body());
        long id = stored.getJsonNumber("run").longValue();
        JsonObject run;
        long start;
        long first;
        long second;
        int computations;
        double deleteMs;
        try {
            start = System.nanoTime();
            int cells = api.summary(id).size();
            first = System.nanoTime();
            if (api.summary(id).size() != cells) {
                throw new IllegalStateException("the second read of run " + id + "'s summary has other cells than the first");
            }
            second = System.nanoTime();
            computations = api.summaryComputations(id);
            run = api.run(id);
        } finally {
            deleteMs = deleted(api, id);
        }
        return new Times(run, stored.getInt("batch"), LabApi.number(stored, "store_ms"), LabApi.number(stored, "store_cpu_ms"),
                (first - start) / 1e6,
                (second - first) / 1e6, computations, deleteMs);
    }

    private static double deleted(LabApi api, long id) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> response = api.call(Caller.OPERATOR, "DELETE", "runs/" + id, null);
        if (response.statusCode() != 204) {
            throw new IllegalStateException("DELETE runs/" + id + " answered " + response.statusCode() + ": " + response.body());
        }
        return (System.nanoTime() - start) / 1e6;
    }
}
