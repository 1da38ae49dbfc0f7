package org.wsslab.echo.boundary;

import jakarta.ejb.EJB;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.control.InvocationCounter;

/**
 * What every echo endpoint does. Each (mechanism, suite) needs its own endpoint class only because
 * Metro finds an endpoint's policy by the class's name; the subclasses carry annotations, no behaviour.
 */
public abstract class EchoEndpoint implements Echo {

    private final Endpoint endpoint;

    @EJB
    private InvocationCounter invocations;

    protected EchoEndpoint(Mechanism mechanism) {
        this(mechanism.endpoint());
    }

    protected EchoEndpoint(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public byte[] echo(byte[] payload) {
        // Counted so tests can prove that a refused request never reached the implementation.
        invocations.record(endpoint);
        return payload;
    }
}
