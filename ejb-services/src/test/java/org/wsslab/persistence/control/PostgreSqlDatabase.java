package org.wsslab.persistence.control;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A throwaway PostgreSQL database for a test: a new role with a random password and a database it
 * owns, made on the local server (127.0.0.1:5432) as its superuser through {@code runuser -u postgres
 * -- psql} (the SQL, password included, on psql's standard input, never its command line), and
 * dropped on {@link #close}. Where PostgreSQL cannot be reached the test is skipped with how to
 * start it, unless {@value #REQUIRED}=1 (CI), where it fails.
 */
public final class PostgreSqlDatabase implements ThrowawayDatabase {

    /** Set to 1 where the tests against PostgreSQL must run (CI): its absence then fails them. */
    public static final String REQUIRED = "WSSLAB_POSTGRESQL_REQUIRED";

    private static final String HOST = "127.0.0.1";
    /** The local server's port: 5432 unless WSSLAB_POSTGRESQL_PORT says another (a second cluster). */
    private static final int PORT = Integer.parseInt(System.getenv().getOrDefault("WSSLAB_POSTGRESQL_PORT", "5432"));
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String name;
    private final String password;

    private PostgreSqlDatabase(String name, String password) {
        this.name = name;
        this.password = password;
    }

    /** A new empty database and its owner, or the test skipped (failed under {@value #REQUIRED}=1). */
    public static PostgreSqlDatabase create() {
        try (Socket probe = new Socket()) {
            probe.connect(new InetSocketAddress(HOST, PORT), 2_000);
        } catch (IOException e) {
            unavailable("nothing listens at " + HOST + ":" + PORT + " (" + e.getMessage() + ")");
        }
        // Prefixed so that a leftover (a killed test run) shows whose it is; WSSLAB_POSTGRESQL_PREFIX names the run's own.
        String prefix = System.getenv().getOrDefault("WSSLAB_POSTGRESQL_PREFIX", "wsslab_test");
        String name = prefix + "_" + HexFormat.of().formatHex(bytes(6));
        String password = HexFormat.of().formatHex(bytes(18));
        try {
            psql("CREATE ROLE " + name + " LOGIN PASSWORD '" + password + "';\nCREATE DATABASE " + name + " OWNER " + name + ";\n");
        } catch (IOException e) {
            unavailable("cannot create a database as its superuser: " + e.getMessage());
        }
        return new PostgreSqlDatabase(name, password);
    }

    /** The database, as its owner. */
    @Override
    public DataSource dataSource() {
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setServerNames(new String[]{HOST});
        source.setPortNumbers(new int[]{PORT});
        source.setDatabaseName(name);
        source.setUser(name);
        source.setPassword(password);
        return source;
    }

    /** The owner's password, for a test that hands it on as the lab would (a file only its owner reads). */
    public String password() {
        return password;
    }

    /** The local server's port. */
    public int port() {
        return PORT;
    }

    /** The database's name (its owner's too). */
    public String name() {
        return name;
    }

    /** Drops the database (closing what still holds it) and its role. */
    @Override
    public void close() throws IOException {
        psql("DROP DATABASE IF EXISTS " + name + " WITH (FORCE);\nDROP ROLE IF EXISTS " + name + ";\n");
    }

    private static void psql(String sql) throws IOException {
        Process psql = new ProcessBuilder("runuser", "-u", "postgres", "--", "psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-p",
                String.valueOf(PORT), "-d", "postgres")
                .redirectErrorStream(true).start();
        try (OutputStream in = psql.getOutputStream()) {
            in.write(sql.getBytes(StandardCharsets.UTF_8));
        }
        try {
            if (!psql.waitFor(60, TimeUnit.SECONDS)) {
                psql.destroyForcibly();
                throw new IOException("psql did not end within 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for psql", e);
        }
        String output = new String(psql.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (psql.exitValue() != 0) {
            throw new IOException("runuser -u postgres -- psql exited with " + psql.exitValue() + ": " + output);
        }
    }

    private static byte[] bytes(int count) {
        byte[] bytes = new byte[count];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    private static void unavailable(String why) {
        String message = "PostgreSQL is not available for this test: " + why + ". Start it (Debian: `pg_ctlcluster 15 main start`)"
                + " and run the tests as root, which make a throwaway role and database through `runuser -u postgres -- psql`"
                + " and connect to " + HOST + ":" + PORT + " with a password (scram)";
        if ("1".equals(System.getenv(REQUIRED))) {
            Assertions.fail(message + " (" + REQUIRED + "=1: required here)");
        }
        Assumptions.abort(message + "; skipped (set " + REQUIRED + "=1 to make this a failure)");
    }
}
