package org.wsslab.it.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The commands a test's own GlassFish domain is set up and driven with (bin/domain-setup, asadmin), run
 * as the build would: with the JDK the tests run on, at the lowest CPU priority, their output kept for
 * the failure that names them.
 */
final class DomainCommands {

    private final Path glassfish;

    DomainCommands(Path glassfish) {
        this.glassfish = glassfish;
    }

    /** Runs asadmin (never interactive); its output. */
    String asadmin(Duration within, String... arguments) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(glassfish.resolve("bin/asadmin").toString(), "--interactive=false"));
        line.addAll(List.of(arguments));
        return run(within, Map.of(), line);
    }

    /**
     * Runs a command with these environment variables added (a password goes there or in a file, never
     * in the argument list); its output. Fails with the output if it fails or outlasts {@code within}.
     */
    String run(Duration within, Map<String, String> environment, List<String> command) throws IOException, InterruptedException {
        // At the lowest CPU priority, inherited by the server asadmin starts: a domain is prepared while
        // other classes run, and takes only the CPU they leave; alone, it gets all of it.
        List<String> line = new ArrayList<>(List.of("nice", "-n", "19"));
        line.addAll(command);
        // Output to a file rather than a pipe: a server that asadmin leaves running keeps a pipe open.
        Path output = Files.createTempFile("wsslab-domain-command", ".out");
        try {
            ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(output.toFile());
            // asadmin and domain-setup need JDK 21+, which the build runs on.
            builder.environment().put("AS_JAVA", System.getProperty("java.home"));
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            builder.environment().putAll(environment);
            Process process = builder.start();
            boolean ended = process.waitFor(within.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                process.destroyForcibly();
            }
            String said = Files.readString(output, StandardCharsets.UTF_8);
            if (!ended || process.exitValue() != 0) {
                throw new AssertionError(String.join(" ", command.subList(0, Math.min(2, command.size())))
                        + (ended ? " failed: " : " did not end within " + within + ": ") + said);
            }
            return said;
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
