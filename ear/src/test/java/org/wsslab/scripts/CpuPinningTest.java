package org.wsslab.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/lib/cpus.sh pins a domain's server, found by its config/pid, to the CPUs --cpus names, and a start
 * without --cpus gives a server pinned before every CPU back: here on a process of the test's own standing
 * in for the server, read back from the kernel as the lab's JVM reads it (Cpus_allowed_list).
 */
class CpuPinningTest {

    private static final Path LIB = Path.of("..", "bin", "lib").toAbsolutePath().normalize();

    @TempDir
    Path domain;

    @Test
    void aServerIsPinnedAndGivenEveryCpuBack() throws Exception {
        String online = Files.readString(Path.of("/sys/devices/system/cpu/online")).strip();
        Process server = new ProcessBuilder("sleep", "120").start();
        try {
            Files.createDirectories(domain.resolve("config"));
            Files.writeString(domain.resolve("config/pid"), server.pid() + "\n");

            assertEquals("", bash("repin \"$1\" ''"), "a server never pinned is left alone");
            assertEquals(online, allowed(server.pid()));

            bash("repin \"$1\" 0");
            assertEquals("0", allowed(server.pid()), "pinned to CPU 0");

            bash("repin \"$1\" ''");
            assertEquals(online, allowed(server.pid()), "every CPU back");
        } finally {
            server.destroyForcibly();
        }
    }

    private static String allowed(long pid) throws IOException {
        return Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status")).stream()
                .filter(line -> line.startsWith("Cpus_allowed_list:")).map(line -> line.substring(line.indexOf(':') + 1).strip())
                .findFirst().orElseThrow();
    }

    /** Runs the script with cpus.sh sourced and the domain folder as $1; what it said on standard error. */
    private String bash(String script) throws IOException, InterruptedException {
        Path err = Files.createTempFile("cpu-pinning", ".err");
        try {
            Process bash = new ProcessBuilder("bash", "-c", "set -euo pipefail; source \"$0/common.sh\"; source \"$0/cpus.sh\"; " + script,
                    LIB.toString(), domain.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
            assertTrue(bash.waitFor(30, TimeUnit.SECONDS), script + " answered");
            String said = Files.readString(err, StandardCharsets.UTF_8);
            assertEquals(0, bash.exitValue(), script + ": " + said);
            return said;
        } finally {
            Files.delete(err);
        }
    }
}
