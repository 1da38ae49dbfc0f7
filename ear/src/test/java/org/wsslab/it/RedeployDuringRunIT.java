package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Redeploying the lab while a run executes (the second half of `bin/wsslab start`, run again) ends the
 * run INTERRUPTED with every call it committed, and lets go of the results database: the new
 * deployment opens it and resumes the run to COMPLETED with no call missing and none repeated. The
 * run is held at a known call when the redeploy comes, so every count is exact, and it is the
 * application's stop that lets it go. The lab redeployed is on the crash domain ({@link CrashDomain},
 * shared with InterruptedRunIT one class after the other), never the shared test domain, whose one
 * deployment the other classes share.
 */
@NeedsCrashDomain
class RedeployDuringRunIT {

    /** Past mutual-certificates' warm-up in the first size, as InterruptedRunIT's kill: the redeploy lands mid-cell. */
    private static final int HELD_BEFORE_CALL = 80;

    private static CrashDomain domain;
    private static LabApi api;

    /** Set up, started and deployed while the classes before this one ran (CrashDomainEarly), or now. */
    @BeforeAll
    static void startCrashDomain() throws Exception {
        domain = CrashDomain.started(Duration.ofMinutes(10));
        api = domain.api();
    }

    @Test
    void runHeldDuringARedeployIsInterruptedWithItsCallsAndResumesToCompleted() throws Exception {
        api.holdBefore(HELD_BEFORE_CALL);
        long id = api.start("{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 50, \"warmup\": 4}");
        JsonObject held = api.awaitHeld(Duration.ofMinutes(3));
        assertEquals(id, held.getJsonNumber("id").longValue(), "the hold holds the run just started");
        assertEquals(HELD_BEFORE_CALL, held.getJsonNumber("done").longValue(), held.toString());

        // asadmin deploy --force, then the new deployment's API answering: it has opened the results
        // file, which it could not while the old deployment's run thread held it ("Database may be already in use").
        domain.deploy();

        JsonObject interrupted = api.run(id);
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        assertTrue(interrupted.getString("failure", "").startsWith("the application stopped during the run"), interrupted.toString());
        List<CSVRecord> kept = api.samples(id);
        assertEquals(HELD_BEFORE_CALL, kept.size(), "every call committed before the redeploy is kept, and no other");
        assertEquals(HELD_BEFORE_CALL, interrupted.getJsonNumber("done").longValue(), "progress is what is stored");

        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        assertEquals(resumed.getJsonNumber("total").longValue(), resumed.getJsonNumber("done").longValue());
        var segments = resumed.getJsonObject("environment").getJsonArray("segments");
        assertEquals(2, segments.size(), "the resumption recorded its own environment");
        assertEquals(HELD_BEFORE_CALL, segments.getJsonObject(1).getJsonNumber("first_call").longValue(),
                "the second segment starts right after the last committed call");
        RunsApiIT.assertPlanCoveredOnce(api.samples(id), List.of("plain", "mutual-certificates"), List.of(100, 1024), 4, 50);
    }
}
