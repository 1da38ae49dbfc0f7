package org.wsslab.server;

import java.io.IOException;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * A server under measurement as a run's environment records it, and as a target tells the lab who it
 * is ({@code /wsslab-target/identity}): its GlassFish, its JVM and which one (so that the lab sees a
 * target that is its own JVM), the lab keys it holds (the fingerprint bin/domain-setup writes; equal
 * on two servers with the same keys), its ports, and the CPUs it may run on.
 *
 * @param jvmId   the JVM's name as its runtime gives it (pid@host): one JVM, one id
 * @param started when the JVM started, in ms since the epoch
 * @param keys    SHA-256 of the lab CA's certificate the domain was set up with; null when not recorded
 * @param cpus    the CPUs the process may run on (Linux's Cpus_allowed_list); null where not known
 */
public record ServerIdentity(String glassfish, String jvm, String jvmId, long started, String keys, int httpPort,
        int httpsPort, String cpus) {

    /** The system property bin/domain-setup sets to the lab keys' fingerprint. */
    public static final String KEYS_PROPERTY = "wsslab.keys.fingerprint";

    /** This JVM's server. */
    public static ServerIdentity ofThisServer() {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        return new ServerIdentity(glassFishVersion(), System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                runtime.getName(), runtime.getStartTime(), System.getProperty(KEYS_PROPERTY), Integer.getInteger("wsslab.http.port", 8080),
                Integer.getInteger("wsslab.https.port", 8181), CpuAffinity.allowed());
    }

    /** The GlassFish this JVM runs, from its install's branding file. */
    public static String glassFishVersion() {
        Path file = Path.of(System.getProperty("com.sun.aas.installRoot", "."), "config", "branding",
                "glassfish-version.properties");
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        } catch (IOException e) {
            return "unknown (" + file + " unreadable)";
        }
        return properties.getProperty("product.name", "GlassFish") + " " + properties.getProperty("product.version", "?")
                + " (" + properties.getProperty("product.build.git.commit", "?") + ")";
    }
}
