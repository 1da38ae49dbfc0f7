package org.wsslab.echo.boundary;

import jakarta.ejb.EJB;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.EchoService;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.echo.control.ServiceRecords;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;

/**
 * What every echo endpoint does: count the call, then the {@link EchoService}'s work. Each (mechanism,
 * suite) needs its own endpoint class only because Metro finds an endpoint's policy by the class's
 * name; the subclasses carry annotations, no behaviour.
 */
public abstract class EchoEndpoint implements Echo {

    private final Endpoint endpoint;

    @EJB
    private InvocationCounter invocations;

    @EJB
    private ServiceRecords records;

    private EchoService service;

    protected EchoEndpoint(Mechanism mechanism) {
        this(mechanism.endpoint());
    }

    protected EchoEndpoint(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    private EchoService service() {
        if (service == null) {
            service = new EchoService(records);
        }
        return service;
    }

    // Every operation is counted, so tests can prove that a refused request never reached the implementation.

    @Override
    public byte[] echo(byte[] payload) {
        invocations.record(endpoint);
        return service().echo(payload);
    }

    @Override
    public Payload echoPayload(Payload payload) {
        invocations.record(endpoint);
        return service().echoPayload(payload);
    }

    @Override
    public Payload fetch(FetchRequest request) {
        invocations.record(endpoint);
        return service().fetch(request);
    }

    @Override
    public Receipt accept(Payload payload) {
        invocations.record(endpoint);
        return service().accept(payload);
    }
}
