package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;
import org.wsslab.it.support.NeedsCrashDomain;
import org.wsslab.it.support.Poll;

/**
 * Redeploying the lab while a profile records ends it INTERRUPTED, with the samples of the calls it
 * made until the stop, readable from the new deployment (API and CSV). The profile asks for 300 s, so
 * the redeploy always comes while it records, and it comes once the server has answered the
 * warm-up call and two recorded ones (a test hook counts the endpoint's calls). On the crash domain ({@link CrashDomain}), as RedeployDuringRunIT.
 */
@NeedsCrashDomain
class RedeployDuringProfileIT {

    @Test
    void profileRecordingDuringARedeployIsInterruptedWithTheSamplesOfItsCalls(CrashDomain domain) throws Exception {
        LabApi api = domain.api();
        long run = api.start("{\"mechanisms\": [\"plain\"], \"sizes\": [100], \"calls\": 3, \"warmup\": 1}");
        assertEquals("COMPLETED", api.awaitEnd(run, Duration.ofMinutes(2)).getString("status"));
        long before = echoCalls(api);
        long profile = api.profile(run, "{\"mechanism\": \"plain\", \"size\": 100, \"seconds\": 300}");
        // One warm-up call, then the recording: cut once the server has answered two recorded calls, so
        // at least the first of them has come back to the profile.
        Poll.until("the profile's warm-up call and two recorded calls answered", Duration.ofMinutes(2), Duration.ofMillis(200),
                () -> echoCalls(api), calls -> calls >= before + 3);

        domain.deploy();

        JsonObject interrupted = api.awaitProfile(run, profile, Duration.ofSeconds(10));
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        assertTrue(interrupted.getString("problem", "").startsWith("the application stopped while it recorded"), interrupted.toString());
        assertFalse(interrupted.isNull("finished"), interrupted.toString());

        assertTrue(interrupted.getInt("calls") > 0, "the calls recorded before the stop are counted: " + interrupted);
        assertTrue(interrupted.getJsonNumber("samples").longValue() > 0, "the samples of the calls made are kept: " + interrupted);
        assertFalse(interrupted.getJsonArray("groups").isEmpty(), interrupted.toString());
        HttpResponse<String> csv = api.get(Caller.VIEWER, "runs/" + run + "/profiles/" + profile + ".csv");
        assertEquals(200, csv.statusCode(), csv.body());
        assertTrue(csv.body().contains("Interrupted: the application stopped while it recorded"), csv.body());
    }

    /** Calls the plain endpoint answered since the deployment started (a test hook). */
    private static long echoCalls(LabApi api) throws Exception {
        return LabApi.object(api.get(Caller.OPERATOR, "harness/echo-calls/plain").body()).getJsonNumber("calls").longValue();
    }
}
