package org.wsslab.it.support;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.wsslab.it.support.LabApi.Caller;

/**
 * The tests' target (issue 45): a GlassFish domain holding only the endpoints, the STS and the target's
 * reader ({@code wsslab-target.ear}, what {@code bin/wsslab target start} deploys), so the lab in the
 * shared test domain calls endpoints in another JVM. An install of its own (the build unpacks it), set up
 * by bin/domain-setup like the other test domains, on the shared domain's port base + 200 (the crash
 * domain takes + 100), with a user.home of its own: the service database it opens is never the lab's.
 *
 * <p>Prepared once per test JVM on a thread of its own ({@link TargetDomainEarly}, for a suite holding a
 * class {@link NeedsTargetDomain}) and stopped when the test plan ends. A test may {@link #kill()} it (a
 * target dying mid-run) and {@link #start()} it again.
 */
public final class TargetDomain {

    private static final int PORT_OFFSET = 200;
    /** The application's name and context root, as bin/wsslab target start deploys it. */
    private static final String APPLICATION = "wsslab-target";
    private static final String DOMAIN = "domain1";
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    /** Set up, started and deployed on a thread of its own, once per test JVM. */
    private static final DomainPreparation<TargetDomain> PREPARATION = new DomainPreparation<>("target domain", TargetDomain::setUp,
            domain -> {
                domain.startDomain();
                domain.deploy();
            }, TargetDomain::stop);

    private final Path glassfish;
    private final Path state;
    private final int portbase;
    private final DomainCommands commands;

    private TargetDomain(Path glassfish, Path state, int portbase) {
        this.glassfish = glassfish;
        this.state = state;
        this.portbase = portbase;
        this.commands = new DomainCommands(glassfish);
    }

    /** Begins setting up, starting and deploying the target on a thread of its own, unless that has begun. */
    public static CompletableFuture<TargetDomain> prepare() {
        return PREPARATION.begin();
    }

    /** Stops the target if it was prepared: the test plan has ended. */
    static void stopIfPrepared() throws IOException, InterruptedException {
        PREPARATION.stopIfPrepared();
    }

    /**
     * The target started with its application answering, waiting for its preparation (begun now if it
     * had not); started again if a test before left it stopped or killed.
     */
    public static TargetDomain started(Duration within) throws Exception {
        TargetDomain domain = PREPARATION.await(within);
        if (!domain.answers()) {
            domain.start();
        }
        return domain;
    }

    /** Creates (or reuses, when unchanged) the target domain, left stopped. */
    private static TargetDomain setUp() throws IOException, InterruptedException {
        TargetDomain domain = new TargetDomain(Path.of(property("wsslab.it.target.glassfish")), Path.of(property("wsslab.it.target.state")),
                Integer.parseInt(property("wsslab.it.portbase")) + PORT_OFFSET);
        Path root = Path.of(property("wsslab.root"));
        Path lab = Path.of(property("wsslab.state"));
        // The endpoint user's password is the shared test domain's: the lab's clients there sign their
        // username tokens with it. The console users' are too (the target has no console; domain-setup
        // makes them anyway). Through the environment, never the argument list.
        Map<String, String> passwords = Map.of(
                "WSSLAB_ENDPOINT_PASSWORD", Files.readString(lab.resolve("endpoint-user.password"), StandardCharsets.UTF_8).trim(),
                "WSSLAB_OPERATOR_PASSWORD", Caller.OPERATOR.password(), "WSSLAB_VIEWER_PASSWORD", Caller.VIEWER.password());
        domain.commands.run(Duration.ofMinutes(6), passwords, List.of(
                "bash", root.resolve("bin/domain-setup").toString(), "--glassfish", domain.glassfish.toString(), "--domain", DOMAIN,
                "--portbase", String.valueOf(domain.portbase), "--stores", root.resolve("truststores/target/stores").toString(),
                "--state", domain.state.toString(), "--user-home", domain.state.resolve("home").toString(), "--results", "none",
                "--leave-stopped"));
        return domain;
    }

    public int httpPort() {
        return portbase + 80;
    }

    public int httpsPort() {
        return portbase + 81;
    }

    /** Its GlassFish admin port, on loopback: what a restartable registration names. */
    public int adminPort() {
        return portbase + 48;
    }

    /** The file bin/domain-setup keeps its admin password in (mode 600): a registration names the path, never the password. */
    public Path adminPasswordFile() {
        return state.resolve("admin.password");
    }

    /**
     * The body of POST /targets registering it under {@code name}, with its administration (restartable: a
     * startup run may restart its application) or without.
     */
    public String registration(String name, boolean restartable) {
        return "{\"name\": \"" + name + "\", \"host\": \"localhost\", \"http_port\": " + httpPort() + ", \"https_port\": " + httpsPort()
                + (restartable ? ", \"admin_port\": " + adminPort() + ", \"admin_password_file\": \"" + adminPasswordFile() + "\"" : "")
                + "}";
    }

    /** The target's HTTP root: its endpoints are {@code echo/<id>} under it, its reader {@code wsslab-target/}. */
    public URI address() {
        return URI.create("http://localhost:" + httpPort() + "/");
    }

    /** {@code GET /wsslab-target/identity}: which target, JVM and keys answer. */
    public URI identity() {
        return address().resolve(APPLICATION + "/identity");
    }

    /** Starts the domain again (after {@link #kill()} or a stop) and waits for its application. */
    public void start() throws IOException, InterruptedException {
        startDomain();
        awaitApplication(Duration.ofMinutes(3));
    }

    private void startDomain() throws IOException, InterruptedException {
        // Six minutes: under a loaded machine (the suite's browser and domains beside it) a start took 3 min 9 s.
        commands.asadmin(Duration.ofMinutes(6), "start-domain", DOMAIN);
    }

    /** Deploys the target EAR the build produced, undeploying the one before first as bin/wsslab target start does. */
    public void deploy() throws IOException, InterruptedException {
        String[] login = {"--user", "admin", "--passwordfile", state.resolve("asadmin.passwords").toString(), "--port",
                String.valueOf(portbase + 48)};
        if (commands.asadmin(Duration.ofMinutes(1), concat(login, "list-applications")).lines()
                .anyMatch(line -> line.startsWith(APPLICATION + " "))) {
            commands.asadmin(Duration.ofMinutes(3), concat(login, "undeploy", APPLICATION));
        }
        commands.asadmin(Duration.ofMinutes(5), concat(login, "deploy", "--name", APPLICATION, property("wsslab.target.ear")));
        awaitApplication(Duration.ofMinutes(3));
    }

    /** SIGKILL, as a crash would: no shutdown hook runs (a target dying under a run). */
    public void kill() throws IOException, InterruptedException, ExecutionException, TimeoutException {
        long pid = pid();
        ProcessHandle server = ProcessHandle.of(pid).orElseThrow(() -> new AssertionError("no target server process " + pid));
        server.destroyForcibly();
        server.onExit().get(1, TimeUnit.MINUTES);
    }

    public long pid() throws IOException {
        return Long.parseLong(Files.readString(glassfish.resolve("glassfish/domains/" + DOMAIN + "/config/pid")).trim());
    }

    /** Whether the target answers its identity. */
    public boolean answers() {
        try {
            return get(identity()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    public void awaitApplication(Duration within) {
        Poll.until("the target's identity at " + identity() + " (" + serverLog() + ")", within, Duration.ofMillis(500),
                () -> get(identity()).statusCode(), status -> status == 200, IOException.class);
    }

    public void stop() throws IOException, InterruptedException {
        commands.asadmin(Duration.ofMinutes(3), "stop-domain", "--kill=true", DOMAIN);
    }

    public Path serverLog() {
        return glassfish.resolve("glassfish/domains/" + DOMAIN + "/logs/server.log");
    }

    /** An anonymous GET at the target. */
    public static HttpResponse<String> get(URI address) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(address).timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String[] concat(String[] first, String... then) {
        String[] all = new String[first.length + then.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(then, 0, all, first.length, then.length);
        return all;
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("no " + name + ": run the tests through Maven (mvn verify)");
        }
        return value;
    }
}
