package org.wsslab.deployment;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Hands the server's threads back from a deployment's class loaders. A thread the server starts while
 * the lab is at work (a default managed executor's thread, GlassFish's {@code events-N} and timer
 * threads, H2's background writer) inherits the lab's class loader as its context class loader and
 * keeps it after the lab is gone: each such thread holds a whole undeployed copy of the lab (some
 * 15 MB) for as long as it lives. Between tasks those threads need no loader of ours (the server sets
 * one for each task it runs), so they get the server's loader the deployment hangs under.
 *
 * <p>A deployment is more than one loader (GlassFish gives an EAR's {@code lib/} a loader of its own
 * above the modules'), so the deployment's loaders are those from the lab's own up to, not including,
 * the first that is also above a loader of the server's.
 */
final class ThreadLoaders {

    private final List<ClassLoader> deployment = new ArrayList<>();
    private final ClassLoader server;

    /** {@code ours}: a loader of the lab's classes; {@code serverSide}: a loader the server owns (its API classes'). */
    ThreadLoaders(ClassLoader ours, ClassLoader serverSide) {
        List<ClassLoader> above = chain(serverSide);
        ClassLoader at = ours;
        while (at != null && !above.contains(at)) {
            deployment.add(at);
            at = at.getParent();
        }
        server = at != null ? at : serverSide;
    }

    /** The loader threads get back. */
    ClassLoader server() {
        return server;
    }

    /** Whether the loader is one of the deployment's, or below one of them (a web module's). */
    boolean isDeployments(ClassLoader loader) {
        for (ClassLoader at = loader; at != null; at = at.getParent()) {
            if (deployment.contains(at)) {
                return true;
            }
        }
        return false;
    }

    /** Gives every thread but the calling one whose context class loader is the deployment's the server's instead; the count. */
    int release(Collection<Thread> threads) {
        int released = 0;
        for (Thread thread : threads) {
            if (thread != Thread.currentThread() && isDeployments(thread.getContextClassLoader())) {
                thread.setContextClassLoader(server);
                released++;
            }
        }
        return released;
    }

    private static List<ClassLoader> chain(ClassLoader loader) {
        List<ClassLoader> chain = new ArrayList<>();
        for (ClassLoader at = loader; at != null; at = at.getParent()) {
            chain.add(at);
        }
        return chain;
    }
}
