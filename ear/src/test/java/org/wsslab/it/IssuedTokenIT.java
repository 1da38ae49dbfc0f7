package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import jakarta.xml.ws.WebServiceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.callbacks.LabSamlAssertionValidator;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.client.control.TokenRequest;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Payloads;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;

/**
 * sts-issued-token's trust in its STS: a session renews its token when its (test) clock says so and
 * the new one is accepted; an expired token is refused and a renewed session carries on; a token
 * from an STS the endpoint does not trust is refused.
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
    void sessionRenewsItsTokenWhenItsClockSaysSoAndTheStsIssuesOneTheEndpointAccepts() {
        MovableClock clock = new MovableClock();
        EchoSession session = ports.session(STS, ports.labTokens(), clock);
        long before = invocations.tokenRequests();
        byte[] payload = Payloads.random(100);
        assertArrayEquals(payload, session.echo(payload), "a fresh token is accepted");

        clock.advance(TokenRequest.DEFAULT_LIFETIME.multipliedBy(8).dividedBy(10));
        assertFalse(session.renewIfDue(), "eight tenths of its life gone: the token is kept");
        assertArrayEquals(payload, session.echo(payload));
        assertEquals(before + 1, invocations.tokenRequests(), "one token so far");

        clock.advance(TokenRequest.DEFAULT_LIFETIME.dividedBy(10));
        assertTrue(session.renewIfDue(), "nine tenths gone: the session drops its port");
        assertTrue(session.opensOnNextCall());
        assertArrayEquals(payload, session.echo(payload), "the new token is accepted");
        assertEquals(before + 2, invocations.tokenRequests(), "the renewal asked the real STS for a new token");
    }

    /**
     * The endpoint itself refuses a token once it is past its NotOnOrAfter and the validator's
     * clock-skew allowance (10 s): the server's clock is the real one, so this waits for that moment
     * (the refusal), polling, rather than for a fixed time.
     */
    @Test
    void expiredTokenIsRefusedAndARenewedSessionCarriesOn() {
        EchoSession session = ports.session(STS, ports.labTokens().withLifetime(Duration.ofSeconds(1)));
        byte[] payload = Payloads.random(100);
        assertArrayEquals(payload, session.echo(payload), "a fresh token is accepted (within the skew allowance)");

        Refusal refusal = Poll.until("the endpoint's refusal of the expired token", Duration.ofSeconds(40), Duration.ofMillis(500),
                () -> Refusal.of(session, invocations), Refusal::happened);
        assertEquals(refusal.invokedBefore(), invocations.count(STS), "the implementation was not invoked");

        assertTrue(session.renewIfDue(), "the session knows its token has expired");
        assertArrayEquals(payload, session.echo(payload), "a new token is fetched and accepted");
    }

    /** One call with the session's token: refused or not, and the endpoint's invocations before it. */
    private record Refusal(WebServiceException fault, long invokedBefore) {
        static Refusal of(EchoSession session, InvocationCounter invocations) {
            long before = invocations.count(STS);
            try {
                session.echo(Payloads.random(100));
                return new Refusal(null, before);
            } catch (WebServiceException e) {
                return new Refusal(e, before);
            }
        }

        boolean happened() {
            return fault != null;
        }
    }

    /** A clock the test moves on: the session's idea of its token's age. */
    private static final class MovableClock extends Clock {
        private Instant now = Instant.now();

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
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
