package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.sts.boundary.LabSecurityTokenService;

/**
 * Where this server publishes each endpoint, as seen from the server itself. The ports come from
 * the system properties the domain set-up writes ({@code wsslab.http.port}, {@code wsslab.https.port}):
 * the lab's domain and the test domain listen on different ports.
 */
@ApplicationScoped
public class EndpointAddresses {

    /** The name the server's certificate is issued for. */
    public static final String HOST = "localhost";

    public URI address(Mechanism mechanism) {
        return address(mechanism.endpoint());
    }

    public URI address(Endpoint endpoint) {
        return address(endpoint, endpoint.mechanism().transport());
    }

    /** The endpoint's path over a given transport, e.g. an HTTPS-only endpoint tried over plain HTTP. */
    public URI address(Mechanism mechanism, Transport transport) {
        return address(mechanism.endpoint(), transport);
    }

    public URI address(Endpoint endpoint, Transport transport) {
        return URI.create(transport.scheme() + "://" + HOST + ":" + port(transport) + endpoint.path());
    }

    /** The lab's Security Token Service, which sts-issued-token's clients call first. */
    public URI sts() {
        return URI.create(Transport.HTTP.scheme() + "://" + HOST + ":" + port(Transport.HTTP) + LabSecurityTokenService.PATH);
    }

    public URI wsdl(Mechanism mechanism) {
        return wsdl(mechanism.endpoint());
    }

    public URI wsdl(Endpoint endpoint) {
        return URI.create(address(endpoint) + "?wsdl");
    }

    /** The endpoint's path, reached through another local port (a relay in front of the server). */
    public URI through(Mechanism mechanism, int localPort) {
        return through(mechanism.endpoint(), localPort);
    }

    public URI through(Endpoint endpoint, int localPort) {
        return URI.create(endpoint.mechanism().transport().scheme() + "://" + HOST + ":" + localPort + endpoint.path());
    }

    public static int port(Transport transport) {
        String property = transport == Transport.HTTPS ? "wsslab.https.port" : "wsslab.http.port";
        int fallback = transport == Transport.HTTPS ? 8181 : 8080;
        return Integer.getInteger(property, fallback);
    }
}
