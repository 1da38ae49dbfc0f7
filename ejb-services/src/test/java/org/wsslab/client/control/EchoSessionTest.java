package org.wsslab.client.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.EchoService;

/** When a session opens ports: once, and again only when its token is about to expire. */
class EchoSessionTest {

    private final AtomicInteger opened = new AtomicInteger();
    private final Echo echo = new EchoService();
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");

    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    };

    private EchoSession session(Duration tokenLifetime) {
        return new EchoSession(() -> {
            opened.incrementAndGet();
            return echo;
        }, tokenLifetime, clock);
    }

    @Test
    void portIsOpenedOnceAndReused() {
        EchoSession session = session(null);
        assertTrue(session.opensOnNextCall());
        for (int i = 0; i < 5; i++) {
            assertArrayEquals(new byte[]{(byte) i}, session.echo(new byte[]{(byte) i}));
            now = now.plus(Duration.ofDays(1));
            assertFalse(session.renewIfDue(), "no token, nothing to renew");
        }
        assertEquals(1, opened.get());
    }

    @Test
    void tokenIsRenewedWhenNineTenthsOfItsLifeHavePassed() {
        EchoSession session = session(Duration.ofMinutes(10));
        session.echo(new byte[1]);
        now = now.plus(Duration.ofMinutes(8));
        assertFalse(session.renewIfDue());
        now = now.plus(Duration.ofMinutes(1));
        assertTrue(session.renewIfDue());
        assertTrue(session.opensOnNextCall());
        session.echo(new byte[1]);
        assertEquals(2, opened.get());
        assertFalse(session.renewIfDue(), "the new token's life starts with its first call");
    }

    @Test
    void renewAfterARefusalOpensANewPort() {
        EchoSession session = session(Duration.ofMinutes(10));
        session.echo(new byte[1]);
        session.renew();
        session.echo(new byte[1]);
        assertEquals(2, opened.get());
    }

    @Test
    void tokenLifetimeMustBePositiveAndFitMetrosMilliseconds() {
        URI sts = URI.create("http://localhost:8080/sts/issue");
        assertThrows(IllegalArgumentException.class, () -> new TokenRequest(sts, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new TokenRequest(sts, Duration.ofDays(30)));
        assertEquals(Duration.ofSeconds(3), new TokenRequest(sts, Duration.ofHours(1)).withLifetime(Duration.ofSeconds(3)).lifetime());
    }

    @Test
    void aFailedCallDropsThePortAndIsMadeAgainOnlyOnASessionItDidNotOpen() {
        EchoSession session = session(null);
        session.echo(new byte[]{1});
        Endpoint secureConversation = Mechanism.byId("secure-conversation").orElseThrow().endpoint();
        Endpoint mutualCertificates = Mechanism.byId("mutual-certificates").orElseThrow().endpoint();

        assertTrue(session.renewAfterFailure(secureConversation, false), "its context may have been dropped: once more");
        assertTrue(session.opensOnNextCall(), "on a new port");
        session.echo(new byte[]{2});
        assertFalse(session.renewAfterFailure(secureConversation, true), "the call that opened the port is not made again");
        session.echo(new byte[]{3});
        assertFalse(session.renewAfterFailure(mutualCertificates, false), "no session, nothing to renew it for");
        assertTrue(session.opensOnNextCall(), "a failed port is replaced all the same");
        assertEquals(3, opened.get(), "a port opened for the first call, and one after each of the first two failures");
    }
}
