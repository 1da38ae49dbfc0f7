package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsslab.it.support.ResultsStore.ON_POSTGRESQL;

import jakarta.ejb.EJB;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.naming.InitialContext;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.backup.boundary.Backup;
import org.wsslab.backup.boundary.Backups;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.hooks.boundary.TestHooks;
import org.wsslab.hooks.control.RunHold;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.verification.boundary.Verifications;
import org.wsslab.verification.entity.VerificationStatus;

/**
 * A backup (GET /api/backup, bin/wsslab backup) is the lab's databases as H2 scripts that read back
 * whole: a run's samples, cells and segments and a verification's verdicts, restored from the
 * backup's script into a new database, are row for row what the lab holds (the summary is computed
 * from those rows and the run's seed, so it reads back too). And it is never taken while a cell is
 * measured. The restore itself, bin/wsslab restore, is restore-round-trip.sh's (ear/src/test/shell). A
 * PostgreSQL store (the PostgreSQL execution) is refused, with pg_dump named: its backups are that tool's.
 */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class BackupIT {

    private static final Duration ENDS = Duration.ofMinutes(3);

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    Backups backups;

    @EJB
    Runs runs;

    @EJB
    Verifications verifications;

    @EJB
    TestHooks hooks;

    @Test
    @DisabledIf(value = ON_POSTGRESQL, disabledReason = "a PostgreSQL store is backed up with pg_dump: isRefusedOnPostgresqlSayingToUsePgDump")
    void aRunAndAVerificationReadBackRowForRow() throws Exception {
        long run = runs.queue(List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES), List.of(100, 1_024), 5, 1).getId();
        long verification = verifications.start(List.of("mutual-certificates"), List.of("Basic128")).id();
        Poll.until("run " + run + " to end", ENDS, Duration.ofMillis(250), () -> runs.find(run).orElseThrow(),
                r -> !r.getStatus().active());
        Poll.until("verification " + verification + " to end", ENDS, Duration.ofMillis(250),
                () -> verifications.find(verification).orElseThrow(), v -> v.status() != VerificationStatus.RUNNING);

        Map<String, byte[]> zip = unzipped(backups.take());

        String manifest = new String(zip.get(Backup.MANIFEST), StandardCharsets.UTF_8);
        assertTrue(manifest.contains("format=wsslab-backup\n") && manifest.contains("format_version=1\n"), manifest);
        DataSource lab = (DataSource) new InitialContext().lookup("jdbc/wsslab-results");
        try (Connection live = lab.getConnection(); Connection restored = restored(zip.get("results.sql"))) {
            assertTrue(manifest.contains("results.schema_version=" + rows(live, "SELECT MAX(CAST(\"version\" AS INTEGER)) FROM"
                    + " \"flyway_schema_history\" WHERE \"success\"").get(0).get(0) + "\n"),
                    "the schema version restore checks: " + manifest);
            Map<String, String> queries = Map.of(
                    "the run", "SELECT * FROM RUN WHERE ID = " + run,
                    "its segments", "SELECT * FROM RUN_SEGMENT WHERE RUN_ID = " + run + " ORDER BY SEGMENT",
                    "its samples", "SELECT * FROM SAMPLE WHERE RUN_ID = " + run + " ORDER BY MECHANISM, SIZE_BYTES, SEGMENT, SEQ",
                    "its cells", "SELECT * FROM CELL WHERE RUN_ID = " + run + " ORDER BY MECHANISM, SIZE_BYTES",
                    "the verification", "SELECT * FROM VERIFICATION WHERE ID = " + verification,
                    "its verdicts", "SELECT * FROM VERDICT WHERE VERIFICATION_ID = " + verification + " ORDER BY MECHANISM, SUITE, ATTACK",
                    "the schema's history", "SELECT * FROM \"flyway_schema_history\" ORDER BY 1");
            for (Map.Entry<String, String> query : queries.entrySet()) {
                List<List<String>> held = rows(live, query.getValue());
                assertFalse(held.isEmpty(), query.getKey() + " is stored: " + query.getValue());
                assertEquals(held, rows(restored, query.getValue()), query.getKey() + " read back from the backup as the lab holds it");
            }
            assertEquals(2L * 2 * (5 + 1), rows(live, "SELECT * FROM SAMPLE WHERE RUN_ID = " + run).size(), "every call of the run");
        }
        assertTrue(new String(zip.get("service.sql"), StandardCharsets.UTF_8).contains("\"BOOK\""),
                "the service's records are in it too");
    }

    /**
     * H2's SCRIPT is the backup this route writes: a PostgreSQL store is backed up by its own tool, outside
     * the server, and the route says so (409, as GET /api/backup answers) rather than write a partial file.
     */
    @Test
    @EnabledIf(value = ON_POSTGRESQL, disabledReason = "the test domain keeps its results in H2")
    void isRefusedOnPostgresqlSayingToUsePgDump() {

        Refusal refused = assertThrows(Refusal.class, backups::take);

        assertEquals(Refusal.Kind.CONFLICT, refused.kind());
        assertTrue(refused.getMessage().contains("PostgreSQL") && refused.getMessage().contains("pg_dump"), refused.getMessage());
    }

    @Test
    @DisabledIf(value = ON_POSTGRESQL, disabledReason = "on PostgreSQL every backup is refused: isRefusedOnPostgresqlSayingToUsePgDump")
    void isRefusedWhileACellIsMeasured() {
        hooks.holdBefore(0);
        long held = runs.queue(List.of(Mechanism.PLAIN), List.of(100), 1, 0).getId();
        try {
            Poll.until("the hold", ENDS, Duration.ofMillis(100), hooks::hold,
                    hold -> hold.state() == RunHold.State.HELD && hold.run() == held);

            Refusal refused = assertThrows(Refusal.class, backups::take);

            assertEquals(Refusal.Kind.CONFLICT, refused.kind());
            assertTrue(refused.getMessage().contains("is measuring") && refused.getMessage().contains("back up when it has ended"),
                    refused.getMessage());
        } finally {
            hooks.release();
        }
        Run ended = Poll.until("run " + held + " to end", ENDS, Duration.ofMillis(250), () -> runs.find(held).orElseThrow(),
                r -> !r.getStatus().active());
        assertFalse(ended.getStatus().active());
    }

    private static Map<String, byte[]> unzipped(Backup backup) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        backup.writeTo(out);
        Map<String, byte[]> entries = new HashMap<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(out.toByteArray()))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                entries.put(entry.getName(), zip.readAllBytes());
            }
        }
        assertEquals(java.util.Set.of(Backup.MANIFEST, "results.sql", "service.sql"), entries.keySet());
        return entries;
    }

    /** A new database made from the script alone, as bin/wsslab restore makes one (RUNSCRIPT, the H2 the lab runs). */
    private static Connection restored(byte[] script) throws Exception {
        Path file = Files.createTempFile("backup-it", ".sql");
        Files.write(file, script);
        JdbcDataSource restored = new JdbcDataSource();
        restored.setURL("jdbc:h2:mem:backup-it-" + System.nanoTime());
        Connection connection = restored.getConnection();
        try (Statement statement = connection.createStatement()) {
            statement.execute("RUNSCRIPT FROM '" + file.toAbsolutePath() + "' CHARSET 'UTF-8'");
        } finally {
            Files.delete(file);
        }
        return connection;
    }

    /** Every value as text (a CLOB's whole text), row by row. */
    private static List<List<String>> rows(Connection db, String query) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (Statement statement = db.createStatement(); ResultSet result = statement.executeQuery(query)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> row = new ArrayList<>();
                for (int c = 1; c <= columns; c++) {
                    row.add(result.getString(c));
                }
                rows.add(row);
            }
        }
        return rows;
    }
}
