package org.wsslab.persistence.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.profile.entity.ProfileStatus;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * Each status column's CHECK, as the migrations leave it, takes every value of its enum: a value the
 * code stores and the schema refuses fails only when that state is reached (a verification cut off by
 * a redeploy, say), where no page test looks. And it still refuses what is no status.
 */
class StoredStatusesTest {

    @Test
    void theSchemaTakesEveryStatusTheCodeStores(@TempDir Path folder) throws Exception {
        String url = "jdbc:h2:file:" + folder.resolve("results");
        Flyway.configure().dataSource(url, "", "").locations("classpath:db/migration")
                .placeholders(SchemaMigration.placeholders("test-lab")).load().migrate();
        try (Connection connection = DriverManager.getConnection(url, "", ""); Statement sql = connection.createStatement()) {
            long id = 0;
            for (String status : names(RunStatus.values())) {
                sql.executeUpdate("INSERT INTO RUN (ID, STATUS, CREATED, CALLS_PER_CELL, WARMUP_CALLS, LAB) VALUES (" + ++id + ", '"
                        + status + "', CURRENT_TIMESTAMP, 1, 1, 'test-lab')");
            }
            for (String status : names(VerificationStatus.values())) {
                sql.executeUpdate("INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS, LAB) VALUES (" + ++id + ", '" + status
                        + "', CURRENT_TIMESTAMP, 'plain', 'test-lab')");
            }
            for (String status : names(ProfileStatus.values())) {
                sql.executeUpdate(profile(++id, status));
            }
            assertEquals(RunStatus.values().length + VerificationStatus.values().length + ProfileStatus.values().length, id);

            assertThrows(SQLException.class, () -> sql.executeUpdate("INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS, LAB)"
                    + " VALUES (999, 'PAUSED', CURRENT_TIMESTAMP, 'plain', 'test-lab')"), "the CHECK is still there");
            assertThrows(SQLException.class, () -> sql.executeUpdate(profile(998, "PAUSED")), "the CHECK is still there");
        }
    }

    /** A profile of run 1 (stored above). */
    private static String profile(long id, String status) {
        return "INSERT INTO PROFILE (ID, RUN_ID, MECHANISM, SIZE_BYTES, SECONDS, STATUS, REQUESTED, WARMUP_CALLS, CALLS,"
                + " FAILED_CALLS, PERIOD_MS, GC_MS, LAB) VALUES (" + id + ", 1, 'plain', 100, 1, '" + status + "', CURRENT_TIMESTAMP,"
                + " 1, 0, 0, 1, 0, 'test-lab')";
    }

    private static List<String> names(Enum<?>[] values) {
        return Arrays.stream(values).map(Enum::name).toList();
    }
}
