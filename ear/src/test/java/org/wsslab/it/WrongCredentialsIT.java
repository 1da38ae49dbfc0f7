package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.WebServiceException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.client.control.WrongCredentials;

/**
 * Each mechanism refuses the wrong credential of the kind it relies on, and the same port with the
 * right credential is echoed (so a refusal is the credential's doing, not a broken set-up): a wrong
 * password at the username mechanisms, the untrusted CA's client at the certificate mechanisms, an
 * assertion signed by an untrusted issuer, or by a lab-CA key that is not the issuer's, at holder-of-key, an
 * assertion naming an untrusted issuer at the sender-vouches ones ({@link WrongCredentials}).
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class WrongCredentialsIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @EJB
    InvocationCounter invocations;

    @Test
    void everyMechanismRefusesAWrongCredential() {
        List<Executable> checks = new ArrayList<>();
        int applicable = 0;
        for (Mechanism mechanism : Mechanism.all()) {
            for (WrongCredentials.Wrong wrongCredential : WrongCredentials.of(mechanism)) {
                Map<String, Object> wrong = wrongCredential.context();
                applicable++;
                checks.add(() -> {
                    byte[] payload = Payloads.random(100);
                    assertArrayEquals(payload, ports.open(mechanism).echo(payload), mechanism.id() + ": the right credential works");

                    Echo port = ports.open(mechanism);
                    ((BindingProvider) port).getRequestContext().putAll(wrong);
                    long before = invocations.count(mechanism);
                    assertThrows(WebServiceException.class, () -> port.echo(Payloads.random(100)), mechanism.id() + " refuses " + wrong);
                    assertEquals(before, invocations.count(mechanism), mechanism.id() + ": the implementation was not invoked");
                });
            }
        }
        assertTrue(applicable >= 9, "every mechanism with a credential is tried: " + applicable);
        assertAll(checks);
    }
}
