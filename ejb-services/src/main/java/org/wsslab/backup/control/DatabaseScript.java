package org.wsslab.backup.control;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * One database written out by H2's {@code SCRIPT}: SQL that creates its schema and inserts every row,
 * which any later H2 reads with {@code RUNSCRIPT}, whereas an {@code .mv.db} file is bound to the store
 * format of the H2 versions that can open it. Written in the server, which holds the file open, by
 * the database itself: one statement, so one snapshot of every table.
 *
 * @param name     the database's name in a backup: {@code results} or {@code service}
 * @param schema   its schema version as Flyway recorded it (the newest migration applied)
 * @param h2       the H2 that wrote it, as the driver names itself
 */
public record DatabaseScript(String name, Path file, int schema, String h2) {

    /** Writes {@code database} as {@code <folder>/<name>.sql} (UTF-8). */
    public static DatabaseScript write(String name, DataSource database, Path folder) {
        Path file = folder.resolve(name + ".sql");
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
            // A path the lab made itself (a private temporary folder), quoted as an SQL literal all the same.
            statement.execute("SCRIPT TO '" + file.toAbsolutePath().toString().replace("'", "''") + "' CHARSET 'UTF-8'");
            return new DatabaseScript(name, file, schemaVersion(statement), connection.getMetaData().getDatabaseProductVersion());
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write the " + name + " database as a script: " + e.getMessage(), e);
        }
    }

    /** The database's product name as its driver gives it ("H2", "PostgreSQL"). */
    public static String product(DataSource database) {
        try (Connection connection = database.getConnection()) {
            return connection.getMetaData().getDatabaseProductName();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot reach the results database: " + e.getMessage(), e);
        }
    }

    /** The newest migration Flyway applied: a restore refuses a backup whose schema is newer than its own migrations. */
    private static int schemaVersion(Statement statement) throws SQLException {
        try (ResultSet newest = statement.executeQuery("SELECT MAX(CAST(\"version\" AS INTEGER)) FROM \"flyway_schema_history\""
                + " WHERE \"success\" AND \"version\" IS NOT NULL")) {
            newest.next();
            return newest.getInt(1);
        }
    }
}
