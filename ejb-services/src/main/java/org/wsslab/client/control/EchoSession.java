package org.wsslab.client.control;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.Supplier;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Session;
import org.wsslab.echo.contract.Echo;

/**
 * One client's conversation with one endpoint, as the run engine holds it: a port opened once and
 * reused, renewed when its issued token (if any) is about to expire. Renewal is the caller's step,
 * outside any timed section; the next call then pays the new token and counts as an initial call.
 */
public final class EchoSession {

    private final Supplier<Echo> opener;
    private final Duration tokenLifetime;
    private final Clock clock;
    private Echo port;
    private Instant tokenFetched;

    EchoSession(Supplier<Echo> opener, Duration tokenLifetime, Clock clock) {
        this.opener = opener;
        this.tokenLifetime = tokenLifetime;
        this.clock = clock;
    }

    /** Echoes through the session's port, opening it first if needed (the session cost). */
    public byte[] echo(byte[] payload) {
        return call(port -> port.echo(payload));
    }

    /** Calls an operation through the session's port, opening it first if needed (the session cost). */
    public <T> T call(Function<Echo, T> operation) {
        if (port == null) {
            port = opener.get();
        }
        if (tokenLifetime != null && tokenFetched == null) {
            // The port fetches its token on its first call.
            tokenFetched = clock.instant();
        }
        return operation.apply(port);
    }

    /** Whether the next call opens a new port (and, for an issued token, fetches a new token). */
    public boolean opensOnNextCall() {
        return port == null;
    }

    /**
     * Drops the port if its token has less than a tenth of its life left, so the next call fetches
     * a fresh one instead of being refused; answers whether it did.
     */
    public boolean renewIfDue() {
        if (tokenLifetime == null || tokenFetched == null) {
            return false;
        }
        Instant due = tokenFetched.plus(tokenLifetime.minus(tokenLifetime.dividedBy(10)));
        if (clock.instant().isBefore(due)) {
            return false;
        }
        renew();
        return true;
    }

    /**
     * After a call on this session failed: drops the port (a refused, broken or timed-out one is replaced: the
     * next call opens a new one, and is initial) and answers whether the same call is made once more on the new
     * session. It is for a mechanism with a session whose failed call did not open the port: the server may have
     * dropped the session's context (expired, cancelled, restarted); a second refusal is a failure like any other.
     * The engine's calls and the JMeter sampler's follow this one rule.
     */
    public boolean renewAfterFailure(Endpoint endpoint, boolean initial) {
        renew();
        return !initial && endpoint.mechanism().session() != Session.NONE;
    }

    /** Drops the port: the next call opens a new one, e.g. after the endpoint refused a token. */
    public void renew() {
        port = null;
        tokenFetched = null;
    }
}
