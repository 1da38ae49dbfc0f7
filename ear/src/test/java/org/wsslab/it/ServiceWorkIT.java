package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.entity.Book;
import org.wsslab.echo.entity.Employee;
import org.wsslab.echo.entity.FetchRequest;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.workload.control.Payloads;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;

/**
 * db-read really reads the service's own database: its records are those it was filled with, a row
 * changed in it shows in the next response, through plain and through a secured mechanism; a run of
 * it stores its cells under its service work.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class ServiceWorkIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @Inject
    EchoPorts ports;

    @EJB
    Runs runs;

    @Resource(lookup = "java:app/jdbc/wsslab-service")
    DataSource serviceDatabase;

    @Test
    void aRowChangedInTheServiceDatabaseShowsInTheNextResponse() throws Exception {
        for (Mechanism mechanism : List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES)) {
            Echo port = ports.open(mechanism);
            List<Book> before = port.fetch(FetchRequest.fromDatabase("books", 3)).getBooks();
            assertEquals(Payloads.books(3, Payloads.DATABASE_SEED), before, mechanism + ": the records the database was filled with");
            String title = title(2);
            try {
                retitle(2, "Changed by ServiceWorkIT");
                List<Book> after = port.fetch(FetchRequest.fromDatabase("books", 3)).getBooks();
                assertEquals("Changed by ServiceWorkIT", after.get(1).getTitle(), mechanism + ": the changed row, read again");
                assertEquals(before.get(0), after.get(0));
                assertNotEquals(before.get(1), after.get(1));
            } finally {
                retitle(2, title);
            }
            List<Employee> employees = port.fetch(FetchRequest.fromDatabase("employees", 2)).getEmployees();
            assertEquals(Payloads.employees(2, Payloads.DATABASE_SEED), employees, mechanism + ": employees too");
        }
    }

    @Test
    void aDbReadRunStoresItsCellsUnderItsServiceWorkEveryResponseChecked() {
        RunRequest request = new RunRequest(List.of("mutual-certificates"), List.of(1, 50), 3, 1, null, null, null,
                Shape.BOOKS.id(), "response", ServiceWork.DB_READ.id());
        long id = runs.queue(request).getId();
        Run run = Poll.until("run " + id, Duration.ofMinutes(3), Duration.ofMillis(200), () -> runs.find(id).orElseThrow(),
                r -> r.getStatus() != RunStatus.QUEUED && r.getStatus() != RunStatus.RUNNING);
        assertEquals(RunStatus.COMPLETED, run.getStatus(), run.getFailure());
        assertEquals(ServiceWork.DB_READ, run.getWorkload().work());
        List<Sample> samples = runs.samples(id);
        assertEquals(2 * 2 * 4, samples.size(), "plain and mutual-certificates, two sizes, a warm-up and three calls");
        assertEquals(List.of(), samples.stream().filter(s -> !s.ok()).map(Sample::error).toList(),
                "every response the database's records, record for record");
        runs.delete(id);
    }

    private String title(int id) throws Exception {
        try (Connection connection = serviceDatabase.getConnection();
                PreparedStatement select = connection.prepareStatement("SELECT TITLE FROM BOOK WHERE ID = ?")) {
            select.setInt(1, id);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getString(1);
            }
        }
    }

    private void retitle(int id, String title) throws Exception {
        try (Connection connection = serviceDatabase.getConnection();
                PreparedStatement update = connection.prepareStatement("UPDATE BOOK SET TITLE = ? WHERE ID = ?")) {
            update.setString(1, title);
            update.setInt(2, id);
            assertEquals(1, update.executeUpdate());
        }
    }
}
