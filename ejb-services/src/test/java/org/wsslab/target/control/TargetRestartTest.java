package org.wsslab.target.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;
import org.wsslab.target.entity.TargetAdmin;

/**
 * The restart as GlassFish 8.0.0's admin REST API wants it (tried by hand on a scratch domain): a POST
 * with a JSON body, the header X-Requested-By and basic auth as admin (else 400 or 401), disable before
 * enable, then the identity and the WSDL awaited. A fake admin listener and target on loopback answer as
 * GlassFish did, and refuse what GlassFish refused.
 */
class TargetRestartTest {

    private static final String PASSWORD = "s3cret";

    @TempDir
    Path folder;

    private HttpServer server;
    private final List<String> seen = new CopyOnWriteArrayList<>();
    /** Whether the fake application is enabled: its identity and WSDL answer 404 while disabled. */
    private volatile boolean enabled = true;
    private TargetAdmin admin;
    private TargetAddresses addresses;

    @BeforeEach
    void fakeDomain() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/management/domain/applications/application/", this::admin);
        server.createContext("/wsslab-target/identity", exchange -> answer(exchange, enabled ? 200 : 404, "{}"));
        server.createContext("/echo/", exchange -> answer(exchange, enabled ? 200 : 404, "<definitions/>"));
        server.start();
        int port = server.getAddress().getPort();
        Path file = folder.resolve("admin.password");
        Files.writeString(file, PASSWORD + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        admin = new TargetAdmin(port, file);
        addresses = new TargetAddresses("localhost", port, port + 1);
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void admin(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String auth = exchange.getRequestHeaders().getFirst("Authorization");
        String expected = "Basic " + Base64.getEncoder().encodeToString(("admin:" + PASSWORD).getBytes(StandardCharsets.UTF_8));
        if (!expected.equals(auth)) {
            answer(exchange, 401, "");
            return;
        }
        if (!path.startsWith("/management/domain/applications/application/wsslab-target")) {
            answer(exchange, 404, "{\"exit_code\":\"FAILURE\",\"message\":\"no such application\"}");
            return;
        }
        if ("GET".equals(exchange.getRequestMethod())) {
            answer(exchange, 200, "{\"exit_code\":\"SUCCESS\",\"message\":\"\"}");
            return;
        }
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        if (body.isEmpty() || !"wsslab".equals(exchange.getRequestHeaders().getFirst("X-Requested-By"))) {
            answer(exchange, 400, "");
            return;
        }
        String command = path.substring(path.lastIndexOf('/') + 1);
        seen.add(command + " " + body);
        enabled = command.equals("enable");
        answer(exchange, 200, "{\"exit_code\":\"SUCCESS\",\"message\":\"\"}");
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
        exchange.close();
    }

    @Test
    void aRestartDisablesThenEnablesAndWaitsForTheApplication() {
        URI wsdl = URI.create(addresses.httpBase() + "/echo/plain?wsdl");
        assertTrue(new TargetRestart().restart(admin, addresses, wsdl).toNanos() > 0);
        assertEquals(List.of("disable {\"target\":\"server\"}", "enable {\"target\":\"server\"}"), seen);
        assertTrue(enabled);
    }

    @Test
    void theRegistrationsCheckPassesWithTheFilesPassword() {
        new TargetRestart().check(admin);
    }

    @Test
    void aWrongPasswordIsRefusedAtTheFileNothingListeningAtThePort() throws IOException {
        Files.writeString(admin.passwordFile(), "wrong\n");
        Refusal wrong = assertThrows(Refusal.class, () -> new TargetRestart().check(admin));
        assertEquals("admin_password_file", wrong.fields().get(0).path());
        assertTrue(!wrong.getMessage().contains("wrong"), "the password is never in a message: " + wrong.getMessage());
        server.stop(0);
        Refusal nothing = assertThrows(Refusal.class, () -> new TargetRestart().check(admin));
        assertEquals("admin_port", nothing.fields().get(0).path());
    }

    @Test
    void aFailedCommandStopsTheRestartSayingWhat() throws IOException {
        Files.writeString(admin.passwordFile(), "wrong\n");
        IllegalStateException failed = assertThrows(IllegalStateException.class,
                () -> new TargetRestart().restart(admin, addresses, URI.create(addresses.httpBase() + "/echo/plain?wsdl")));
        assertTrue(failed.getMessage().contains("did not disable") && failed.getMessage().contains("HTTP 401"), failed.getMessage());
    }
}
