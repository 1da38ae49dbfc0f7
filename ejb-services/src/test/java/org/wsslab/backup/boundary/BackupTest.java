package org.wsslab.backup.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.persistence.control.SchemaMigration;
import org.wsslab.backup.control.DatabaseScript;

/**
 * What a backup is made of, without a server: each database written by SCRIPT with the schema
 * version Flyway recorded, read back by RUNSCRIPT into a new database with the same rows, and one zip
 * whose manifest bin/wsslab restore reads line by line. BackupIT takes one from the running lab.
 */
class BackupTest {

    @Test
    void aDatabaseIsWrittenAsAScriptThatReadsBackRowForRow(@TempDir Path folder) throws Exception {
        JdbcDataSource lab = database(folder.resolve("results"));
        Flyway.configure().dataSource(lab).locations("classpath:db/migration").placeholders(SchemaMigration.placeholders("test-lab")).load()
                .migrate();
        try (Connection db = lab.getConnection(); Statement statement = db.createStatement()) {
            statement.execute(
                    "INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS, LAB) VALUES (1, 'COMPLETED', CURRENT_TIMESTAMP, 'all', 'a')");
            statement.execute("INSERT INTO VERDICT (VERIFICATION_ID, MECHANISM, SUITE, ATTACK, OUTCOME, DETAIL, REQUEST) VALUES"
                    + " (1, 'mutual-certificates', 'Basic128', 'replay', 'REFUSED', 'Prüfung: stale — refused', REPEAT('é', 100000))");
        }
        Path scripts = Files.createDirectories(folder.resolve("scripts"));

        DatabaseScript script = DatabaseScript.write("results", lab, scripts);

        assertEquals(scripts.resolve("results.sql"), script.file());
        assertEquals(newestMigration(), script.schema(), "the newest migration applied, which a restore compares with its own");
        assertTrue(script.h2().startsWith("2."), script.h2());
        JdbcDataSource restored = database(folder.resolve("restored"));
        try (Connection db = restored.getConnection(); Statement statement = db.createStatement()) {
            statement.execute("RUNSCRIPT FROM '" + script.file() + "' CHARSET 'UTF-8'");
        }
        String verdicts = "SELECT * FROM VERDICT ORDER BY VERIFICATION_ID, MECHANISM, SUITE, ATTACK";
        assertEquals(rows(lab, verdicts), rows(restored, verdicts));
        assertEquals(rows(lab, "SELECT * FROM \"flyway_schema_history\" ORDER BY 1"),
                rows(restored, "SELECT * FROM \"flyway_schema_history\" ORDER BY 1"),
                "so the next start migrates from where the backup was");
    }

    @Test
    void isOneZipWithItsManifestAndLeavesNothingBehind(@TempDir Path folder) throws Exception {
        Path scripts = Files.createDirectories(folder.resolve("backup"));
        Files.writeString(scripts.resolve("results.sql"), "CREATE TABLE RUN (ID BIGINT);");
        Files.writeString(scripts.resolve("service.sql"), "CREATE TABLE BOOK (ID INT);");
        Backup backup = new Backup(scripts, Instant.parse("2026-11-26T09:30:00.250Z"),
                List.of(new DatabaseScript("results", scripts.resolve("results.sql"), 21, "2.3.232 (2024-08-11)"),
                        new DatabaseScript("service", scripts.resolve("service.sql"), 1, "2.3.232 (2024-08-11)")));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        backup.writeTo(out);

        assertEquals("wsslab-backup-20261126T093000Z.zip", backup.fileName());
        Map<String, String> entries = new LinkedHashMap<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(out.toByteArray()))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                entries.put(entry.getName(), new String(zip.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        assertEquals(List.of("wsslab-backup.properties", "results.sql", "service.sql"), List.copyOf(entries.keySet()));
        assertEquals("""
                format=wsslab-backup
                format_version=1
                taken=2026-11-26T09:30:00Z
                results.schema_version=21
                results.h2_version=2.3.232 (2024-08-11)
                service.schema_version=1
                service.h2_version=2.3.232 (2024-08-11)
                """, entries.get("wsslab-backup.properties"));
        assertEquals("CREATE TABLE BOOK (ID INT);", entries.get("service.sql"));
        assertFalse(Files.exists(scripts), "the scripts are deleted from the server's disk once sent");
    }

    private static JdbcDataSource database(Path file) {
        JdbcDataSource database = new JdbcDataSource();
        database.setURL("jdbc:h2:file:" + file);
        return database;
    }

    private static int newestMigration() throws Exception {
        try (var files = Files.list(Path.of("src/main/resources/db/migration"))) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).max().orElseThrow();
        }
    }

    private static List<List<String>> rows(JdbcDataSource database, String query) throws Exception {
        List<List<String>> rows = new java.util.ArrayList<>();
        try (Connection db = database.getConnection();
                Statement statement = db.createStatement();
                ResultSet result = statement.executeQuery(query)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> row = new java.util.ArrayList<>();
                for (int c = 1; c <= columns; c++) {
                    row.add(result.getString(c));
                }
                rows.add(row);
            }
        }
        return rows;
    }
}
