package org.wsslab.workload.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.ws.WebServiceException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.EchoService;
import org.wsslab.echo.entity.Book;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.echo.entity.Payload;
import org.wsslab.echo.entity.Receipt;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * Every shape × direction against the service's own implementation: the answer checks, and an answer
 * that differs in one record, one byte or one count is caught with words saying where.
 */
class ExchangeTest {

    private final EchoService service = new EchoService();

    @ParameterizedTest
    @EnumSource(Shape.class)
    void everyShapeInEveryDirectionChecks(Shape shape) {
        for (Direction direction : Direction.values()) {
            Exchange exchange = Exchange.of(new Workload(shape, direction), 25, 42L);
            assertNull(exchange.mismatch(exchange.call(service)), shape + " " + direction);
        }
    }

    @Test
    void aDbReadResponseAsksTheServiceDatabaseAndIsCheckedAgainstWhatItWasFilledWith() {
        AtomicReference<String> asked = new AtomicReference<>();
        EchoService withDatabase = new EchoService((shape, count) -> {
            asked.set(shape.id() + " " + count);
            return Payloads.of(shape, count, Payloads.DATABASE_SEED);
        });
        Exchange exchange = Exchange.of(new Workload(Shape.BOOKS, Direction.RESPONSE, ServiceWork.DB_READ), 12, 99L);
        assertNull(exchange.mismatch(exchange.call(withDatabase)));
        assertEquals("books 12", asked.get(), "the request asked for the database's records, not the seed's");
        assertTrue(exchange.mismatch(Payloads.of(Shape.BOOKS, 12, 99L)).startsWith("book record 1 differs"),
                "records made from the call's own seed are not the database's");
        assertThrows(WebServiceException.class, () -> service.fetch(FetchRequest.fromDatabase("books", 3)),
                "a service without a database refuses db-read");
        assertThrows(WebServiceException.class, () -> withDatabase.fetch(FetchRequest.fromDatabase("text", 3)),
                "db-read reads records only");
    }

    @Test
    void theBytesEchoIsTheOriginalOperation() {
        AtomicReference<String> called = new AtomicReference<>();
        Echo recording = new Recording(called);
        Exchange.of(Workload.DEFAULT, 100, 1L).call(recording);
        assertEquals("echo", called.get());
        Exchange.of(new Workload(Shape.TEXT, Direction.ECHO), 100, 1L).call(recording);
        assertEquals("echoPayload", called.get());
        Exchange.of(new Workload(Shape.BYTES, Direction.RESPONSE), 100, 1L).call(recording);
        assertEquals("fetch", called.get());
        Exchange.of(new Workload(Shape.BYTES, Direction.REQUEST), 100, 1L).call(recording);
        assertEquals("accept", called.get());
    }

    @Test
    void aRecordThatDiffersIsNamed() {
        Exchange exchange = Exchange.of(new Workload(Shape.BOOKS, Direction.RESPONSE), 10, 7L);
        Payload answer = (Payload) exchange.call(service);
        List<Book> books = new ArrayList<>(answer.getBooks());
        Book third = books.get(2);
        books.set(2, new Book(third.getTitle(), third.getAuthor(), third.getPublisher(), third.getIsbn(), third.getYear(),
                third.getPrice().add(BigDecimal.ONE)));
        String mismatch = exchange.mismatch(Payload.ofBooks(books));
        assertTrue(mismatch.startsWith("book record 3 differs"), mismatch);
        assertEquals("10 book records expected, 9 came back", exchange.mismatch(Payload.ofBooks(books.subList(0, 9))));
        // 12.50 and 12.5 are the same price: a schema's decimal need not keep trailing zeros.
        Book scaled = new Book(third.getTitle(), third.getAuthor(), third.getPublisher(), third.getIsbn(), third.getYear(),
                third.getPrice().setScale(4));
        assertEquals(third, scaled);
    }

    @Test
    void bytesTextAndReceiptsThatDifferAreCaught() {
        Exchange bytes = Exchange.of(Workload.DEFAULT, 16, 3L);
        assertEquals("the echo differs from the payload (15 bytes)", bytes.mismatch(new byte[15]));
        Exchange text = Exchange.of(new Workload(Shape.TEXT, Direction.ECHO), 40, 3L);
        assertEquals("the text differs (3 characters)", text.mismatch(Payload.ofText("abc")));
        Exchange receipt = Exchange.of(new Workload(Shape.EMPLOYEES, Direction.REQUEST), 5, 3L);
        assertEquals("the receipt counts 4 records, 5 were sent", receipt.mismatch(new Receipt(4)));
        assertEquals("no payload came back", Exchange.of(new Workload(Shape.BOOKS, Direction.ECHO), 1, 3L).mismatch(null));
    }

    @Test
    void payloadsAreTheSameForASeedAndFreshForAnother() {
        assertEquals(Payloads.books(50, 9L), Payloads.books(50, 9L));
        assertNotEquals(Payloads.books(50, 9L), Payloads.books(50, 10L));
        assertEquals(Payloads.employees(50, 9L), Payloads.employees(50, 9L));
        assertNotEquals(Payloads.employees(50, 9L), Payloads.employees(50, 10L));
        assertNotEquals(Payloads.text(100, 1L), Payloads.text(100, 2L));
        assertEquals(100, Payloads.text(100, 1L).length());
        assertEquals(3, Payloads.text(3, 1L).length());
        assertTrue(Payloads.text(200, 1L).contains("Hello World Hello World "));
        for (Book book : Payloads.books(200, 5L)) {
            assertTrue(validIsbn13(book.getIsbn()), book.getIsbn());
        }
    }

    private static boolean validIsbn13(String isbn) {
        int sum = 0;
        for (int i = 0; i < 13; i++) {
            sum += (isbn.charAt(i) - '0') * (i % 2 == 0 ? 1 : 3);
        }
        return isbn.length() == 13 && sum % 10 == 0;
    }

    /** Says which operation was called. */
    private record Recording(AtomicReference<String> called) implements Echo {
        @Override
        public byte[] echo(byte[] payload) {
            called.set("echo");
            return payload;
        }

        @Override
        public Payload echoPayload(Payload payload) {
            called.set("echoPayload");
            return payload;
        }

        @Override
        public Payload fetch(FetchRequest request) {
            called.set("fetch");
            return null;
        }

        @Override
        public Receipt accept(Payload payload) {
            called.set("accept");
            return null;
        }
    }
}
