package org.wsslab.client.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Service;
import java.net.MalformedURLException;
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.catalog.entity.Mechanism;
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
     * port's request context ({@link ClientAliasSelector#ALIAS_PROPERTY}, {@link BindingProvider#PASSWORD_PROPERTY}).
     */
    public Echo open(Mechanism mechanism) {
        Service service;
        try {
            service = Service.create(addresses.wsdl(mechanism).toURL(), mechanism.serviceName());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        Echo port = service.getPort(mechanism.portName(), Echo.class);
        var context = ((BindingProvider) port).getRequestContext();
        context.put(ClientAliasSelector.ALIAS_PROPERTY, ClientAliasSelector.DEFAULT_ALIAS);
        context.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, addresses.address(mechanism).toString());
        if (mechanism.usesPassword()) {
            // Metro reads these before any configured username/password handler.
            EndpointUser user = EndpointUser.configured();
            context.put(BindingProvider.USERNAME_PROPERTY, user.name());
            context.put(BindingProvider.PASSWORD_PROPERTY, user.password());
        }
        return port;
    }
}
