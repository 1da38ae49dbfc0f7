package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ListeningSockets;
import org.wsslab.it.support.ListeningSockets.Listener;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * The test domain, set up by bin/domain-setup as the lab's domain is, opens no door the lab does not
 * use (docs/security.md, "What listens where"): every socket its server listens on is on loopback,
 * none answers at this host's other addresses, the admin port serves no console, and asadmin still
 * administers the domain.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
@RunAsClient
class DomainListenersIT {

    private static final Path GLASSFISH = Path.of(System.getProperty("wsslab.it.glassfish"));
    private static final Path DOMAIN = GLASSFISH.resolve("glassfish/domains/domain1");
    private static final int ADMIN_PORT = Integer.parseInt(System.getProperty("wsslab.it.adminPort"));
    private static final List<Integer> LAB_PORTS = List.of(ADMIN_PORT, Integer.parseInt(System.getProperty("wsslab.it.httpPort")),
            Integer.parseInt(System.getProperty("wsslab.it.httpsPort")));

    @Deployment(testable = false)
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Test
    void everySocketTheServerListensOnIsOnLoopback() throws IOException {
        List<Listener> listeners = ListeningSockets.of(serverPid());

        assertTrue(listeners.stream().map(Listener::port).toList().containsAll(LAB_PORTS),
                "the admin, HTTP and HTTPS listeners are among those found: " + listeners);
        assertEquals(List.of(), listeners.stream().filter(listener -> !listener.loopback()).toList(),
                "listeners outside loopback, of " + listeners);
    }

    @Test
    void noListenerAnswersAtThisHostsOtherAddresses() throws IOException {
        List<Integer> ports = ListeningSockets.of(serverPid()).stream().map(Listener::port).distinct().toList();
        for (InetAddress address : otherAddresses()) {
            for (int port : ports) {
                assertThrows(ConnectException.class, () -> {
                    try (Socket socket = new Socket()) {
                        socket.connect(new InetSocketAddress(address, port), 10_000);
                    }
                }, "port " + port + " at " + address.getHostAddress());
            }
        }
    }

    @Test
    void theAdminPortServesNoConsole() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        // The console's front page and its sign-in page: GlassFish answers both with its notice instead
        // of loading the console (which it would begin to do on a first request).
        for (String path : List.of("/", "/common/index.jsf")) {
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + ADMIN_PORT + path)).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertTrue(page.body().contains("The Administration Console is disabled"), path + ": " + page.body());
            assertFalse(page.body().contains("j_security_check"), path + " holds no sign-in form");
        }
    }

    @Test
    void asadminStillAdministersTheDomain() throws IOException, InterruptedException {
        // The set-up's own password file (admin and master passwords), in the test domain's state folder.
        Path passwords = Path.of(System.getProperty("wsslab.state"), "asadmin.passwords");
        ProcessBuilder builder = new ProcessBuilder(GLASSFISH.resolve("bin/asadmin").toString(), "--user", "admin", "--passwordfile",
                passwords.toString(), "--port", String.valueOf(ADMIN_PORT), "--interactive=false", "list-applications")
                .redirectErrorStream(true);
        builder.environment().put("AS_JAVA", System.getProperty("java.home"));
        Process asadmin = builder.start();
        String output = new String(asadmin.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertTrue(asadmin.waitFor(2, TimeUnit.MINUTES), "asadmin ended: " + output);
        assertEquals(0, asadmin.exitValue(), output);
        assertTrue(output.contains("wsslab"), "the lab is listed as deployed: " + output);
    }

    private static long serverPid() throws IOException {
        return Long.parseLong(Files.readString(DOMAIN.resolve("config/pid")).trim());
    }

    /** This host's addresses other than loopback (IPv6 link-local ones left out: they need an interface named). */
    private static List<InetAddress> otherAddresses() throws IOException {
        return NetworkInterface.networkInterfaces().flatMap(NetworkInterface::inetAddresses)
                .filter(address -> !address.isLoopbackAddress() && !(address instanceof Inet6Address && address.isLinkLocalAddress()))
                .toList();
    }
}
