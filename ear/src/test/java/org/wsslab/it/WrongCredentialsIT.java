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
import org.wsslab.callbacks.ClientAliasSelector;
import org.wsslab.callbacks.EndpointUser;
import org.wsslab.callbacks.SamlAssertionHandler;
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
 * assertion signed by an untrusted issuer, or by a lab-CA key that is not the issuer's, at holder-of-key.
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
            for (Map<String, Object> wrong : wrongCredentials(mechanism)) {
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

    /** The request-context changes that each make the mechanism's credential a wrong one; none if it has none. */
    static List<Map<String, Object>> wrongCredentials(Mechanism mechanism) {
        return switch (mechanism.authentication()) {
            // At the endpoint, or at the STS that would issue the token.
            case USERNAME, ISSUED_TOKEN -> List.of(Map.of(EchoPorts.passwordProperty(mechanism), EndpointUser.configured().password() + "-wrong"));
            case X509_CERTIFICATE, SAML_SENDER_VOUCHES -> List.of(Map.of(ClientAliasSelector.ALIAS_PROPERTY, ROGUE_CLIENT));
            // An untrusted CA's key, and a key the lab CA signed that is not the SAML issuer's.
            case SAML_HOLDER_OF_KEY -> List.of(Map.of(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, ROGUE_CLIENT),
                    Map.of(SamlAssertionHandler.ISSUER_ALIAS_PROPERTY, ClientAliasSelector.DEFAULT_ALIAS));
            // Nothing to get wrong: no client authentication, or an unsigned assertion any caller may make.
            case NONE, SAML_ASSERTED -> List.of();
        };
    }
}
