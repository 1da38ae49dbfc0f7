package org.wsslab.deployment;

import com.fasterxml.jackson.databind.type.TypeFactory;

/**
 * Empties the caches the server shares with the lab. Flyway reads its configuration with Jackson, and
 * GlassFish's own Jackson answers (the server's modules come before the EAR's {@code lib/}): its
 * default type factory, one for the whole server, caches the types it met, Flyway's among them, and
 * each of them keeps the lab's {@code lib/} loader and with it the whole undeployed lab. The cache
 * only saves work, so emptying it costs another application a few look-ups at most.
 */
final class SharedCaches {

    private SharedCaches() {
    }

    static void release() {
        TypeFactory.defaultInstance().clearCache();
    }
}
