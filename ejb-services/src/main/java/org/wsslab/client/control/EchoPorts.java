package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Clock;
import java.util.Map;
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.contract.Echo;

/**
 * Opens Metro client ports to the echo endpoints, the way the run engine calls them: the lab's own
 * server by default ({@link EndpointAddresses}), a run's target where named. The opening itself is
 * {@link EchoPortOpener}'s, shared with the JMeter sampler outside GlassFish.
 *
 * <p>Ports are made with {@code Service.create(…).getPort(…)}, not injected with {@code @WebServiceRef}:
 * that runs Metro's own client security, which takes its keys through wsit-client.xml's callback
 * handlers (loaded once, cached), whereas GlassFish's client pipe behind {@code @WebServiceRef}
 * decrypts the client's private key from the domain store on every call (~110 ms per 100 B call on
 * this kind of machine) and would be measured as the mechanism's cost.
 *
 * <p>Opening a port reads the WSDL and policies and builds the security tubeline: it is a session
 * cost, paid once per (run, mechanism, suite); callers reuse the port for every call. Methods taking a
 * mechanism mean its endpoint under the catalog's suite.
 */
@ApplicationScoped
public class EchoPorts {

    @Inject
    EndpointAddresses addresses;

    /**
     * A port to the mechanism's endpoint, signing as the lab's trusted client and authenticating as
     * the endpoint user where the mechanism asks for a password. Callers may change both in the
     * port's request context ({@link ClientAliasSelector#ALIAS_PROPERTY}, {@link #passwordProperty}).
     */
    public Echo open(Mechanism mechanism) {
        return open(mechanism.endpoint());
    }

    public Echo open(Endpoint endpoint) {
        return open(endpoint, labTokens(), addresses.address(endpoint));
    }

    /** As {@link #open(Mechanism)}, an issued-token port asking the given STS for its token. */
    public Echo open(Mechanism mechanism, TokenRequest tokens) {
        return open(mechanism.endpoint(), tokens, addresses.address(mechanism));
    }

    /**
     * As {@link #open(Mechanism)}, calls going to {@code address} (the endpoint's path through a local
     * listener), the WSDL and any token still coming from the server itself.
     */
    public Echo open(Mechanism mechanism, URI address) {
        return open(mechanism.endpoint(), address);
    }

    public Echo open(Endpoint endpoint, URI address) {
        return open(endpoint, labTokens(), address);
    }

    private Echo open(Endpoint endpoint, TokenRequest tokens, URI address) {
        return EchoPortOpener.open(addresses.lab(), endpoint, tokens, address);
    }

    /**
     * The request-context property that carries the user's password ({@link EchoPortOpener#passwordProperty}).
     */
    public static String passwordProperty(Mechanism mechanism) {
        return EchoPortOpener.passwordProperty(mechanism);
    }

    /** A session (port reused, token renewed) on the mechanism's endpoint. */
    public EchoSession session(Mechanism mechanism) {
        return session(mechanism.endpoint());
    }

    public EchoSession session(Endpoint endpoint) {
        return session(endpoint, labTokens(), addresses.address(endpoint), Clock.systemUTC());
    }

    public EchoSession session(Mechanism mechanism, TokenRequest tokens) {
        return session(mechanism, tokens, Clock.systemUTC());
    }

    /** A session that judges its token's age by {@code clock}: a test moves it on instead of waiting. */
    public EchoSession session(Mechanism mechanism, TokenRequest tokens, Clock clock) {
        return session(mechanism.endpoint(), tokens, addresses.address(mechanism), clock);
    }

    /**
     * A session on the mechanism's endpoint whose every port, the renewed ones too, carries these
     * request-context entries over the lab's own: a soak's wrong credential ({@link WrongCredentials}).
     */
    public EchoSession session(Mechanism mechanism, Map<String, Object> requestContext) {
        Endpoint endpoint = mechanism.endpoint();
        return session(endpoint, labTokens(), addresses.address(endpoint), Clock.systemUTC(), requestContext);
    }

    /**
     * A session whose calls go to {@code address} (the endpoint's path through a local relay), the
     * WSDL and any token still coming from the server itself.
     */
    public EchoSession session(Mechanism mechanism, URI address) {
        return session(mechanism.endpoint(), address);
    }

    public EchoSession session(Endpoint endpoint, URI address) {
        return session(endpoint, labTokens(), address, Clock.systemUTC());
    }

    /**
     * A session on the endpoint of a run's target (a server of its own, or the lab's): its WSDL, its
     * calls and any token (from the target's own STS) all come from there.
     */
    public EchoSession session(Endpoint endpoint, TargetAddresses target) {
        return session(endpoint, target, target.address(endpoint));
    }

    /** As {@link #session(Endpoint, TargetAddresses)}, the calls going to {@code address} (a relay in front of the target). */
    public EchoSession session(Endpoint endpoint, TargetAddresses target, URI address) {
        return EchoPortOpener.session(target, endpoint, tokensOf(target), address, Clock.systemUTC(), Map.of());
    }

    private EchoSession session(Endpoint endpoint, TokenRequest tokens, URI address, Clock clock) {
        return session(endpoint, tokens, address, clock, Map.of());
    }

    private EchoSession session(Endpoint endpoint, TokenRequest tokens, URI address, Clock clock, Map<String, Object> requestContext) {
        return EchoPortOpener.session(addresses.lab(), endpoint, tokens, address, clock, requestContext);
    }

    /** Tokens from the lab's own STS, for an hour. */
    public TokenRequest labTokens() {
        return tokensOf(addresses.lab());
    }

    /** Tokens from a target's own STS, for an hour: the token a target's endpoint accepts is one its STS issued. */
    public static TokenRequest tokensOf(TargetAddresses target) {
        return EchoPortOpener.tokensOf(target);
    }
}
