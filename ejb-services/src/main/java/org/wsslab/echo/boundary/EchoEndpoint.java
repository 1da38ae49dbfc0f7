package org.wsslab.echo.boundary;

import jakarta.ejb.EJB;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.control.EchoService;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;

/**
 * What every echo endpoint does: count the call, then the {@link EchoService}'s work. Each (mechanism,
 * suite) needs its own endpoint class only because Metro finds an endpoint's policy by the class's
 * name; the subclasses carry annotations, no behaviour.
 */
public abstract class EchoEndpoint implements Echo {

    private static final EchoService SERVICE = new EchoService();

    private final Endpoint endpoint;

    @EJB
    private InvocationCounter invocations;

    protected EchoEndpoint(Mechanism mechanism) {
        this(mechanism.endpoint());
    }

    protected EchoEndpoint(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    // Every operation is counted, so tests can prove that a refused request never reached the implementation.

    @Override
    public byte[] echo(byte[] payload) {
        invocations.record(endpoint);
        return SERVICE.echo(payload);
    }

    @Override
    public Payload echoPayload(Payload payload) {
        invocations.record(endpoint);
        return SERVICE.echoPayload(payload);
    }

    @Override
    public Payload fetch(FetchRequest request) {
        invocations.record(endpoint);
        return SERVICE.fetch(request);
    }

    @Override
    public Receipt accept(Payload payload) {
        invocations.record(endpoint);
        return SERVICE.accept(payload);
    }
}
