package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;

/**
 * Where this server publishes each endpoint, as seen from the server itself: the lab's own target's
 * {@link TargetAddresses}, which build every address. The ports come from the system properties the
 * domain set-up writes ({@code wsslab.http.port}, {@code wsslab.https.port}): the lab's domain and the
 * test domain listen on different ports. Verification, soak, profile and interop always call the lab's
 * own; a run calls its target's ({@code org.wsslab.target}).
 */
@ApplicationScoped
public class EndpointAddresses {

    /** The name the server's certificate is issued for. */
    public static final String HOST = "localhost";

    public URI address(Mechanism mechanism) {
        return lab().address(mechanism);
    }

    public URI address(Endpoint endpoint) {
        return lab().address(endpoint);
    }

    /** The endpoint's path over a given transport, e.g. an HTTPS-only endpoint tried over plain HTTP. */
    public URI address(Mechanism mechanism, Transport transport) {
        return lab().address(mechanism, transport);
    }

    public URI address(Endpoint endpoint, Transport transport) {
        return lab().address(endpoint, transport);
    }

    /** The lab's Security Token Service, which sts-issued-token's clients call first. */
    public URI sts() {
        return lab().sts();
    }

    public URI wsdl(Mechanism mechanism) {
        return lab().wsdl(mechanism);
    }

    public URI wsdl(Endpoint endpoint) {
        return lab().wsdl(endpoint);
    }

    /** The endpoint's path, reached through another local port (a relay in front of the server). */
    public URI through(Mechanism mechanism, int localPort) {
        return lab().through(mechanism, localPort);
    }

    public URI through(Endpoint endpoint, int localPort) {
        return lab().through(endpoint, localPort);
    }

    /** The lab's own server's addresses (target {@code lab}), read from the JVM's properties each time, as before. */
    public TargetAddresses lab() {
        return TargetAddresses.lab();
    }

    public static int port(Transport transport) {
        String property = transport == Transport.HTTPS ? "wsslab.https.port" : "wsslab.http.port";
        int fallback = transport == Transport.HTTPS ? 8181 : 8080;
        return Integer.getInteger(property, fallback);
    }
}
