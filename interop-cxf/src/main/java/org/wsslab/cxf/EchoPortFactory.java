package org.wsslab.cxf;

import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Service;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Map;
import javax.net.ssl.SSLContext;
import org.apache.cxf.configuration.jsse.TLSClientParameters;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.wss4j.common.crypto.Crypto;

/**
 * Builds a CXF client of an endpoint from its published WSDL alone. CXF's WS-Policy engine reads the
 * endpoint's policy from that WSDL and decides every token, binding and algorithm; this class supplies only
 * what a policy cannot carry: the keys, the user and the passwords (through a callback), and TLS trust.
 */
final class EchoPortFactory {

    private final ClientStores stores;
    private final Crypto crypto;
    private final LabPasswords passwords;

    EchoPortFactory(ClientStores stores) throws GeneralSecurityException {
        this.stores = stores;
        this.crypto = stores.crypto();
        this.passwords = stores.passwords();
        // An HTTPS endpoint publishes its WSDL and schema over HTTPS too, and CXF reads those through the JDK's
        // default TLS context, not through the conduit's TLS parameters: in this JVM, which serves nothing but
        // this client, the default trusts the lab's stores as well.
        SSLContext.setDefault(stores.tls());
    }

    EchoPort open(Endpoint endpoint) throws IOException, GeneralSecurityException {
        WsdlNames names = WsdlNames.read(endpoint.wsdl());
        Service service = Service.create(endpoint.wsdl().toURL(), names.service());
        Echo echo = service.getPort(names.port(), Echo.class);

        Map<String, Object> context = ((BindingProvider) echo).getRequestContext();
        context.put(SecurityConstants.USERNAME, stores.user());
        context.put(SecurityConstants.CALLBACK_HANDLER, passwords);
        context.put(SecurityConstants.SIGNATURE_CRYPTO, crypto);
        context.put(SecurityConstants.SIGNATURE_USERNAME, ClientStores.CLIENT_ALIAS);
        context.put(SecurityConstants.ENCRYPT_CRYPTO, crypto);
        context.put(SecurityConstants.ENCRYPT_USERNAME, ClientStores.SERVER_ALIAS);

        Client client = ClientProxy.getClient(echo);
        HTTPConduit conduit = (HTTPConduit) client.getConduit();
        TLSClientParameters tls = new TLSClientParameters();
        tls.setTrustManagers(stores.trustManagers());
        conduit.setTlsClientParameters(tls);
        HTTPClientPolicy http = new HTTPClientPolicy();
        http.setConnectionTimeout(10_000);
        // A secured megabyte takes well under a second here; two minutes only stops a hung server.
        http.setReceiveTimeout(120_000);
        conduit.setClient(http);

        ResponseStatus status = new ResponseStatus();
        client.getInInterceptors().add(status);
        client.getInFaultInterceptors().add(status);
        return new EchoPort(echo, client, status);
    }
}
