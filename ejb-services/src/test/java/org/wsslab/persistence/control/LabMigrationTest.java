package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** V35 in a real H2 file: rows stored before it are the migrating lab's, and names are scoped as the rule says. */
class LabMigrationTest {

    private static final List<String> STAMPED = List.of("RUN", "VERIFICATION", "INTEROP_CHECK", "PROFILE", "TARGET", "RUN_GROUP");

    @Test
    void rowsStoredBeforeAreStampedWithTheMigratingLabAndTheColumnIsRequired(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("results");
        flyway(url, "lab-a").target("34").load().migrate();
        try (Connection db = DriverManager.getConnection(url, "", ""); Statement sql = db.createStatement()) {
            sql.executeUpdate(
                    "INSERT INTO RUN (ID, STATUS, CREATED, CALLS_PER_CELL, WARMUP_CALLS) VALUES (1, 'COMPLETED', CURRENT_TIMESTAMP, 1, 1)");
            sql.executeUpdate(
                    "INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS) VALUES (1, 'COMPLETED', CURRENT_TIMESTAMP, 'plain')");
            sql.executeUpdate("INSERT INTO INTEROP_CHECK (ID, CREATED, CLIENT) VALUES (1, CURRENT_TIMESTAMP, 'cxf')");
            sql.executeUpdate("INSERT INTO PROFILE (ID, RUN_ID, MECHANISM, SIZE_BYTES, SECONDS, STATUS, REQUESTED, WARMUP_CALLS, CALLS,"
                    + " FAILED_CALLS, PERIOD_MS, GC_MS) VALUES (1, 1, 'plain', 100, 1, 'COMPLETED', CURRENT_TIMESTAMP, 1, 0, 0, 1, 0)");
            sql.executeUpdate(
                    "INSERT INTO TARGET (NAME, HOST, HTTP_PORT, HTTPS_PORT, REGISTERED) VALUES ('remote', 'h', 1, 2, CURRENT_TIMESTAMP)");
            sql.executeUpdate("INSERT INTO RUN_GROUP (NAME, KIND, CREATED) VALUES ('g', 'same-jvm', CURRENT_TIMESTAMP)");
        }

        flyway(url, "lab-a").load().migrate();

        try (Connection db = DriverManager.getConnection(url, "", ""); Statement sql = db.createStatement()) {
            for (String table : STAMPED) {
                try (ResultSet labs = sql.executeQuery("SELECT LAB FROM " + table)) {
                    labs.next();
                    assertEquals("lab-a", labs.getString(1), table);
                }
                assertThrows(SQLException.class, () -> sql.executeUpdate("UPDATE " + table + " SET LAB = NULL"),
                        table + ".LAB is required");
            }
        }
    }

    @Test
    void twoLabsMayEachRegisterATargetOfOneNameButOneLabOnlyOnce(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("results");
        flyway(url, "lab-a").load().migrate();
        try (Connection db = DriverManager.getConnection(url, "", ""); Statement sql = db.createStatement()) {
            sql.executeUpdate(target("lab-a"));
            sql.executeUpdate(target("lab-b"));
            assertThrows(SQLException.class, () -> sql.executeUpdate(target("lab-b")), "a lab's target names are its own key");
            try (ResultSet count = sql.executeQuery("SELECT COUNT(*) FROM TARGET WHERE NAME = 'remote'")) {
                count.next();
                assertEquals(2, count.getInt(1));
            }
        }
    }

    @Test
    void aPlaceholderThatIsNotALabNameIsRefusedBeforeAnySqlSeesIt() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SchemaMigration.placeholders("a'b"));
        assertEquals(true, refused.getMessage().startsWith("lab:"), refused.getMessage());
    }

    private static String target(String lab) {
        return "INSERT INTO TARGET (LAB, NAME, HOST, HTTP_PORT, HTTPS_PORT, REGISTERED) VALUES ('" + lab + "', 'remote', 'h', 1, 2,"
                + " CURRENT_TIMESTAMP)";
    }

    private static org.flywaydb.core.api.configuration.FluentConfiguration flyway(String url, String lab) {
        return Flyway.configure().dataSource(url, "", "").locations("classpath:db/migration")
                .placeholders(SchemaMigration.placeholders(lab));
    }
}
