package org.wsslab.bench;

import jakarta.json.JsonObject;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * Why the engine writes samples with a JDBC batch while everything else is JPA: stores 10,000 and
 * 100,000 samples of a scratch run in the server's own results database (H2 file), in the engine's
 * batches of 50 (one transaction each), once as the engine does (JDBC batch) and once by persisting
 * entities, repetitions side by side in alternating order, reads them back each way (JDBC as before,
 * the JPQL projection now used), and prints every time and the medians. Asserts nothing about time.
 *
 * <p>In the test domain (deploys the EAR, prints to the build's output):
 * {@code ./mvnw -B -ntp verify -pl truststores,test-hooks,ear -am -Dit.test=SampleWritesBenchmark -Dsurefire.failIfNoSpecifiedTests=false}
 * (add {@code -Dit.portbase=... -Dit.admin.port=... -Dit.http.port=... -Dit.https.port=...} beside
 * other domains). Sample-write trials are a test hook: a lab a user deploys has none, so {@link #main}
 * works only against a lab deployed with the test hooks (LabDeployment).
 * Options (system properties): {@code wsslab.url}, {@code bench.rows} (comma-separated, default
 * 10000,100000), {@code bench.repetitions} (default 5).
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class SampleWritesBenchmark {

    private static final PrintStream OUT = System.out;

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

    private static void print(LabApi api) throws Exception {
        int repetitions = Integer.getInteger("bench.repetitions", 5);
        List<Integer> rows = Arrays.stream(System.getProperty("bench.rows", "10000,100000").split(",")).map(String::trim)
                .map(Integer::valueOf).toList();
        // The server compiles the two paths during their first thousands of rows; not measured.
        for (String way : List.of("jdbc", "jpa")) {
            trial(api, way, 5_000);
        }
        OUT.printf("%nSample writes into the results database, batches of the engine's size, one transaction each;"
                + " %d repetitions, alternating order (JDK %s)%n", repetitions, Runtime.version());
        for (int count : rows) {
            Map<Way, List<JsonObject>> trials = new EnumMap<>(Way.class);
            for (int repetition = 0; repetition < repetitions; repetition++) {
                List<Way> order = repetition % 2 == 0 ? List.of(Way.JDBC, Way.JPA) : List.of(Way.JPA, Way.JDBC);
                for (Way way : order) {
                    JsonObject trial = trial(api, way.name().toLowerCase(Locale.ROOT), count);
                    trials.computeIfAbsent(way, w -> new ArrayList<>()).add(trial);
                    OUT.printf(Locale.ROOT, "  %,9d rows %-4s store %9.1f ms  read %8.1f ms%n", count, way,
                            LabApi.number(trial, "store_ms"), LabApi.number(trial, "read_ms"));
                }
            }
            double jdbcStore = median(trials.get(Way.JDBC), "store_ms");
            double jpaStore = median(trials.get(Way.JPA), "store_ms");
            double jdbcRead = median(trials.get(Way.JDBC), "read_ms");
            double jpaRead = median(trials.get(Way.JPA), "read_ms");
            OUT.printf(Locale.ROOT, "%,9d rows, medians: store JDBC batch %.1f ms (%.0f rows/s), JPA persist %.1f ms (%.0f rows/s):"
                    + " JDBC %.2fx as fast; read JDBC %.1f ms, JPQL projection %.1f ms (JPQL/JDBC %.2f)%n%n",
                    count, jdbcStore, count / jdbcStore * 1000, jpaStore, count / jpaStore * 1000, jpaStore / jdbcStore,
                    jdbcRead, jpaRead, jpaRead / jdbcRead);
        }
    }

    private enum Way {
        JDBC,
        JPA
    }

    private static JsonObject trial(LabApi api, String way, int rows) throws Exception {
        HttpResponse<String> response = api.call(Caller.OPERATOR, "POST", "harness/sample-writes?way=" + way + "&rows=" + rows, null);
        if (response.statusCode() != 200) {
            throw new IllegalStateException("harness/sample-writes answered " + response.statusCode() + ": " + response.body());
        }
        return LabApi.object(response.body());
    }

    private static double median(List<JsonObject> trials, String field) {
        double[] values = trials.stream().mapToDouble(t -> LabApi.number(t, field)).sorted().toArray();
        int middle = values.length / 2;
        return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    }
}
