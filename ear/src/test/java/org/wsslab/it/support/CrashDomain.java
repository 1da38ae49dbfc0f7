package org.wsslab.it.support;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.wsslab.it.support.LabApi.Caller;

/**
 * A GlassFish domain of a test's own, for a test that kills its server: an install of its own
 * (the build unpacks it), set up by bin/domain-setup like the shared test domain, with the same
 * console users, on the shared domain's port base + 100, so it collides neither with that domain
 * nor with another build's. The tests start, deploy, kill and stop it.
 *
 * <p>The classes that use it ({@link NeedsCrashDomain}: the kill, the redeploys under a run, a
 * verification and a profile, the hardened addressing set-up) share it, one after the other as
 * Failsafe runs classes: each holds and ends its own work, and leaves the default lab deployed and answering. It is stopped once, when the
 * test plan ends ({@link CrashDomainEarly}).
 */
public final class CrashDomain {

    private static final int PORT_OFFSET = 100;
    /** Set up, started and deployed on a thread of its own, once per test JVM. */
    private static final DomainPreparation<CrashDomain> PREPARATION = new DomainPreparation<>("crash domain", CrashDomain::setUp,
            domain -> {
                domain.start();
                domain.deploy();
            }, CrashDomain::stop);

    private final Path glassfish;
    private final String name;
    private final Path state;
    private final int portbase;

    private CrashDomain(Path glassfish, String name, Path state, int portbase) {
        this.glassfish = glassfish;
        this.name = name;
        this.state = state;
        this.portbase = portbase;
    }

    /**
     * Begins setting up, starting and deploying the domain on a thread of its own, unless that has
     * begun: about a minute of asadmin and deployment that need not hold up the tests running
     * meanwhile ({@link CrashDomainEarly} begins it when the suite starts).
     */
    public static CompletableFuture<CrashDomain> prepare() {
        return PREPARATION.begin();
    }

    /** Stops the domain if it was prepared: the test plan has ended. */
    static void stopIfPrepared() throws IOException, InterruptedException {
        PREPARATION.stopIfPrepared();
    }

    /**
     * The domain started with the lab deployed, waiting for its preparation to end (begun now if it
     * had not); started again if a class before left it stopped.
     */
    public static CrashDomain started(Duration within) throws Exception {
        CrashDomain domain = PREPARATION.await(within);
        if (!domain.answers()) {
            domain.start();
            domain.awaitApplication(Duration.ofMinutes(3));
        }
        return domain;
    }

    /** Creates (or reuses, when unchanged) the crash domain, left stopped. */
    private static CrashDomain setUp() throws IOException, InterruptedException {
        return setUp(new CrashDomain(Path.of(property("wsslab.it.crash.glassfish")), "domain1", Path.of(property("wsslab.it.crash.state")),
                Integer.parseInt(property("wsslab.it.portbase")) + PORT_OFFSET));
    }

    private static CrashDomain setUp(CrashDomain domain) throws IOException, InterruptedException {
        Path root = Path.of(property("wsslab.root"));
        List<String> setUp = new ArrayList<>(List.of("bash", root.resolve("bin/domain-setup").toString(), "--glassfish",
                domain.glassfish.toString(), "--domain", domain.name, "--portbase", String.valueOf(domain.portbase), "--stores",
                root.resolve("truststores/target/stores").toString(), "--state", domain.state.toString(), "--user-home",
                domain.state.resolve("home").toString(), "--leave-stopped"));
        setUp.addAll(resultsStore(domain.state));
        // The console users' passwords are the shared test domain's, so LabApi's callers sign in to both;
        // the admin password is the domain's own, generated into its state folder.
        domain.run(Duration.ofMinutes(6), Map.of(
                "WSSLAB_OPERATOR_PASSWORD", Caller.OPERATOR.password(), "WSSLAB_VIEWER_PASSWORD", Caller.VIEWER.password()),
                setUp.toArray(String[]::new));
        return domain;
    }

    /**
     * The domain-setup options that make this domain a second lab of the PostgreSQL execution
     * (wsslab.it.crash.results, wsslab.it.crash.lab: TwoLabsOneDatabaseIT), writing into the test domain's
     * database; none otherwise (its own H2). The database's password is the test domain's, copied from its
     * state folder into this one's, owner only, where domain-setup reads it: never an argument.
     */
    private static List<String> resultsStore(Path state) throws IOException {
        String results = System.getProperty("wsslab.it.crash.results", "");
        if (results.isBlank()) {
            return List.of();
        }
        Files.createDirectories(state);
        Path password = state.resolve("results.password");
        Files.deleteIfExists(password);
        Files.createFile(password, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.write(password, Files.readAllBytes(Path.of(property("wsslab.state"), "results.password")));
        return List.of("--results", results, "--lab", property("wsslab.it.crash.lab"));
    }

    public LabApi api() {
        return new LabApi(URI.create("http://localhost:" + (portbase + 80) + "/"));
    }

    public void start() throws IOException, InterruptedException {
        asadmin("start-domain", name);
    }

    /**
     * Deploys the EAR the build produced with the test hooks (LabDeployment), replacing the one
     * deployed before, and waits for the API.
     */
    public void deploy() throws IOException, InterruptedException {
        deploy(LabDeployment.withHooks());
    }

    /** Deploys the given lab (e.g. {@link LabDeployment#withHooks(org.wsslab.catalog.entity.AddressingSetup)}) as {@link #deploy()} does. */
    public void deploy(EnterpriseArchive lab) throws IOException, InterruptedException {
        Path ear = Path.of(property("wsslab.ear")).resolveSibling("wsslab-with-hooks-" + name + ".ear");
        lab.as(ZipExporter.class).exportTo(ear.toFile(), true);
        Path passwords = state.resolve("deploy.passwords");
        Files.deleteIfExists(passwords);
        // Unreadable by others from its first byte.
        Files.createFile(passwords, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        String admin = Files.readString(state.resolve("admin.password"), StandardCharsets.UTF_8).trim();
        Files.writeString(passwords, "AS_ADMIN_PASSWORD=" + admin + "\n", StandardCharsets.UTF_8);
        try {
            String[] login = {"--user", "admin", "--passwordfile", passwords.toString(), "--port", String.valueOf(portbase + 48)};
            // Undeployed first, as bin/wsslab start does: a forced deploy would keep the replaced copy in the heap.
            if (asadmin(concat(login, "list-applications")).lines().anyMatch(line -> line.startsWith("wsslab "))) {
                asadmin(concat(login, "undeploy", "wsslab"));
            }
            asadmin(concat(login, "deploy", "--name", "wsslab", ear.toString()));
        } finally {
            Files.deleteIfExists(passwords);
        }
        awaitApplication(Duration.ofMinutes(3));
    }

    /**
     * SIGKILL, as a crash or an OOM killer would: no shutdown hook runs. (asadmin stop-domain --kill
     * lets the JVM wind down first, and the engine then stores a last "connection refused".)
     */
    public void kill() throws IOException, InterruptedException, ExecutionException, TimeoutException {
        long pid = pid();
        ProcessHandle server = ProcessHandle.of(pid).orElseThrow(() -> new AssertionError("no server process " + pid));
        server.destroyForcibly();
        server.onExit().get(1, TimeUnit.MINUTES);
    }

    /** The server's process id, for jcmd. */
    public long pid() throws IOException {
        return Long.parseLong(Files.readString(glassfish.resolve("glassfish/domains/" + name + "/config/pid")).trim());
    }

    /** Whether the server answers with the application deployed. */
    public boolean answers() {
        try {
            return api().get(Caller.VIEWER, "runs").statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Waits until the application answers again after a start. */
    public void awaitApplication(Duration within) {
        LabApi api = api();
        Poll.until("the application on the crash domain (" + serverLog() + ")", within, Duration.ofMillis(500),
                () -> api.get(Caller.VIEWER, "runs").statusCode(), status -> status == 200, IOException.class);
    }

    public void stop() throws IOException, InterruptedException {
        asadmin("stop-domain", "--kill=true", name);
    }

    public Path serverLog() {
        return glassfish.resolve("glassfish/domains/" + name + "/logs/server.log");
    }

    /** Runs asadmin; its output. */
    private String asadmin(String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(glassfish.resolve("bin/asadmin").toString(), "--interactive=false"));
        line.addAll(List.of(command));
        return run(Duration.ofMinutes(3), Map.of(), line.toArray(String[]::new));
    }

    private String run(Duration within, Map<String, String> environment, String... command) throws IOException, InterruptedException {
        // At the lowest CPU priority, inherited by the server asadmin starts: the domain is prepared while
        // other classes run (prepare()), and takes only the CPU they leave; alone, it gets all of it.
        List<String> line = new ArrayList<>(List.of("nice", "-n", "19"));
        line.addAll(List.of(command));
        ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true);
        // asadmin and domain-setup need JDK 21+, which the build runs on.
        builder.environment().put("AS_JAVA", System.getProperty("java.home"));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(within.toMillis(), TimeUnit.MILLISECONDS) || process.exitValue() != 0) {
            throw new AssertionError(String.join(" ", command[0], command[1]) + " failed: " + output);
        }
        return output;
    }

    private static String[] concat(String[] first, String... then) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(then));
        return all.toArray(String[]::new);
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("no " + name + ": run the tests through Maven (mvn verify)");
        }
        return value;
    }
}
