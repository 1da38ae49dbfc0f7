package org.wsslab.target.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.net.ConnectException;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.RefusedField;
import org.wsslab.target.entity.TargetAdmin;
import org.wsslab.target.entity.TargetIdentity;

/**
 * Restarts a target's endpoints' application (issue 45, item 3): disables and enables
 * {@value TargetIdentity#APPLICATION} through the target domain's admin REST API, then waits until its
 * identity and the mechanism's WSDL answer again. Disabling unloads the application's classes (Metro's
 * endpoints, their policies and keys as the application holds them, the STS, the server's records of
 * marked calls); GlassFish, Metro's own modules and the JVM stay loaded and warm: an application's cold
 * start on a warm server. Never inside a clock: the engine times the restart as a whole and records it.
 */
@ApplicationScoped
public class TargetRestart {

    /** A disable or enable of the target's EAR; measured at well under a minute on a busy 2-core machine. */
    static final Duration COMMAND = Duration.ofMinutes(3);
    /** How long the application has, once enabled, to answer its identity and the WSDL. */
    static final Duration READY = Duration.ofMinutes(3);
    static final Duration POLL = Duration.ofMillis(50);
    private static final String APPLICATION = "/applications/application/" + TargetIdentity.APPLICATION;
    /** The instance the command acts on: a domain bin/domain-setup makes has its one server. */
    private static final String ON_SERVER = "{\"target\":\"server\"}";

    /**
     * Refuses, naming the field, an administration that does not answer as GlassFish's REST admin with
     * these credentials and with {@value TargetIdentity#APPLICATION} deployed: a registration's check.
     */
    public void check(TargetAdmin admin) {
        AdminConnection.Answer answer;
        try {
            answer = AdminConnection.get(admin, APPLICATION, Duration.ofSeconds(10));
        } catch (ConnectException e) {
            throw Refusal.at("admin_port", "nothing listens at " + AdminConnection.uri(admin, "") + "; give the target domain's"
                    + " admin port (its port base + 48), on this host");
        } catch (SocketTimeoutException e) {
            throw Refusal.at("admin_port", AdminConnection.uri(admin, "") + " did not answer within 10 s");
        } catch (IOException e) {
            throw Refusal.at("admin_port", AdminConnection.uri(admin, "") + " failed: " + e.getMessage());
        }
        switch (answer.status()) {
            case 200 -> {
            }
            case 401 -> throw Refusal.at(AdminPasswordFile.FIELD, "the target's GlassFish administration refused user "
                    + TargetAdmin.USER + " with the password in " + admin.passwordFile() + " (HTTP 401)");
            case 404 -> throw new Refusal(Refusal.Kind.INVALID, "admin_port: the GlassFish domain at admin port " + admin.port()
                    + " has no application " + TargetIdentity.APPLICATION + " (HTTP 404): is it the target's domain?",
                    List.of(new RefusedField("admin_port", "no application " + TargetIdentity.APPLICATION + " there")));
            default -> throw Refusal.at("admin_port", AdminConnection.uri(admin, APPLICATION) + " does not answer as GlassFish's"
                    + " REST administration (" + answer + ")");
        }
    }

    /**
     * Disables and enables the target's application, then waits until {@code addresses}' identity and
     * {@code wsdl} answer; the time it all took. Fails (IllegalStateException, saying where) when a
     * command fails or the application does not answer in time.
     */
    public Duration restart(TargetAdmin admin, TargetAddresses addresses, URI wsdl) {
        long start = System.nanoTime();
        command(admin, "disable");
        command(admin, "enable");
        awaitAnswer(URI.create(addresses.httpBase() + TargetIdentity.PATH), start);
        awaitAnswer(wsdl, start);
        return Duration.ofNanos(System.nanoTime() - start);
    }

    private static void command(TargetAdmin admin, String command) {
        AdminConnection.Answer answer;
        try {
            answer = AdminConnection.post(admin, APPLICATION + "/" + command, ON_SERVER, COMMAND);
        } catch (IOException e) {
            throw new IllegalStateException("the target's administration at " + AdminConnection.uri(admin, "") + " failed to "
                    + command + " " + TargetIdentity.APPLICATION + ": " + e.getMessage(), e);
        }
        if (!answer.succeeded()) {
            throw new IllegalStateException("the target's administration at " + AdminConnection.uri(admin, "") + " did not "
                    + command + " " + TargetIdentity.APPLICATION + ": " + answer);
        }
    }

    /** Polls {@code uri} until it answers 200, or fails once {@link #READY} has passed since {@code start}. */
    private static void awaitAnswer(URI uri, long start) {
        String last = "no answer";
        while (System.nanoTime() - start < READY.toNanos()) {
            try {
                HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection(Proxy.NO_PROXY);
                connection.setConnectTimeout((int) AdminConnection.CONNECT.toMillis());
                connection.setReadTimeout((int) Duration.ofSeconds(30).toMillis());
                try {
                    int status = connection.getResponseCode();
                    if (status == 200) {
                        connection.getInputStream().readAllBytes();
                        return;
                    }
                    last = "HTTP " + status;
                } finally {
                    connection.disconnect();
                }
            } catch (IOException e) {
                last = e.toString();
            }
            LockSupport.parkNanos(POLL.toNanos());
        }
        throw new IllegalStateException(uri + " did not answer within " + READY.toMinutes() + " min of the restart (" + last + ")");
    }
}
