package org.wsslab.it;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabCopies;
import org.wsslab.it.support.NeedsCrashDomain;
import org.wsslab.it.support.Poll;

/**
 * A redeploy leaves no further copy of the lab in the server's heap (issue 38: the test domain had to
 * grow to 2 GB when every class redeployed). GlassFish itself keeps at most two earlier copies, each
 * bounded (docs/measuring.md, "Heap across redeploys"): the first deployment since the server started
 * (its transaction recovery thread's class loader) and the last one that served a secured call (the
 * WS-Security provider's configuration, replaced at the next such call). So after a second redeploy
 * with no call between, a full collection leaves no more copies of the lab's classes than after the
 * first; without the lab's releases (JerseyRelease, DeploymentRelease) each redeploy adds one. The
 * redeploys are bin/wsslab start's (undeploy, then deploy), on the crash domain ({@link CrashDomain}).
 */
@NeedsCrashDomain
class RedeployHeapIT {

    @Test
    void aSecondRedeployKeepsNoMoreCopiesOfTheLabThanTheFirst(CrashDomain domain) throws Exception {
        domain.deploy();
        int afterOne = LabCopies.afterFullCollection(domain.pid());
        domain.deploy();
        // Polled: a copy's last thread may hand it back a moment after the deployment answers.
        Poll.until("no more copies of the lab's classes after a second redeploy than the " + afterOne + " after the first",
                Duration.ofMinutes(1), Duration.ofSeconds(5), () -> LabCopies.afterFullCollection(domain.pid()),
                copies -> copies <= afterOne);
    }
}
