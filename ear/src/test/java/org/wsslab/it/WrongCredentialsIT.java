package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * Each mechanism refuses the wrong credential of the kind it relies on, and the same port with the
 * right credential is echoed (so a refusal is the credential's doing, not a broken set-up): a wrong
 * password at the username mechanisms, the untrusted CA's client at the certificate mechanisms, an
 * assertion signed by an untrusted issuer at holder-of-key.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class WrongCredentialsIT {

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
    void everyMechanismRefusesAWrongCredential() {
        List<Executable> checks = new ArrayList<>();
        int applicable = 0;
        for (Mechanism mechanism : Mechanism.all()) {
            Map<String, Object> wrong = wrongCredential(mechanism);
            if (wrong.isEmpty()) {
                continue;
            }
            applicable++;
            checks.add(() -> {
                byte[] payload = Payloads.random(100);
                assertArrayEquals(payload, ports.open(mechanism).echo(payload), mechanism.id() + ": the right credential works");

                Echo port = ports.open(mechanism);
                ((BindingProvider) port).getRequestContext().putAll(wrong);
                long before = invocations.count(mechanism);
                assertThrows(WebServiceException.class, () -> port.echo(Payloads.random(100)), mechanism.id() + " refuses " + wrong.keySet());
                assertEquals(before, invocations.count(mechanism), mechanism.id() + ": the implementation was not invoked");
            });
        }
        assertFalse(checks.isEmpty());
        assertEquals(Mechanism.all().stream().filter(m -> !wrongCredential(m).isEmpty()).count(), applicable);
        assertAll(checks);
    }

    /** The request-context change that makes the mechanism's credential a wrong one; empty if it has none. */
    static Map<String, Object> wrongCredential(Mechanism mechanism) {
        return switch (mechanism.authentication()) {
            case USERNAME -> Map.of(BindingProvider.PASSWORD_PROPERTY, EndpointUser.configured().password() + "-wrong");
            case X509_CERTIFICATE, SAML_SENDER_VOUCHES -> Map.of(ClientAliasSelector.ALIAS_PROPERTY, ROGUE_CLIENT);
            case SAML_HOLDER_OF_KEY -> Map.of("wsslab.saml.issuer.alias", ROGUE_CLIENT);
            // Nothing to get wrong: no client authentication, or an unsigned assertion any caller may make.
            case NONE, SAML_ASSERTED, ISSUED_TOKEN -> Map.of();
        };
    }
}
