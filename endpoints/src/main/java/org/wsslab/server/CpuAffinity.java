package org.wsslab.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The CPUs this process may run on, as Linux lists them in {@code /proc/self/status}
 * ({@code Cpus_allowed_list: 0-1}); a JVM pinned with taskset reads its own pinning here, so a run
 * records what was in force rather than what a script meant to set.
 */
public final class CpuAffinity {

    private static final Path STATUS = Path.of("/proc/self/status");
    private static final String FIELD = "Cpus_allowed_list:";

    private CpuAffinity() {
    }

    /** The allowed CPUs (e.g. {@code 0-1}, {@code 1}); null where the system does not say. */
    public static String allowed() {
        try {
            return allowed(Files.readString(STATUS));
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    static String allowed(String status) {
        return status.lines().filter(line -> line.startsWith(FIELD)).map(line -> line.substring(FIELD.length()).strip())
                .findFirst().orElse(null);
    }
}
