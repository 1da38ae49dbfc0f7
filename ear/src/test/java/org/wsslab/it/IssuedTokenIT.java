package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import jakarta.xml.ws.WebServiceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.callbacks.LabSamlAssertionValidator;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * sts-issued-token's trust in its STS: an expired token is refused and a renewed session carries
 * on; a token from an STS the endpoint does not trust is refused.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class IssuedTokenIT {

    private static final Mechanism STS = Mechanism.STS_ISSUED_TOKEN;

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @EJB
    InvocationCounter invocations;

    @Test
    void aPortAsksTheStsOnceAndReusesItsToken() {
        long before = invocations.tokenRequests();
        EchoSession session = ports.session(STS);
        for (int call = 0; call < 5; call++) {
            byte[] payload = Payloads.random(1_024);
            assertArrayEquals(payload, session.echo(payload));
        }
        assertEquals(before + 1, invocations.tokenRequests(), "one token for five calls");
    }

    @Test
    void expiredTokenIsRefusedAndARenewedSessionCarriesOn() throws Exception {
        Duration lifetime = Duration.ofSeconds(3);
        EchoSession session = ports.session(STS, ports.labTokens().withLifetime(lifetime));
        byte[] payload = Payloads.random(100);
        assertArrayEquals(payload, session.echo(payload), "a fresh token is accepted");

        // Past the token's NotOnOrAfter and the validator's clock-skew allowance (10 s).
        Thread.sleep(lifetime.plusSeconds(12).toMillis());
        long before = invocations.count(STS);
        assertThrows(WebServiceException.class, () -> session.echo(Payloads.random(100)), "the expired token is refused");
        assertEquals(before, invocations.count(STS), "the implementation was not invoked");

        assertTrue(session.renewIfDue(), "the session knows its token has expired");
        assertArrayEquals(payload, session.echo(payload), "a new token is fetched and accepted");
    }

    @Test
    void tokenFromAnStsTheEndpointDoesNotTrustIsRefused() throws Exception {
        Path trusted = Path.of(System.getProperty(LabSamlAssertionValidator.TRUSTED_ISSUERS_PROPERTY), "wsslab-sts.cer");
        Path aside = trusted.resolveSibling("wsslab-sts.cer.aside");
        byte[] payload = Payloads.random(100);
        assertArrayEquals(payload, ports.open(STS).echo(payload), "control: the lab STS's token is accepted");

        Files.move(trusted, aside);
        try {
            long before = invocations.count(STS);
            assertThrows(WebServiceException.class, () -> ports.open(STS).echo(Payloads.random(100)));
            assertEquals(before, invocations.count(STS), "the implementation was not invoked");
        } finally {
            Files.move(aside, trusted);
        }
        assertArrayEquals(payload, ports.open(STS).echo(payload), "trusted again");
    }
}
