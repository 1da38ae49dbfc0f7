package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import jakarta.xml.ws.WebServiceException;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * A correctly signed and encrypted request from a client whose certificate the untrusted CA issued
 * is refused; the same request from the lab CA's client is echoed.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class UntrustedClientIT {

    static final String ROGUE_CLIENT = "wsslab-rogue-client";

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @EJB
    InvocationCounter invocations;

    @Test
    void trustedClientIsEchoed() {
        byte[] payload = Payloads.random(100);
        assertArrayEquals(payload, ports.open(Mechanism.MUTUAL_CERTIFICATES).echo(payload));
    }

    @Test
    void clientOfTheUntrustedCaIsRefused() {
        Echo rogue = ports.open(Mechanism.MUTUAL_CERTIFICATES, ROGUE_CLIENT);
        long before = invocations.count(Mechanism.MUTUAL_CERTIFICATES);

        assertThrows(WebServiceException.class, () -> rogue.echo(Payloads.random(100)));

        assertEquals(before, invocations.count(Mechanism.MUTUAL_CERTIFICATES), "the implementation was not invoked");
    }
}
