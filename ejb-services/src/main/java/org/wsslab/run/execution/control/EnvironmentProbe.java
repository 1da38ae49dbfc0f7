package org.wsslab.run.execution.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.wsslab.persistence.control.ResultsDatabase;
import org.wsslab.catalog.entity.AddressingSetup;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.lab.LabName;
import org.wsslab.server.CpuAffinity;
import org.wsslab.target.control.LabIdentity;
import org.wsslab.target.entity.TargetStatus;

/**
 * What a run segment ran on, as docs/measuring.md ("Environment") lists it: versions, JVM options
 * and heap, CPU and the CPUs the server may run on (bin/wsslab's --cpus), OS, host, the lab's name and commit, each mechanism's policy file hash and algorithm suite,
 * the key-store and trust set-ups (bin/domain-setup's --keys and --trust), the addresses the HTTP
 * listeners take (--listen), the addressing set-up (bin/wsslab start's --addressing, read from the
 * deployed policies), the load average and the bootstrap seed; the target the run calls, where it
 * is, its placement beside the client, and the GlassFish and JVM it runs (the lab's own for {@code lab}). Two runs that differ in any of these
 * are not comparable without saying so; the
 * console highlights the differences.
 */
@ApplicationScoped
public class EnvironmentProbe {

    @Inject
    ResultsDatabase results;

    /** JVM options that could carry a secret are recorded by name only. */
    private static final Pattern SECRET = Pattern.compile("(?i).*(password|secret|passwd|credential).*");

    /** The environment of a segment of a run calling {@code target} (reached as the segment starts). */
    public String describe(List<Endpoint> endpoints, long bootstrapSeed, TargetStatus target) {
        JsonObjectBuilder json = Json.createObjectBuilder()
                .add("glassfish_version", LabIdentity.glassfish())
                .add("metro_version", bundledVersion(com.sun.xml.wss.XWSSConstants.class, "org.glassfish.metro/wsit-impl"))
                .add("jaxws_runtime_version", bundledVersion(com.sun.xml.ws.api.WSService.class, "com.sun.xml.ws/jaxws-rt"))
                .add("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version")
                        + " (" + System.getProperty("java.vm.name") + ")")
                .add("jvm_options", jvmOptions());
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        json.add("heap_max_bytes", heap.getMax())
                .add("heap_used_bytes", heap.getUsed())
                .add("cpu_count", Runtime.getRuntime().availableProcessors())
                // Read by the JVM from the kernel, so a run records the pinning in force (bin/wsslab start --cpus).
                .add("cpus_allowed", Objects.requireNonNullElse(CpuAffinity.allowed(), "unknown"))
                .add("cpu_model", cpuModel())
                .add("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"))
                .add("host", host())
                .add("lab", LabName.current())
                .add("lab_commit", labCommit())
                .add("keystore_setup", System.getProperty("wsslab.keystore.setup", "unknown"))
                .add("trust_setup", System.getProperty("wsslab.trust.setup", "unknown"))
                .add("listen_addresses", System.getProperty("wsslab.listen", "unknown"))
                .add("addressing_setup", addressingSetup())
                .add("results_database", results.describe())
                .add("bootstrap_seed", bootstrapSeed)
                .add("target", target.name())
                .add("target_address", target.addresses().httpBase())
                .add("placement", target.placement().id())
                .add("target_glassfish", String.valueOf(target.identity().glassfish()))
                .add("target_jvm", String.valueOf(target.identity().jvm()));
        Double load = loadAverage();
        if (load == null) {
            json.addNull("load_average");
        } else {
            json.add("load_average", load);
        }
        JsonArrayBuilder policies = Json.createArrayBuilder();
        for (Endpoint endpoint : endpoints) {
            JsonObjectBuilder policy = Json.createObjectBuilder().add("mechanism", endpoint.mechanism().id());
            endpoint.policyFile().ifPresentOrElse(file -> policy.add("policy_file", file).add("policy_sha256", sha256(file)),
                    () -> policy.addNull("policy_file").addNull("policy_sha256"));
            String suite = endpoint.suite().assertion();
            if (suite == null) {
                policy.addNull("algorithm_suite");
            } else {
                policy.add("algorithm_suite", suite);
            }
            policies.add(policy);
        }
        return json.add("mechanisms", policies).build().toString();
    }

    /**
     * The version of a library in the server, from the Maven coordinates its jar carries
     * ({@code META-INF/maven/group/artifact/pom.properties}), which may differ from the API the lab
     * compiles against. Not the package's Implementation-Version: GlassFish bundles Metro/WSIT and the
     * JAX-WS runtime in one jar (webservices-osgi) whose manifest carries the runtime's number (4.0.3 in
     * GlassFish 8.0.0) for both, while WSIT itself is 4.0.5.
     */
    static String bundledVersion(Class<?> anchor, String coordinates) {
        Properties pom = new Properties();
        try (InputStream in = anchor.getResourceAsStream("/META-INF/maven/" + coordinates + "/pom.properties")) {
            if (in == null) {
                return "unknown (no " + coordinates + " pom.properties beside " + anchor.getName() + ")";
            }
            pom.load(in);
        } catch (IOException e) {
            return "unknown (" + coordinates + " pom.properties unreadable)";
        }
        return pom.getProperty("version", "unknown");
    }

    private static JsonArrayBuilder jvmOptions() {
        JsonArrayBuilder options = Json.createArrayBuilder();
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            options.add(SECRET.matcher(option).matches() && option.contains("=")
                    ? option.substring(0, option.indexOf('=') + 1) + "(not recorded)" : option);
        }
        return options;
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(line -> line.toLowerCase(Locale.ROOT).startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1).trim()).findFirst().orElse("unknown");
        } catch (IOException e) {
            return System.getProperty("os.arch") + " (model unknown)";
        }
    }

    public static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "unknown";
        }
    }

    public static String labCommit() {
        Properties git = new Properties();
        try (InputStream in = EnvironmentProbe.class.getClassLoader().getResourceAsStream("wsslab-git.properties")) {
            if (in == null) {
                return "unknown (built outside git)";
            }
            git.load(in);
        } catch (IOException e) {
            return "unknown";
        }
        String commit = git.getProperty("git.commit.id", "unknown");
        return Boolean.parseBoolean(git.getProperty("git.dirty")) ? commit + " (with uncommitted changes)" : commit;
    }

    /**
     * The addressing set-up the deployed policies were built with (the build writes it into them, so
     * they are the record): its id, or "mixed" with each mechanism's where they differ.
     */
    static String addressingSetup() {
        Map<String, String> setups = new TreeMap<>();
        for (Mechanism mechanism : AddressingSetup.mechanisms()) {
            String file = mechanism.endpoint().policyFile().orElseThrow();
            try (InputStream in = EnvironmentProbe.class.getClassLoader().getResourceAsStream(file)) {
                setups.put(mechanism.id(), in == null ? "missing"
                        : AddressingSetup.of(new String(in.readAllBytes(), StandardCharsets.UTF_8)).id());
            } catch (IOException e) {
                setups.put(mechanism.id(), "unreadable");
            }
        }
        return new HashSet<>(setups.values()).size() == 1 ? setups.values().iterator().next() : "mixed " + setups;
    }

    private static String sha256(String resource) {
        try (InputStream in = EnvironmentProbe.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return "missing";
            }
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (DigestInputStream digesting = new DigestInputStream(in, digest)) {
                digesting.transferTo(OutputStream.nullOutputStream());
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException | NoSuchAlgorithmException e) {
            return "unreadable: " + e.getMessage();
        }
    }

    /** The one-minute load average, or null where the OS does not report one. */
    static Double loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? null : load;
    }
}
