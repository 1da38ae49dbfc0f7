package org.wsslab.it.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The interop-cxf module's client (Apache CXF + WSS4J) run as bin/wsslab interop runs it, in a JVM of its
 * own, against the test domain: the build's classes and the class path its build wrote, the domain's
 * client stores and the tests' console passwords.
 */
public final class CxfClient {

    /** What the client printed and how it ended. */
    public record Ended(int status, String output) {
    }

    private CxfClient() {
    }

    /** Runs the client with these arguments (after --lab, --client-stores, --console-passwords); fails after {@code minutes}. */
    public static Ended run(long minutes, String... arguments) throws IOException, InterruptedException {
        Path root = Path.of(property("wsslab.root"));
        Path target = root.resolve("interop-cxf/target");
        Path classPath = target.resolve("interop-classpath.txt");
        if (!Files.isRegularFile(classPath)) {
            throw new IllegalStateException("no " + classPath + ": build the interop-cxf module first (mvn verify builds it before ear)");
        }
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", target.resolve("classes") + java.io.File.pathSeparator + Files.readString(classPath).strip(),
                "org.wsslab.cxf.Interop",
                "--lab", "http://localhost:" + property("wsslab.it.httpPort") + "/wsslab/",
                "--client-stores",
                Path.of(property("wsslab.it.glassfish"), "glassfish", "domains", "domain1", "config", "wsslab-client").toString(),
                "--console-passwords", property("wsslab.state")));
        command.addAll(List.of(arguments));
        Path output = Files.createTempFile("wsslab-cxf-", ".log");
        Process client = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!client.waitFor(minutes, TimeUnit.MINUTES)) {
            client.destroyForcibly();
            throw new IllegalStateException("the CXF client did not end within " + minutes + " minutes:\n" + Files.readString(output));
        }
        return new Ended(client.exitValue(), Files.readString(output));
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null) {
            throw new IllegalStateException("no " + name + ": run the tests through Maven (mvn verify)");
        }
        return value;
    }
}
