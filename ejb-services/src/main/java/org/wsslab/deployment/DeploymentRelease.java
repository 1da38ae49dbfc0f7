package org.wsslab.deployment;

import jakarta.annotation.PreDestroy;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import java.util.logging.Logger;

/**
 * The last of the lab's beans to stop when the lab is undeployed or redeployed: the engines depend on
 * the schema migration, which depends on this, so its {@code @PreDestroy} runs after every run,
 * verification, profile and soak has ended and its threads are back in the server's pools. It then
 * takes the lab's class loader back from the server's threads ({@link ThreadLoaders}) and empties
 * the server's caches that keep the lab's classes ({@link SharedCaches}, {@link MetroSessions}). Jersey's part is the API's
 * ({@code console.api.JerseyRelease}). Measured with
 * ear/src/test/shell/redeploy-heap.sh (docs/measuring.md, "Heap across redeploys").
 */
@Singleton
@Startup
public class DeploymentRelease {

    private static final Logger LOG = Logger.getLogger(DeploymentRelease.class.getName());

    @PreDestroy
    void release() {
        // The Jakarta EE API's classes are the server's: their loader is outside every deployment.
        ThreadLoaders loaders = new ThreadLoaders(DeploymentRelease.class.getClassLoader(), Singleton.class.getClassLoader());
        int released = loaders.release(Thread.getAllStackTraces().keySet());
        SharedCaches.release();
        int endpoints = MetroSessions.release(loaders);
        LOG.fine(() -> released + " server threads handed back from the lab's class loader, " + endpoints
                + " endpoints taken out of Metro's session managers");
    }
}
