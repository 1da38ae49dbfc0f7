package org.wsslab.echo.control;

import jakarta.xml.ws.WebServiceException;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;
import org.wsslab.workload.control.Payloads;
import org.wsslab.workload.entity.Shape;

/**
 * What the echo operations do, without the web service around them: every endpoint's implementation
 * (after counting the call), and the stand-in for a port in tests of the client side.
 */
public final class EchoService implements Echo {

    @Override
    public byte[] echo(byte[] payload) {
        return payload;
    }

    @Override
    public Payload echoPayload(Payload payload) {
        return payload;
    }

    @Override
    public Payload fetch(FetchRequest request) {
        Shape shape = Shape.byId(request.getShape()).orElseThrow(() -> new WebServiceException(
                "shape '" + request.getShape() + "' is not a shape; allowed are " + Shape.ids()));
        if (request.getCount() < 1 || request.getCount() > shape.maxSize()) {
            throw new WebServiceException("count " + request.getCount() + " is not allowed for " + shape.id()
                    + "; from 1 to " + shape.maxSize() + " " + shape.unit());
        }
        return Payloads.of(shape, request.getCount(), request.getSeed());
    }

    @Override
    public Receipt accept(Payload payload) {
        return new Receipt(payload == null ? 0 : payload.items());
    }
}
