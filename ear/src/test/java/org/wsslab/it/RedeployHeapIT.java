package org.wsslab.it;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.wsslab.it.support.CrashDomain;
import org.wsslab.it.support.LabCopies;
import org.wsslab.it.support.NeedsCrashDomain;
import org.wsslab.it.support.Poll;

/**
 * A redeployed lab leaves no copy of itself in the server's heap (issue 38: the test domain had to
 * grow to 2 GB when every class redeployed). The lab is redeployed as bin/wsslab start does it
 * (undeploy, then deploy); afterwards a full collection leaves exactly one copy of its classes, the
 * one in use. Without the lab's releases (JerseyRelease, DeploymentRelease) every earlier deployment
 * stays, whatever ran on it. On the crash domain ({@link CrashDomain}), whose redeploys are the suite's.
 */
@NeedsCrashDomain
class RedeployHeapIT {

    @Test
    void aRedeployedLabLeavesOnlyTheCopyInUse() throws Exception {
        CrashDomain domain = CrashDomain.started(Duration.ofMinutes(10));
        domain.deploy();
        // Polled: a copy's last thread may hand it back a moment after the deployment answers.
        Poll.until("one copy of the lab's classes in the server after a full collection", Duration.ofMinutes(1), Duration.ofSeconds(5),
                () -> LabCopies.afterFullCollection(domain.pid()), copies -> copies == 1);
    }
}
