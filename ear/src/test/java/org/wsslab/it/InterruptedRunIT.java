package org.wsslab.it;

import java.time.Duration;
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

    @Test
    void runCutOffByAKilledServerResumesToCompleted(CrashDomain domain) throws Exception {
        LabApi api = domain.api();
        CutOffRun run = CutOffRun.heldAt(api);

        domain.kill();
        domain.start();
        domain.awaitApplication(Duration.ofMinutes(3));

        run.assertInterruptedWithItsCalls();
        run.assertResumesToCompleted();
    }
}
