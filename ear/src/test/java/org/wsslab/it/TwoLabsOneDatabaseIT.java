package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.it.support.ResultsStore.ON_POSTGRESQL;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.NeedsCrashDomain;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Two labs keep their results in one PostgreSQL database (issue 46): the test domain and a second lab
 * (the PostgreSQL execution's {@link CrashDomain}, set up with the same --results and another --lab)
 * start runs at the same moment and measure them at once, each writing its samples, cells and segments
 * through its own pool. Afterwards every run of both is whole, read through either lab's API: its calls
 * all stored, each cell summarised, ids never shared, and each stamped with
 * the lab that made it. Only meaningful on a shared store: skipped on the test domain's H2.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
@EnabledIf(value = ON_POSTGRESQL, disabledReason = "the test domain keeps its results in H2, a file of its own")
@NeedsCrashDomain
class TwoLabsOneDatabaseIT {

    /** Two mechanisms (the baseline with mutual-certificates) by two sizes: four cells of 5 + 1 calls. */
    private static final String RUN = """
            {"mechanisms": ["mutual-certificates"], "sizes": [100, 1024], "calls": 5, "warmup": 1}""";
    private static final int CELLS = 2 * 2;
    private static final long CALLS = CELLS * (5 + 1);
    private static final int RUNS_EACH = 2;
    private static final Duration ENDS = Duration.ofMinutes(4);

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void runsOfTwoLabsWrittenAtOnceReadBackWhole(CrashDomain secondLab) throws Exception {
        LabApi first = LabApi.ofTestDomain();
        LabApi second = secondLab.api();
        CyclicBarrier together = new CyclicBarrier(2);

        Map<String, List<Long>> byLab;
        // A thread each: the common pool has a single one on a 2-core machine, and the barrier would wait for ever.
        try (ExecutorService labs = Executors.newFixedThreadPool(2)) {
            CompletableFuture<List<Long>> firstRuns = CompletableFuture.supplyAsync(() -> startRuns(first, together), labs);
            CompletableFuture<List<Long>> secondRuns = CompletableFuture.supplyAsync(() -> startRuns(second, together), labs);
            byLab = Map.of("it-postgresql", firstRuns.get(2, TimeUnit.MINUTES), "it-postgresql-second",
                    secondRuns.get(2, TimeUnit.MINUTES));
        }

        Map<String, LabApi> apis = Map.of("it-postgresql", first, "it-postgresql-second", second);
        for (Map.Entry<String, List<Long>> lab : byLab.entrySet()) {
            for (long id : lab.getValue()) {
                JsonObject ended = apis.get(lab.getKey()).awaitEnd(id, ENDS);
                assertEquals("COMPLETED", ended.getString("status"), lab.getKey() + ": " + ended);
            }
        }
        List<Long> all = new ArrayList<>(byLab.get("it-postgresql"));
        all.addAll(byLab.get("it-postgresql-second"));
        assertEquals(all.size(), new HashSet<>(all).size(), "no id given to runs of both labs: " + byLab);
        for (Map.Entry<String, List<Long>> lab : byLab.entrySet()) {
            for (long id : lab.getValue()) {
                for (LabApi reader : List.of(first, second)) {
                    assertWhole(reader, id, lab.getKey());
                }
            }
        }
    }

    /** Starts this lab's runs once the other lab is ready to start its own. */
    private static List<Long> startRuns(LabApi lab, CyclicBarrier together) {
        try {
            together.await(1, TimeUnit.MINUTES);
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < RUNS_EACH; i++) {
                ids.add(lab.start(RUN));
            }
            return ids;
        } catch (Exception e) {
            throw new IllegalStateException("a lab did not start its runs: " + e.getMessage(), e);
        }
    }

    /** The run as the lab that measured it stored it, whichever lab's API reads it. */
    private static void assertWhole(LabApi reader, long id, String lab) throws Exception {
        JsonObject run = reader.run(id);
        String which = "run " + id + " of " + lab + ": " + run;
        assertEquals("COMPLETED", run.getString("status"), which);
        assertEquals(CALLS, run.getJsonNumber("total").longValue(), which);
        assertEquals(CALLS, run.getJsonNumber("done").longValue(), which);
        assertEquals(lab, run.getString("lab"), "stamped by the lab that made it: " + which);
        assertEquals(CALLS, reader.samples(id).size(), "every call of " + which);
        assertEquals(CELLS, reader.summary(id).size(), "every cell of " + which);
        JsonObject environment = run.getJsonObject("environment").getJsonArray("segments").getJsonObject(0);
        assertTrue(environment.getString("results_database").startsWith("PostgreSQL"), "measured into PostgreSQL: " + environment);
    }
}
