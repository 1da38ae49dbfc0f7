package org.wsslab.echo.control;

import jakarta.xml.ws.WebServiceException;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;
import org.wsslab.workload.control.Payloads;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;

/**
 * What the echo operations do, without the web service around them: every endpoint's implementation
 * (after counting the call), and the stand-in for a port in tests of the client side.
 */
public final class EchoService implements Echo {

    /** Where {@code db-read} reads the records it returns: the service's database ({@link ServiceRecords}). */
    @FunctionalInterface
    public interface Records {
        Payload read(Shape shape, int count);
    }

    private final Records database;

    /** A service without a database: a db-read request is refused. */
    public EchoService() {
        this((shape, count) -> {
            throw new WebServiceException("this service has no database to read records from");
        });
    }

    public EchoService(Records database) {
        this.database = database;
    }

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
        if (request.getWork() == null || request.getWork().equals(ServiceWork.NONE.id())) {
            return Payloads.of(shape, request.getCount(), request.getSeed());
        }
        if (!request.getWork().equals(ServiceWork.DB_READ.id()) || !shape.records()) {
            throw new WebServiceException("work '" + request.getWork() + "' is not allowed for " + shape.id() + "; allowed are "
                    + ServiceWork.ids() + " (db-read for books and employees)");
        }
        return database.read(shape, request.getCount());
    }

    @Override
    public Receipt accept(Payload payload) {
        return new Receipt(payload == null ? 0 : payload.items());
    }
}
