package org.wsslab.backup.boundary;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsslab.persistence.control.PostgreSqlDatabase;

/**
 * bin/wsslab backup of a PostgreSQL results store (issue 46): pg_dump's custom archive of the store the
 * lab was last started with (~/.wsslab/domain/results.url and results.password, as bin/wsslab start
 * keeps them), which pg_restore reads back; the password never in what it prints, nothing left half-written.
 * Against a real PostgreSQL (skipped without one, failed under WSSLAB_POSTGRESQL_REQUIRED=1).
 */
class PostgreSqlBackupTest {

    private static final Path WSSLAB = Path.of("..", "bin", "wsslab").toAbsolutePath().normalize();

    @TempDir
    Path home;

    @Test
    void theStoreIsWrittenByPgDumpIntoAnArchivePgRestoreReads() throws Exception {
        try (PostgreSqlDatabase store = PostgreSqlDatabase.create()) {
            try (Connection db = store.connect(); Statement sql = db.createStatement()) {
                sql.execute("CREATE TABLE RUN_PROBE (ID INTEGER PRIMARY KEY)");
                sql.execute("INSERT INTO RUN_PROBE VALUES (7)");
            }
            Path state = Files.createDirectories(home.resolve(".wsslab/domain"));
            Files.writeString(state.resolve("results.url"),
                    "postgresql://" + store.name() + "@127.0.0.1:" + store.port() + "/" + store.name() + "\n");
            Path password = Files.writeString(state.resolve("results.password"), store.password());
            Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
            Path archive = home.resolve("store.dump");

            Outcome backup = run(List.of("bash", WSSLAB.toString(), "backup", archive.toString()));

            assertEquals(0, backup.status(), backup.err());
            assertTrue(backup.err().contains("backup written: " + archive), backup.err());
            assertFalse((backup.out() + backup.err()).contains(store.password()), "the password shows nowhere");
            byte[] head = Arrays.copyOf(Files.readAllBytes(archive), 5);
            assertArrayEquals("PGDMP".getBytes(StandardCharsets.US_ASCII), head, "pg_dump's custom format");
            Outcome list = run(List.of("pg_restore", "--list", archive.toString()));
            assertEquals(0, list.status(), list.err());
            assertTrue(list.out().contains("TABLE DATA public run_probe"), list.out());
            try (Stream<Path> left = Files.list(home)) {
                assertEquals(List.of(), left.filter(file -> file.getFileName().toString().startsWith(".wsslab-backup")).toList(),
                        "no partial file left");
            }

            Outcome again = run(List.of("bash", WSSLAB.toString(), "backup", archive.toString()));
            assertEquals(1, again.status());
            assertTrue(again.err().contains("exists already"), "a backup never overwrites a file: " + again.err());
        }
    }

    private record Outcome(int status, String out, String err) {
    }

    private Outcome run(List<String> command) throws Exception {
        Path out = Files.createTempFile(home, "out", ".txt");
        Path err = Files.createTempFile(home, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("HOME", home.toString());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process process = builder.start();
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), command + " answered");
        Outcome outcome = new Outcome(process.exitValue(), Files.readString(out), Files.readString(err));
        Files.delete(out);
        Files.delete(err);
        return outcome;
    }
}
