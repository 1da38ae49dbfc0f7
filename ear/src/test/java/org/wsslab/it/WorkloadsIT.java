package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.w3c.dom.Document;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EchoSession;
import org.wsslab.echo.entity.Payload;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.execution.control.WireProbe;
import org.wsslab.workload.control.Exchange;
import org.wsslab.workload.control.Payloads;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;
import org.wsslab.xml.SafeXml;

/**
 * Every payload shape in every direction, through the engine's client path (real Metro ports), on the
 * baseline and two secured mechanisms of different bindings; what comes back is checked record for
 * record. On the wire, a record shape carries one element per record where the body travels in clear.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class WorkloadsIT {

    private static final String LAB = "urn:wsslab:echo";
    private static final int RECORDS = 25;

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @Inject
    WireProbe wire;

    @Test
    void everyShapeInEveryDirectionRoundTripsOnPlainAndTwoSecuredMechanisms() {
        List<Executable> checks = new ArrayList<>();
        for (Mechanism mechanism : List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES, Mechanism.USERNAME_SYMMETRIC)) {
            EchoSession session = ports.session(mechanism.endpoint());
            for (Shape shape : Shape.values()) {
                for (Direction direction : Direction.values()) {
                    int size = shape.records() ? RECORDS : 3_000;
                    long seed = 1_000L * shape.ordinal() + direction.ordinal();
                    Exchange exchange = Exchange.of(new Workload(shape, direction), size, seed);
                    Object answer = session.call(exchange::call);
                    checks.add(() -> assertNull(exchange.mismatch(answer), mechanism.id() + " " + shape.id() + " " + direction.id()));
                }
            }
            // Record for record, spelled out for one case beside the exchange's own check.
            Object books = session.call(port -> port.fetch(new org.wsslab.echo.entity.FetchRequest("books", RECORDS, 99L)));
            checks.add(() -> assertEquals(Payloads.books(RECORDS, 99L), ((Payload) books).getBooks(), mechanism.id() + " books"));
        }
        assertAll(checks);
    }

    @Test
    void recordShapesCarryOneElementPerRecordOnTheWireWhereTheBodyIsInClear() throws Exception {
        List<Executable> checks = new ArrayList<>();
        try (WireProbe.Probes probes = wire.forRun()) {
            for (Mechanism mechanism : List.of(Mechanism.PLAIN, Mechanism.SIGN_ONLY, Mechanism.MUTUAL_CERTIFICATES)) {
                // sign-only signs the body but leaves it readable; mutual-certificates encrypts it: no record in clear.
                int clear = mechanism == Mechanism.MUTUAL_CERTIFICATES ? 0 : RECORDS;
                for (Shape shape : List.of(Shape.BOOKS, Shape.EMPLOYEES)) {
                    String element = shape == Shape.BOOKS ? "book" : "employee";
                    for (Direction direction : Direction.values()) {
                        WireProbe.Reading reading = probes.read(mechanism.endpoint(), new Workload(shape, direction), RECORDS);
                        String cell = mechanism.id() + " " + shape.id() + " " + direction.id();
                        assertNotNull(reading.exchange(), cell + ": the probe call went through and its answer checked");
                        int inRequest = count(SafeXml.parse(reading.exchange().request().body()), element);
                        int inResponse = count(SafeXml.parse(reading.exchange().response().body()), element);
                        int expectedRequest = direction == Direction.RESPONSE ? 0 : clear;
                        int expectedResponse = direction == Direction.REQUEST ? 0 : clear;
                        checks.add(() -> assertEquals(List.of(expectedRequest, expectedResponse), List.of(inRequest, inResponse),
                                cell + ": " + element + " elements in the request and the response"));
                    }
                }
            }
        }
        assertAll(checks);
    }

    private static int count(Document message, String element) {
        return message.getElementsByTagNameNS(LAB, element).getLength();
    }
}
