package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.NeedsCrashDomain;
import org.wsslab.it.support.Poll;

/**
 * Redeploying the lab while a verification executes ends it INTERRUPTED with every verdict it stored,
 * and lets go of the results database: the new deployment opens it and a run completes. The
 * verification is held after {@link #HELD_AFTER} verdicts (test-hooks' verification hold) when the
 * redeploy comes, so the count is exact and it cannot have completed first; it is the application's
 * stop that lets it go. On the crash domain ({@link CrashDomain}), as RedeployDuringRunIT.
 */
@NeedsCrashDomain
class RedeployDuringVerificationIT {

    private static final int HELD_AFTER = 2;

    @Test
    void verificationHeldDuringARedeployIsInterruptedWithItsVerdictsAndTheNextDeploymentRuns(CrashDomain domain) throws Exception {
        LabApi api = domain.api();
        long id;
        try {
            LabApi.ok(api.call(Caller.OPERATOR, "PUT", "harness/verification-hold?after=" + HELD_AFTER, null));
            id = api.verify("{\"mechanisms\": [\"mutual-certificates\"]}");
            JsonObject held = Poll.until("the verification hold", Duration.ofMinutes(3), Duration.ofMillis(200),
                    () -> LabApi.object(LabApi.ok(api.get(Caller.OPERATOR, "harness/verification-hold"))),
                    hold -> "HELD".equals(hold.getString("state")));
            assertEquals(id, held.getJsonNumber("verification").longValue(), "the hold holds the verification just started");
            assertEquals("RUNNING", api.verification(id).getString("status"));

            // asadmin undeploy, then deploy (as bin/wsslab start redeploys), then the new deployment's API answering: it has opened the results file.
            domain.deploy();
        } finally {
            // Never left armed for a later class's verification (a redeploy has reset it already).
            release(domain);
        }

        JsonObject interrupted = api.verification(id);
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        assertTrue(interrupted.getString("detail", "").startsWith("the application stopped during the verification"),
                interrupted.toString());
        assertEquals(HELD_AFTER, interrupted.getJsonArray("results").size(), "every verdict stored before the cut is kept, and no other");
        assertTrue(interrupted.containsKey("finished") && !interrupted.isNull("finished"), interrupted.toString());

        long run = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 3, \"warmup\": 1}");
        JsonObject completed = api.awaitEnd(run, Duration.ofMinutes(2));
        assertEquals("COMPLETED", completed.getString("status"), "the new deployment stores a run: " + completed);
    }

    private static void release(CrashDomain domain) throws IOException, InterruptedException {
        if (domain.answers()) {
            domain.api().call(Caller.OPERATOR, "DELETE", "harness/verification-hold", null);
        }
    }
}
