package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabApi;
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

    @Test
    void runHeldDuringARedeployIsInterruptedWithItsCallsAndResumesToCompleted(CrashDomain domain) throws Exception {
        LabApi api = domain.api();
        CutOffRun run = CutOffRun.heldAt(api);

        // asadmin undeploy, then deploy (as bin/wsslab start redeploys), then the new deployment's API answering: it has opened the results
        // file, which it could not while the old deployment's run thread held it ("Database may be already in use").
        domain.deploy();

        JsonObject interrupted = run.assertInterruptedWithItsCalls();
        assertTrue(interrupted.getString("failure", "").startsWith("the application stopped during the run"), interrupted.toString());
        run.assertResumesToCompleted();
    }
}
