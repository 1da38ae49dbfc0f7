package org.wsslab.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** A server's loaders and a deployment hung under them, as GlassFish hangs an EAR: lib loader, module loader, web loader. */
class ThreadLoadersTest {

    private final ClassLoader common = loader("common", ClassLoader.getSystemClassLoader());
    private final ClassLoader api = loader("api", common);
    private final ClassLoader earLib = loader("ear-lib", common);
    private final ClassLoader ear = loader("ear", earLib);
    private final ClassLoader web = loader("web", ear);
    private final ClassLoader otherApp = loader("other-ear", common);

    @Test
    void theDeploymentIsEveryLoaderFromOursUpToTheServersAndBelowIt() {
        ThreadLoaders loaders = new ThreadLoaders(ear, api);
        assertSame(common, loaders.server(), "the server's loader the deployment hangs under");
        assertTrue(loaders.isDeployments(ear));
        assertTrue(loaders.isDeployments(earLib), "the EAR's lib/ loader is the deployment's too");
        assertTrue(loaders.isDeployments(web), "a module's loader below ours");
        assertFalse(loaders.isDeployments(common));
        assertFalse(loaders.isDeployments(api));
        assertFalse(loaders.isDeployments(otherApp), "another application's loader is left alone");
        assertFalse(loaders.isDeployments(null));
    }

    @Test
    void threadsHoldingTheDeploymentsLoadersGetTheServersBackAndOthersKeepTheirs() throws InterruptedException {
        CountDownLatch end = new CountDownLatch(1);
        Thread pool = parked(web, end);
        Thread writer = parked(earLib, end);
        Thread other = parked(otherApp, end);
        try {
            int released = new ThreadLoaders(ear, api).release(List.of(pool, writer, other, Thread.currentThread()));
            assertEquals(2, released);
            assertSame(common, pool.getContextClassLoader());
            assertSame(common, writer.getContextClassLoader());
            assertSame(otherApp, other.getContextClassLoader());
        } finally {
            end.countDown();
        }
    }

    @Test
    void theCallingThreadIsLeftAsItIs() {
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(ear);
        try {
            assertEquals(0, new ThreadLoaders(ear, api).release(List.of(Thread.currentThread())));
            assertSame(ear, Thread.currentThread().getContextClassLoader());
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
    }

    private static Thread parked(ClassLoader contextLoader, CountDownLatch end) {
        Thread thread = new Thread(() -> {
            try {
                end.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        thread.setContextClassLoader(contextLoader);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static ClassLoader loader(String name, ClassLoader parent) {
        return new URLClassLoader(name, new URL[0], parent);
    }
}
