package org.wsslab.client.control;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.util.Locale;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Transport;
import org.wsslab.sts.boundary.LabSecurityTokenService;

/**
 * Where one server (a target: the lab's own, or another GlassFish holding the endpoints) publishes
 * each endpoint and its STS. The one place an endpoint's address is built; {@link EndpointAddresses}
 * gives the lab's own. Immutable: a run holds its target's for all its calls.
 */
public record TargetAddresses(String host, int httpPort, int httpsPort) {

    public TargetAddresses {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("a target needs a host");
        }
        if (httpPort < 1 || httpPort > 65535 || httpsPort < 1 || httpsPort > 65535) {
            throw new IllegalArgumentException("ports are from 1 to 65535, not " + httpPort + " and " + httpsPort);
        }
    }

    /**
     * The lab's own server as the in-server client sees it: {@link EndpointAddresses#HOST} and the
     * ports the domain set-up writes into the JVM ({@code wsslab.http.port}, {@code wsslab.https.port}).
     */
    public static TargetAddresses lab() {
        return new TargetAddresses(EndpointAddresses.HOST, EndpointAddresses.port(Transport.HTTP),
                EndpointAddresses.port(Transport.HTTPS));
    }

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
        return base(transport).resolve(endpoint.path());
    }

    /** The target's Security Token Service, which sts-issued-token's clients call first. */
    public URI sts() {
        return base(Transport.HTTP).resolve(LabSecurityTokenService.PATH);
    }

    public URI wsdl(Mechanism mechanism) {
        return wsdl(mechanism.endpoint());
    }

    public URI wsdl(Endpoint endpoint) {
        return URI.create(address(endpoint) + "?wsdl");
    }

    /**
     * The endpoint's path, reached through another local port (a relay in front of the target): the
     * relay listens on this host's loopback, wherever the target is, under the name its TLS key names.
     */
    public URI through(Mechanism mechanism, int localPort) {
        return through(mechanism.endpoint(), localPort);
    }

    public URI through(Endpoint endpoint, int localPort) {
        return URI.create(endpoint.mechanism().transport().scheme() + "://" + EndpointAddresses.HOST + ":" + localPort + endpoint.path());
    }

    /** The target's port for a transport. */
    public int port(Transport transport) {
        return transport == Transport.HTTPS ? httpsPort : httpPort;
    }

    /** {@code http://host:port/}, an IPv6 literal in brackets. */
    public URI base(Transport transport) {
        return URI.create(transport.scheme() + "://" + uriHost() + ":" + port(transport) + "/");
    }

    /** The target's http address as people and the API show it: {@code http://host:port}. */
    public String httpBase() {
        return Transport.HTTP.scheme() + "://" + uriHost() + ":" + httpPort;
    }

    /**
     * The address a relay's plain TCP connection goes to: this host's loopback address for {@code localhost}
     * (the lab's listeners are on 127.0.0.1, and "localhost" might resolve to ::1 first), else the host's.
     */
    public InetAddress inetAddress() throws IOException {
        return host.equalsIgnoreCase(EndpointAddresses.HOST) ? InetAddress.getLoopbackAddress() : InetAddress.getByName(bare());
    }

    /** Whether the host names this machine's loopback (localhost, 127.x.x.x, ::1): a target there runs on this host. */
    public boolean loopback() {
        String name = bare().toLowerCase(Locale.ROOT);
        return name.equals("localhost") || name.matches("127(\\.\\d{1,3}){3}") || name.equals("::1")
                || name.matches("(0{1,4}:){7}0{0,3}1");
    }

    private String bare() {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    private String uriHost() {
        return bare().contains(":") ? "[" + bare() + "]" : host;
    }
}
