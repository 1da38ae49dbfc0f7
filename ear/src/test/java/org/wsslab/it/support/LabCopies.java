package org.wsslab.it.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * How many copies of the lab's classes a server's JVM holds: the class loaders that loaded the run
 * engine, counted by jcmd after a full collection (which unloads every copy nothing holds any more).
 * One is the deployment in use; each one more is an undeployed lab kept in the heap
 * (ear/src/test/shell/redeploy-heap.sh measures the same way).
 */
public final class LabCopies {

    private static final String MARKER = "org.wsslab.run.execution.control.RunEngine";

    private LabCopies() {
    }

    /** The copies in the server after a full collection. */
    public static int afterFullCollection(long pid) throws IOException, InterruptedException {
        jcmd(pid, "GC.run");
        return (int) jcmd(pid, "VM.class_hierarchy", MARKER).lines().filter(line -> line.contains(MARKER + "/")).count();
    }

    private static String jcmd(long pid, String... command) throws IOException, InterruptedException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        String[] line = new String[command.length + 2];
        line[0] = jcmd.toString();
        line[1] = String.valueOf(pid);
        System.arraycopy(command, 0, line, 2, command.length);
        Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(2, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IOException("jcmd " + String.join(" ", command) + " failed: " + output);
        }
        return output;
    }
}
