package org.wsslab.sts.boundary;

import com.sun.xml.ws.security.trust.sts.BaseSTSImpl;
import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.xml.ws.Provider;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.ServiceMode;
import jakarta.xml.ws.WebServiceContext;
import jakarta.xml.ws.WebServiceProvider;
import jakarta.xml.ws.handler.MessageContext;
import javax.xml.transform.Source;
import org.wsslab.echo.control.InvocationCounter;

/**
 * The lab's Security Token Service: Metro's STS, issuing SAML 2.0 tokens for sts-issued-token. Its
 * policy and STS configuration are in META-INF/wsdl/sts.wsdl (wsit-configs); BaseSTSImpl does the work.
 */
@Stateless
@WebServiceProvider(wsdlLocation = "META-INF/wsdl/sts.wsdl", targetNamespace = LabSecurityTokenService.NAMESPACE, serviceName = LabSecurityTokenService.SERVICE, portName = LabSecurityTokenService.PORT)
@ServiceMode(Service.Mode.PAYLOAD)
public class LabSecurityTokenService extends BaseSTSImpl implements Provider<Source> {

    public static final String NAMESPACE = "urn:wsslab:sts";
    public static final String SERVICE = "LabSTSService";
    public static final String PORT = "LabSTSPort";
    /** Where GlassFish publishes it (glassfish-ejb-jar.xml), relative to the server root. */
    public static final String PATH = "/sts/issue";

    @Resource
    WebServiceContext context;

    @EJB
    InvocationCounter invocations;

    /** Counted, so tests can show that a port asks for its token once, not per call. */
    @Override
    public Source invoke(Source request) {
        invocations.recordTokenRequest();
        return super.invoke(request);
    }

    @Override
    protected MessageContext getMessageContext() {
        return context.getMessageContext();
    }
}
