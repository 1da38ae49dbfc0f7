package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.NeedsCrashDomain;

/**
 * A server killed mid-run (no shutdown, as in a crash) leaves the run INTERRUPTED with every call it
 * committed; resumed, it completes with no call missing and none repeated. The server killed is a
 * domain of this test's own ({@link CrashDomain}), never the shared test domain; the run is held at
 * a known call when it dies, so every count is exact.
 */
@NeedsCrashDomain
class InterruptedRunIT {

    /**
     * Within the first size (calls 0–107), in mutual-certificates' block past its warm-up (54–57) under
     * the default order: the kill lands mid-cell, and a resumption repeats only that size's warm-up.
     */
    private static final int KILLED_BEFORE_CALL = 80;

    private static CrashDomain domain;
    private static LabApi api;

    /** Set up, started and deployed while the classes before this one ran (CrashDomainEarly), or now. */
    @BeforeAll
    static void startOwnDomain() throws Exception {
        domain = CrashDomain.started(Duration.ofMinutes(10));
        api = domain.api();
    }

    @Test
    void runCutOffByAKilledServerResumesToCompleted() throws Exception {
        api.holdBefore(KILLED_BEFORE_CALL);
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 50, \"warmup\": 4}");
        JsonObject held = api.awaitHeld(Duration.ofMinutes(3));
        assertEquals(id, held.getJsonNumber("id").longValue(), "the hold holds the run just started");
        assertEquals(KILLED_BEFORE_CALL, held.getJsonNumber("done").longValue(), held.toString());

        domain.kill();
        domain.start();
        domain.awaitApplication(Duration.ofMinutes(3));

        JsonObject interrupted = api.run(id);
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        List<CSVRecord> kept = api.samples(id);
        assertEquals(KILLED_BEFORE_CALL, kept.size(), "every call committed before the kill is kept, and no other");
        assertEquals(KILLED_BEFORE_CALL, interrupted.getJsonNumber("done").longValue(), "progress is what is stored");
        assertEquals(2 * 2 * (4 + 50), interrupted.getJsonNumber("total").longValue());

        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        assertEquals(resumed.getJsonNumber("total").longValue(), resumed.getJsonNumber("done").longValue());
        var segments = resumed.getJsonObject("environment").getJsonArray("segments");
        assertEquals(2, segments.size(), "the resumption recorded its own environment");
        assertEquals(KILLED_BEFORE_CALL, segments.getJsonObject(1).getJsonNumber("first_call").longValue(),
                "the second segment starts right after the last committed call (past the size's warm-up)");
        RunsApiIT.assertPlanCoveredOnce(api.samples(id), List.of("plain", "mutual-certificates"), List.of(100, 1024), 4, 50);
    }
}
