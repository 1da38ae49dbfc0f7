package org.wsslab.sts.boundary;

import com.sun.xml.ws.security.trust.sts.BaseSTSImpl;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.xml.ws.Provider;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.ServiceMode;
import jakarta.xml.ws.WebServiceContext;
import jakarta.xml.ws.WebServiceProvider;
import jakarta.xml.ws.handler.MessageContext;
import javax.xml.transform.Source;

/**
 * The lab's Security Token Service: Metro's STS, issuing SAML 2.0 tokens for sts-issued-token. Its
 * policy and STS configuration are in META-INF/wsdl/sts.wsdl (wsit-configs); BaseSTSImpl does the work.
 */
@Stateless
@WebServiceProvider(wsdlLocation = "META-INF/wsdl/sts.wsdl", targetNamespace = LabSecurityTokenService.NAMESPACE,
        serviceName = "LabSTSService", portName = "LabSTSPort")
@ServiceMode(Service.Mode.PAYLOAD)
public class LabSecurityTokenService extends BaseSTSImpl implements Provider<Source> {

    public static final String NAMESPACE = "urn:wsslab:sts";
    /** Where GlassFish publishes it (glassfish-ejb-jar.xml), relative to the server root. */
    public static final String PATH = "/sts/issue";

    @Resource
    WebServiceContext context;

    @Override
    protected MessageContext getMessageContext() {
        return context.getMessageContext();
    }
}
