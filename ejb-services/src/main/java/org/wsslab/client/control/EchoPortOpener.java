package org.wsslab.client.control;

import com.sun.xml.wss.XWSSConstants;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Service;
import java.net.MalformedURLException;
import java.net.URI;
import java.time.Clock;
import java.util.Map;
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.contract.Echo;

/**
 * Opens Metro client ports and sessions to the echo endpoints of a target: the one code that does it,
 * for the run engine in GlassFish ({@link EchoPorts} delegates here) and for the lab's JMeter sampler
 * outside it. Plain Java, no CDI or EJB, so that a JMeter thread opens exactly the port a lab client
 * opens; what it needs besides a target is what Metro's client needs (wsit-client.xml on the class
 * loader, the key folder of {@code wsslab.keys.dir}).
 */
public final class EchoPortOpener {

    private EchoPortOpener() {
    }

    /**
     * A port whose WSDL comes from {@code target}, its calls going to {@code address}, signing as the
     * lab's trusted client and authenticating as the endpoint user where the mechanism asks for a password.
     */
    public static Echo open(TargetAddresses target, Endpoint endpoint, TokenRequest tokens, URI address) {
        Mechanism mechanism = endpoint.mechanism();
        Service service;
        try {
            service = Service.create(target.wsdl(endpoint).toURL(), endpoint.serviceName());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        Echo port = service.getPort(endpoint.portName(), Echo.class);
        var context = ((BindingProvider) port).getRequestContext();
        if (mechanism.authentication() == Authentication.ISSUED_TOKEN) {
            tokens.applyTo(context);
        }
        context.put(ClientAliasSelector.ALIAS_PROPERTY, ClientAliasSelector.DEFAULT_ALIAS);
        context.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, address.toString());
        CallLimit.configured().applyTo(context);
        if (mechanism.usesPassword()) {
            EndpointUser user = EndpointUser.configured();
            context.put(usernameProperty(mechanism), user.name());
            context.put(passwordProperty(mechanism), user.password());
        }
        return port;
    }

    /**
     * A session on the endpoint of {@code target}: its WSDL, its calls and any token (from the target's
     * own STS) all come from there, the token's age judged by the system clock.
     */
    public static EchoSession session(Endpoint endpoint, TargetAddresses target) {
        return session(target, endpoint, tokensOf(target), target.address(endpoint), Clock.systemUTC(), Map.of());
    }

    /** Every port the session opens (renewed ones too) carries {@code requestContext} over the lab's own entries. */
    public static EchoSession session(TargetAddresses target, Endpoint endpoint, TokenRequest tokens, URI address, Clock clock,
            Map<String, Object> requestContext) {
        boolean issued = endpoint.mechanism().authentication() == Authentication.ISSUED_TOKEN;
        return new EchoSession(() -> {
            Echo port = open(target, endpoint, tokens, address);
            ((BindingProvider) port).getRequestContext().putAll(requestContext);
            return port;
        }, issued ? tokens.lifetime() : null, clock);
    }

    /** Tokens from a target's own STS, for an hour: the token a target's endpoint accepts is one its STS issued. */
    public static TokenRequest tokensOf(TargetAddresses target) {
        return new TokenRequest(target.sts(), TokenRequest.DEFAULT_LIFETIME);
    }

    /**
     * The request-context property that carries the user's password: Metro reads the standard one
     * before any configured handler, and passes its own ("password") on to the STS when an
     * issued-token port first asks for a token. Only one of the two is set, so that changing it
     * changes what is sent.
     */
    public static String passwordProperty(Mechanism mechanism) {
        return mechanism.authentication() == Authentication.ISSUED_TOKEN ? XWSSConstants.PASSWORD_PROPERTY
                : BindingProvider.PASSWORD_PROPERTY;
    }

    private static String usernameProperty(Mechanism mechanism) {
        return mechanism.authentication() == Authentication.ISSUED_TOKEN ? XWSSConstants.USERNAME_PROPERTY
                : BindingProvider.USERNAME_PROPERTY;
    }
}
