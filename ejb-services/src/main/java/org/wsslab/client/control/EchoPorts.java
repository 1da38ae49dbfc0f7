package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Service;
import java.net.MalformedURLException;
import java.net.URI;
import com.sun.xml.ws.api.security.trust.client.STSIssuedTokenConfiguration;
import com.sun.xml.ws.security.trust.STSIssuedTokenFeature;
import com.sun.xml.ws.security.trust.impl.client.DefaultSTSIssuedTokenConfiguration;
import com.sun.xml.wss.XWSSConstants;
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.sts.boundary.LabSecurityTokenService;
import org.wsslab.echo.boundary.Echo;

/**
 * Opens Metro client ports to the echo endpoints, the way the run engine calls them.
 *
 * <p>Ports are made with {@code Service.create(…).getPort(…)}, not injected with {@code @WebServiceRef}:
 * that runs Metro's own client security, which takes its keys through wsit-client.xml's callback
 * handlers (loaded once, cached), whereas GlassFish's client pipe behind {@code @WebServiceRef}
 * decrypts the client's private key from the domain store on every call (~110 ms per 100 B call on
 * this kind of machine) and would be measured as the mechanism's cost.
 *
 * <p>Opening a port reads the WSDL and policies and builds the security tubeline: it is a session
 * cost, paid once per (run, mechanism); callers reuse the port for every call.
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
        Service service;
        try {
            service = Service.create(addresses.wsdl(mechanism).toURL(), mechanism.serviceName());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        Echo port = mechanism.authentication() == Authentication.ISSUED_TOKEN
                ? service.getPort(mechanism.portName(), Echo.class, issuedBy(addresses.sts()))
                : service.getPort(mechanism.portName(), Echo.class);
        var context = ((BindingProvider) port).getRequestContext();
        context.put(ClientAliasSelector.ALIAS_PROPERTY, ClientAliasSelector.DEFAULT_ALIAS);
        context.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, addresses.address(mechanism).toString());
        if (mechanism.usesPassword()) {
            EndpointUser user = EndpointUser.configured();
            context.put(usernameProperty(mechanism), user.name());
            context.put(passwordProperty(mechanism), user.password());
        }
        return port;
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

    /**
     * Names the STS at run time rather than in wsit-client.xml: the lab's and the test domain's STS
     * listen on different ports. The port fetches one token on its first call and reuses it.
     */
    private static STSIssuedTokenFeature issuedBy(URI sts) {
        return new STSIssuedTokenFeature(new DefaultSTSIssuedTokenConfiguration(STSIssuedTokenConfiguration.PROTOCOL_13,
                sts.toString(), sts + "?wsdl", "LabSTSService", "LabSTSPort", LabSecurityTokenService.NAMESPACE));
    }
}
