package org.wsslab.it;

import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.NeedsCrashDomain;

/**
 * A server killed mid-run (no shutdown, as in a crash) leaves the run INTERRUPTED with every call it
 * committed; resumed, it completes with no call missing and none repeated. The server killed is a
 * domain of this test's own ({@link CrashDomain}), never the shared test domain; the run is held at
 * a known call when it dies, so every count is exact.
 */
@NeedsCrashDomain
class InterruptedRunIT {

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
        CutOffRun run = CutOffRun.heldAt(api);

        domain.kill();
        domain.start();
        domain.awaitApplication(Duration.ofMinutes(3));

        run.assertInterruptedWithItsCalls();
        run.assertResumesToCompleted();
    }
}
