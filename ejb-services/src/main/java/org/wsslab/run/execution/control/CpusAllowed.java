package org.wsslab.run.execution.control;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The CPUs the calling thread may run on, as the kernel lists them ({@code Cpus_allowed_list}, e.g.
 * {@code 0} or {@code 0-1}): what {@code bin/wsslab start --cpus} and {@code target start --cpus} pin a
 * server to with taskset. Read by the JVM itself rather than taken from the command line, so a run's
 * environment says where its calls really ran: with the lab and a target on one host, one core each
 * ({@code cpus_allowed}).
 *
 * <p>The thread's own status ({@code /proc/thread-self}), not the process's: affinity is per thread,
 * and {@code /proc/self/status} is the main thread's. taskset {@code -a} pins every thread alike.
 */
final class CpusAllowed {

    static final String UNKNOWN = "unknown";

    private CpusAllowed() {
    }

    /** This thread's allowed CPUs, or "unknown" where the OS does not say (not Linux). */
    static String ofThisThread() {
        for (String status : new String[]{"/proc/thread-self/status", "/proc/self/status"}) {
            try {
                Optional<String> list = parse(Files.readString(Path.of(status)));
                if (list.isPresent()) {
                    return list.get();
                }
            } catch (IOException e) {
                // Not Linux, or a kernel without thread-self (before 3.17): the next, then unknown.
            }
        }
        return UNKNOWN;
    }

    /** The value of the Cpus_allowed_list line of a /proc status file, if it has one. */
    static Optional<String> parse(String status) {
        return status.lines()
                .filter(line -> line.startsWith("Cpus_allowed_list:"))
                .map(line -> line.substring("Cpus_allowed_list:".length()).strip())
                .filter(list -> !list.isEmpty())
                .findFirst();
    }
}
