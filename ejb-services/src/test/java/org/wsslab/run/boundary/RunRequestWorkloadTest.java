package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/** A run's shape and direction: defaults that keep today's run, sizes counted in the shape's unit, refusals that say what is allowed. */
class RunRequestWorkloadTest {

    private static RunRequest request(List<Integer> sizes, String shape, String direction) {
        return new RunRequest(null, sizes, null, null, null, null, null, shape, direction, null);
    }

    @Test
    void leftOutTheWorkloadIsRandomBytesEchoedAtTheFiveByteSizes() {
        RunRequest request = RunRequest.defaults().check();
        assertEquals(Workload.DEFAULT, request.workload());
        assertEquals(new Workload(Shape.BYTES, Direction.ECHO), request.workload());
        assertEquals(List.of(100, 1_024, 10_240, 102_400, 1_048_576), request.sizesOrDefault());
    }

    @Test
    void aRecordShapeCountsRecordsAndDefaultsToFiveCounts() {
        RunRequest books = request(null, "books", "response").check();
        assertEquals(new Workload(Shape.BOOKS, Direction.RESPONSE), books.workload());
        assertEquals(List.of(1, 10, 100, 1_000, 10_000), books.sizesOrDefault());
        assertDoesNotThrow(() -> request(List.of(1, Shape.MAX_RECORDS), "employees", "request").check());
        refused(request(List.of(Shape.MAX_RECORDS + 1), "books", null),
                "sizes: 100001 is not allowed; a size of books is a number of records from 1 to 100000");
        // Text is ASCII: its sizes are bytes, as the bytes shape's.
        assertDoesNotThrow(() -> request(List.of(Shape.MAX_BYTES), "text", "echo").check());
    }

    @Test
    void anUnknownShapeOrDirectionIsRefusedWithWhatIsAllowed() {
        refused(request(null, "xml", null),
                "shape: 'xml' is not a payload shape; allowed are bytes, text, books, employees (default bytes)");
        refused(request(null, null, "both"),
                "direction: 'both' is not a direction; allowed are echo, response, request (default echo)");
        refused(request(null, "Books", null), "shape: 'Books'");
    }

    @Test
    void dbReadIsForAResponseOfRecordsAndLeftOutTheServiceDoesNothing() {
        assertEquals(ServiceWork.NONE, request(null, "books", "response").check().workload().work());
        RunRequest read = new RunRequest(null, null, null, null, null, null, null, "employees", "response", "db-read").check();
        assertEquals(new Workload(Shape.EMPLOYEES, Direction.RESPONSE, ServiceWork.DB_READ), read.workload());
        assertEquals("employees, response, db-read", read.workload().toString());
        refused(new RunRequest(null, null, null, null, null, null, null, "books", "echo", "db-read"),
                "service_work: db-read reads the records a response returns; it needs direction response and shape books or employees");
        refused(new RunRequest(null, null, null, null, null, null, null, "text", "response", "db-read"), "service_work: db-read");
        refused(new RunRequest(null, null, null, null, null, null, null, "books", "response", "db-write"),
                "service_work: 'db-write' is not a service work; allowed are none, db-read (default none)");
    }

    private static void refused(RunRequest request, String start) {
        Refusal refusal = assertThrows(Refusal.class, request::check);
        assertEquals(Refusal.Kind.INVALID, refusal.kind());
        assertTrue(refusal.getMessage().startsWith(start), refusal.getMessage());
    }
}
