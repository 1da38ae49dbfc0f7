package org.wsslab.echo.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.wsslab.workload.control.Payloads;
import org.wsslab.workload.entity.Shape;

/**
 * The service's own database (db-read), apart from the results database so that the engine's
 * sample writes never share its locks: its schema brought up to date (Flyway, db/service), and its
 * records filled once, the first {@value Shape#MAX_RECORDS} books and employees of
 * {@link Payloads#DATABASE_SEED}. A table holding any other number of rows is filled again.
 *
 * <p>Filled with a JDBC batch rather than by persisting entities, for the samples' reason (a JDBC
 * batch measured 3.2 times as fast there; SampleStore): 200,000 rows on a first start, which as
 * entities would also sit in one persistence context until the commit. The entities
 * ({@code StoredBook}, {@code StoredEmployee}) are what the service reads them with.
 */
@Singleton
@Startup
@TransactionManagement(TransactionManagementType.BEAN)
public class ServiceDatabase {

    private static final Logger LOG = Logger.getLogger(ServiceDatabase.class.getName());
    private static final int BATCH = 1_000;

    @Resource(lookup = "java:app/jdbc/wsslab-service")
    DataSource dataSource;

    @PostConstruct
    void prepare() {
        Flyway.configure(ServiceDatabase.class.getClassLoader()).dataSource(dataSource).locations("classpath:db/service")
                .load().migrate();
        try (Connection connection = dataSource.getConnection()) {
            if (rows(connection, "BOOK") != Shape.MAX_RECORDS) {
                fill(connection, "BOOK",
                        "INSERT INTO BOOK (ID, TITLE, AUTHOR, PUBLISHER, ISBN, PUBLISHED, PRICE) VALUES (?, ?, ?, ?, ?, ?, ?)",
                        Payloads.books(Shape.MAX_RECORDS, Payloads.DATABASE_SEED), (insert, book) -> {
                            insert.setString(2, book.getTitle());
                            insert.setString(3, book.getAuthor());
                            insert.setString(4, book.getPublisher());
                            insert.setString(5, book.getIsbn());
                            insert.setInt(6, book.getYear());
                            insert.setBigDecimal(7, book.getPrice());
                        });
            }
            if (rows(connection, "EMPLOYEE") != Shape.MAX_RECORDS) {
                fill(connection, "EMPLOYEE", "INSERT INTO EMPLOYEE (ID, EMPLOYEE_ID, FIRST_NAME, LAST_NAME, EMAIL, WORK_PHONE,"
                        + " MOBILE_PHONE, SSN, DEPARTMENT) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        Payloads.employees(Shape.MAX_RECORDS, Payloads.DATABASE_SEED), (insert, employee) -> {
                            List<String> fields = employee.fields();
                            for (int i = 0; i < fields.size(); i++) {
                                insert.setString(i + 2, fields.get(i));
                            }
                        });
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot prepare the service's database: " + e.getMessage(), e);
        }
    }

    private interface Columns<T> {
        void set(PreparedStatement insert, T record) throws SQLException;
    }

    private static int rows(Connection connection, String table) throws SQLException {
        try (Statement count = connection.createStatement(); ResultSet result = count.executeQuery("SELECT COUNT(*) FROM " + table)) {
            result.next();
            return result.getInt(1);
        }
    }

    /** Replaces the table's rows with the records, ids from 1, in one transaction. */
    private static <T> void fill(Connection connection, String table, String sql, List<T> records, Columns<T> columns)
            throws SQLException {
        connection.setAutoCommit(false);
        try (Statement clear = connection.createStatement(); PreparedStatement insert = connection.prepareStatement(sql)) {
            clear.executeUpdate("DELETE FROM " + table);
            for (int i = 0; i < records.size(); i++) {
                insert.setInt(1, i + 1);
                columns.set(insert, records.get(i));
                insert.addBatch();
                if ((i + 1) % BATCH == 0) {
                    insert.executeBatch();
                }
            }
            insert.executeBatch();
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
        LOG.info(() -> "the service's database holds " + records.size() + " rows in " + table);
    }
}
