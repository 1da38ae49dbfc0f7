package org.wsslab.target.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.wsslab.persistence.control.SchemaMigration;
import org.wsslab.persistence.control.ThrowawayDatabase;

/** The native statement Targets runs finds the same runs on H2 and PostgreSQL. */
class TargetSqlTest {

    @ParameterizedTest
    @ValueSource(strings = {"H2", "PostgreSQL"})
    void theQueuedAndRunningRunsNamingATargetAreFound(String product) throws Exception {
        try (ThrowawayDatabase database = ThrowawayDatabase.of(product); Connection db = database.connect()) {
            SchemaMigration.checkAndMigrate(database.dataSource(), TargetSqlTest.class.getClassLoader(), "test-lab");
            try (Statement insert = db.createStatement()) {
                // Run 6 names a target "far" of another lab's (targets are each lab's own).
                String[][] runs = {{"4", "RUNNING", "far", "test-lab"}, {"2", "QUEUED", "far", "test-lab"},
                        {"3", "COMPLETED", "far", "test-lab"},
                        {"5", "QUEUED", "lab", "test-lab"}, {"6", "QUEUED", "far", "other-lab"}};
                for (String[] run : runs) {
                    insert.execute(
                            "INSERT INTO RUN (ID, STATUS, CREATED, CALLS_PER_CELL, WARMUP_CALLS, TARGET, LAB) VALUES (" + run[0] + ", '"
                                    + run[1] + "', CURRENT_TIMESTAMP, 1, 0, '" + run[2] + "', '" + run[3] + "')");
                }
            }
            List<Long> naming = new ArrayList<>();
            try (PreparedStatement select = db.prepareStatement(Targets.RUNS_NAMING)) {
                select.setString(1, "far");
                select.setString(2, "test-lab");
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        naming.add(row.getLong(1));
                    }
                }
            }
            assertEquals(List.of(2L, 4L), naming);
        }
    }
}
